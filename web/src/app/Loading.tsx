import { useTranslation } from 'react-i18next';

/** The spec's placeholders: "Caricamento in corso..." by default; pages, charts and data have their own. */
export function Loading({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="centered" role="status" aria-live="polite" data-loading>
      {text ?? t('loading.default')}
    </div>
  );
}
