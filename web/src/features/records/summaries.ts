import type { TFunction } from 'i18next';
import type { MedicationBody, SymptomBody, WellnessBody } from '../../../../lambdas/contracts/records';
import { formatNumber, weekdayName } from '../../lib/format';

/** One-line summaries of records, shared by the record pages and the dashboard. */

/** A symptom's name: from the Italian list, or the person's own words. */
export const symptomName = (t: TFunction<'records'>, s: Pick<SymptomBody, 'custom' | 'symptom'>) =>
  s.custom ? s.symptom : t(`symptoms.${s.symptom}`);

/** "sonno 7,5 h · umore 4/5 · pressione 120/80 · peso 70 kg". */
export function wellnessLine(
  t: TFunction<'records'>,
  w: WellnessBody | Omit<WellnessBody, 'version'>,
): string {
  const m = w.measurements;
  return [
    w.sleepHours !== undefined ? t('wellness.sleepShort', { value: formatNumber(w.sleepHours) }) : '',
    w.mood !== undefined ? t('wellness.moodShort', { value: w.mood }) : '',
    m?.systolic !== undefined ? t('wellness.pressureShort', { sys: m.systolic, dia: m.diastolic }) : '',
    m?.weightKg !== undefined ? t('wellness.weightShort', { value: formatNumber(m.weightKg) }) : '',
    m?.temperatureC !== undefined
      ? t('wellness.temperatureShort', { value: formatNumber(m.temperatureC) })
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

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
