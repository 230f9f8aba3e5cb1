import { useTranslation } from 'react-i18next';

export function ConfigError() {
  const { t } = useTranslation();
  return (
    <main className="centered" role="alert">
      <p>{t('errors.configMissing')}</p>
      <button type="button" className="button-link" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
