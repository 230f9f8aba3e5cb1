import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOSE_UNITS,
  MEDICATION_FORMS,
  MEDICATION_LIMITS,
  MedicationBody,
} from '../../../../lambdas/contracts/records';
import { localDay } from '../../../../lambdas/contracts/schedule';
import { formatNumber, weekdayName } from '../../lib/format';
import { parseDecimal } from '../../lib/numbers';
import { NotesField, RecordFormEnd } from '../../components/records/RecordFormEnd';
import type { RecordFormProps } from '../../components/records/RecordPage';

type Schedule = MedicationBody['schedule'];
type How = Schedule['type'];
const WEEK = [1, 2, 3, 4, 5, 6, 7];
/** The unit that usually goes with a form, so choosing "gocce" also sets "gocce" as the dose's unit. */
const UNIT_FOR: Partial<Record<(typeof MEDICATION_FORMS)[number], (typeof DOSE_UNITS)[number]>> = {
  compresse: 'compressa',
  capsule: 'capsula',
  gocce: 'goccia',
  sciroppo: 'ml',
  bustine: 'bustina',
  iniezione: 'ml',
  crema: 'applicazione',
  spray: 'spruzzo',
  cerotto: 'applicazione',
  supposte: 'unita',
};

/**
 * A medication: what it is, how much each time, and when (fixed times on chosen weekdays, every N days, or
 * "al bisogno"), with optional dates, stock and notes. Checked with the Lambda's own schema.
 */
export function MedicationForm({
  initial,
  saving,
  problem,
  onSubmit,
  onCancel,
}: RecordFormProps<MedicationBody>) {
  const { t } = useTranslation('records');
  const schedule = initial?.schedule;
  const [name, setName] = useState(initial?.name ?? '');
  const [ingredient, setIngredient] = useState(initial?.activeIngredient ?? '');
  const [strength, setStrength] = useState(initial?.strength ?? '');
  const [form, setForm] = useState<(typeof MEDICATION_FORMS)[number]>(initial?.form ?? 'compresse');
  const [amount, setAmount] = useState(initial ? formatNumber(initial.dose.amount, 2, false) : '1');
  const [unit, setUnit] = useState<(typeof DOSE_UNITS)[number]>(initial?.dose.unit ?? 'compressa');
  const [how, setHow] = useState<How>(schedule?.type ?? 'fixed');
  const [times, setTimes] = useState<string[]>(
    schedule && schedule.type !== 'asNeeded' ? schedule.times : ['08:00'],
  );
  const [weekdays, setWeekdays] = useState<number[]>(schedule?.type === 'fixed' ? schedule.weekdays : WEEK);
  const [everyDays, setEveryDays] = useState(
    schedule?.type === 'interval' ? String(schedule.everyDays) : '2',
  );
  const [maxPerDay, setMaxPerDay] = useState(
    schedule?.type === 'asNeeded' && schedule.maxPerDay ? String(schedule.maxPerDay) : '',
  );
  const [startDate, setStartDate] = useState(initial?.startDate ?? localDay(new Date()));
  const [endDate, setEndDate] = useState(initial?.endDate ?? '');
  const [stock, setStock] = useState(initial?.stock ? formatNumber(initial.stock.quantity, 2, false) : '');
  const [threshold, setThreshold] = useState(
    initial?.stock ? formatNumber(initial.stock.lowThreshold, 2, false) : '',
  );
  const [active, setActive] = useState(initial?.active ?? true);
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function buildSchedule(): Schedule {
    const clean = [...new Set(times.filter(Boolean))].sort();
    if (how === 'fixed') return { type: 'fixed', times: clean, weekdays: [...weekdays].sort() };
    if (how === 'interval') return { type: 'interval', everyDays: Number(everyDays), times: clean };
    return { type: 'asNeeded', ...(maxPerDay.trim() ? { maxPerDay: Number(maxPerDay) } : {}) };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const quantity = parseDecimal(stock);
    const low = parseDecimal(threshold);
    const body = {
      version: initial?.version ?? 0,
      name: name.trim(),
      ...(ingredient.trim() ? { activeIngredient: ingredient.trim() } : {}),
      ...(strength.trim() ? { strength: strength.trim() } : {}),
      form,
      dose: { amount: parseDecimal(amount) ?? Number.NaN, unit },
      schedule: buildSchedule(),
      startDate,
      endDate: endDate || null,
      ...(quantity !== undefined ? { stock: { quantity, lowThreshold: low ?? 0 } } : {}),
      active,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    const parsed = MedicationBody.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path.map(String);
        const field =
          first === 'schedule' ? (second ?? 'times') : first === 'dose' ? 'amount' : (first ?? '');
        if (found[field]) continue;
        if (field === 'name') found.name = 'errors.required';
        else if (field === 'weekdays') found.weekdays = 'medication.atLeastOneDay';
        else if (field === 'times') found.times = 'medication.atLeastOneTime';
        else if (field === 'endDate') found.endDate = 'errors.endBeforeStart';
        else found[field] = 'errors.invalid';
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const error = (field: string) =>
    errors[field] ? (
      <p className="error" id={`med-${field}-error`}>
        {t(errors[field])}
      </p>
    ) : null;
  const describedBy = (field: string, hint?: string) =>
    [hint, errors[field] ? `med-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form className="card record-form" noValidate onSubmit={submit} aria-labelledby="med-form-title">
      <h2 id="med-form-title">{initial ? t('medication.editTitle') : t('medication.addTitle')}</h2>
      <div className="field">
        <label htmlFor="med-name">{t('medication.name')}</label>
        <p className="hint" id="med-name-hint">
          {t('medication.nameHint')}
        </p>
        <input
          id="med-name"
          value={name}
          maxLength={MEDICATION_LIMITS.name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name', 'med-name-hint')}
          onChange={(e) => setName(e.target.value)}
        />
        {error('name')}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="med-ingredient">{t('medication.activeIngredient')}</label>
          <input
            id="med-ingredient"
            value={ingredient}
            maxLength={MEDICATION_LIMITS.activeIngredient}
            onChange={(e) => setIngredient(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="med-strength">{t('medication.strength')}</label>
          <input
            id="med-strength"
            value={strength}
            maxLength={MEDICATION_LIMITS.strength}
            placeholder={t('medication.strengthHint')}
            onChange={(e) => setStrength(e.target.value)}
          />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="med-form">{t('medication.form')}</label>
          <select
            id="med-form"
            value={form}
            onChange={(e) => {
              const next = e.target.value as typeof form;
              setForm(next);
              setUnit(UNIT_FOR[next] ?? unit);
            }}
          >
            {MEDICATION_FORMS.map((f) => (
              <option key={f} value={f}>
                {t(`medication.forms.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="med-amount">{t('medication.amount')}</label>
          <input
            id="med-amount"
            inputMode="decimal"
            value={amount}
            aria-invalid={Boolean(errors.amount)}
            aria-describedby={describedBy('amount')}
            onChange={(e) => setAmount(e.target.value)}
          />
          {error('amount')}
        </div>
        <div className="field">
          <label htmlFor="med-unit">{t('medication.unit')}</label>
          <select id="med-unit" value={unit} onChange={(e) => setUnit(e.target.value as typeof unit)}>
            {DOSE_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`medication.units.${u}`, { count: 2 })}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="chips">
        <legend>{t('medication.how')}</legend>
        {(['fixed', 'interval', 'asNeeded'] as const).map((h) => (
          <label key={h} className="chip">
            <input type="radio" name="med-how" checked={how === h} onChange={() => setHow(h)} />
            <span>{t(`medication.how_${h}`)}</span>
          </label>
        ))}
      </fieldset>

      {how === 'fixed' ? (
        <fieldset className="chips" aria-describedby={describedBy('weekdays')}>
          <legend>{t('medication.weekdays')}</legend>
          {WEEK.map((d) => (
            <label key={d} className="chip">
              <input
                type="checkbox"
                aria-label={weekdayName(d, 'long')}
                checked={weekdays.includes(d)}
                onChange={(e) =>
                  setWeekdays((days) => (e.target.checked ? [...days, d] : days.filter((x) => x !== d)))
                }
              />
              <span aria-hidden="true">{weekdayName(d, 'short')}</span>
            </label>
          ))}
          {error('weekdays')}
        </fieldset>
      ) : null}
      {how === 'interval' ? (
        <div className="field">
          <label htmlFor="med-every">{t('medication.everyDays')}</label>
          <input
            id="med-every"
            type="number"
            min={MEDICATION_LIMITS.everyDays.min}
            max={MEDICATION_LIMITS.everyDays.max}
            value={everyDays}
            aria-invalid={Boolean(errors.everyDays)}
            aria-describedby={describedBy('everyDays')}
            onChange={(e) => setEveryDays(e.target.value)}
          />
          {error('everyDays')}
        </div>
      ) : null}
      {how === 'asNeeded' ? (
        <div className="field">
          <label htmlFor="med-max">{t('medication.maxPerDay')}</label>
          <input
            id="med-max"
            type="number"
            min={MEDICATION_LIMITS.maxPerDay.min}
            max={MEDICATION_LIMITS.maxPerDay.max}
            value={maxPerDay}
            aria-invalid={Boolean(errors.maxPerDay)}
            aria-describedby={describedBy('maxPerDay')}
            onChange={(e) => setMaxPerDay(e.target.value)}
          />
          {error('maxPerDay')}
        </div>
      ) : (
        <fieldset className="times" aria-describedby={describedBy('times')}>
          <legend>{t('medication.times')}</legend>
          {times.map((time, i) => (
            <div key={i} className="time-row">
              <input
                type="time"
                aria-label={t('medication.timeN', { n: i + 1 })}
                value={time}
                onChange={(e) => setTimes((all) => all.map((x, j) => (j === i ? e.target.value : x)))}
              />
              {times.length > 1 ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => setTimes((all) => all.filter((_, j) => j !== i))}
                >
                  {t('medication.removeTime', { n: i + 1 })}
                </button>
              ) : null}
            </div>
          ))}
          {times.length < MEDICATION_LIMITS.timesPerDay ? (
            <button type="button" className="button" onClick={() => setTimes((all) => [...all, '20:00'])}>
              {t('medication.addTime')}
            </button>
          ) : null}
          {error('times')}
        </fieldset>
      )}

      <div className="field-row">
        <div className="field">
          <label htmlFor="med-start">{t('medication.startDate')}</label>
          <input
            id="med-start"
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
          />
          {error('startDate')}
        </div>
        <div className="field">
          <label htmlFor="med-end">{t('medication.endDate')}</label>
          <input
            id="med-end"
            type="date"
            value={endDate}
            aria-invalid={Boolean(errors.endDate)}
            aria-describedby={describedBy('endDate')}
            onChange={(e) => setEndDate(e.target.value)}
          />
          {error('endDate')}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="med-stock">{t('medication.stock')}</label>
          <input
            id="med-stock"
            inputMode="decimal"
            value={stock}
            aria-invalid={Boolean(errors.stock)}
            aria-describedby={describedBy('stock')}
            onChange={(e) => setStock(e.target.value)}
          />
          {error('stock')}
        </div>
        <div className="field">
          <label htmlFor="med-threshold">{t('medication.threshold')}</label>
          <input
            id="med-threshold"
            inputMode="decimal"
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
          />
        </div>
      </div>
      {initial ? (
        <label className="choice">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          <span>{t('medication.active')}</span>
        </label>
      ) : null}
      <NotesField id="med-notes" value={notes} onChange={setNotes} />
      <RecordFormEnd problem={problem} saving={saving} onCancel={onCancel} />
    </form>
  );
}
