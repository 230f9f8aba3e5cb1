import { Button } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../components/PasswordInput';
import { useAuth } from '../../lib/auth/AuthProvider';
import { confirmError, loginPasswordError, newPasswordError } from '../../lib/auth/validation';

type Field = 'current' | 'next' | 'confirm';

/** "Cambia password": the current one asked again, the new one under the same rule as at sign-up, twice. */
export function PasswordChange() {
  const { t } = useTranslation('app');
  const { changePassword } = useAuth();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = {
      current: loginPasswordError(values.current),
      next: newPasswordError(values.next),
      confirm: confirmError(values.next, values.confirm),
    };
    setErrors(found);
    setProblem(null);
    if (Object.values(found).some(Boolean)) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    const result = await changePassword(values.current, values.next);
    setBusy(false);
    if (!result.ok) return setProblem(result.errorKey);
    setDone(true);
    setOpen(false);
    setValues({ current: '', next: '', confirm: '' });
  }

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">{t('profile.passwordTitle')}</h2>
      <p role="status" className="success">
        {done ? t('profile.passwordChanged') : ''}
      </p>
      {open ? (
        <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
          <PasswordInput
            label={t('profile.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            value={values.current}
            onChange={set('current')}
            hasError={Boolean(errors.current)}
            errorMessage={errors.current ? t(errors.current) : undefined}
          />
          <PasswordInput
            label={t('auth.newPassword')}
            name="newPassword"
            autoComplete="new-password"
            descriptiveText={t('auth.passwordHint')}
            value={values.next}
            onChange={set('next')}
            hasError={Boolean(errors.next)}
            errorMessage={errors.next ? t(errors.next) : undefined}
          />
          <PasswordInput
            label={t('auth.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            hasError={Boolean(errors.confirm)}
            errorMessage={errors.confirm ? t(errors.confirm) : undefined}
          />
          <p role="alert" className="error">
            {problem ? t(problem) : ''}
          </p>
          <div className="button-row">
            <Button type="submit" variation="primary" isLoading={busy} loadingText={t('common.saving')}>
              {t('profile.savePassword')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          </div>
        </form>
      ) : (
        <Button
          onClick={() => {
            setDone(false);
            setOpen(true);
          }}
        >
          {t('profile.changePassword')}
        </Button>
      )}
    </section>
  );
}
