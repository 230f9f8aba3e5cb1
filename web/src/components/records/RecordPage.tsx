import { useMutation } from '@tanstack/react-query';
import { Plus, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordKind, Stored } from '../../../../lambdas/contracts/records';
import { formatDate } from '../../lib/format';
import { outbox, type Outcome } from '../../lib/offline/outbox';
import type { Shown } from '../../lib/offline/overlay';
import { useRecords } from '../../lib/records/useRecords';
import { ExportData } from '../ExportData';
import { PageTitle } from '../PageTitle';

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
  texts: { add: string; saved: string; deleted: string; list: string; taken?: string };
  /** The day a record belongs to in the list, newest first (a stable function: defined outside components). */
  dayOf(record: Shown<T>): string;
  /** Groups other than by day (medications: in use, then archived), in the order of their keys. */
  groupOf?(record: Shown<T>): { key: string; label: string };
  summary(record: Shown<T>): ReactNode;
  Form(props: RecordFormProps<T>): ReactNode;
  filter?: {
    label: string;
    all: string;
    options: { value: string; label: string }[];
    matches(r: Stored<T>, v: string): boolean;
  };
  /** The list's order when newest first is not what people look for (appointments: the next one first). */
  arrange?(items: Shown<T>[]): Shown<T>[];
  /** Shown above the list, from the records as shown (the medications page: today's doses). */
  header?(items: Shown<T>[]): ReactNode;
  footer?: ReactNode;
  /**
   * A record that already stands for what is being saved (wellness: the same day): the form opens it instead
   * of adding a second one, with `texts.taken` said.
   */
  sameAs?(body: T, items: Shown<T>[], editingId: string | undefined): Shown<T> | undefined;
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
  groupOf,
  summary,
  Form,
  filter,
  arrange,
  header,
  footer,
  sameAs,
}: Props<T>) {
  const { t } = useTranslation(['records', 'app']);
  const { list, items } = useRecords<T>(kind, `/${kind}`, dayOf);
  const [editing, setEditing] = useState<Shown<T> | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<Shown<T> | null>(null);
  const [chosen, setChosen] = useState('');
  /**
   * Where the focus goes once the list has caught up: the record just saved (its row is read out with the
   * status "salvato"), or the add button after a cancel. Without it the focus would fall to the page's start.
   */
  const [focusOn, setFocusOn] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusOn) return;
    const target =
      focusOn === 'add'
        ? addButton.current
        : focusOn === 'undo'
          ? undoButton.current
          : document.getElementById(`record-${focusOn}`);
    // A record's row may come a render later (the list catches up); the buttons are there or not at all.
    if (!target && focusOn !== 'add' && focusOn !== 'undo') return;
    target?.focus();
    setFocusOn(null);
  }, [focusOn, items]);

  const path = (id: string) => `/${kind}/${id}`;
  const said = (outcome: Outcome, done: string) =>
    outcome === 'synced' ? done : outcome === 'queued' ? 'sync.savedOffline' : `sync.${outcome}Notice`;

  const save = useMutation({
    mutationFn: ({ id, body }: { id: string; body: T & { version: number } }) =>
      outbox.put(kind, path(id), body),
    onSuccess: (outcome, { id }) => {
      if (outcome === 'rejected') {
        setProblem('errors.save');
        return;
      }
      setEditing(null);
      setProblem(null);
      setNotice(said(outcome, texts.saved));
      setFocusOn(id);
    },
    // Not even kept in this browser (storage full or blocked): the form stays, with what was written.
    onError: () => setProblem('errors.save'),
  });

  const remove = useMutation({
    mutationFn: (record: Shown<T>) => outbox.remove(kind, path(record.id), record.version),
    onSuccess: (outcome, record) => {
      setDeleted(record);
      setNotice(outcome === 'synced' || outcome === 'queued' ? texts.deleted : said(outcome, texts.deleted));
      setFocusOn('undo');
    },
    onError: () => setNotice('errors.save'),
  });

  async function undo() {
    if (!deleted) return;
    const { id, version: _v, createdAt: _c, updatedAt: _u, pending: _p, ...content } = deleted;
    setDeleted(null);
    setNotice(null);
    setFocusOn(id);
    await outbox.restore(kind, path(id), content);
  }

  const ordered = arrange ? arrange(items) : items;
  const shown = filter && chosen ? ordered.filter((r) => filter.matches(r, chosen)) : ordered;
  // Each record's group (its day, or groupOf's), worked out once; groupOf's groups come in the order of their keys.
  const labelled = shown.map((r) =>
    groupOf ? { r, ...groupOf(r) } : { r, key: '', label: formatDate(dayOf(r), true) },
  );
  if (groupOf) labelled.sort((a, b) => a.key.localeCompare(b.key));
  const days = new Map<string, Shown<T>[]>();
  for (const { r, label } of labelled) {
    const entries = days.get(label);
    if (entries) entries.push(r);
    else days.set(label, [r]);
  }

  const form = (initial?: Shown<T>) => (
    <Form
      key={initial?.id ?? 'new'}
      {...(initial ? { initial } : {})}
      {...(items[0] ? { latest: items[0] } : {})}
      saving={save.isPending}
      problem={problem}
      onSubmit={(body) => {
        const existing = sameAs?.(body, items, initial?.id);
        if (existing && texts.taken) {
          setProblem(null);
          setEditing(existing);
          setNotice(texts.taken);
          return;
        }
        save.mutate({ id: initial?.id ?? crypto.randomUUID(), body });
      }}
      onCancel={() => {
        setEditing(null);
        setProblem(null);
        setFocusOn(initial ? initial.id : 'add');
      }}
    />
  );

  return (
    <>
      <PageTitle>{t(`app:empty.${section}.title`)}</PageTitle>
      <div role="status" className="status-bar">
        {notice ? <span>{t(notice)}</span> : null}
        {deleted && notice === texts.deleted ? (
          <button ref={undoButton} type="button" className="button" onClick={() => void undo()}>
            {t('common.undo')}
          </button>
        ) : null}
      </div>
      {list.isPending && list.fetchStatus !== 'paused' ? (
        <p role="status">{t('app:loading.data')}</p>
      ) : (
        <>
          {/* Without the list (offline on a page never opened, or the server failing) adding still works:
              the change waits in the outbox. */}
          {list.isPending ? <p className="card">{t('sync.offlineNoData')}</p> : null}
          {list.isError && !list.data ? (
            <div role="alert" className="card">
              <p>{t('errors.load')}</p>
              <button type="button" className="button" onClick={() => void list.refetch()}>
                {t('errors.retry')}
              </button>
            </div>
          ) : null}
          {editing === null ? (
            <button
              ref={addButton}
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
          {header?.(items)}
          {items.length === 0 && editing === null && list.data ? (
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
              {shown.length === 0 ? <p className="muted">{t('common.noneInFilter')}</p> : null}
              {[...days].map(([day, entries]) => (
                <section key={day} className="day" aria-label={day}>
                  <h3 className="day-title">{day}</h3>
                  <ul className="record-list">
                    {entries.map((r) =>
                      editing !== null && editing !== 'new' && editing.id === r.id ? (
                        <li key={r.id}>{form(r)}</li>
                      ) : (
                        <li key={r.id} id={`record-${r.id}`} className="record" tabIndex={-1}>
                          {summary(r)}
                          {r.pending ? (
                            <p className={`sync-badge sync-${r.pending}`}>{t(`sync.${r.pending}`)}</p>
                          ) : null}
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
          {items.length > 0 ? <ExportData compact /> : null}
        </>
      )}
    </>
  );
}
