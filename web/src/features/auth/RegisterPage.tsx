import { Button, CheckboxField, SelectField, TextField } from '@aws-amplify/ui-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { applyLanguage, isLanguage, LANGUAGES, type Language } from '../../i18n';
import { useAuth } from '../../lib/auth/AuthProvider';
import { AuthLayout } from './AuthLayout';
import {
  confirmError,
  emailError,
  focusFirstError,
  nameError,
  newPasswordError,
  type Errors,
} from '../../lib/auth/validation';
import { PasswordInput } from '../../components/PasswordInput';

type Field = 'name' | 'email' | 'password' | 'confirm' | 'consent';

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const { register } = useAuth();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'it');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors<Field> = {
      name: nameError(name),
      email: emailError(email),
      password: newPasswordError(password),
      confirm: confirmError(password, confirm),
      consent: consent ? undefined : 'auth.consentRequired',
    };
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setBusy(true);
    const result = await register({ name, email, password, language, consent: true });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.errorKey);
      return;
    }
    navigate('/verify', { state: { email, reason: 'registered' } });
  }

  const message = (field: Field) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <AuthLayout title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')} landing>
      <FormAlert messageKey={failure} />
      <form ref={form} className="auth-form" noValidate onSubmit={submit}>
        <TextField
          label={t('auth.name')}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          hasError={Boolean(errors.name)}
          errorMessage={message('name')}
          maxLength={80}
          isRequired
        />
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hasError={Boolean(errors.email)}
          errorMessage={message('email')}
          isRequired
        />
        <PasswordInput
          label={t('auth.password')}
          name="password"
          autoComplete="new-password"
          descriptiveText={t('auth.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hasError={Boolean(errors.password)}
          errorMessage={message('password')}
          isRequired
        />
        <PasswordInput
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          hasError={Boolean(errors.confirm)}
          errorMessage={message('confirm')}
          isRequired
        />
        <SelectField
          label={t('auth.languageField')}
          name="language"
          value={language}
          onChange={(e) => {
            if (!isLanguage(e.target.value)) return;
            setLanguage(e.target.value);
            void applyLanguage(e.target.value);
          }}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {t(`language.${lang}`)}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={t('auth.consent')}
          name="consent"
          value="yes"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          hasError={Boolean(errors.consent)}
          errorMessage={message('consent')}
        />
        {/* The policy the consent refers to, next to the box (GDPR art. 7(2), 13). */}
        <p className="consent-privacy">
          <Link to="/privacy" className="button-link">
            {t('auth.consentPrivacy')}
          </Link>
        </p>
        <Button
          type="submit"
          variation="primary"
          isFullWidth
          isLoading={busy}
          loadingText={t('auth.registering')}
        >
          {t('auth.register')}
        </Button>
      </form>
      <nav className="auth-links" aria-label={t('auth.registerTitle')}>
        <span>
          {t('auth.haveAccount')} <Link to="/login">{t('auth.goToLogin')}</Link>
        </span>
      </nav>
    </AuthLayout>
  );
}
