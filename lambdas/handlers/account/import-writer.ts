import pMap from 'p-map';
import type { ImportResult } from '../../contracts/export';
import type { RecordKind } from '../../contracts/records';
import { importExchange } from '../../data/assistant';
import {
  claimWellnessDay,
  doseScope,
  getRecord,
  importRecord,
  RECORD_SCOPES,
  releaseWellnessDay,
  type ImportOutcome,
} from '../../data/records';
import { followRecord } from '../../data/reminders';
import type { ImportedRecord, ImportPlan } from '../../domain/export/import';

/** Writes at once, each with its own condition (never a blind batch: it would bring back what was deleted). */
const CONCURRENCY = 8;
/** Writes between two saved positions of a job. */
const CHUNK = 100;
/** The records kept that the answer names. */
const KEPT_NAMED = 20;

type Kept = ImportResult['kept'][number];
export interface Progress {
  processed: number;
  result: ImportResult;
}

/**
 * The writes of a checked file, in an order that never depends on what runs at the same time: the medications
 * first (a dose needs its medication), then symptoms, wellness and appointments, then the doses, then the chat.
 * A chunk never mixes two groups.
 */
function tasksOf(userId: string, plan: ImportPlan, now: Date, result: ImportResult) {
  const count = (outcome: ImportOutcome | 'skipped', kept: Kept) => {
    if (outcome === 'kept' || outcome === 'skipped') {
      result.skipped++;
      if (result.kept.length < KEPT_NAMED) result.kept.push(kept);
    } else result[outcome]++;
  };
  const meta = (r: ImportedRecord) => {
    const { version: _v, ...content } = r.body;
    return {
      content,
      record: { ...content, id: r.id, version: r.version, createdAt: r.createdAt, updatedAt: r.updatedAt },
    };
  };
  const write = (kind: RecordKind) => async (r: ImportedRecord) => {
    const { content, record } = meta(r);
    if (kind === 'wellness') {
      const date = String(content.date);
      if (await claimWellnessDay(userId, date, r.id))
        return count('skipped', { kind, id: r.id, reason: 'day_taken' });
      const before = await getRecord<{ date: string }>(userId, RECORD_SCOPES.wellness, r.id);
      const outcome = await importRecord(userId, RECORD_SCOPES.wellness, record);
      // The day this entry left is free again; a day claimed for nothing too.
      if (outcome !== 'kept' && before && before.date !== date)
        await releaseWellnessDay(userId, before.date, r.id);
      if (outcome === 'kept' && before?.date !== date) await releaseWellnessDay(userId, date, r.id);
      return count(outcome, { kind, id: r.id, reason: 'newer' });
    }
    const outcome = await importRecord(userId, RECORD_SCOPES[kind], record);
    if (
      (kind === 'medications' || kind === 'appointments') &&
      (outcome === 'created' || outcome === 'updated')
    ) {
      await followRecord(userId, kind, r.id, content, now.getTime());
    }
    count(outcome, { kind, id: r.id, reason: 'newer' });
  };
  // A dose only under a medication the account has (imported now, or there already and not deleted).
  const live = new Map<string, Promise<boolean>>();
  const dose = async (d: ImportPlan['doses'][number]) => {
    if (!live.has(d.medicationId)) {
      live.set(d.medicationId, getRecord(userId, RECORD_SCOPES.medications, d.medicationId).then(Boolean));
    }
    if (!(await live.get(d.medicationId)))
      return count('skipped', { kind: 'doses', id: d.id, reason: 'no_medication' });
    count(await importRecord(userId, doseScope(d.medicationId), meta(d).record), {
      kind: 'doses',
      id: d.id,
      reason: 'newer',
    });
  };
  const task = (group: number, run: () => Promise<unknown>) => ({ group, run });
  return [
    ...plan.records.medications.map((r) => task(0, () => write('medications')(r))),
    ...(['symptoms', 'wellness', 'appointments'] as const).flatMap((kind) =>
      plan.records[kind].map((r) => task(1, () => write(kind)(r))),
    ),
    ...plan.doses.map((d) => task(2, () => dose(d))),
    ...plan.exchanges.map(({ question, answer }) =>
      task(3, () => importExchange(userId, question, answer, now)),
    ),
  ];
}

/** How many writes a checked file makes (a job's total). */
export const writesOf = (plan: ImportPlan) =>
  Object.values(plan.records).reduce((n, list) => n + list.length, 0) +
  plan.doses.length +
  plan.exchanges.length;

/**
 * Writes a checked file from `from.processed` on, a chunk at a time; after each chunk `saved` keeps the position
 * (a job's) and may say stop (another run got further). Stops early when `budgetMs` is spent.
 */
export async function writePlan(
  userId: string,
  plan: ImportPlan,
  from: Progress,
  options: { now: Date; budgetMs?: number; saved?: (progress: Progress) => Promise<boolean> },
): Promise<Progress & { done: boolean }> {
  const until = options.budgetMs === undefined ? Infinity : Date.now() + options.budgetMs;
  const result = structuredClone(from.result);
  const tasks = tasksOf(userId, plan, options.now, result);
  let processed = from.processed;
  while (processed < tasks.length) {
    const group = tasks[processed]!.group;
    let end = processed;
    while (end < tasks.length && end - processed < CHUNK && tasks[end]!.group === group) end++;
    await pMap(tasks.slice(processed, end), (t) => t.run(), { concurrency: CONCURRENCY });
    processed = end;
    if (options.saved && !(await options.saved({ processed, result: structuredClone(result) }))) {
      return { processed, result, done: false };
    }
    if (Date.now() > until && processed < tasks.length) return { processed, result, done: false };
  }
  return { processed, result, done: true };
}
