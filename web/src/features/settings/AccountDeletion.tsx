import { Button, TextField } from '@aws-amplify/ui-react';
import { ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MeResponse } from '../../../../lambdas/contracts/profile';
import { PasswordInput } from '../../components/PasswordInput';
import { ApiError, api } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { formatDate } from '../../lib/format';

/**
 * The consent to health-data processing (when it was given; withdrawing it means the data can no longer be
 * processed, so it leads to the JSON export and to deletion) and "Elimina l'account": what goes, the password
 * asked again and a typed word, then the account and every item of the person deleted on the server.
 */
export function AccountDeletion() {
  const { t } = useTranslation('app');
  const { leaveDeleted } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const [me, setMe] = useState<MeResponse | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const word = t('account.confirmWord');

  useEffect(() => {
    api<MeResponse>('/me')
      .then(setMe)
      .catch(() => setMe(null));
  }, []);

  function startDeletion() {
    setOpen(true);
    setTimeout(() => heading.current?.focus(), 0);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!password) return setProblem(t('account.passwordRequired'));
    if (typed.trim().toLocaleUpperCase() !== word.toLocaleUpperCase()) {
      return setProblem(t('account.typeWord', { word }));
    }
    setBusy(true);
    try {
      await api<void>('/me', { method: 'DELETE', body: { password }, timeoutMs: 30_000 });
    } catch (error) {
      setBusy(false);
      return setProblem(error instanceof ApiError ? error.message : t('account.failed'));
    }
    await leaveDeleted();
    navigate('/login', { replace: true, state: { notice: 'auth.accountDeleted' } });
  }

  return (
    <>
      <section className="card" aria-labelledby={`${id}-consent`}>
        <h2 id={`${id}-consent`}>
          <ShieldCheck aria-hidden className="inline-icon" /> {t('account.consentTitle')}
        </h2>
        <p>
          {me?.healthDataConsentAt
            ? t('account.consentGiven', { date: formatDate(me.healthDataConsentAt) })
            : t('account.consentGivenAtSignUp')}
        </p>
        <p className="muted">{t('account.consentPurposes')}</p>
        {withdrawing ? (
          <div className="stack" role="region" aria-label={t('account.withdrawTitle')}>
            <p>{t('account.withdrawText')}</p>
            <div className="button-row">
              <a
                className="button"
                href="#/settings"
                onClick={(e) => {
                  e.preventDefault();
                  document.getElementById('esporta')?.scrollIntoView();
                  document.getElementById('esporta')?.querySelector('button')?.focus();
                }}
              >
                {t('account.exportFirst')}
              </a>
              <Button variation="destructive" onClick={startDeletion}>
                {t('account.continueToDeletion')}
              </Button>
              <Button onClick={() => setWithdrawing(false)}>{t('common.cancel')}</Button>
            </div>
          </div>
        ) : (
          <Button onClick={() => setWithdrawing(true)}>{t('account.withdraw')}</Button>
        )}
      </section>

      <section className="card" aria-labelledby={`${id}-delete`} id="elimina-account">
        <h2 id={`${id}-delete`} ref={heading} tabIndex={-1}>
          <Trash2 aria-hidden className="inline-icon" /> {t('account.deleteTitle')}
        </h2>
        <p>{t('account.deleteText')}</p>
        {open ? (
          <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
            <ul>
              <li>{t('account.goesRecords')}</li>
              <li>{t('account.goesAccount')}</li>
              <li>{t('account.goesDevices')}</li>
              <li>{t('account.staysFeedback')}</li>
              <li>{t('account.backups')}</li>
            </ul>
            <PasswordInput
              label={t('profile.currentPassword')}
              name="currentPassword"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label={t('account.typeLabel', { word })}
              name="confirmWord"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <p role="alert" className="error">
              {problem ?? ''}
            </p>
            <div className="button-row">
              <Button
                type="submit"
                variation="destructive"
                isLoading={busy}
                loadingText={t('account.deleting')}
              >
                {t('account.deleteForever')}
              </Button>
              <Button onClick={() => setOpen(false)} isDisabled={busy}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <Button variation="destructive" onClick={startDeletion}>
            {t('account.deleteTitle')}
          </Button>
        )}
      </section>
    </>
  );
}
