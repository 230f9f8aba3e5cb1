import * as z from 'zod/mini';
import { TURN_MAX, type Turn } from '../../contracts/assistant';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, ImportFile, RecordMeta } from '../../contracts/export';
import {
  AppointmentBody,
  DoseBody,
  MedicationBody,
  SymptomBody,
  WellnessBody,
  type RecordKind,
} from '../../contracts/records';

/** A record of the file: its meta fields and its body (with `version`, as the kind's schema wants it). */
export interface ImportedRecord {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  body: Record<string, unknown>;
}

export interface ImportPlan {
  records: Record<RecordKind, ImportedRecord[]>;
  /** Each dose with the id of its medication. */
  doses: (ImportedRecord & { medicationId: string })[];
  /** Question and answer of each exchange still within its 90 days. */
  exchanges: { question: Turn; answer: Turn }[];
}

export type ImportCheck =
  | { kind: 'plan'; plan: ImportPlan }
  /** Not an export of this app (another file, another app's JSON). */
  | { kind: 'not-ours' }
  /** An export from a later version of the app. */
  | { kind: 'future' }
  /** The first problems, at their place in the file ("symptoms.3.severity"). */
  | { kind: 'invalid'; issues: z.core.$ZodIssue[] };

const SCHEMAS = {
  symptoms: SymptomBody,
  medications: MedicationBody,
  wellness: WellnessBody,
  appointments: AppointmentBody,
} satisfies Record<RecordKind, z.ZodMiniType>;

const TurnSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().check(z.maxLength(TURN_MAX)),
  at: z.iso.datetime({ offset: true }),
  triage: z.optional(z.enum(['emergency', 'urgent', 'routine'])),
  offline: z.optional(z.boolean()),
});

const ISSUES_MAX = 10;
/** The same id twice in one kind: the second would silently replace the first. */
const DUPLICATE = 'duplicate id';

/**
 * Checks a whole file before anything is written: what it is, its version, then every record against its
 * kind's schema (unknown fields refused, dates that can be true). Any problem: nothing is imported.
 */
export function checkImport(file: unknown): ImportCheck {
  const frame = file as { format?: unknown; formatVersion?: unknown } | null;
  if (!frame || typeof frame !== 'object' || Array.isArray(frame) || frame.format !== EXPORT_FORMAT) {
    return { kind: 'not-ours' };
  }
  if (typeof frame.formatVersion === 'number' && frame.formatVersion > EXPORT_FORMAT_VERSION) {
    return { kind: 'future' };
  }
  const parsed = ImportFile.safeParse(file);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues.slice(0, ISSUES_MAX) };

  const issues: z.core.$ZodIssue[] = [];
  const note = (found: readonly z.core.$ZodIssue[], at: PropertyKey[]) => {
    for (const issue of found) {
      if (issues.length < ISSUES_MAX) issues.push({ ...issue, path: [...at, ...issue.path] });
    }
  };
  const read = (raw: Record<string, unknown>, schema: z.ZodMiniType, at: PropertyKey[]) => {
    const { id, version, createdAt, updatedAt, ...rest } = raw;
    const meta = RecordMeta.safeParse({ id, version, createdAt, updatedAt });
    const body = schema.safeParse({ ...rest, version });
    if (!meta.success) note(meta.error.issues, at);
    if (!body.success) note(body.error.issues, at);
    return meta.success && body.success
      ? { ...meta.data, body: body.data as Record<string, unknown> }
      : undefined;
  };
  const unique = (records: ImportedRecord[], kind: string) => {
    const seen = new Set<string>();
    records.forEach((r, i) => {
      if (seen.has(r.id))
        note([{ code: 'custom', message: DUPLICATE, path: ['id'], input: r.id }], [kind, i]);
      seen.add(r.id);
    });
  };

  const records = {} as ImportPlan['records'];
  const doses: ImportPlan['doses'] = [];
  for (const kind of Object.keys(SCHEMAS) as RecordKind[]) {
    records[kind] = [];
    parsed.data[kind].forEach((raw, i) => {
      if (kind !== 'medications') {
        const record = read(raw, SCHEMAS[kind], [kind, i]);
        if (record) records[kind].push(record);
        return;
      }
      // A medication carries its doses; each dose is checked as a dose.
      const { doses: list, ...medication } = raw;
      const record = read(medication, SCHEMAS.medications, [kind, i]);
      if (record) records.medications.push(record);
      if (!Array.isArray(list)) {
        note(
          [{ code: 'invalid_type', expected: 'array', message: 'doses', path: [], input: list }],
          [kind, i, 'doses'],
        );
        return;
      }
      list.forEach((dose: unknown, j) => {
        const checked =
          dose && typeof dose === 'object' && !Array.isArray(dose)
            ? read(dose as Record<string, unknown>, DoseBody, [kind, i, 'doses', j])
            : note(
                [{ code: 'invalid_type', expected: 'object', message: 'dose', path: [], input: dose }],
                [kind, i, 'doses', j],
              );
        if (checked && record) doses.push({ ...checked, medicationId: record.id });
      });
    });
    unique(records[kind], kind);
  }
  unique(doses, 'doses');

  const exchanges: ImportPlan['exchanges'] = [];
  const turns = parsed.data.conversations ?? [];
  const checked = turns.flatMap((raw, i) => {
    const turn = TurnSchema.safeParse(raw);
    if (!turn.success) note(turn.error.issues, ['conversations', i]);
    return turn.success ? [turn.data as Turn] : [];
  });
  // The conversation as it was kept: a question and the answer that follows it.
  for (let i = 0; i + 1 < checked.length; i++) {
    const [question, answer] = [checked[i]!, checked[i + 1]!];
    if (question.role === 'user' && answer.role === 'assistant') {
      exchanges.push({ question, answer });
      i++;
    }
  }
  if (issues.length) return { kind: 'invalid', issues };
  return { kind: 'plan', plan: { records, doses, exchanges } };
}
