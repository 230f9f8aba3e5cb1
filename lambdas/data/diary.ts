import { Temporal } from 'temporal-polyfill';
import type { MedicationBody } from '../contracts/records';
import {
  entryOf,
  liveEntries,
  monthOf,
  monthsBetween,
  previousMonth,
  type Entries,
  type EntryOf,
  type RollupKind,
} from '../domain/analytics/rollup';
import { medicationForHistory, type Diary } from '../domain/analytics/series';
import { DOSE_SCOPE, readRange, RECORD_SCOPES } from './records';
import { readRollups, rebuildRollups, rollupsReady } from './rollups';

/** An episode can start up to this long before the window and still cover its first days. */
const EPISODE_LOOKBACK_DAYS = 31;

const shift = (day: string, days: number) => Temporal.PlainDate.from(day).add({ days }).toString();

/** Each kind's range for a window: ISO times (symptoms, doses) or days (wellness), as their lists sort. */
function ranges(from: string, to: string) {
  const iso = (day: string, time: string) => new Date(`${day}T${time}Z`).toISOString();
  return {
    symptoms: {
      from: iso(shift(from, -EPISODE_LOOKBACK_DAYS), '00:00:00'),
      to: iso(shift(to, 1), '23:59:59'),
    },
    doses: { from: iso(shift(from, -1), '00:00:00'), to: iso(shift(to, 1), '23:59:59') },
    wellness: { from, to },
  } satisfies Record<RollupKind, { from: string; to: string }>;
}

/**
 * One kind's records in a range: the months before the current one from their roll-ups, the current month's
 * raw items (the only month whose items are read one by one).
 */
async function readKind<K extends RollupKind>(
  userId: string,
  kind: K,
  range: { from: string; to: string },
  nowMs: number,
): Promise<EntryOf[K][]> {
  const current = monthOf(new Date(nowMs).toISOString());
  const last = monthOf(range.to) < current ? monthOf(range.to) : previousMonth(current);
  const months = monthOf(range.from) <= last ? monthsBetween(monthOf(range.from), last) : [];
  const scope = kind === 'doses' ? DOSE_SCOPE : RECORD_SCOPES[kind as 'symptoms' | 'wellness'];
  const currentStart = kind === 'wellness' ? `${current}-01` : `${current}-01T00:00:00.000Z`;
  const [rolled, raw] = await Promise.all([
    months.length ? readRollups(userId, kind, months) : Promise.resolve({} as Entries<K>),
    range.to >= currentStart
      ? readRange<Record<string, unknown>>(userId, scope, {
          from: range.from > currentStart ? range.from : currentStart,
          to: range.to,
        })
      : Promise.resolve([]),
  ]);
  return [...liveEntries<K>(rolled, range.from, range.to), ...raw.map((r) => entryOf<K>(kind, r))];
}

/**
 * The caller's own diary over a window, from their partition only: the roll-ups of past months (rebuilt from
 * the raw items first when they are missing or were marked stale) and the current month's raw items.
 */
export async function readDiary(userId: string, from: string, to: string, timeZone: string, nowMs: number) {
  if (!(await rollupsReady(userId))) await rebuildRollups(userId, new Date(nowMs));
  const range = ranges(from, to);
  const [episodes, doses, wellness, medications] = await Promise.all([
    readKind(userId, 'symptoms', range.symptoms, nowMs),
    readKind(userId, 'doses', range.doses, nowMs),
    readKind(userId, 'wellness', range.wellness, nowMs),
    readRange<MedicationBody>(userId, RECORD_SCOPES.medications, {}),
  ]);
  const diary: Diary = {
    from,
    to,
    timeZone,
    nowMs,
    episodes,
    doses: doses.filter((d) => d.medicationId),
    wellness,
    medications: medications.map(medicationForHistory),
  };
  return { diary, medications, doses: diary.doses };
}
