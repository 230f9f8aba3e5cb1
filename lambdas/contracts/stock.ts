import type { DoseBody, MedicationBody } from './records';
import { DOSE_UNITS } from './records';
import { dueTimes } from './schedule';

/**
 * Stock and adherence, the figures the reminders page shows and the dispatcher's low-stock warning uses.
 * Pure and calendar-only (days "YYYY-MM-DD"), shared by the SPA and the handlers.
 */

/** Units counted one by one, so that taking a dose lowers the stock by its amount (ml and mg are not). */
export const COUNTED_UNITS = DOSE_UNITS.filter((u) => u !== 'ml' && u !== 'mg' && u !== 'altro');

type Stocked = Pick<MedicationBody, 'schedule' | 'startDate' | 'endDate' | 'active' | 'dose' | 'stock'>;

/** Whether taking a dose of this medication lowers its stock. */
export const countsStock = (m: Pick<MedicationBody, 'dose' | 'stock'>) =>
  m.stock !== undefined && (COUNTED_UNITS as readonly string[]).includes(m.dose.unit);

/** The stock after one dose is taken: never below zero, unchanged when the unit is not counted. */
export function stockAfterDose(m: Pick<MedicationBody, 'dose' | 'stock'>): MedicationBody['stock'] {
  if (!m.stock || !countsStock(m)) return m.stock;
  const quantity = Math.max(0, Math.round((m.stock.quantity - m.dose.amount) * 100) / 100);
  return { ...m.stock, quantity };
}

/** Three years: a run-out date further away is not worth a warning. */
const HORIZON_DAYS = 3 * 366;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The first day on which the stock no longer covers the doses due, from `today` on, at the schedule's pace,
 * or for "al bisogno" at `recentPerDay` doses a day (the person's own recent pace). Undefined when the stock is
 * not counted or lasts beyond the horizon.
 */
export function runOutDay(m: Stocked, today: string, recentPerDay = 0): string | undefined {
  if (!countsStock(m) || !m.stock || !m.active) return undefined;
  let left = m.stock.quantity;
  for (let i = 0; i < HORIZON_DAYS; i++) {
    const day = addDays(today, i);
    if (m.endDate && day > m.endDate) return undefined;
    const doses = m.schedule.type === 'asNeeded' ? recentPerDay : dueTimes(m, day).length;
    left -= doses * m.dose.amount;
    if (left < -1e-9) return day;
  }
  return undefined;
}

export interface Adherence {
  scheduled: number;
  taken: number;
  /** taken ÷ scheduled, or undefined when nothing was scheduled. */
  ratio: number | undefined;
}

/**
 * Taken ÷ scheduled over the doses that were due (their ids, as `scheduledDoseId` makes them), counting a
 * dose taken late as taken and a skipped one as not.
 */
export function adherence(
  dueIds: readonly string[],
  doses: readonly (Pick<DoseBody, 'status'> & { id: string })[],
): Adherence {
  const taken = new Set(doses.filter((d) => d.status !== 'skipped').map((d) => d.id));
  const count = dueIds.filter((id) => taken.has(id)).length;
  return {
    scheduled: dueIds.length,
    taken: count,
    ratio: dueIds.length === 0 ? undefined : count / dueIds.length,
  };
}
