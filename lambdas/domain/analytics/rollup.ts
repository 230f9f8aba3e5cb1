import type { SymptomBody } from '../../contracts/records';
import { WELLNESS_FACTORS, type LoggedDose, type WellnessDay } from './factors';

/**
 * Monthly roll-ups (issue 15), pure: for each person, kind and month, what the analysis needs of every record
 * of that month, a few KB, so that five years are 180 small items instead of thousands. A month is the
 * record's own time's (its UTC time, a wellness entry's date): no time zone, so a roll-up never depends on
 * where the person was. Entries are kept by record id with the record's version; a deleted record leaves a
 * "deleted" entry at its deleting version, so a late write of an older version can never bring it back, and
 * merging two copies keeps, for each id, the higher version.
 */
export const ROLLUP_KINDS = ['symptoms', 'doses', 'wellness'] as const;
export type RollupKind = (typeof ROLLUP_KINDS)[number];

/** Raised when the entries' shape changes: roll-ups of an older format are rebuilt, never read. */
export const ROLLUP_FORMAT = 1;

export type SymptomEntry = Pick<SymptomBody, 'symptom' | 'severity' | 'startedAt' | 'endedAt' | 'triggers'>;
export type DoseEntry = LoggedDose;
export type WellnessEntry = WellnessDay;
export interface EntryOf {
  symptoms: SymptomEntry;
  doses: DoseEntry;
  wellness: WellnessEntry;
}

export type Entry<K extends RollupKind> = { v: number; at: string } & (
  { deleted: true } | { data: EntryOf[K] }
);
export type Entries<K extends RollupKind> = Record<string, Entry<K>>;

/** "2026-11" of a record's time ("2026-11-23T08:00:00.000Z" or "2026-11-23"). */
export const monthOf = (time: string) => time.slice(0, 7);

/** The months from one to another, both included ("2026-01" … "2026-03"). */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  const [ly, lm] = last.split('-').map(Number) as [number, number];
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}

/** A wellness entry's day and the fields its factors come from ("measurements" whole). */
const WELLNESS_FIELDS = ['date', ...new Set(WELLNESS_FACTORS.map((key) => key.split('.')[0]!))];

/** What the analysis reads of a record: the fields of its daily series, nothing else (no notes). */
export function entryOf<K extends RollupKind>(kind: K, record: Record<string, unknown>): EntryOf[K] {
  const pick = (keys: readonly string[]) =>
    Object.fromEntries(keys.filter((k) => record[k] !== undefined).map((k) => [k, record[k]]));
  switch (kind) {
    case 'symptoms':
      return pick(['symptom', 'severity', 'startedAt', 'endedAt', 'triggers']) as EntryOf[K];
    case 'doses':
      return pick(['medicationId', 'status', 'scheduledFor', 'takenAt']) as EntryOf[K];
    default:
      return pick(WELLNESS_FIELDS) as EntryOf[K];
  }
}

/** For each id, the entry of the higher version (a tie keeps the one already there). */
export function mergeEntries<K extends RollupKind>(into: Entries<K>, from: Entries<K>): Entries<K> {
  const out = { ...into };
  for (const [id, entry] of Object.entries(from)) {
    const seen = out[id];
    if (!seen || entry.v > seen.v) out[id] = entry;
  }
  return out;
}

/** The live entries whose time is within [from, to] (ISO times or days, compared as text, as the index does). */
export function liveEntries<K extends RollupKind>(
  entries: Entries<K>,
  from: string,
  to: string,
): EntryOf[K][] {
  const out: EntryOf[K][] = [];
  for (const entry of Object.values(entries)) {
    if ('deleted' in entry) continue;
    if (entry.at >= from && entry.at <= `${to}\uffff`) out.push(entry.data);
  }
  return out;
}

/** A deleted entry is kept this long, then a rebuild leaves it out (the record's tombstone is gone by then). */
export const DELETED_KEPT_DAYS = 30;

/** The month before ("2026-01" → "2025-12"). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
