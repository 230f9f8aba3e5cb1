import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WellnessBody } from '../../../../lambdas/contracts/records';
import { formatNumber } from '../../lib/format';
import { parseDecimal } from '../../lib/numbers';
import { NotesField, RecordFormEnd } from '../../components/records/RecordFormEnd';
import type { RecordFormProps } from '../../components/records/RecordPage';
import { dateIssue } from '../../lib/records/dates';

const SCALES = ['sleepQuality', 'mood', 'energy', 'stress'] as const;
const MEASURES = [
  ['weightKg', 'weight'],
  ['systolic', 'systolic'],
  ['diastolic', 'diastolic'],
  ['heartRate', 'heartRate'],
  ['temperatureC', 'temperature'],
  ['glucoseMgDl', 'glucose'],
] as const;

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A day's wellness: every field optional but the day, Italian decimals accepted, units written out. */
export function WellnessForm({
  initial,
  saving,
  problem,
  onSubmit,
  onCancel,
}: RecordFormProps<WellnessBody>) {
  const { t } = useTranslation('records');
  const number = (v: number | undefined) => (v === undefined ? '' : formatNumber(v, 2, false));
  const [date, setDate] = useState(initial?.date ?? today());
  const [sleep, setSleep] = useState(number(initial?.sleepHours));
  const [scales, setScales] = useState<Record<(typeof SCALES)[number], number | undefined>>({
    sleepQuality: initial?.sleepQuality,
    mood: initial?.mood,
    energy: initial?.energy,
    stress: initial?.stress,
  });
  const [water, setWater] = useState(number(initial?.waterLiters));
  const [minutes, setMinutes] = useState(number(initial?.activityMinutes));
  const [activity, setActivity] = useState(initial?.activity ?? '');
  const [measures, setMeasures] = useState<Record<string, string>>(
    Object.fromEntries(MEASURES.map(([key]) => [key, number(initial?.measurements?.[key])])),
  );
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const m = Object.fromEntries(
      MEASURES.map(([key]) => [key, parseDecimal(measures[key] ?? '')]).filter(([, v]) => v !== undefined),
    );
    const body = {
      version: initial?.version ?? 0,
      date,
      ...(parseDecimal(sleep) !== undefined ? { sleepHours: parseDecimal(sleep) } : {}),
      ...Object.fromEntries(SCALES.filter((s) => scales[s] !== undefined).map((s) => [s, scales[s]])),
      ...(parseDecimal(water) !== undefined ? { waterLiters: parseDecimal(water) } : {}),
      ...(parseDecimal(minutes) !== undefined ? { activityMinutes: parseDecimal(minutes) } : {}),
      ...(activity.trim() ? { activity: activity.trim() } : {}),
      ...(Object.keys(m).length ? { measurements: m } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    const parsed = WellnessBody.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path.at(-1) ?? '');
        found[field] =
          dateIssue(issue) ??
          (issue.message === 'wellness_empty'
            ? 'wellness.empty'
            : issue.code === 'custom'
              ? 'wellness.pressurePair'
              : 'wellness.outOfRange');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data as WellnessBody & { version: number });
  }

  const input = (id: string, label: string, value: string, set: (v: string) => void, field: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${id}-error` : undefined}
        onChange={(e) => set(e.target.value)}
      />
      {errors[field] ? (
        <p className="error" id={`${id}-error`}>
          {t(errors[field])}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="card record-form" noValidate onSubmit={submit} aria-labelledby="wellness-form-title">
      <h2 id="wellness-form-title">{initial ? t('wellness.editTitle') : t('wellness.addTitle')}</h2>
      <div className="field">
        <label htmlFor="w-date">{t('wellness.date')}</label>
        <input id="w-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      {input('w-sleep', t('wellness.sleepHours'), sleep, setSleep, 'sleepHours')}
      {SCALES.map((scale) => (
        <fieldset key={scale} className="rating">
          <legend>{t(`wellness.${scale}`)}</legend>
          <p className="hint">{t('wellness.scaleHint')}</p>
          <div className="rating-options">
            {[1, 2, 3, 4, 5].map((v) => (
              <label key={v} className="rating-option">
                <input
                  type="radio"
                  name={scale}
                  value={v}
                  checked={scales[scale] === v}
                  onChange={() => setScales({ ...scales, [scale]: v })}
                />
                <span>{v}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {input('w-water', t('wellness.water'), water, setWater, 'waterLiters')}
      {input('w-minutes', t('wellness.activityMinutes'), minutes, setMinutes, 'activityMinutes')}
      <div className="field">
        <label htmlFor="w-activity">{t('wellness.activity')}</label>
        <input
          id="w-activity"
          value={activity}
          maxLength={80}
          onChange={(e) => setActivity(e.target.value)}
        />
      </div>
      <fieldset className="stack">
        <legend>{t('wellness.measurements')}</legend>
        {MEASURES.map(([key, label]) =>
          input(
            `w-${key}`,
            t(`wellness.${label}`),
            measures[key] ?? '',
            (v) => setMeasures({ ...measures, [key]: v }),
            key,
          ),
        )}
      </fieldset>
      <NotesField id="w-notes" value={notes} onChange={setNotes} />
      <RecordFormEnd problem={problem} saving={saving} onCancel={onCancel} />
    </form>
  );
}
