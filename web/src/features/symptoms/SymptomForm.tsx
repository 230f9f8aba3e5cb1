import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BODY_AREAS, SymptomBody } from '../../../../lambdas/contracts/records';
import { SYMPTOM_LIST } from '../../../../lambdas/contracts/symptom-list';
import { dateIssue } from '../../lib/records/dates';
import { isoToLocal, localToIso } from '../../lib/records/api';
import { NotesField, RecordFormEnd } from '../../components/records/RecordFormEnd';
import type { RecordFormProps } from '../../components/records/RecordPage';

type Area = (typeof BODY_AREAS)[number];
type Field = 'symptom' | 'startedAt' | 'endedAt' | 'triggers' | 'notes';

/**
 * A symptom in a few taps: the area and severity default to the last ones, the time to now, "ancora in
 * corso" to yes. The form checks with the same schema as the Lambda and says what is wrong next to the field.
 */
export function SymptomForm({
  initial,
  latest,
  saving,
  problem,
  onSubmit,
  onCancel,
}: RecordFormProps<SymptomBody>) {
  const { t } = useTranslation('records');
  const defaults = { bodyArea: latest?.bodyArea ?? 'testa', severity: latest?.severity ?? 5 };
  const [area, setArea] = useState<Area>(initial?.bodyArea ?? defaults.bodyArea);
  const [custom, setCustom] = useState(initial?.custom ?? false);
  const [symptom, setSymptom] = useState(initial?.symptom ?? '');
  const [severity, setSeverity] = useState(initial?.severity ?? defaults.severity);
  const [startedAt, setStartedAt] = useState(isoToLocal(initial?.startedAt ?? new Date()));
  const [ongoing, setOngoing] = useState(initial ? initial.endedAt === null : true);
  const [endedAt, setEndedAt] = useState(
    initial?.endedAt ? isoToLocal(initial.endedAt) : isoToLocal(new Date()),
  );
  const [triggers, setTriggers] = useState((initial?.triggers ?? []).join(', '));
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      version: initial?.version ?? 0,
      symptom: symptom.trim(),
      custom,
      bodyArea: area,
      severity,
      startedAt: localToIso(startedAt),
      endedAt: ongoing ? null : localToIso(endedAt),
      triggers: triggers
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    const parsed = SymptomBody.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as Field;
        const date = dateIssue(issue);
        if (date) found[field] = date;
        else if (field === 'symptom') found.symptom = 'errors.chooseSymptom';
        else if (field === 'endedAt' && issue.code === 'custom') found.endedAt = 'errors.endBeforeStart';
        else if (issue.code === 'too_big') found[field] = 'errors.tooLong';
        else found[field] = 'errors.invalid';
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p className="error" id={`${field}-error`}>
        {t(errors[field])}
      </p>
    ) : null;

  return (
    <form className="card record-form" noValidate onSubmit={submit} aria-labelledby="symptom-form-title">
      <h2 id="symptom-form-title">{initial ? t('symptom.editTitle') : t('symptom.addTitle')}</h2>

      <div className="field">
        <label htmlFor="symptom-area">{t('symptom.area')}</label>
        <select id="symptom-area" value={area} onChange={(e) => setArea(e.target.value as Area)}>
          {BODY_AREAS.map((a) => (
            <option key={a} value={a}>
              {t(`areas.${a}`)}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="chips" aria-describedby={errors.symptom ? 'symptom-error' : undefined}>
        <legend>{t('symptom.which')}</legend>
        {SYMPTOM_LIST[area].map((code) => (
          <label key={code} className="chip">
            <input
              type="radio"
              name="symptom"
              value={code}
              checked={!custom && symptom === code}
              onChange={() => {
                setCustom(false);
                setSymptom(code);
              }}
            />
            <span>{t(`symptoms.${code}`)}</span>
          </label>
        ))}
        <label className="chip">
          <input
            type="radio"
            name="symptom"
            value=""
            checked={custom}
            onChange={() => {
              setCustom(true);
              setSymptom('');
            }}
          />
          <span>{t('symptom.own')}</span>
        </label>
      </fieldset>
      {custom ? (
        <div className="field">
          <label htmlFor="symptom-own">{t('symptom.ownLabel')}</label>
          <input
            id="symptom-own"
            value={symptom}
            maxLength={80}
            onChange={(e) => setSymptom(e.target.value)}
          />
        </div>
      ) : null}
      {fieldError('symptom')}

      <div className="field">
        <label htmlFor="symptom-severity">{t('symptom.severity', { value: severity })}</label>
        <input
          id="symptom-severity"
          type="range"
          min={0}
          max={10}
          step={1}
          value={severity}
          aria-valuetext={t('symptom.severityShort', { value: severity })}
          onChange={(e) => setSeverity(Number(e.target.value))}
        />
        <div className="rating-scale" aria-hidden="true">
          <span>{t('symptom.severityLow')}</span>
          <span>{t('symptom.severityHigh')}</span>
        </div>
      </div>

      <div className="field">
        <label htmlFor="symptom-start">{t('symptom.startedAt')}</label>
        <input
          id="symptom-start"
          type="datetime-local"
          value={startedAt}
          onChange={(e) => setStartedAt(e.target.value)}
        />
      </div>
      <label className="choice">
        <input type="checkbox" checked={ongoing} onChange={(e) => setOngoing(e.target.checked)} />
        <span>{t('symptom.ongoing')}</span>
      </label>
      {ongoing ? null : (
        <div className="field">
          <label htmlFor="symptom-end">{t('symptom.endedAt')}</label>
          <input
            id="symptom-end"
            type="datetime-local"
            value={endedAt}
            aria-describedby={errors.endedAt ? 'endedAt-error' : undefined}
            onChange={(e) => setEndedAt(e.target.value)}
          />
          {fieldError('endedAt')}
        </div>
      )}

      <div className="field">
        <label htmlFor="symptom-triggers">{t('symptom.triggers')}</label>
        <p className="hint" id="symptom-triggers-hint">
          {t('symptom.triggersHint')}
        </p>
        <input
          id="symptom-triggers"
          aria-describedby="symptom-triggers-hint"
          value={triggers}
          onChange={(e) => setTriggers(e.target.value)}
        />
        {fieldError('triggers')}
      </div>
      <NotesField id="symptom-notes" value={notes} onChange={setNotes} />
      {fieldError('notes')}

      <RecordFormEnd problem={problem} saving={saving} onCancel={onCancel} />
    </form>
  );
}
