import { Button, CheckboxField, TextField } from '@aws-amplify/ui-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { useAuth } from '../../lib/auth/AuthProvider';
import { AuthLayout } from './AuthLayout';
import {
  emailError,
  focusFirstError,
  loginPasswordError,
  totpCode,
  type Errors,
} from '../../lib/auth/validation';
import { PasswordInput } from '../../components/PasswordInput';

/**
 * The sign-in's second step: the six digits of the authenticator app. A wrong code may be typed again; a sign-in
 * that waited too long (or took too many wrong codes) goes back to the password.
 */
function TotpStep({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const { confirmTotp } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = totpCode(code);
    setFailure(null);
    if ('error' in typed) {
      setError(typed.error);
      field.current?.focus();
      return;
    }
    const { digits } = typed;
    setError(null);
    setBusy(true);
    const result = await confirmTotp(digits);
    setBusy(false);
    if (result.ok) return;
    setFailure(result.errorKey);
    setCode('');
    field.current?.focus();
  }

  return (
    <AuthLayout title={t('auth.totpTitle')} subtitle={t('auth.totpSubtitle')}>
      <FormAlert messageKey={failure} />
      <form className="auth-form" noValidate onSubmit={submit}>
        <TextField
          ref={field}
          label={t('auth.totpCode')}
          name="totp"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          hasError={Boolean(error)}
          errorMessage={error ? t(error) : undefined}
          isRequired
        />
        <Button
          type="submit"
          variation="primary"
          isFullWidth
          isLoading={busy}
          loadingText={t('auth.totpVerifying')}
        >
          {t('auth.totpVerify')}
        </Button>
      </form>
      <nav className="auth-links" aria-label={t('auth.totpTitle')}>
        <Button variation="link" onClick={onBack}>
          {t('auth.totpBack')}
        </Button>
      </nav>
    </AuthLayout>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as { email?: string; notice?: string };
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Errors<'email' | 'password'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Two-step verification on: after the password, the authenticator's code (the same page, a second step).
  const [totp, setTotp] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { email: emailError(email), password: loginPasswordError(password) };
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setBusy(true);
    const result = await login(email, password, remember);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.errorKey);
      return;
    }
    // Signed in: the route guard takes the person on (to the page they asked for, or the dashboard).
    if (result.value === 'confirmSignUp') navigate('/verify', { state: { email, reason: 'notVerified' } });
    if (result.value === 'confirmTotp') {
      setPassword('');
      setTotp(true);
    }
  }

  if (totp) {
    return (
      <TotpStep
        onBack={() => {
          setTotp(false);
          setFailure(null);
        }}
      />
    );
  }

  return (
    <AuthLayout title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')} landing>
      <FormAlert messageKey={state.notice ?? null} variation="success" />
      <FormAlert messageKey={failure} />
      <form ref={form} className="auth-form" noValidate onSubmit={submit}>
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hasError={Boolean(errors.email)}
          errorMessage={errors.email ? t(errors.email) : undefined}
          isRequired
        />
        <PasswordInput
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hasError={Boolean(errors.password)}
          errorMessage={errors.password ? t(errors.password) : undefined}
          isRequired
        />
        <CheckboxField
          label={t('auth.rememberMe')}
          name="remember"
          value="yes"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
          aria-describedby="remember-hint"
        />
        <p className="hint" id="remember-hint">
          {t('auth.rememberMeHint')}
        </p>
        <Button
          type="submit"
          variation="primary"
          isFullWidth
          isLoading={busy}
          loadingText={t('auth.loggingIn')}
        >
          {t('auth.login')}
        </Button>
      </form>
      <nav className="auth-links" aria-label={t('auth.loginTitle')}>
        <Link to="/forgot-password" state={{ email }}>
          {t('auth.forgotPassword')}
        </Link>
        <span>
          {t('auth.noAccount')} <Link to="/register">{t('auth.goToRegister')}</Link>
        </span>
      </nav>
    </AuthLayout>
  );
}
