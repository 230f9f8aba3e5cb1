import { Button, TextField } from '@aws-amplify/ui-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { useAuth } from '../../lib/auth/AuthProvider';
import { AuthLayout } from './AuthLayout';
import {
  codeError,
  confirmError,
  emailError,
  focusFirstError,
  newPasswordError,
  type Errors,
} from '../../lib/auth/validation';
import { PasswordInput } from '../../components/PasswordInput';

type Step = 'request' | 'reset';
type Field = 'email' | 'code' | 'password' | 'confirm';

/** Forgot password: the e-mail → a code by e-mail ("sent" confirmation) → a new password → sign in. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { forgotPassword, confirmForgotPassword } = useAuth();
  const navigate = useNavigate();
  const initial = (useLocation().state ?? {}) as { email?: string };
  const form = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState(initial.email ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function check(found: Errors<Field>) {
    setErrors(found);
    setFailure(null);
    const bad = Object.values(found).some(Boolean);
    if (bad) requestAnimationFrame(() => focusFirstError(form.current));
    return !bad;
  }

  async function request(event: FormEvent) {
    event.preventDefault();
    if (!check({ email: emailError(email) })) return;
    setBusy(true);
    const result = await forgotPassword(email);
    setBusy(false);
    if (result.ok) setStep('reset');
    else setFailure(result.errorKey);
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const ok = check({
      code: codeError(code),
      password: newPasswordError(password),
      confirm: confirmError(password, confirm),
    });
    if (!ok) return;
    setBusy(true);
    const result = await confirmForgotPassword(email, code, password);
    setBusy(false);
    if (result.ok) navigate('/login', { state: { email, notice: 'auth.resetDoneText' } });
    else setFailure(result.errorKey);
  }

  const message = (field: Field) => (errors[field] ? t(errors[field]) : undefined);

  if (step === 'request') {
    return (
      <AuthLayout title={t('auth.forgotTitle')} subtitle={t('auth.forgotIntro')}>
        <FormAlert messageKey={failure} />
        <form ref={form} className="auth-form" noValidate onSubmit={request}>
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
          <Button
            type="submit"
            variation="primary"
            isFullWidth
            isLoading={busy}
            loadingText={t('auth.sending')}
          >
            {t('auth.sendCode')}
          </Button>
        </form>
        <nav className="auth-links" aria-label={t('auth.forgotTitle')}>
          <Link to="/login">{t('auth.backToLogin')}</Link>
        </nav>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.resetSentTitle')} subtitle={t('auth.resetSentText', { email })}>
      <FormAlert messageKey={failure} />
      <form ref={form} className="auth-form" noValidate onSubmit={reset}>
        <TextField
          label={t('auth.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          hasError={Boolean(errors.code)}
          errorMessage={message('code')}
          isRequired
        />
        <PasswordInput
          label={t('auth.newPassword')}
          name="newPassword"
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
        <Button
          type="submit"
          variation="primary"
          isFullWidth
          isLoading={busy}
          loadingText={t('auth.resetting')}
        >
          {t('auth.resetPassword')}
        </Button>
      </form>
      <nav className="auth-links" aria-label={t('auth.resetSentTitle')}>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </nav>
    </AuthLayout>
  );
}
