import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DoseBody, MedicationBody } from '../../../../lambdas/contracts/records';
import { dueTimes, localDay, scheduledDoseId, takenStatus } from '../../../../lambdas/contracts/schedule';
import { formatTime } from '../../lib/format';
import { outbox } from '../../lib/offline/outbox';
import type { Shown } from '../../lib/offline/overlay';
import { localToIso } from '../../lib/records/api';
import { useRecords } from '../../lib/records/useRecords';
import { doseTime } from '../../lib/records/times';

type Medication = Shown<MedicationBody>;
type Dose = Shown<DoseBody> & { medicationId: string };

const dosePath = (medicationId: string, doseId: string) => `/medications/${medicationId}/doses/${doseId}`;
const nowIso = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Today's doses of every medication, from the whole dose log (one request for the day). */
export function useTodayDoses() {
  const day = localDay(new Date());
  const range = { from: localToIso(`${day}T00:00`), to: localToIso(`${day}T23:59`) };
  return { day, ...useRecords<DoseBody>('doses', '/doses', doseTime, range) };
}

/**
 * The doses due today, each with a one-tap "Preso" (and "Saltato"); "al bisogno" medications get "Ho preso
 * una dose". A dose due at a time has the same id on every device, so a double tap records it once. Shown by
 * the medications page and the dashboard, hence here rather than in either feature.
 */
export function TodayDoses({
  medications,
  compact = false,
}: {
  medications: Medication[];
  compact?: boolean;
}) {
  const { t } = useTranslation('records');
  const { day, list, items } = useTodayDoses();
  const doses = items as Dose[];
  const mark = useMutation({
    mutationFn: ({ medicationId, doseId, body }: { medicationId: string; doseId: string; body: DoseBody }) =>
      outbox.put('doses', dosePath(medicationId, doseId), body, { medicationId }),
  });
  const undo = useMutation({
    mutationFn: (dose: Dose) => outbox.remove('doses', dosePath(dose.medicationId, dose.id), dose.version),
  });

  const active = medications.filter((m) => m.active);
  const rows = active.flatMap((m) =>
    dueTimes(m, day).map((time) => {
      const id = scheduledDoseId(m.id, day, time);
      return { medication: m, time, id, dose: doses.find((d) => d.id === id) };
    }),
  );
  const asNeeded = active.filter((m) => m.schedule.type === 'asNeeded' && !(day < m.startDate));
  if (list.isPending && !list.data && rows.length === 0 && asNeeded.length === 0) return null;
  if (rows.length === 0 && asNeeded.length === 0)
    return compact ? <p className="muted">{t('medication.noneToday')}</p> : null;

  const label = (m: Medication) => `${m.name}${m.strength ? ` ${m.strength}` : ''}`;
  const amount = (m: Medication) =>
    t('medication.doseShort', {
      amount: m.dose.amount,
      unit: t(`medication.units.${m.dose.unit}`, { count: m.dose.amount }),
    });

  return (
    <ul className="dose-list">
      {rows.map(({ medication: m, time, id, dose }) => {
        const scheduledFor = localToIso(`${day}T${time}`);
        return (
          <li key={id} className="dose">
            <div className="dose-what">
              <span className="strong">{time}</span> <span>{label(m)}</span>{' '}
              <span className="muted">{amount(m)}</span>
            </div>
            {dose ? (
              <div className="dose-done">
                <span className={`dose-status dose-${dose.status}`}>
                  {dose.status === 'skipped'
                    ? t('medication.skipped')
                    : t(dose.status === 'late' ? 'medication.lateAt' : 'medication.takenAt', {
                        time: formatTime(dose.takenAt),
                      })}
                </span>
                {dose.pending ? <span className="sync-badge">{t(`sync.${dose.pending}`)}</span> : null}
                <button
                  type="button"
                  className="button"
                  aria-label={t('medication.undoFor', { name: label(m), time })}
                  onClick={() => undo.mutate(dose)}
                >
                  {t('medication.undoDose')}
                </button>
              </div>
            ) : (
              <div className="button-row">
                <button
                  type="button"
                  className="button primary"
                  aria-label={t('medication.takeFor', { name: label(m), time })}
                  onClick={() => {
                    const takenAt = nowIso();
                    mark.mutate({
                      medicationId: m.id,
                      doseId: id,
                      body: {
                        version: 0,
                        status: takenStatus(new Date(scheduledFor), new Date(takenAt)),
                        scheduledFor,
                        takenAt,
                      },
                    });
                  }}
                >
                  {t('medication.take')}
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t('medication.skipFor', { name: label(m), time })}
                  onClick={() =>
                    mark.mutate({
                      medicationId: m.id,
                      doseId: id,
                      body: { version: 0, status: 'skipped', scheduledFor },
                    })
                  }
                >
                  {t('medication.skip')}
                </button>
              </div>
            )}
          </li>
        );
      })}
      {asNeeded.map((m) => {
        const taken = doses.filter((d) => d.medicationId === m.id && d.status !== 'skipped');
        const max = m.schedule.type === 'asNeeded' ? m.schedule.maxPerDay : undefined;
        return (
          <li key={m.id} className="dose">
            <div className="dose-what">
              <span>{label(m)}</span> <span className="muted">{amount(m)}</span>{' '}
              <span className="muted">{t('medication.asNeededToday', { count: taken.length })}</span>
            </div>
            {max !== undefined && taken.length >= max ? (
              <p className="warning">{t('medication.maxReached', { max })}</p>
            ) : null}
            <button
              type="button"
              className="button"
              aria-label={t('medication.takeAsNeededFor', { name: label(m) })}
              onClick={() =>
                mark.mutate({
                  medicationId: m.id,
                  doseId: crypto.randomUUID(),
                  body: { version: 0, status: 'taken', takenAt: nowIso() },
                })
              }
            >
              {t('medication.takeAsNeeded')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
