import type * as z from 'zod/mini';
import {
  AppointmentBody,
  DoseBody,
  LIST_LIMIT_DEFAULT,
  ListQuery,
  MedicationBody,
  SymptomBody,
  UUID,
  WellnessBody,
  type RecordKind,
} from '../../contracts/records';
import {
  deleteRecord,
  DOSE_SCOPE,
  doseScope,
  getRecord,
  listRecords,
  putRecord,
  claimWellnessDay,
  releaseWellnessDay,
  RECORD_SCOPES,
  type ListResult,
  type PutResult,
} from '../../data/records';
import { followRecord } from '../../data/reminders';
import { conflict, HttpError, notFound } from '../../lib/errors';
import {
  describeIssues,
  dispatcher,
  headerOf,
  route,
  type ApiEvent,
  type ApiResult,
  type Reply,
} from '../../lib/http';

/** Each kind's body schema; where it lives is the data layer's (RECORD_SCOPES). */
const SCHEMAS: Record<RecordKind, z.ZodMiniType> = {
  symptoms: SymptomBody,
  medications: MedicationBody,
  wellness: WellnessBody,
  appointments: AppointmentBody,
};

/** Path ids are client-generated UUIDs; anything else is refused before DynamoDB sees it. */
function idParam(params: Record<string, string>, name: string): string {
  const id = params[name] ?? '';
  if (!UUID.test(id)) throw new HttpError(400, 'validation_failed', [{ path: name, issue: 'uuid' }]);
  return id.toLowerCase();
}

function listOptions(query: Record<string, string>, lang: Parameters<typeof describeIssues>[1]) {
  const parsed = ListQuery.safeParse(query);
  if (!parsed.success)
    throw new HttpError(400, 'validation_failed', describeIssues(parsed.error.issues, lang));
  return { ...parsed.data, limit: parsed.data.limit ?? LIST_LIMIT_DEFAULT };
}

/** A page, or 400 for a cursor this list never handed out. */
function page<T>(result: ListResult<T>): Reply {
  if (result.kind === 'invalid-cursor')
    throw new HttpError(400, 'validation_failed', [{ path: 'cursor', issue: 'cursor' }]);
  return { status: 200, body: result.page };
}

/** 201 for a new record, 200 for a change or a replay; 404 for a record never had, 409 for a stale version. */
function written<T>(result: PutResult<T>): Reply {
  if (result.kind === 'missing') throw notFound();
  if (result.kind === 'stale') throw conflict();
  return { status: result.kind === 'created' ? 201 : 200, body: result.record };
}

const handlers: Record<string, (event: ApiEvent) => Promise<ApiResult>> = {};

/**
 * The version the caller last saw, from `If-Match: <version>` (or `"<version>"`): a delete then applies only
 * to that version. Without the header a delete applies to what is there, as before.
 */
function seenVersion(event: ApiEvent): number | undefined {
  const header = headerOf(event, 'if-match');
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,7})"?\s*$/.exec(header);
  if (!match) throw new HttpError(400, 'validation_failed', [{ path: 'If-Match', issue: 'invalid_format' }]);
  return Number(match[1]);
}

/**
 * Wellness is one entry per day: the day is claimed before the write; a day another entry holds is 409
 * ("Hai già registrato il benessere per questo giorno"), and the form opens that day instead.
 */
async function putWellness(userId: string, id: string, body: { date: string; version: number }) {
  const scope = RECORD_SCOPES.wellness;
  const before = await getRecord<{ date: string }>(userId, scope, id);
  if (await claimWellnessDay(userId, body.date, id)) throw new HttpError(409, 'day_taken');
  const result = await putRecord<WellnessBody>(userId, scope, id, body as never, new Date());
  const stored = result.kind === 'created' || result.kind === 'updated' || result.kind === 'unchanged';
  // The day the entry left, or the day claimed for a write that did not happen, is free again.
  if (stored && before && before.date !== body.date) await releaseWellnessDay(userId, before.date, id);
  if (!stored && before?.date !== body.date) await releaseWellnessDay(userId, body.date, id);
  return result;
}

/** The kinds reminders follow (issue 14). */
const REMINDED = (kind: RecordKind): kind is 'medications' | 'appointments' =>
  kind === 'medications' || kind === 'appointments';

for (const [kind, schema] of Object.entries(SCHEMAS) as [RecordKind, z.ZodMiniType][]) {
  const scope = RECORD_SCOPES[kind];
  handlers[`GET /${kind}`] = route({}, async ({ userId, query, lang }) =>
    page(await listRecords(userId, scope, listOptions(query, lang))),
  );
  handlers[`GET /${kind}/{id}`] = route({}, async ({ userId, params }) => {
    const record = await getRecord(userId, scope, idParam(params, 'id'));
    if (!record) throw notFound();
    return { status: 200, body: record };
  });
  handlers[`PUT /${kind}/{id}`] = route({ body: schema }, async ({ userId, params, body }) => {
    const id = idParam(params, 'id');
    if (kind === 'wellness')
      return written(await putWellness(userId, id, body as { date: string; version: number }));
    const result = await putRecord(userId, scope, id, body as never, new Date());
    if (REMINDED(kind) && (result.kind === 'created' || result.kind === 'updated')) {
      await followRecord(userId, kind, id, result.record as never, Date.now());
    }
    return written(result);
  });
  handlers[`DELETE /${kind}/{id}`] = route({}, async ({ userId, params, event }) => {
    const id = idParam(params, 'id');
    const before = kind === 'wellness' ? await getRecord<{ date: string }>(userId, scope, id) : undefined;
    const outcome = await deleteRecord(userId, scope, id, new Date(), seenVersion(event));
    if (outcome === 'missing') throw notFound();
    if (outcome === 'stale') throw conflict();
    if (before) await releaseWellnessDay(userId, before.date, id);
    if (REMINDED(kind)) await followRecord(userId, kind, id, undefined, Date.now());
    return { status: 204 };
  });
}

/** The dose log lives under its medication: the medication must be the caller's and not deleted. */
async function ownMedication(userId: string, params: Record<string, string>) {
  const medicationId = idParam(params, 'id');
  if (!(await getRecord(userId, RECORD_SCOPES.medications, medicationId))) throw notFound();
  return medicationId;
}

/** Every dose of the caller in a date range, whatever the medication (today's doses, adherence). */
handlers['GET /doses'] = route({}, async ({ userId, query, lang }) =>
  page(await listRecords(userId, DOSE_SCOPE, listOptions(query, lang))),
);
handlers['GET /medications/{id}/doses'] = route({}, async ({ userId, params, query, lang }) => {
  const medicationId = await ownMedication(userId, params);
  return page(await listRecords(userId, doseScope(medicationId), listOptions(query, lang)));
});
/** A dose belongs to the medication it was recorded for: through another medication's path it is not found. */
async function ownDose(userId: string, params: Record<string, string>) {
  const medicationId = await ownMedication(userId, params);
  const doseId = idParam(params, 'doseId');
  const current = await getRecord<{ medicationId?: string }>(userId, DOSE_SCOPE, doseId);
  if (current && current.medicationId !== medicationId) throw notFound();
  return { medicationId, doseId };
}

handlers['PUT /medications/{id}/doses/{doseId}'] = route(
  { body: DoseBody },
  async ({ userId, params, body }) => {
    const { medicationId, doseId } = await ownDose(userId, params);
    const result = await putRecord(userId, doseScope(medicationId), doseId, body as never, new Date());
    // No transactions (the twin has none; docs/decisions.md): the medication is read again after a new dose.
    // Deleted meanwhile, the dose does not land on it: its write is taken back and the answer is 404.
    if (result.kind === 'created' && !(await getRecord(userId, RECORD_SCOPES.medications, medicationId))) {
      await deleteRecord(userId, doseScope(medicationId), doseId, new Date(), result.record.version);
      throw notFound();
    }
    return written(result);
  },
);
handlers['DELETE /medications/{id}/doses/{doseId}'] = route({}, async ({ userId, params, event }) => {
  const { medicationId, doseId } = await ownDose(userId, params);
  const outcome = await deleteRecord(userId, doseScope(medicationId), doseId, new Date(), seenVersion(event));
  if (outcome === 'missing') throw notFound();
  if (outcome === 'stale') throw conflict();
  return { status: 204 };
});

export const handler = dispatcher(handlers);
