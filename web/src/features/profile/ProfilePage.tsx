import { Button, TextField } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { MeResponse } from '../../../../lambdas/contracts/profile';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { formatDate } from '../../lib/format';
import { codeError, emailError, nameError } from '../../lib/auth/validation';
import { mayForgetChanges } from '../../lib/offline/confirm';
import { PasswordInput } from '../../components/PasswordInput';
import { PageTitle } from '../../components/PageTitle';
import { ImportData } from './ImportData';
import { PasswordChange } from './PasswordChange';
import { TwoStepVerification } from './TwoStepVerification';

type EmailStep = 'closed' | 'request' | 'confirm';

/** The end of both e-mail steps: what went wrong, the step's own button, and "Annulla". */
function EmailStepEnd(props: {
  problem: string | null;
  busy: boolean;
  labelKey: string;
  busyKey: string;
  onCancel(): void;
}) {
  const { t } = useTranslation('app');
  return (
    <>
      {props.problem ? (
        <p role="alert" className="error">
          {t(props.problem)}
        </p>
      ) : null}
      <div className="button-row">
        <Button type="submit" variation="primary" isLoading={props.busy} loadingText={t(props.busyKey)}>
          {t(props.labelKey)}
        </Button>
        <Button onClick={props.onCancel}>{t('common.cancel')}</Button>
      </div>
    </>
  );
}

/** The display name, the e-mail (changed only after its code is confirmed) and when the account was made. */
export default function ProfilePage() {
  const { t } = useTranslation('app');
  const { user, updateProfile, requestEmailChange, confirmEmailChange, logout, logoutEverywhere } = useAuth();
  const navigate = useNavigate();
  const [everywhereFailed, setEverywhereFailed] = useState<string | null>(null);
  const [me, setMe] = useState<MeResponse | null>(null);
  const [meFailed, setMeFailed] = useState(false);
  const [name, setName] = useState(user?.name ?? '');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [nameStatus, setNameStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState<'name' | 'email' | 'everywhere' | null>(null);
  const [step, setStep] = useState<EmailStep>('closed');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [emailStatus, setEmailStatus] = useState<string | null>(null);

  const loadMe = useCallback(() => {
    api<MeResponse>('/me')
      .then((value) => {
        setMe(value);
        setMeFailed(false);
      })
      .catch(() => setMeFailed(true));
  }, []);
  useEffect(loadMe, [loadMe]);

  async function saveName(event: FormEvent) {
    event.preventDefault();
    setNameStatus(null);
    const problem = nameError(name);
    setNameProblem(problem ?? null);
    if (problem) return;
    setBusy('name');
    const result = await updateProfile(name);
    setBusy(null);
    if (result.ok) setNameStatus('profile.nameSaved');
    else setNameProblem(result.errorKey);
  }

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setEmailStatus(null);
    const problem =
      emailError(newEmail) ??
      (newEmail.trim().toLowerCase() === user?.email ? 'app:profile.sameEmail' : undefined) ??
      (password ? undefined : 'validation.passwordRequired');
    setEmailProblem(problem ?? null);
    if (problem) return;
    setBusy('email');
    const result = await requestEmailChange(newEmail, password);
    setBusy(null);
    setPassword('');
    if (result.ok) setStep('confirm');
    else setEmailProblem(result.errorKey);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const problem = codeError(code);
    setEmailProblem(problem ?? null);
    if (problem) return;
    setBusy('email');
    const result = await confirmEmailChange(code);
    setBusy(null);
    if (!result.ok) {
      setEmailProblem(result.errorKey);
      return;
    }
    setStep('closed');
    setCode('');
    setNewEmail('');
    setEmailStatus('profile.emailChanged');
    loadMe();
  }

  const translate = (key: string | null) => (key ? t(key) : undefined);

  /** The sidebar's "Esci" is not on a phone: signing out lives here too. */
  async function signOut() {
    if (!mayForgetChanges(t)) return;
    await logout();
  }

  /** Every device, this one included: for a lost phone or a shared computer left signed in. */
  async function signOutEverywhere() {
    if (!mayForgetChanges(t) || !window.confirm(t('profile.signOutEverywhereConfirm'))) return;
    setEverywhereFailed(null);
    setBusy('everywhere');
    const result = await logoutEverywhere();
    setBusy(null);
    if (!result.ok) {
      setEverywhereFailed(result.errorKey);
      return;
    }
    navigate('/login', { state: { notice: 'auth.signedOutEverywhere' } });
  }

  return (
    <>
      <PageTitle>{t('profile.title')}</PageTitle>

      <section className="card" aria-labelledby="name-title">
        <h2 id="name-title">{t('profile.name')}</h2>
        <form className="stack" noValidate onSubmit={saveName}>
          <TextField
            label={t('profile.name')}
            labelHidden
            name="name"
            autoComplete="name"
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
            hasError={Boolean(nameProblem)}
            errorMessage={translate(nameProblem)}
          />
          <Button
            type="submit"
            variation="primary"
            isLoading={busy === 'name'}
            loadingText={t('common.saving')}
          >
            {t('common.save')}
          </Button>
          <p role="status" className="success">
            {translate(nameStatus)}
          </p>
        </form>
      </section>

      <section className="card" aria-labelledby="email-title">
        <h2 id="email-title">{t('profile.email')}</h2>
        <p data-testid="profile-email" className="strong">
          {user?.email}
        </p>
        <p role="status" className="success">
          {translate(emailStatus)}
        </p>
        {step === 'closed' ? (
          <Button onClick={() => setStep('request')}>{t('profile.changeEmail')}</Button>
        ) : null}
        {step === 'request' ? (
          <form className="stack" noValidate onSubmit={sendCode}>
            <TextField
              label={t('profile.newEmail')}
              name="newEmail"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
            />
            <PasswordInput
              label={t('profile.currentPassword')}
              name="currentPassword"
              autoComplete="current-password"
              descriptiveText={t('profile.passwordHint')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <EmailStepEnd
              problem={emailProblem}
              busy={busy === 'email'}
              labelKey="profile.sendCode"
              busyKey="profile.sending"
              onCancel={() => setStep('closed')}
            />
          </form>
        ) : null}
        {step === 'confirm' ? (
          <form className="stack" noValidate onSubmit={confirm}>
            <p>{t('profile.codeSent', { email: newEmail })}</p>
            <TextField
              label={t('profile.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <EmailStepEnd
              problem={emailProblem}
              busy={busy === 'email'}
              labelKey="profile.confirm"
              busyKey="profile.confirming"
              onCancel={() => setStep('closed')}
            />
          </form>
        ) : null}
      </section>

      <PasswordChange />
      <TwoStepVerification />

      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">{t('profile.accountTitle')}</h2>
        {me ? (
          <dl className="facts">
            <dt>{t('profile.createdAt')}</dt>
            <dd data-testid="created-at">{formatDate(me.createdAt)}</dd>
            <dt>{t('profile.language')}</dt>
            <dd>{t(`language.${me.language}`)}</dd>
          </dl>
        ) : meFailed ? (
          <div role="alert">
            <p>{t('errors.generic')}</p>
            <Button onClick={loadMe}>{t('errors.reload')}</Button>
          </div>
        ) : (
          <p role="status">{t('loading.data')}</p>
        )}
        <Link to="/settings" className="text-link">
          {t('profile.settingsLink')}
        </Link>
        {everywhereFailed && <p role="alert">{t(everywhereFailed)}</p>}
        <div className="button-row">
          <Button onClick={signOut}>{t('profile.signOut')}</Button>
          <Button onClick={signOutEverywhere} isLoading={busy === 'everywhere'}>
            {t('profile.signOutEverywhere')}
          </Button>
        </div>
      </section>

      <ImportData />
    </>
  );
}
