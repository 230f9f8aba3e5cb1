import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMINDER_LIMITS } from '../../../lambdas/contracts/reminders';
import {
  disablePush,
  enablePush,
  pushState,
  remindersApi,
  settingsQuery,
  type PushState,
  type Settings,
} from '../lib/reminders/api';

const REPEATS = [5, 10, 15, 20, 30, 45, 60];
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const zones = () => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [browserZone()];
  }
};

/**
 * How reminders reach the person: time zone, channels (push on this device, e-mail, the app always), repeats,
 * quiet hours and discreet mode; "Invia una notifica di prova". On the settings page and the reminders page.
 */
export function ReminderSettings() {
  const { t } = useTranslation('records');
  const id = useId();
  const client = useQueryClient();
  const stored = useQuery(settingsQuery);
  const [form, setForm] = useState<Settings | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; key: string } | null>(null);
  const [push, setPush] = useState<PushState | 'working'>('off');

  useEffect(() => {
    if (stored.data && !form) setForm(stored.data);
  }, [stored.data, form]);
  useEffect(() => {
    pushState()
      .then(setPush)
      .catch(() => setPush('unsupported'));
  }, []);

  const save = useMutation({
    // Only what this form shows: another setting changed meanwhile (Salus' model) is left as it is.
    mutationFn: ({ timeZone, reminders }: Settings) => remindersApi.saveSettings({ timeZone, reminders }),
    onSuccess: (saved) => {
      client.setQueryData(settingsQuery.queryKey, saved);
      setForm(saved);
      setMessage({ ok: true, key: 'reminders.settings.saved' });
    },
    onError: () => setMessage({ ok: false, key: 'reminders.settings.saveFailed' }),
  });
  const test = useMutation({
    mutationFn: remindersApi.test,
    onSuccess: () => {
      setMessage({ ok: true, key: 'reminders.settings.testSent' });
      void client.invalidateQueries({ queryKey: ['notifications'] });
    },
    onError: () => setMessage({ ok: false, key: 'reminders.settings.testFailed' }),
  });

  if (!form) {
    return (
      <p role="status" className="muted">
        {stored.isError ? t('errors.load') : t('loading.data', { ns: 'translation' })}
      </p>
    );
  }
  const r = form.reminders;
  const set = (change: Partial<Settings['reminders']>) =>
    setForm({ ...form, reminders: { ...r, ...change } });

  async function togglePush() {
    setMessage(null);
    const wasOn = push === 'on';
    setPush('working');
    try {
      const next = wasOn ? await disablePush() : await enablePush();
      setPush(next);
      // Push on this device also turns the channel on for the account (and off when no device is left on).
      if (next === 'on' || wasOn) {
        const updated = { ...form!, reminders: { ...form!.reminders, push: next === 'on' } };
        setForm(updated);
        save.mutate(updated);
      }
    } catch {
      setPush(wasOn ? 'on' : 'off');
      setMessage({ ok: false, key: 'reminders.settings.pushFailed' });
    }
  }

  const device = browserZone();
  return (
    <form
      className="reminder-settings"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        save.mutate(form);
      }}
    >
      <h2 id={`${id}-title`}>{t('reminders.settings.title')}</h2>

      <div className="field">
        <label htmlFor={`${id}-zone`}>{t('reminders.settings.timeZone')}</label>
        <select
          id={`${id}-zone`}
          value={form.timeZone}
          aria-describedby={`${id}-zone-hint`}
          onChange={(e) => setForm({ ...form, timeZone: e.target.value })}
        >
          {[...new Set([form.timeZone, ...zones()])].map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        <p id={`${id}-zone-hint`} className="muted">
          {t('reminders.settings.timeZoneHint')}
        </p>
        {device && device !== form.timeZone ? (
          <button type="button" className="button" onClick={() => setForm({ ...form, timeZone: device })}>
            {t('reminders.settings.useDevice', { zone: device })}
          </button>
        ) : null}
      </div>

      <fieldset className="times">
        <legend className="strong">{t('reminders.settings.channels')}</legend>
        <p className="muted">{t('reminders.settings.inApp')}</p>
        <div className="push-row">
          <span>{t('reminders.settings.push')}</span>
          {push === 'unsupported' || push === 'denied' ? (
            <p className="muted">
              {t(push === 'denied' ? 'reminders.settings.pushDenied' : 'reminders.settings.pushUnsupported')}
            </p>
          ) : (
            <button
              type="button"
              className="button"
              aria-pressed={push === 'on'}
              disabled={push === 'working'}
              onClick={() => void togglePush()}
            >
              {t(push === 'on' ? 'reminders.settings.pushOff' : 'reminders.settings.pushOn')}
            </button>
          )}
          {push === 'on' ? <p className="muted">{t('reminders.settings.pushActive')}</p> : null}
        </div>
        <label className="choice">
          <input type="checkbox" checked={r.email} onChange={(e) => set({ email: e.target.checked })} />
          <span>{t('reminders.settings.email')}</span>
        </label>
      </fieldset>

      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-repeat`}>{t('reminders.settings.repeat')}</label>
          <select
            id={`${id}-repeat`}
            value={r.repeatEveryMinutes ?? ''}
            onChange={(e) => set({ repeatEveryMinutes: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('reminders.settings.repeatOff')}</option>
            {REPEATS.map((m) => (
              <option key={m} value={m}>
                {t('reminders.settings.repeatEvery', { count: m })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-max`}>{t('reminders.settings.maxRepeats')}</label>
          <select
            id={`${id}-max`}
            value={r.maxRepeats}
            disabled={r.repeatEveryMinutes === null}
            onChange={(e) => set({ maxRepeats: Number(e.target.value) })}
          >
            {Array.from({ length: REMINDER_LIMITS.maxRepeats.max + 1 }, (_, n) => (
              <option key={n} value={n}>
                {t('reminders.settings.maxRepeatsValue', { count: n })}
              </option>
            ))}
          </select>
        </div>
      </div>

      <label className="choice">
        <input
          type="checkbox"
          checked={r.quietHours !== null}
          onChange={(e) => set({ quietHours: e.target.checked ? { from: '22:00', to: '07:00' } : null })}
        />
        <span>{t('reminders.settings.quiet')}</span>
      </label>
      {r.quietHours ? (
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('reminders.settings.quietFrom')}</label>
            <input
              id={`${id}-from`}
              type="time"
              value={r.quietHours.from}
              onChange={(e) => set({ quietHours: { ...r.quietHours!, from: e.target.value } })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('reminders.settings.quietTo')}</label>
            <input
              id={`${id}-to`}
              type="time"
              value={r.quietHours.to}
              onChange={(e) => set({ quietHours: { ...r.quietHours!, to: e.target.value } })}
            />
          </div>
        </div>
      ) : null}

      <label className="choice">
        <input
          type="checkbox"
          checked={r.discreet}
          aria-describedby={`${id}-discreet`}
          onChange={(e) => set({ discreet: e.target.checked })}
        />
        <span>{t('reminders.settings.discreet')}</span>
      </label>
      <p id={`${id}-discreet`} className="muted">
        {t('reminders.settings.discreetHint')}
      </p>

      <div className="button-row">
        <button type="submit" className="button primary" disabled={save.isPending}>
          {t('reminders.settings.save')}
        </button>
        <button type="button" className="button" disabled={test.isPending} onClick={() => test.mutate()}>
          {t('reminders.settings.test')}
        </button>
      </div>
      <p role={message && !message.ok ? 'alert' : 'status'} className={message?.ok ? 'success' : 'error'}>
        {message ? t(message.key) : ''}
      </p>
    </form>
  );
}
