import { Button, TextField } from '@aws-amplify/ui-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { useAuth } from '../../lib/auth/AuthProvider';
import { AuthLayout } from './AuthLayout';
import { codeError, emailError, focusFirstError, type Errors } from '../../lib/auth/validation';

/** The code screen: after registration, or when signing in with an e-mail not yet verified. */
export default function VerifyPage() {
  const { t } = useTranslation();
  const { confirmRegistration, sendVerificationEmail } = useAuth();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as { email?: string; reason?: 'registered' | 'notVerified' };
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(state.email ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors<'email' | 'code'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(
    state.reason === 'registered' ? 'auth.registrationSuccess' : null,
  );
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { email: emailError(email), code: codeError(code) };
    setErrors(found);
    setFailure(null);
    if (found.email || found.code) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setBusy('verify');
    const result = await confirmRegistration(email, code);
    setBusy(null);
    if (result.ok) navigate('/verified', { state: { email } });
    else setFailure(result.errorKey);
  }

  async function resend() {
    const problem = emailError(email);
    setErrors({ email: problem });
    setFailure(null);
    setNotice(null);
    if (problem) return;
    setBusy('resend');
    const result = await sendVerificationEmail(email);
    setBusy(null);
    if (result.ok) setNotice('auth.codeResent');
    else setFailure(result.errorKey);
  }

  return (
    <AuthLayout
      title={t('auth.verifyTitle')}
      subtitle={state.email ? t('auth.verifyIntro', { email: state.email }) : undefined}
    >
      {state.reason === 'notVerified' ? (
        <FormAlert messageKey="auth.verifyNotVerified" variation="info" />
      ) : null}
      <FormAlert messageKey={notice} variation="success" />
      <FormAlert messageKey={failure} />
      <form ref={form} className="auth-form" noValidate onSubmit={submit}>
        {state.email ? null : (
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            hasError={Boolean(errors.email)}
            errorMessage={errors.email ? t(errors.email) : undefined}
            isRequired
          />
        )}
        <TextField
          label={t('auth.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          descriptiveText={t('auth.codeHint')}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          hasError={Boolean(errors.code)}
          errorMessage={errors.code ? t(errors.code) : undefined}
          isRequired
        />
        <Button
          type="submit"
          variation="primary"
          isFullWidth
          isLoading={busy === 'verify'}
          loadingText={t('auth.verifying')}
        >
          {t('auth.verify')}
        </Button>
        <Button
          type="button"
          isFullWidth
          onClick={resend}
          isLoading={busy === 'resend'}
          loadingText={t('auth.resending')}
        >
          {t('auth.resendCode')}
        </Button>
      </form>
      <nav className="auth-links" aria-label={t('auth.verifyTitle')}>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </nav>
    </AuthLayout>
  );
}
