import { Button, TextField } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../../lambdas/contracts/product';
import { useAuth } from '../../lib/auth/AuthProvider';
import { totpCode } from '../../lib/auth/validation';

type State =
  { kind: 'loading' } | { kind: 'off' } | { kind: 'on' } | { kind: 'enrolling'; uri: string; secret: string };

const actions = () => import('../../lib/auth/account-actions');

/**
 * "Verifica in due passaggi": turns TOTP on (Cognito's software token: a QR code for the authenticator app, its
 * key written out for those who cannot scan, then one code from the app proves it) or off. Once on, every
 * sign-in asks for the app's code after the password (LoginPage's second step).
 */
export function TwoStepVerification() {
  const { t } = useTranslation('app');
  const { user } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let active = true;
    void actions()
      .then((a) => a.fetchMFAPreference())
      .then((preference) => {
        if (active) setState({ kind: preference.enabled?.includes('TOTP') ? 'on' : 'off' });
      })
      .catch(() => {
        if (!active) return;
        setState({ kind: 'off' });
        setProblem('profile.twoStepFailed');
      });
    return () => {
      active = false;
    };
  }, []);

  /** Runs a change with the button busy; a failure is said, never thrown. */
  async function change(work: () => Promise<void>, failure = 'profile.twoStepFailed') {
    setProblem(null);
    setDone(null);
    setBusy(true);
    try {
      await work();
    } catch {
      setProblem(failure);
    } finally {
      setBusy(false);
    }
  }

  const enrol = () =>
    change(async () => {
      const setup = await (await actions()).setUpTOTP();
      const uri = setup.getSetupUri(PRODUCT_NAME, user?.email).href;
      setCode('');
      setCodeError(null);
      setState({ kind: 'enrolling', uri, secret: setup.sharedSecret });
    });

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const typed = totpCode(code);
    if ('error' in typed) {
      setCodeError(typed.error);
      field.current?.focus();
      return;
    }
    const { digits } = typed;
    setCodeError(null);
    let verified = false;
    await change(async () => {
      const a = await actions();
      await a.verifyTOTPSetup({ code: digits });
      await a.updateMFAPreference({ totp: 'PREFERRED' });
      verified = true;
    }, 'profile.twoStepWrongCode');
    if (!verified) {
      setCode('');
      field.current?.focus();
      return;
    }
    setState({ kind: 'on' });
    setDone('profile.twoStepEnabled');
  }

  const disable = () =>
    change(async () => {
      await (await actions()).updateMFAPreference({ totp: 'DISABLED' });
      setState({ kind: 'off' });
      setDone('profile.twoStepDisabled');
    });

  return (
    <section className="card" aria-labelledby="two-step-title" data-state={state.kind}>
      <h2 id="two-step-title">{t('profile.twoStepTitle')}</h2>
      <p role="status" className="success">
        {done ? t(done) : ''}
      </p>
      <p role="alert" className="error">
        {problem ? t(problem) : ''}
      </p>
      {state.kind === 'loading' && <p className="muted">{t('loading.data', { ns: 'translation' })}</p>}
      {state.kind === 'off' && (
        <>
          <p className="muted">{t('profile.twoStepOff')}</p>
          <Button onClick={() => void enrol()} isLoading={busy}>
            {t('profile.twoStepEnable')}
          </Button>
        </>
      )}
      {state.kind === 'on' && (
        <>
          <p>{t('profile.twoStepOn')}</p>
          <Button onClick={() => void disable()} isLoading={busy}>
            {t('profile.twoStepDisable')}
          </Button>
        </>
      )}
      {state.kind === 'enrolling' && (
        <form className="stack" noValidate onSubmit={(e) => void confirm(e)}>
          <p>{t('profile.twoStepScan')}</p>
          <QrCode text={state.uri} label={t('profile.twoStepQr')} />
          <p>
            {t('profile.twoStepKey')} <code className="totp-key">{groups(state.secret)}</code>
          </p>
          <TextField
            ref={field}
            label={t('profile.twoStepEnter')}
            name="totp"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            hasError={Boolean(codeError)}
            errorMessage={codeError ? t(codeError, { ns: 'translation' }) : undefined}
          />
          <div className="button-row">
            <Button type="submit" variation="primary" isLoading={busy} loadingText={t('profile.confirming')}>
              {t('profile.twoStepConfirm')}
            </Button>
            <Button onClick={() => setState({ kind: 'off' })}>{t('common.cancel')}</Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The key in groups of four, as authenticator apps show it (spaces are ignored when it is typed). */
const groups = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** A QR code drawn as SVG (no image from elsewhere, nothing the CSP would refuse), loaded on enrolment only. */
function QrCode({ text, label }: { text: string; label: string }) {
  const [path, setPath] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    let active = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(text, { errorCorrectionLevel: 'M' });
      const size = modules.size;
      let d = '';
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
          if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
        }
      }
      if (active) setPath({ d, size: size + 8 });
    });
    return () => {
      active = false;
    };
  }, [text]);
  return (
    <svg
      className="totp-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path?.size ?? 41} ${path?.size ?? 41}`}
      width="192"
      height="192"
    >
      <rect width="100%" height="100%" fill="#fff" />
      {path && <path d={path.d} fill="#000" shapeRendering="crispEdges" />}
    </svg>
  );
}
