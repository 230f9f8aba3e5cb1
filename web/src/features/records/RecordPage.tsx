import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, type LucideIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordKind, Stored } from '../../../../lambdas/contracts/records';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { recordsApi } from './api';

export interface RecordFormProps<T> {
  initial?: Stored<T>;
  /** The newest record, for sensible defaults. */
  latest?: Stored<T>;
  saving: boolean;
  problem: string | null;
  onSubmit(body: T & { version: number }): void;
  onCancel(): void;
}

interface Props<T> {
  kind: RecordKind;
  /** The `app` namespace's empty-state section ('symptoms', 'appointments'…). */
  section: string;
  icon: LucideIcon;
  /** Keys in the `records` namespace. */
  texts: { add: string; saved: string; deleted: string; list: string };
  /** The day a record belongs to in the list. */
  dayOf(record: Stored<T>): string;
  summary(record: Stored<T>): ReactNode;
  Form(props: RecordFormProps<T>): ReactNode;
  filter?: {
    label: string;
    all: string;
    options: { value: string; label: string }[];
    matches(r: Stored<T>, v: string): boolean;
  };
  footer?: ReactNode;
}

/**
 * One page per kind of record: add (with defaults from the newest), the list by day, edit, delete with
 * undo (a PUT at the tombstone's version), and a conflict said out loud with the latest version loaded.
 */
export function RecordPage<T>({
  kind,
  section,
  icon: Icon,
  texts,
  dayOf,
  summary,
  Form,
  filter,
  footer,
}: Props<T>) {
  const { t } = useTranslation(['records', 'app']);
  const client = useQueryClient();
  const key = [kind];
  const list = useQuery({ queryKey: key, queryFn: () => recordsApi.list<T>(kind) });
  const [editing, setEditing] = useState<Stored<T> | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<Stored<T> | null>(null);
  const [chosen, setChosen] = useState('');
  const items = useMemo(() => list.data?.items ?? [], [list.data]);

  const save = useMutation({
    mutationFn: ({ id, body }: { id: string; body: T & { version: number } }) =>
      recordsApi.put<T>(kind, id, body),
    onSuccess: async () => {
      setEditing(null);
      setProblem(null);
      setNotice(texts.saved);
      await client.invalidateQueries({ queryKey: key });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setEditing(null);
        setNotice('errors.conflict');
        await client.invalidateQueries({ queryKey: key });
      } else {
        setProblem('errors.save');
      }
    },
  });

  const remove = useMutation({
    mutationFn: (record: Stored<T>) => recordsApi.remove(kind, record.id),
    onSuccess: async (_r, record) => {
      setDeleted(record);
      setNotice(texts.deleted);
      await client.invalidateQueries({ queryKey: key });
    },
    onError: () => setNotice('errors.save'),
  });

  async function undo() {
    if (!deleted) return;
    const { id, version, createdAt: _c, updatedAt: _u, ...content } = deleted;
    await recordsApi.put<T>(kind, id, { ...(content as T), version: version + 1 });
    setDeleted(null);
    setNotice(null);
    await client.invalidateQueries({ queryKey: key });
  }

  const shown = filter && chosen ? items.filter((r) => filter.matches(r, chosen)) : items;
  const days = new Map<string, Stored<T>[]>();
  for (const r of shown) {
    const day = formatDate(dayOf(r), true);
    const entries = days.get(day);
    if (entries) entries.push(r);
    else days.set(day, [r]);
  }

  const form = (initial?: Stored<T>) => (
    <Form
      key={initial?.id ?? 'new'}
      {...(initial ? { initial } : {})}
      {...(items[0] ? { latest: items[0] } : {})}
      saving={save.isPending}
      problem={problem}
      onSubmit={(body) => save.mutate({ id: initial?.id ?? crypto.randomUUID(), body })}
      onCancel={() => {
        setEditing(null);
        setProblem(null);
      }}
    />
  );

  return (
    <>
      <h1 className="page-title">{t(`app:empty.${section}.title`)}</h1>
      <div role="status" className="status-bar">
        {notice ? <span>{t(notice)}</span> : null}
        {deleted && notice === texts.deleted ? (
          <button type="button" className="button" onClick={() => void undo()}>
            {t('common.undo')}
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
              <Plus aria-hidden /> {t(texts.add)}
            </button>
          ) : null}
          {editing === 'new' ? form() : null}
          {items.length === 0 && editing === null ? (
            <section className="card empty-state">
              <Icon aria-hidden className="empty-icon" />
              <h2 className="empty-title">{t(`app:empty.${section}.empty`)}</h2>
              <p>{t(`app:empty.${section}.text`)}</p>
            </section>
          ) : null}
          {items.length > 0 ? (
            <section aria-labelledby={`${kind}-list-title`}>
              <div className="list-header">
                <h2 id={`${kind}-list-title`}>{t(texts.list)}</h2>
                {filter ? (
                  <label className="inline-field">
                    <span>{filter.label}</span>
                    <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
                      <option value="">{filter.all}</option>
                      {filter.options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
              </div>
              {[...days].map(([day, entries]) => (
                <section key={day} className="day" aria-label={day}>
                  <h3 className="day-title">{day}</h3>
                  <ul className="record-list">
                    {entries.map((r) =>
                      editing !== null && editing !== 'new' && editing.id === r.id ? (
                        <li key={r.id}>{form(r)}</li>
                      ) : (
                        <li key={r.id} className="record">
                          {summary(r)}
                          <div className="button-row">
                            <button
                              type="button"
                              className="button"
                              onClick={() => {
                                setNotice(null);
                                setEditing(r);
                              }}
                            >
                              {t('common.edit')}
                            </button>
                            <button
                              type="button"
                              className="button"
                              onClick={() => remove.mutate(r)}
                              disabled={remove.isPending}
                            >
                              {t('common.delete')}
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
          {footer}
        </>
      )}
    </>
  );
}
