import pMap from 'p-map';
import * as z from 'zod/mini';
import { IMPORT_LIMITS, type ImportResult } from '../../contracts/export';
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
import { checkImport, type ImportedRecord } from '../../domain/export/import';
import { HttpError } from '../../lib/errors';
import { describeIssues, route } from '../../lib/http';

/** Writes at once, each with its own condition (never a blind batch: it would bring back what was deleted). */
const CONCURRENCY = 8;
/** The records kept that the answer names. */
const KEPT_NAMED = 20;

type Kept = ImportResult['kept'][number];

/**
 * `POST /import`: a JSON export into the caller's own account (ids stay; the records are the caller's). The
 * whole file is checked first (anything wrong: 400 with the first problems, nothing written); then each record
 * is written with a condition: a newer version in the account is kept, the same content is nothing new, a day
 * of wellness already recorded by another entry stays as it is. Medications come before their doses.
 */
export const importData = route(
  { body: z.unknown(), maxBytes: IMPORT_LIMITS.directBytes },
  async ({ userId, lang, body }) => {
    const check = checkImport(body);
    if (check.kind === 'not-ours') throw new HttpError(400, 'import_format');
    if (check.kind === 'future') throw new HttpError(400, 'import_version');
    if (check.kind === 'invalid') {
      throw new HttpError(400, 'validation_failed', describeIssues(check.issues, lang));
    }
    const { records, doses, exchanges } = check.plan;
    const now = new Date();
    const result: ImportResult = { created: 0, updated: 0, unchanged: 0, skipped: 0, kept: [] };
    const count = (outcome: ImportOutcome | 'skipped', kept?: Kept) => {
      if (outcome === 'kept' || outcome === 'skipped') {
        result.skipped++;
        if (kept && result.kept.length < KEPT_NAMED) result.kept.push(kept);
      } else result[outcome]++;
    };
    const write = (kind: RecordKind) => async (r: ImportedRecord) => {
      const { version: _v, ...content } = r.body;
      const record = {
        ...content,
        id: r.id,
        version: r.version,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      };
      if (kind === 'wellness') {
        const date = String(content.date);
        if (await claimWellnessDay(userId, date, r.id)) {
          return count('skipped', { kind, id: r.id, reason: 'day_taken' });
        }
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

    await pMap(records.medications, write('medications'), { concurrency: CONCURRENCY });
    await Promise.all(
      (['symptoms', 'wellness', 'appointments'] as const).map((kind) =>
        pMap(records[kind], write(kind), { concurrency: CONCURRENCY }),
      ),
    );
    // A dose only under a medication the account has (imported now, or there already and not deleted).
    const live = new Map<string, boolean>();
    await pMap(
      doses,
      async (d) => {
        if (!live.has(d.medicationId)) {
          live.set(
            d.medicationId,
            Boolean(await getRecord(userId, RECORD_SCOPES.medications, d.medicationId)),
          );
        }
        if (!live.get(d.medicationId)) {
          return count('skipped', { kind: 'doses', id: d.id, reason: 'no_medication' });
        }
        const { version: _v, ...content } = d.body;
        const outcome = await importRecord(userId, doseScope(d.medicationId), {
          ...content,
          id: d.id,
          version: d.version,
          createdAt: d.createdAt,
          updatedAt: d.updatedAt,
        });
        count(outcome, { kind: 'doses', id: d.id, reason: 'newer' });
      },
      { concurrency: CONCURRENCY },
    );
    await pMap(exchanges, ({ question, answer }) => importExchange(userId, question, answer, now), {
      concurrency: CONCURRENCY,
    });
    return { status: 200, body: result };
  },
);
