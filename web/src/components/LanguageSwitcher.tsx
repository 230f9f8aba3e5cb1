import { SelectField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/auth/AuthProvider';
import { isLanguage, LANGUAGES } from '../i18n';

/** Changes the language at once; signed in, it is also saved to the account. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { updateLanguage } = useAuth();
  return (
    <SelectField
      label={t('language.label')}
      name="language"
      size="small"
      value={i18n.language}
      onChange={(e) => {
        if (isLanguage(e.target.value)) void updateLanguage(e.target.value);
      }}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {t(`language.${lang}`)}
        </option>
      ))}
    </SelectField>
  );
}
