import { Temporal } from 'temporal-polyfill';
import type { ExportRequest } from '../../contracts/export';
import { zonedInstant } from '../reminders/time';

/** An export's bounds: the days as asked (null: no bound) and the UTC instants they are in the person's zone. */
export interface ExportWindow {
  days: { from: string | null; to: string | null };
  /** From the first moment of `from` to the last of `to`, in the person's time zone. */
  instants: { from?: string; to?: string };
}

export function exportWindow(body: ExportRequest, timeZone: string): ExportWindow {
  const from = body.dateRange?.from ?? null;
  const to = body.dateRange?.to ?? null;
  const instants: ExportWindow['instants'] = {};
  if (from) instants.from = new Date(zonedInstant(from, '00:00', timeZone).ms).toISOString();
  if (to) {
    const next = Temporal.PlainDate.from(to).add({ days: 1 }).toString();
    instants.to = new Date(zonedInstant(next, '00:00', timeZone).ms - 1).toISOString();
  }
  return { days: { from, to }, instants };
}

/** Whether a medication was taken at some time in the window (started before its end, not ended before its start). */
export function medicationInWindow(
  m: { startDate: string; endDate?: string | null | undefined },
  days: ExportWindow['days'],
): boolean {
  return (!days.to || m.startDate <= days.to) && (!days.from || !m.endDate || m.endDate >= days.from);
}

/**
 * The file's name: what it is and which period ("dati-salute_2026-01-01_2026-06-30.zip"; an export of
 * everything is "<stem>_<everything>_<today>"). `from` may already be a word (a period without a first day).
 */
export function exportFilename(
  stem: string,
  days: { from: string | null; to: string | null },
  today: string,
  ext: string,
  everything: string,
): string {
  const period = days.from || days.to ? `${days.from}_${days.to ?? today}` : `${everything}_${today}`;
  return `${stem}_${period}.${ext}`;
}
