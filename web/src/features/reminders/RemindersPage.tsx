import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlarmClock } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { MedicationBody } from '../../../../lambdas/contracts/records';
import { localDay } from '../../../../lambdas/contracts/schedule';
import { adherence, runOutDay } from '../../../../lambdas/contracts/stock';
import { EmptyPage } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { ReminderSettings } from '../../components/ReminderSettings';
import { formatDate, formatNumber, formatPercent, formatTime } from '../../lib/format';
import { recordsApi } from '../../lib/records/api';
import { remindersApi, type ReminderItem } from '../../lib/reminders/api';

const DAY = 86_400_000;
const ANSWERABLE = new Set(['due', 'snoozed', 'missed']);
type Action = 'taken' | 'skip' | 'snooze';
const isAction = (v: string | null): v is Action => v === 'taken' || v === 'skip' || v === 'snooze';

/**
 * /medication-reminders: today's doses and the next days' with their status and one-tap answers; adherence
 * over 7 and 30 days; each medication's stock and run-out day; how reminders reach the person. A reminder's
 * link (push, e-mail, the notifications panel) opens this page on its dose, and its action, if any, is done.
 */
export default function RemindersPage() {
  const { t } = useTranslation(['records', 'app']);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const today = useMemo(() => {
    const d = new Date();
    d.setHours(0, 0, 0, 0);
    return d.getTime();
  }, []);
  const upcoming = useQuery({
    queryKey: ['reminders', 'upcoming', today],
    queryFn: () => remindersApi.list(new Date(today), new Date(today + 3 * DAY)),
  });
  const past = useQuery({
    queryKey: ['reminders', 'past', today],
    queryFn: () => remindersApi.list(new Date(today - 29 * DAY), new Date()),
  });
  const medications = useQuery({
    queryKey: ['medications', 'reminders'],
    queryFn: () => recordsApi.list<MedicationBody>('medications'),
  });
  const answer = useMutation({
    mutationFn: ({ item, action }: { item: ReminderItem; action: Action }) =>
      remindersApi.answer(item.id, action),
    onSuccess: () => {
      setNotice(null);
      void client.invalidateQueries({ queryKey: ['reminders'] });
      void client.invalidateQueries({ queryKey: ['medications'] });
      // A reminder answered may have come with notifications (a low stock warning among them).
      void client.invalidateQueries({ queryKey: ['notifications'] });
    },
    onError: () => setNotice({ ok: false, text: t('reminders.answerFailed') }),
  });

  // A reminder's link: show its dose, and do what the notification's button said (once).
  const target = params.get('dose');
  const done = useRef(false);
  const item =
    upcoming.data?.items.find((i) => i.id === target) ?? past.data?.items.find((i) => i.id === target);
  useEffect(() => {
    if (!item || done.current) return;
    done.current = true;
    const action = params.get('action');
    document.getElementById(`reminder-${item.id}`)?.focus();
    setNotice({ ok: true, text: t('reminders.opened', { name: item.title, time: formatTime(item.dueAt) }) });
    if (isAction(action) && ANSWERABLE.has(item.status)) answer.mutate({ item, action });
    if (action) {
      params.delete('action');
      setParams(params, { replace: true });
    }
  }, [item, params, setParams, answer, t]);

  const meds = medications.data?.items ?? [];
  if (medications.isSuccess && meds.length === 0) {
    return <EmptyPage section="reminders" icon={AlarmClock} addTo="/farmaci" />;
  }
  const loading = upcoming.isPending || medications.isPending;
  const byDay = new Map<string, ReminderItem[]>();
  for (const i of upcoming.data?.items ?? []) {
    const day = localDay(new Date(i.dueAt));
    byDay.set(day, [...(byDay.get(day) ?? []), i]);
  }
  const dayTitle = (day: string) =>
    day === localDay(new Date(today))
      ? t('reminders.today')
      : day === localDay(new Date(today + DAY + 3_600_000))
        ? t('reminders.tomorrow')
        : formatDate(`${day}T12:00:00`, true);

  return (
    <>
      <PageTitle>{t('app:empty.reminders.title')}</PageTitle>
      <p role={notice && !notice.ok ? 'alert' : 'status'} className={notice?.ok ? 'notice' : 'error'}>
        {notice?.text ?? ''}
      </p>
      <section className="card" aria-labelledby="reminders-days">
        <h2 id="reminders-days">{t('reminders.days')}</h2>
        {loading ? (
          <p role="status">{t('loading.data', { ns: 'translation' })}</p>
        ) : upcoming.isError ? (
          <p role="alert" className="error">
            {t('errors.load')}
          </p>
        ) : byDay.size === 0 ? (
          <p className="muted">{t('reminders.none')}</p>
        ) : (
          [...byDay.entries()].map(([day, items]) => (
            <div key={day} className="reminder-day">
              <h3>{dayTitle(day)}</h3>
              <ul className="dose-list">
                {items.map((i) => (
                  <ReminderRow
                    key={i.id}
                    item={i}
                    highlighted={i.id === target}
                    busy={answer.isPending}
                    onAnswer={(action) => answer.mutate({ item: i, action })}
                  />
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
      {past.data ? <Adherence items={past.data.items} medications={meds} /> : null}
      <Stock medications={meds} />
      <section className="card">
        <ReminderSettings />
      </section>
    </>
  );
}

function ReminderRow({
  item,
  highlighted,
  busy,
  onAnswer,
}: {
  item: ReminderItem;
  highlighted: boolean;
  busy: boolean;
  onAnswer(action: Action): void;
}) {
  const { t } = useTranslation('records');
  const time = formatTime(item.dueAt);
  const status =
    item.status === 'taken'
      ? t('reminders.status.taken', { time: formatTime(item.takenAt) })
      : item.status === 'snoozed'
        ? t('reminders.status.snoozed', { time: formatTime(item.snoozedUntil) })
        : t(`reminders.status.${item.status}`);
  return (
    <li
      id={`reminder-${item.id}`}
      tabIndex={-1}
      className={`dose${highlighted ? ' highlighted' : ''}`}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className="dose-what">
        <span className="strong">{time}</span> <span>{item.title}</span>{' '}
        {item.kind === 'appointment' ? (
          <span className="muted">{t('reminders.appointment')}</span>
        ) : item.dose ? (
          <span className="muted">
            {t('medication.doseShort', {
              amount: formatNumber(item.dose.amount, 2),
              unit: t(`medication.units.${item.dose.unit}`, { count: item.dose.amount }),
            })}
          </span>
        ) : null}
      </div>
      <span className={`dose-status reminder-${item.status}`}>{status}</span>
      {item.kind === 'dose' && ANSWERABLE.has(item.status) && Date.parse(item.dueAt) <= Date.now() + DAY ? (
        <div className="button-row">
          <button
            type="button"
            className="button primary"
            disabled={busy}
            aria-label={t('reminders.takeFor', { name: item.title, time })}
            onClick={() => onAnswer('taken')}
          >
            {t('reminders.take')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-label={t('reminders.snoozeFor', { name: item.title, time })}
            onClick={() => onAnswer('snooze')}
          >
            {t('reminders.snooze')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-label={t('reminders.skipFor', { name: item.title, time })}
            onClick={() => onAnswer('skip')}
          >
            {t('reminders.skip')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** Taken ÷ scheduled over the last 7 and 30 days, per medication and overall (doses already due only). */
function Adherence({
  items,
  medications,
}: {
  items: ReminderItem[];
  medications: { id: string; name: string }[];
}) {
  const { t } = useTranslation('records');
  const now = Date.now();
  const doses = items.filter((i) => i.kind === 'dose' && Date.parse(i.dueAt) <= now);
  const figure = (days: number, medicationId?: string) => {
    const due = doses.filter(
      (i) => Date.parse(i.dueAt) > now - days * DAY && (!medicationId || i.medicationId === medicationId),
    );
    const answered = due
      .filter((i) => i.status === 'taken' || i.status === 'skipped')
      .map((i) => ({ id: i.id, status: i.status === 'taken' ? ('taken' as const) : ('skipped' as const) }));
    const a = adherence(
      due.map((i) => i.id),
      answered,
    );
    return a.ratio === undefined
      ? t('reminders.adherenceNone')
      : t('reminders.adherenceValue', {
          taken: a.taken,
          scheduled: a.scheduled,
          percent: formatPercent(a.ratio),
        });
  };
  const rows = [
    { key: 'all', name: t('reminders.allMedications'), id: undefined },
    ...medications
      .filter((m) => doses.some((d) => d.medicationId === m.id))
      .map((m) => ({ key: m.id, name: m.name, id: m.id })),
  ];
  return (
    <section className="card" aria-labelledby="adherence-title">
      <h2 id="adherence-title">{t('reminders.adherence')}</h2>
      <p className="muted">{t('reminders.adherenceHint')}</p>
      <table className="adherence">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('reminders.allMedications')}</span>
            </th>
            <th scope="col">{t('reminders.lastDays', { count: 7 })}</th>
            <th scope="col">{t('reminders.lastDays', { count: 30 })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.name}</th>
              <td>{figure(7, r.id)}</td>
              <td>{figure(30, r.id)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What is left of each medication and the day it runs out at the current pace. */
function Stock({ medications }: { medications: (MedicationBody & { id: string })[] }) {
  const { t } = useTranslation('records');
  const today = localDay(new Date());
  const active = medications.filter((m) => m.active);
  if (!active.length) return null;
  return (
    <section className="card" aria-labelledby="stock-title">
      <h2 id="stock-title">{t('reminders.stock')}</h2>
      <ul className="plain-list">
        {active.map((m) => {
          const runOut = runOutDay(m, today);
          const low = m.stock !== undefined && m.stock.quantity <= m.stock.lowThreshold;
          return (
            <li key={m.id}>
              <span className="strong">{m.name}</span>{' '}
              {m.stock ? (
                <>
                  <span className={low ? 'warning' : undefined}>
                    {t('reminders.stockLeft', {
                      left: t('medication.doseShort', {
                        amount: formatNumber(m.stock.quantity, 2),
                        unit: t(`medication.units.${m.dose.unit}`, { count: m.stock.quantity }),
                      }),
                    })}
                    {low ? ` · ${t('reminders.lowStock')}` : ''}
                  </span>
                  {runOut ? (
                    <span className="muted">
                      {' '}
                      · {t('reminders.runsOut', { date: formatDate(`${runOut}T12:00:00`) })}
                    </span>
                  ) : null}
                </>
              ) : (
                <span className="muted">{t('reminders.noStock')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
