import type { TFunction } from 'i18next';
import type { SymptomBody, WellnessBody } from '../../../../lambdas/contracts/records';
import { formatNumber } from '../format';

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
