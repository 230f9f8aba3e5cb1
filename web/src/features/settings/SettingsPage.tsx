import { SelectField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportData } from '../../components/ExportData';
import { AccountDeletion } from './AccountDeletion';
import { AssistantModelSetting } from './AssistantModelSetting';
import { LegalLinks } from '../../components/LegalLinks';
import { isLanguage, LANGUAGES } from '../../i18n';
import { useAuth } from '../../lib/auth/AuthProvider';
import { PageTitle } from '../../components/PageTitle';
import { ReminderSettings } from '../../components/ReminderSettings';

/**
 * The display language (at once, saved to the account), reminders, whether Salus may use the AI service, the
 * export of the person's data, the consent and the account's deletion, the legal texts.
 */
export default function SettingsPage() {
  const { t, i18n } = useTranslation('app');
  const { updateLanguage } = useAuth();
  const [status, setStatus] = useState<{ ok: boolean; key: string } | null>(null);

  async function change(value: string) {
    if (!isLanguage(value)) return;
    setStatus(null);
    const result = await updateLanguage(value);
    setStatus(result.ok ? { ok: true, key: 'settings.languageSaved' } : { ok: false, key: result.errorKey });
  }

  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      <section className="card" aria-labelledby="language-title">
        <h2 id="language-title">{t('settings.language')}</h2>
        <SelectField
          label={t('settings.language')}
          labelHidden
          descriptiveText={t('settings.languageHint')}
          value={i18n.language}
          onChange={(e) => void change(e.target.value)}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {t(`language.${lang}`)}
            </option>
          ))}
        </SelectField>
        <p role={status && !status.ok ? 'alert' : 'status'} className={status?.ok ? 'success' : 'error'}>
          {status ? t(status.key) : ''}
        </p>
      </section>
      <section className="card" id="promemoria">
        <ReminderSettings />
      </section>
      <AssistantModelSetting />
      <ExportData />
      <AccountDeletion />
      <section className="card" aria-labelledby="legal-title">
        <h2 id="legal-title">{t('settings.legalTitle')}</h2>
        <LegalLinks />
      </section>
    </>
  );
}
