import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppointmentBody } from '../../../../lambdas/contracts/records';
import { isoToLocal, localToIso } from '../../lib/records/api';
import { NotesField, RecordFormEnd } from '../../components/records/RecordFormEnd';
import type { RecordFormProps } from '../../components/records/RecordPage';
import { dateIssue } from '../../lib/records/dates';

const REMINDERS = [null, 60, 120, 1440] as const;

/** An appointment: what, with whom, where, when, and how long before to be reminded. */
export function AppointmentForm({
  initial,
  saving,
  problem,
  onSubmit,
  onCancel,
}: RecordFormProps<AppointmentBody>) {
  const { t } = useTranslation('records');
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setHours(9, 0, 0, 0);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [doctor, setDoctor] = useState(initial?.doctor ?? '');
  const [place, setPlace] = useState(initial?.place ?? '');
  const [startsAt, setStartsAt] = useState(isoToLocal(initial?.startsAt ?? tomorrow));
  const [remind, setRemind] = useState<number | null>(initial ? (initial.remindMinutesBefore ?? null) : 1440);
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [invalidMessage, setInvalidMessage] = useState<string | undefined>(undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      version: initial?.version ?? 0,
      title: title.trim(),
      ...(doctor.trim() ? { doctor: doctor.trim() } : {}),
      ...(place.trim() ? { place: place.trim() } : {}),
      startsAt: localToIso(startsAt),
      endsAt: null,
      remindMinutesBefore: remind,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    const parsed = AppointmentBody.safeParse(body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      setInvalid(String(first?.path[0] ?? ''));
      setInvalidMessage(first ? dateIssue(first) : undefined);
      return;
    }
    setInvalid(null);
    onSubmit(parsed.data);
  }

  const error = (field: string) =>
    invalid === field ? (
      <p className="error" id={`appt-${field}-error`}>
        {field === 'title' ? t('errors.required') : t(invalidMessage ?? 'errors.invalid')}
      </p>
    ) : null;

  return (
    <form className="card record-form" noValidate onSubmit={submit} aria-labelledby="appt-form-title">
      <h2 id="appt-form-title">{initial ? t('appointment.editTitle') : t('appointment.addTitle')}</h2>
      <div className="field">
        <label htmlFor="appt-title">{t('appointment.title')}</label>
        <p className="hint" id="appt-title-hint">
          {t('appointment.titleHint')}
        </p>
        <input
          id="appt-title"
          value={title}
          maxLength={120}
          aria-describedby={invalid === 'title' ? 'appt-title-hint appt-title-error' : 'appt-title-hint'}
          aria-invalid={invalid === 'title'}
          onChange={(e) => setTitle(e.target.value)}
        />
        {error('title')}
      </div>
      <div className="field">
        <label htmlFor="appt-doctor">{t('appointment.doctor')}</label>
        <input id="appt-doctor" value={doctor} maxLength={120} onChange={(e) => setDoctor(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="appt-place">{t('appointment.place')}</label>
        <input id="appt-place" value={place} maxLength={200} onChange={(e) => setPlace(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="appt-start">{t('appointment.startsAt')}</label>
        <input
          id="appt-start"
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
        {error('startsAt')}
      </div>
      <div className="field">
        <label htmlFor="appt-remind">{t('appointment.remind')}</label>
        <select
          id="appt-remind"
          value={remind === null ? '' : String(remind)}
          onChange={(e) => setRemind(e.target.value === '' ? null : Number(e.target.value))}
        >
          {REMINDERS.map((m) => (
            <option key={String(m)} value={m === null ? '' : String(m)}>
              {m === null ? t('appointment.remindNone') : t(`appointment.remind${m}`)}
            </option>
          ))}
        </select>
      </div>
      <NotesField id="appt-notes" value={notes} onChange={setNotes} />
      <RecordFormEnd problem={problem} saving={saving} onCancel={onCancel} />
    </form>
  );
}
