import type { TFunction } from 'i18next';
import type { MedicationBody } from '../../../../lambdas/contracts/records';
import { weekdayName } from '../../lib/format';

/** "Ogni giorno alle 08:00, 20:00", "lun, mer, ven alle 08:00", "Ogni 3 giorni alle 09:00", "Al bisogno". */
export function describeSchedule(t: TFunction<'records'>, schedule: MedicationBody['schedule']): string {
  if (schedule.type === 'asNeeded')
    return schedule.maxPerDay
      ? t('medication.asNeededMax', { max: schedule.maxPerDay })
      : t('medication.how_asNeeded');
  const times = schedule.times.join(', ');
  if (schedule.type === 'interval') return t('medication.everyNDays', { count: schedule.everyDays, times });
  if (schedule.weekdays.length === 7) return t('medication.everyDay', { times });
  const days = [...schedule.weekdays]
    .sort()
    .map((d) => weekdayName(d, 'short'))
    .join(', ');
  return t('medication.onDays', { days, times });
}
