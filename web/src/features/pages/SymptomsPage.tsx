import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Thermometer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BODY_AREAS, type Stored, type SymptomBody } from '../../../../lambdas/contracts/records';
import { ApiError } from '../../lib/api';
import { formatDate, formatTime } from '../../lib/format';
import { recordsApi } from '../records/api';
import { SymptomForm, type SymptomDefaults } from '../records/SymptomForm';

type Symptom = Stored<SymptomBody>;
const KEY = ['symptoms'];

/** The symptom diary: add in a few taps, the list by day, edit, delete with undo. */
export default function SymptomsPage() {
  const { t } = useTranslation(['records', 'app']);
  const client = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => recordsApi.list<SymptomBody>('symptoms') });
  const [editing, setEditing] = useState<Symptom | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<Symptom | null>(null);
  const [area, setArea] = useState<string>('');

  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const latest = items[0];
  const defaults: SymptomDefaults = {
    bodyArea: latest?.bodyArea ?? 'testa',
    severity: latest?.severity ?? 5,
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id: string; body: SymptomBody }) =>
      recordsApi.put<SymptomBody>('symptoms', id, body),
    onSuccess: async () => {
      setEditing(null);
      setProblem(null);
      setNotice('symptom.saved');
      await client.invalidateQueries({ queryKey: KEY });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setProblem('errors.conflict');
        await client.invalidateQueries({ queryKey: KEY });
        setEditing(null);
        setNotice('errors.conflict');
      } else {
        setProblem('errors.save');
      }
    },
  });

  const remove = useMutation({
    mutationFn: (symptom: Symptom) => recordsApi.remove('symptoms', symptom.id),
    onSuccess: async (_r, symptom) => {
      setDeleted(symptom);
      setNotice('symptom.deleted');
      await client.invalidateQueries({ queryKey: KEY });
    },
    onError: () => setNotice('errors.save'),
  });

  async function undo() {
    if (!deleted) return;
    const { id, version, createdAt: _c, updatedAt: _u, ...content } = deleted;
    // The delete moved the version on by one: putting it back at that version restores it.
    await recordsApi.put<SymptomBody>('symptoms', id, { ...(content as SymptomBody), version: version + 1 });
    setDeleted(null);
    setNotice(null);
    await client.invalidateQueries({ queryKey: KEY });
  }

  const shown = area ? items.filter((s) => s.bodyArea === area) : items;
  const days = new Map<string, Symptom[]>();
  for (const s of shown) {
    const day = formatDate(s.startedAt, true);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  const label = (s: Symptom) => (s.custom ? s.symptom : t(`symptoms.${s.symptom}`));

  const form =
    editing !== null ? (
      <SymptomForm
        key={editing === 'new' ? 'new' : editing.id}
        {...(editing === 'new' ? {} : { initial: editing })}
        defaults={defaults}
        saving={save.isPending}
        problem={problem}
        onSubmit={(body) => save.mutate({ id: editing === 'new' ? crypto.randomUUID() : editing.id, body })}
        onCancel={() => {
          setEditing(null);
          setProblem(null);
        }}
      />
    ) : null;

  return (
    <>
      <h1 className="page-title">{t('app:empty.symptoms.title')}</h1>
      <div role="status" className="status-bar">
        {notice ? <span>{t(notice)}</span> : null}
        {deleted && notice === 'symptom.deleted' ? (
          <button type="button" className="button" onClick={() => void undo()}>
            {t('symptom.undo')}
          </button>
        ) : null}
      </div>

      {list.isPending ? (
        <p role="status">{t('app:loading.data')}</p>
      ) : list.isError ? (
        <div role="alert" className="card">
          <p>{t('errors.load')}</p>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {t('errors.retry')}
          </button>
        </div>
      ) : (
        <>
          {editing === null ? (
            <button
              type="button"
              className="button primary"
              onClick={() => {
                setNotice(null);
                setEditing('new');
              }}
            >
              <Plus aria-hidden /> {t('symptom.add')}
            </button>
          ) : null}
          {editing === 'new' ? form : null}

          {items.length === 0 && editing === null ? (
            <section className="card empty-state">
              <Thermometer aria-hidden className="empty-icon" />
              <h2 className="empty-title">{t('app:empty.symptoms.empty')}</h2>
              <p>{t('app:empty.symptoms.text')}</p>
            </section>
          ) : null}

          {items.length > 0 ? (
            <section aria-labelledby="symptoms-list-title">
              <div className="list-header">
                <h2 id="symptoms-list-title">{t('symptom.list')}</h2>
                <label className="inline-field">
                  <span>{t('symptom.filterArea')}</span>
                  <select value={area} onChange={(e) => setArea(e.target.value)}>
                    <option value="">{t('symptom.allAreas')}</option>
                    {BODY_AREAS.map((a) => (
                      <option key={a} value={a}>
                        {t(`areas.${a}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {shown.length === 0 ? <p>{t('symptom.noneInFilter')}</p> : null}
              {[...days].map(([day, entries]) => (
                <section key={day} className="day" aria-label={day}>
                  <h3 className="day-title">{day}</h3>
                  <ul className="record-list">
                    {entries.map((s) =>
                      editing !== null && editing !== 'new' && editing.id === s.id ? (
                        <li key={s.id}>{form}</li>
                      ) : (
                        <li key={s.id} className="record">
                          <div className="record-main">
                            <span className="record-title">{label(s)}</span>
                            <span className={`severity severity-${Math.min(3, Math.floor(s.severity / 3))}`}>
                              {t('symptom.severityShort', { value: s.severity })}
                            </span>
                          </div>
                          <p className="muted">
                            {formatTime(s.startedAt)} · {t(`areas.${s.bodyArea}`)}
                            {s.endedAt === null ? ` · ${t('symptom.inProgress')}` : ''}
                            {s.triggers.length ? ` · ${s.triggers.join(', ')}` : ''}
                          </p>
                          {s.notes ? <p>{s.notes}</p> : null}
                          <div className="button-row">
                            <button
                              type="button"
                              className="button"
                              onClick={() => {
                                setNotice(null);
                                setEditing(s);
                              }}
                            >
                              {t('symptom.edit')}
                            </button>
                            <button
                              type="button"
                              className="button"
                              onClick={() => remove.mutate(s)}
                              disabled={remove.isPending}
                            >
                              {t('symptom.delete')}
                            </button>
                          </div>
                        </li>
                      ),
                    )}
                  </ul>
                </section>
              ))}
            </section>
          ) : null}
          <Link to="/symptom-analytics" className="text-link">
            {t('app:empty.symptoms.analytics')}
          </Link>
        </>
      )}
    </>
  );
}
