import { Temporal } from 'temporal-polyfill';
import type { DoseBody, MedicationBody, SymptomBody, WellnessBody } from '../contracts/records';
import { medicationForHistory, type Diary } from '../domain/analytics/series';
import { DOSE_SCOPE, readRange, RECORD_SCOPES } from './records';

/** An episode can start up to this long before the window and still cover its first days. */
const EPISODE_LOOKBACK_DAYS = 31;

const shift = (day: string, days: number) => Temporal.PlainDate.from(day).add({ days }).toString();

/** The caller's own diary over a window: read from their partition only, every page of it. */
export async function readDiary(userId: string, from: string, to: string, timeZone: string, nowMs: number) {
  const [episodes, doses, wellness, medications] = await Promise.all([
    readRange<SymptomBody>(userId, RECORD_SCOPES.symptoms, {
      from: `${shift(from, -EPISODE_LOOKBACK_DAYS)}T00:00:00Z`,
      to: `${shift(to, 1)}T23:59:59Z`,
    }),
    readRange<DoseBody & { medicationId?: string }>(userId, DOSE_SCOPE, {
      from: `${shift(from, -1)}T00:00:00Z`,
      to: `${shift(to, 1)}T23:59:59Z`,
    }),
    readRange<WellnessBody>(userId, RECORD_SCOPES.wellness, { from, to }),
    readRange<MedicationBody>(userId, RECORD_SCOPES.medications, {}),
  ]);
  const diary: Diary = {
    from,
    to,
    timeZone,
    nowMs,
    episodes,
    doses: doses.flatMap((d) => (d.medicationId ? [{ ...d, medicationId: d.medicationId }] : [])),
    wellness,
    medications: medications.map(medicationForHistory),
  };
  return { diary, medications, doses };
}
