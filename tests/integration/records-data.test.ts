import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  claimWellnessDay,
  CONTENDED,
  deleteRecord,
  DOSE_SCOPE,
  doseScope,
  getRecord,
  listRecords,
  present,
  putRecord,
  RECORD_SCOPES,
  releaseWellnessDay,
  sortTime,
  type ListResult,
} from '../../lambdas/data/records';
import { backfillDoseIndex } from '../../scripts/backfill-dose-index';
import { newId, validBody } from '../support/records';
import { expectTwinEnvironment, intercept, newUser, raw, storedItem, TABLE } from '../support/table';

/**
 * lambdas/data/records.ts called directly against the twin's DynamoDB (tests/support/table.ts): what is stored,
 * optimistic versions, tombstones, date ranges and pages. Every test has its own user.
 */
const symptoms = RECORD_SCOPES.symptoms;
const NOW = new Date('2026-11-23T09:00:00.000Z');
const LATER = new Date('2026-11-23T10:30:00.000Z');
const symptom = (over: Record<string, unknown> = {}) =>
  validBody.symptoms(over) as { version: number } & Record<string, unknown>;

const ids = <T>(result: ListResult<T>) => {
  if (result.kind !== 'page') throw new Error(`not a page: ${result.kind}`);
  return result.page.items.map((i) => (i as { id: string }).id);
};
const pageOf = <T>(result: ListResult<T>) => {
  if (result.kind !== 'page') throw new Error(`not a page: ${result.kind}`);
  return result.page;
};

beforeAll(() => expectTwinEnvironment());

describe('sortTime and present', () => {
  it('turns a moment with an offset into UTC and keeps a day as it is', () => {
    expect(sortTime('2026-11-20T21:15:00+01:00')).toBe('2026-11-20T20:15:00.000Z');
    expect(sortTime('2026-11-20')).toBe('2026-11-20');
    // Not a bare day: a moment, even when it starts with one.
    expect(sortTime('2026-11-20T00:00:00Z')).toBe('2026-11-20T00:00:00.000Z');
    // Anything else is no time to sort by: it is refused, not stored as a key.
    expect(() => sortTime('T2026-11-20')).toThrow(RangeError);
  });

  it('shows a stored item without its keys, index keys, tombstone mark or expiry', () => {
    expect(
      present({
        pk: 'USER#u',
        sk: 'SYMPTOM#1',
        gsi1pk: 'USER#u#SYMPTOM',
        gsi1sk: 't#1',
        deletedAt: 'x',
        expiresAt: 1,
        id: '1',
        version: 2,
        severity: 3,
      }),
    ).toEqual({ id: '1', version: 2, severity: 3 });
  });
});

describe('putRecord and getRecord', () => {
  it('creates at version 0 with its keys, index keys by UTC time, and created = updated', async () => {
    const user = newUser();
    const id = newId();
    const body = symptom();
    const result = await putRecord(user, symptoms, id, body, NOW);
    const { version: _v, ...content } = body;
    expect(result).toEqual({
      kind: 'created',
      record: { ...content, id, version: 1, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() },
    });
    expect(await storedItem(`USER#${user}`, `SYMPTOM#${id}`)).toEqual({
      ...content,
      pk: `USER#${user}`,
      sk: `SYMPTOM#${id}`,
      gsi1pk: `USER#${user}#SYMPTOM`,
      gsi1sk: `2026-11-20T20:15:00.000Z#${id}`,
      id,
      version: 1,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    expect(await getRecord(user, symptoms, id)).toEqual(result.kind === 'created' ? result.record : null);
    expect(await getRecord(newUser(), symptoms, id)).toBeUndefined();
    expect(await getRecord(user, RECORD_SCOPES.wellness, id)).toBeUndefined();
  });

  it('updates from the version seen, keeps createdAt, and answers a replay as stored without writing', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, symptom(), NOW);
    const updated = await putRecord(user, symptoms, id, symptom({ severity: 9, version: 1 }), LATER);
    expect(updated).toMatchObject({
      kind: 'updated',
      record: { id, severity: 9, version: 2, createdAt: NOW.toISOString(), updatedAt: LATER.toISOString() },
    });

    // The same content again, at any version the caller holds: nothing written.
    const replay = await putRecord(user, symptoms, id, symptom({ severity: 9, version: 1 }), new Date());
    expect(replay).toEqual({ kind: 'unchanged', record: updated.kind === 'updated' ? updated.record : null });
    expect((await storedItem(`USER#${user}`, `SYMPTOM#${id}`))?.updatedAt).toBe(LATER.toISOString());
  });

  it('refuses a stale version with the live record, and a change of a record never had as missing', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, symptom(), NOW);
    await putRecord(user, symptoms, id, symptom({ severity: 2, version: 1 }), NOW);
    const stale = await putRecord(user, symptoms, id, symptom({ severity: 7, version: 1 }), LATER);
    expect(stale).toMatchObject({ kind: 'stale', current: { id, severity: 2, version: 2 } });
    expect(stale.kind === 'stale' && Object.keys(stale.current ?? {})).not.toContain('pk');

    expect(await putRecord(user, symptoms, newId(), symptom({ version: 3 }), NOW)).toEqual({
      kind: 'missing',
    });
    // Another user's id is not theirs to change, and nothing is written.
    expect(await putRecord(newUser(), symptoms, id, symptom({ version: 2 }), NOW)).toEqual({
      kind: 'missing',
    });
    expect((await storedItem(`USER#${user}`, `SYMPTOM#${id}`))?.severity).toBe(2);
  });

  it('keeps the extra attributes of its scope (a dose keeps its medication) and lists doses by when taken', async () => {
    const user = newUser();
    const medication = newId();
    const taken = newId();
    const due = newId();
    await putRecord(user, doseScope(medication), taken, validBody.doses() as never, NOW);
    await putRecord(
      user,
      doseScope(medication),
      due,
      validBody.doses({
        status: 'skipped',
        takenAt: undefined,
        scheduledFor: '2026-11-22T08:00:00+01:00',
      }) as never,
      NOW,
    );
    expect(await storedItem(`USER#${user}`, `DOSE#${taken}`)).toMatchObject({
      medicationId: medication,
      gsi1pk: `USER#${user}#DOSE`,
      gsi1sk: `2026-11-21T07:05:00.000Z#${taken}`,
    });
    const skipped = await storedItem(`USER#${user}`, `DOSE#${due}`);
    expect(skipped).toMatchObject({ gsi1sk: `2026-11-22T07:00:00.000Z#${due}`, medicationId: medication });
    expect(skipped).not.toHaveProperty('takenAt');
  });

  it('leaves out fields that are undefined at any depth, rather than refusing the record', async () => {
    const user = newUser();
    const id = newId();
    const body = validBody.wellness() as { version: number; measurements: Record<string, unknown> };
    body.measurements = { ...body.measurements, glucoseMgDl: undefined };
    expect(await putRecord(user, RECORD_SCOPES.wellness, id, body, NOW)).toMatchObject({ kind: 'created' });
    const stored = await storedItem(`USER#${user}`, `WELLNESS#${id}`);
    expect(stored?.measurements).toEqual({
      weightKg: 71.4,
      systolic: 135,
      diastolic: 85,
      heartRate: 72,
      temperatureC: 36.6,
    });
  });

  it('passes on a failure to write that is not a lost race, for a write and for a delete', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, symptom(), NOW);
    const throttledOnce = () => {
      let thrown = false;
      return intercept('PutItemCommand', async (input, send) => {
        if (thrown) return send(input);
        thrown = true;
        throw Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' });
      });
    };
    let stop = throttledOnce();
    try {
      await expect(
        putRecord(user, symptoms, id, symptom({ severity: 5, version: 1 }), LATER),
      ).rejects.toThrow('throttled');
    } finally {
      stop();
    }
    stop = throttledOnce();
    try {
      await expect(deleteRecord(user, symptoms, id, LATER)).rejects.toThrow('throttled');
    } finally {
      stop();
    }
    // Nothing changed: the caller may retry.
    expect(await storedItem(`USER#${user}`, `SYMPTOM#${id}`)).toMatchObject({ version: 1, severity: 6 });
    expect(await storedItem(`USER#${user}`, `SYMPTOM#${id}`)).not.toHaveProperty('deletedAt');
  });

  it('files every kind under its own prefix and by its own time field', async () => {
    const user = newUser();
    const [m, w, a] = [newId(), newId(), newId()];
    await putRecord(user, RECORD_SCOPES.medications, m, validBody.medications() as never, NOW);
    await putRecord(
      user,
      RECORD_SCOPES.wellness,
      w,
      validBody.wellness({ date: '2026-11-21' }) as never,
      NOW,
    );
    await putRecord(user, RECORD_SCOPES.appointments, a, validBody.appointments() as never, NOW);
    expect(await storedItem(`USER#${user}`, `MEDICATION#${m}`)).toMatchObject({
      gsi1pk: `USER#${user}#MEDICATION`,
      gsi1sk: `2026-11-01#${m}`,
    });
    expect(await storedItem(`USER#${user}`, `WELLNESS#${w}`)).toMatchObject({
      gsi1pk: `USER#${user}#WELLNESS`,
      gsi1sk: `2026-11-21#${w}`,
    });
    expect(await storedItem(`USER#${user}`, `APPOINTMENT#${a}`)).toMatchObject({
      gsi1pk: `USER#${user}#APPOINTMENT`,
      gsi1sk: `2026-12-03T09:30:00.000Z#${a}`,
    });
  });

  it('lists a dose with neither time when it was first recorded, and an edit does not move it', async () => {
    const user = newUser();
    const id = newId();
    const body = validBody.doses({ takenAt: undefined, scheduledFor: undefined, status: 'skipped' });
    await putRecord(user, DOSE_SCOPE, id, body as never, NOW);
    const first = await storedItem(`USER#${user}`, `DOSE#${id}`);
    expect(first?.gsi1sk).toBe(`${NOW.toISOString()}#${id}`);
    await putRecord(user, DOSE_SCOPE, id, { ...body, version: 1, notes: 'dopo' } as never, LATER);
    const edited = await storedItem(`USER#${user}`, `DOSE#${id}`);
    expect(edited).toMatchObject({
      notes: 'dopo',
      version: 2,
      gsi1sk: first?.gsi1sk,
      updatedAt: LATER.toISOString(),
    });
  });
});

describe('the reads a decision rests on', () => {
  it('are strongly consistent: an eventually consistent read may miss the write just made', async () => {
    const user = newUser();
    const id = newId();
    const reads: Record<string, unknown>[] = [];
    const stop = intercept('GetItemCommand', (input, send) => {
      reads.push(input);
      return send(input);
    });
    try {
      await putRecord(user, symptoms, id, symptom(), NOW);
      await getRecord(user, symptoms, id);
      await deleteRecord(user, symptoms, id, NOW);
    } finally {
      stop();
    }
    expect(reads).toHaveLength(3);
    for (const read of reads) {
      expect(read).toMatchObject({ Key: { pk: `USER#${user}`, sk: `SYMPTOM#${id}` }, ConsistentRead: true });
    }
  });
});

describe('putRecord when another write gets in first', () => {
  /** Lets another writer store `item` between the data layer's read and its conditional write. */
  function racedBy(item: () => Record<string, unknown>) {
    let done = false;
    const stop = intercept('PutItemCommand', async (input, send) => {
      if (!done) {
        done = true;
        await raw().send(new PutCommand({ TableName: TABLE, Item: item() }));
      }
      return send(input);
    });
    return stop;
  }

  it('answers a create that lost to the same content as unchanged, and to other content as stale', async () => {
    const user = newUser();
    const id = newId();
    const { version: _v, ...content } = symptom();
    const winner = {
      ...content,
      pk: `USER#${user}`,
      sk: `SYMPTOM#${id}`,
      id,
      version: 1,
      createdAt: 'first',
      updatedAt: 'first',
    };
    let stop = racedBy(() => winner);
    try {
      const same = await putRecord(user, symptoms, id, symptom(), NOW);
      expect(same).toEqual({
        kind: 'unchanged',
        record: { ...content, id, version: 1, createdAt: 'first', updatedAt: 'first' },
      });
    } finally {
      stop();
    }

    const other = newId();
    stop = racedBy(() => ({ ...winner, sk: `SYMPTOM#${other}`, id: other, severity: 1 }));
    try {
      const lost = await putRecord(user, symptoms, other, symptom(), NOW);
      expect(lost).toMatchObject({ kind: 'stale', current: { id: other, severity: 1, version: 1 } });
    } finally {
      stop();
    }
    expect((await storedItem(`USER#${user}`, `SYMPTOM#${other}`))?.severity).toBe(1);
  });

  it('answers an update that lost to a delete as stale with no current record', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, symptom(), NOW);
    const stop = racedBy(() => ({
      pk: `USER#${user}`,
      sk: `SYMPTOM#${id}`,
      id,
      version: 2,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      deletedAt: NOW.toISOString(),
    }));
    try {
      expect(await putRecord(user, symptoms, id, symptom({ severity: 4, version: 1 }), LATER)).toEqual({
        kind: 'stale',
      });
    } finally {
      stop();
    }
  });
});

describe('deleteRecord', () => {
  it('leaves a tombstone: next version, same createdAt, deletedAt, 30 days to live, no index keys, the content kept', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, symptom(), NOW);
    expect(await deleteRecord(user, symptoms, id, LATER)).toBe('deleted');
    const { version: _v, ...content } = symptom();
    expect(await storedItem(`USER#${user}`, `SYMPTOM#${id}`)).toEqual({
      ...content,
      pk: `USER#${user}`,
      sk: `SYMPTOM#${id}`,
      id,
      version: 2,
      createdAt: NOW.toISOString(),
      updatedAt: LATER.toISOString(),
      deletedAt: LATER.toISOString(),
      expiresAt: Math.floor(LATER.getTime() / 1000) + 30 * 86_400,
    });
    expect(await getRecord(user, symptoms, id)).toBeUndefined();
    expect(ids(await listRecords(user, symptoms, { limit: 10 }))).toEqual([]);

    // Idempotent: deleting again says deleted and changes nothing; another user's delete is missing.
    expect(await deleteRecord(user, symptoms, id, new Date())).toBe('deleted');
    expect((await storedItem(`USER#${user}`, `SYMPTOM#${id}`))?.version).toBe(2);
    expect(await deleteRecord(newUser(), symptoms, id, LATER)).toBe('missing');
    expect(await deleteRecord(user, symptoms, newId(), LATER)).toBe('missing');
    // With the version seen: stale when it changed, done when it is the one.
    const other = newId();
    await putRecord(user, symptoms, other, symptom(), NOW);
    expect(await deleteRecord(user, symptoms, other, LATER, 7)).toBe('stale');
    expect(await deleteRecord(user, symptoms, other, LATER, 1)).toBe('deleted');
    expect(await deleteRecord(user, symptoms, other, LATER, 1)).toBe('deleted');
  });

  it('is undone by a write at the tombstone version, and an id deleted can be used again from version 0', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, symptom(), NOW);
    await deleteRecord(user, symptoms, id, NOW);
    // A stale undo (version 1) is refused, with nothing live to show.
    expect(await putRecord(user, symptoms, id, symptom({ version: 1 }), LATER)).toEqual({ kind: 'stale' });
    const undone = await putRecord(user, symptoms, id, symptom({ version: 2 }), LATER);
    expect(undone).toMatchObject({
      kind: 'created',
      record: { id, version: 3, createdAt: LATER.toISOString() },
    });
    expect(await storedItem(`USER#${user}`, `SYMPTOM#${id}`)).not.toHaveProperty('deletedAt');
    expect(ids(await listRecords(user, symptoms, { limit: 10 }))).toEqual([id]);

    const dose = newId();
    await putRecord(user, DOSE_SCOPE, dose, validBody.doses() as never, NOW);
    await deleteRecord(user, DOSE_SCOPE, dose, NOW);
    expect(await putRecord(user, DOSE_SCOPE, dose, validBody.doses() as never, LATER)).toMatchObject({
      kind: 'created',
      record: { version: 3 },
    });
  });

  it('deletes what is there now when the record changed between its read and its write', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, symptom(), NOW);
    let raced = false;
    const stop = intercept('PutItemCommand', async (input, send) => {
      if (!raced) {
        raced = true;
        await putRecord(user, symptoms, id, symptom({ severity: 1, version: 1 }), NOW);
      }
      return send(input);
    });
    try {
      expect(await deleteRecord(user, symptoms, id, LATER)).toBe('deleted');
    } finally {
      stop();
    }
    expect(await storedItem(`USER#${user}`, `SYMPTOM#${id}`)).toMatchObject({
      version: 3,
      deletedAt: LATER.toISOString(),
    });
    expect(await getRecord(user, symptoms, id)).toBeUndefined();
  });
});

describe('listRecords', () => {
  /** Symptoms that started at these moments, by name. */
  async function symptomsAt(user: string, at: Record<string, string>) {
    const out: Record<string, string> = {};
    for (const [name, startedAt] of Object.entries(at)) {
      out[name] = newId();
      await putRecord(user, symptoms, out[name], symptom({ startedAt }), NOW);
    }
    return out;
  }

  it('lists newest first, inclusive of both ends, by day or by instant', async () => {
    const user = newUser();
    const at = await symptomsAt(user, {
      before: '2026-10-04T12:00:00+02:00',
      firstDay: '2026-10-05T00:00:00Z',
      lastDay: '2026-10-06T23:30:00Z',
      after: '2026-10-07T00:00:00Z',
    });
    const list = (options: { from?: string; to?: string }) =>
      listRecords(user, symptoms, { ...options, limit: 10 });
    expect(ids(await list({}))).toEqual([at.after, at.lastDay, at.firstDay, at.before]);
    expect(ids(await list({ from: '2026-10-05', to: '2026-10-06' }))).toEqual([at.lastDay, at.firstDay]);
    expect(ids(await list({ from: '2026-10-05' }))).toEqual([at.after, at.lastDay, at.firstDay]);
    expect(ids(await list({ to: '2026-10-06' }))).toEqual([at.lastDay, at.firstDay, at.before]);
    // Instants in any offset, the end one included.
    expect(ids(await list({ from: '2026-10-05T02:00:00+02:00', to: '2026-10-07T02:00:00+02:00' }))).toEqual([
      at.after,
      at.lastDay,
      at.firstDay,
    ]);
    expect(ids(await list({ from: '2026-10-05T00:00:01Z' }))).toEqual([at.after, at.lastDay]);
  });

  it('lists only its own kind and its own user, without keys', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, symptom(), NOW);
    await putRecord(user, RECORD_SCOPES.wellness, newId(), validBody.wellness() as never, NOW);
    await putRecord(newUser(), symptoms, newId(), symptom(), NOW);
    const page = pageOf(await listRecords(user, symptoms, { limit: 10 }));
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ id, version: 1 });
    for (const k of ['pk', 'sk', 'gsi1pk', 'gsi1sk']) expect(page.items[0]).not.toHaveProperty(k);
    expect(page.nextCursor).toBeNull();
  });

  it('pages with a cursor that only its own list accepts', async () => {
    const user = newUser();
    const at = await symptomsAt(user, {
      a: '2026-09-01T08:00:00Z',
      b: '2026-09-02T08:00:00Z',
      c: '2026-09-03T08:00:00Z',
      d: '2026-09-04T08:00:00Z',
      e: '2026-09-05T08:00:00Z',
    });
    const first = pageOf(await listRecords(user, symptoms, { limit: 2 }));
    expect(first.items.map((i) => i.id)).toEqual([at.e, at.d]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = pageOf(await listRecords(user, symptoms, { limit: 2, cursor: first.nextCursor ?? '' }));
    expect(second.items.map((i) => i.id)).toEqual([at.c, at.b]);
    const third = pageOf(await listRecords(user, symptoms, { limit: 2, cursor: second.nextCursor ?? '' }));
    expect(third.items.map((i) => i.id)).toEqual([at.a]);
    expect(third.nextCursor).toBeNull();

    // The cursor is sealed: nothing of the key is readable, and it opens only for its own query.
    const token = first.nextCursor ?? '';
    const bytes = Buffer.from(token, 'base64url').toString('latin1');
    for (const secret of [user, 'SYMPTOM', at.d, '2026-09-04']) expect(bytes).not.toContain(secret);
    const invalid = { kind: 'invalid-cursor' };
    const list = (c: string, scope = symptoms, who = user, range: { from?: string; to?: string } = {}) =>
      listRecords(who, scope, { limit: 2, cursor: c, ...range });
    expect(await list(token)).toMatchObject({ kind: 'page' });
    // another user's, another kind's, another range's, a medication's dose list
    expect(await list(token, symptoms, newUser())).toEqual(invalid);
    expect(await list(token, RECORD_SCOPES.wellness)).toEqual(invalid);
    expect(await list(token, symptoms, user, { from: '2026-09-02' })).toEqual(invalid);
    expect(await list(token, symptoms, user, { to: '2026-09-30' })).toEqual(invalid);
    expect(await list(token, doseScope(newId()))).toEqual(invalid);
    // tampered anywhere, cut short, padded, garbled, the old readable form
    for (let i = 0; i < token.length; i += 7) {
      const chars = [...token];
      chars[i] = chars[i] === 'A' ? 'B' : 'A';
      expect(await list(chars.join(''))).toEqual(invalid);
    }
    expect(await list(token.slice(0, -2))).toEqual(invalid);
    expect(await list(`${token}AA`)).toEqual(invalid);
    expect(await list('not a cursor')).toEqual(invalid);
    const readable = {
      pk: `USER#${user}`,
      sk: `SYMPTOM#${at.d}`,
      gsi1pk: `USER#${user}#SYMPTOM`,
      gsi1sk: `2026-09-04T08:00:00.000Z#${at.d}`,
    };
    expect(await list(Buffer.from(JSON.stringify(readable)).toString('base64url'))).toEqual(invalid);
    // sealed with another key (another stage, or the twin before a restart)
    const stageKey = process.env.CURSOR_KEY;
    process.env.CURSOR_KEY = 'ab'.repeat(32);
    try {
      expect(await list(token)).toEqual(invalid);
    } finally {
      process.env.CURSOR_KEY = stageKey;
    }
    // An empty cursor is no cursor: the first page.
    expect(ids(await listRecords(user, symptoms, { limit: 2, cursor: '' }))).toEqual([at.e, at.d]);
  });

  it("lists one medication's doses with the filter, and all of them without", async () => {
    const user = newUser();
    const [m1, m2] = [newId(), newId()];
    const [d1, d2] = [newId(), newId()];
    await putRecord(user, doseScope(m1), d1, validBody.doses() as never, NOW);
    await putRecord(
      user,
      doseScope(m2),
      d2,
      validBody.doses({ takenAt: '2026-11-21T20:05:00+01:00' }) as never,
      NOW,
    );
    const only = pageOf(await listRecords(user, doseScope(m1), { limit: 10 }));
    expect(only.items.map((i) => i.id)).toEqual([d1]);
    expect(only.items[0]).toMatchObject({ medicationId: m1 });
    expect(ids(await listRecords(user, DOSE_SCOPE, { limit: 10 }))).toEqual([d2, d1]);
  });
});

describe("one medication's doses", () => {
  it('are kept under a key of their own medication (gsi2), beside the dose log (gsi1)', async () => {
    const user = newUser();
    const [medication, dose] = [newId(), newId()];
    await putRecord(user, doseScope(medication), dose, validBody.doses() as never, NOW);
    const item = await storedItem(`USER#${user}`, `DOSE#${dose}`);
    expect(item).toMatchObject({
      gsi1pk: `USER#${user}#DOSE`,
      gsi2pk: `USER#${user}#DOSE#${medication}`,
      gsi2sk: item?.gsi1sk,
    });
    // A symptom has no such key; a deleted dose keeps none (it leaves both lists).
    expect(await deleteRecord(user, doseScope(medication), dose, NOW)).toBe('deleted');
    const tombstone = await storedItem(`USER#${user}`, `DOSE#${dose}`);
    expect(tombstone).not.toHaveProperty('gsi2pk');
    expect(tombstone).not.toHaveProperty('gsi1pk');
  });

  it('stored before the index existed are found once the backfill has run (and a second run changes nothing)', async () => {
    const user = newUser();
    const [medication, dose] = [newId(), newId()];
    await putRecord(user, doseScope(medication), dose, validBody.doses() as never, NOW);
    const item = (await storedItem(`USER#${user}`, `DOSE#${dose}`))!;
    const { gsi2pk: _p, gsi2sk: _s, ...legacy } = item;
    await raw().send(new PutCommand({ TableName: TABLE, Item: legacy }));
    expect(ids(await listRecords(user, doseScope(medication), { limit: 10 }))).toEqual([]);
    expect(await backfillDoseIndex(raw(), TABLE)).toBeGreaterThanOrEqual(1);
    expect(ids(await listRecords(user, doseScope(medication), { limit: 10 }))).toEqual([dose]);
    expect(await storedItem(`USER#${user}`, `DOSE#${dose}`)).toEqual(item);
    expect(await backfillDoseIndex(raw(), TABLE)).toBe(0);
  });

  it('fill a page however many doses of other medications come first, and page on without losing one', async () => {
    const user = newUser();
    const [often, rarely] = [newId(), newId()];
    const at = (day: number, hour: number) =>
      new Date(Date.UTC(2026, 10, day, hour, 0, 0)).toISOString().replace('.000Z', '+00:00');
    // Five old doses of the rare medication, then 30 newer ones of the other.
    const rare: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = newId();
      rare.push(id);
      await putRecord(
        user,
        doseScope(rarely),
        id,
        validBody.doses({ takenAt: at(1, 8 + i), scheduledFor: undefined }) as never,
        NOW,
      );
    }
    for (let i = 0; i < 30; i++) {
      await putRecord(
        user,
        doseScope(often),
        newId(),
        validBody.doses({ takenAt: at(10, i % 24), scheduledFor: undefined }) as never,
        NOW,
      );
    }
    const first = await listRecords(user, doseScope(rarely), { limit: 3 });
    expect(first.kind).toBe('page');
    if (first.kind !== 'page') return;
    expect(first.page.items).toHaveLength(3);
    expect(first.page.nextCursor).not.toBeNull();
    const second = await listRecords(user, doseScope(rarely), {
      limit: 3,
      cursor: first.page.nextCursor!,
    });
    if (second.kind !== 'page') throw new Error('refused');
    expect(second.page.items).toHaveLength(2);
    expect([...first.page.items, ...second.page.items].map((d) => d.id).sort()).toEqual([...rare].sort());
  });
});

describe('one wellness entry per day', () => {
  /** The sort key of a put, whether the client has marshalled it yet or not. */
  const skOf = (input: Record<string, any>) => {
    const sk = input.Item?.sk;
    return String(typeof sk === 'string' ? sk : sk?.S);
  };
  const wellness = RECORD_SCOPES.wellness;
  const day = (user: string, date: string) => storedItem(`USER#${user}`, `WELLNESSDAY#${date}`);
  const entry = async (user: string, id: string, date: string) =>
    putRecord(user, wellness, id, validBody.wellness({ date }) as never, NOW);

  it('is claimed by its first entry, and kept from others while that entry is live on that day', async () => {
    const user = newUser();
    const [first, second] = [newId(), newId()];
    expect(await claimWellnessDay(user, '2026-11-20', first)).toBeUndefined();
    await entry(user, first, '2026-11-20');
    expect(await day(user, '2026-11-20')).toMatchObject({ recordId: first });
    expect(await claimWellnessDay(user, '2026-11-20', first)).toBeUndefined();
    expect(await claimWellnessDay(user, '2026-11-20', second)).toBe(first);
    expect(await day(user, '2026-11-20')).toMatchObject({ recordId: first });
    // Another day is free.
    expect(await claimWellnessDay(user, '2026-11-21', second)).toBeUndefined();
  });

  it('is free again once its entry is deleted or moved to another day', async () => {
    const user = newUser();
    const [first, second, third] = [newId(), newId(), newId()];
    await claimWellnessDay(user, '2026-11-20', first);
    await entry(user, first, '2026-11-20');
    expect(await deleteRecord(user, wellness, first, NOW)).toBe('deleted');
    expect(await claimWellnessDay(user, '2026-11-20', second)).toBeUndefined();
    expect(await day(user, '2026-11-20')).toMatchObject({ recordId: second });
    await entry(user, second, '2026-11-19');
    expect(await claimWellnessDay(user, '2026-11-20', third)).toBeUndefined();
    expect(await day(user, '2026-11-20')).toMatchObject({ recordId: third });
  });

  it('is let go only by the entry holding it', async () => {
    const user = newUser();
    const [first, second] = [newId(), newId()];
    await claimWellnessDay(user, '2026-11-20', first);
    await releaseWellnessDay(user, '2026-11-20', second);
    expect(await day(user, '2026-11-20')).toMatchObject({ recordId: first });
    await releaseWellnessDay(user, '2026-11-20', first);
    expect(await day(user, '2026-11-20')).toBeUndefined();
    await releaseWellnessDay(user, '2026-11-20', first); // nothing left: no error
  });

  it('passes on a failure that is not a lost race (claim and release)', async () => {
    const user = newUser();
    const stop = intercept('PutItemCommand', async () => {
      throw new Error('throttled');
    });
    try {
      await expect(claimWellnessDay(user, '2026-11-20', newId())).rejects.toThrow('throttled');
    } finally {
      stop();
    }
    await claimWellnessDay(user, '2026-11-20', newId());
    const stopDelete = intercept('DeleteItemCommand', async () => {
      throw new Error('throttled');
    });
    try {
      await expect(releaseWellnessDay(user, '2026-11-20', newId())).rejects.toThrow('throttled');
    } finally {
      stopDelete();
    }
  });

  it('looks again when another write claims it in between, and says so when others keep winning', async () => {
    const user = newUser();
    const [mine, theirs] = [newId(), newId()];
    // Another entry claims the day just before this write's claim lands, once: then the day is theirs.
    let raced = false;
    let stop = intercept('PutItemCommand', async (input, send) => {
      if (!raced && skOf(input).startsWith('WELLNESSDAY#')) {
        raced = true;
        await claimWellnessDay(user, '2026-11-22', theirs);
        await entry(user, theirs, '2026-11-22');
      }
      return send(input);
    });
    try {
      expect(await claimWellnessDay(user, '2026-11-22', mine)).toBe(theirs);
    } finally {
      stop();
    }
    // Every claim refused as if someone else had just taken the day (whose entry is not live): contended.
    let puts = 0;
    stop = intercept('PutItemCommand', async (input, send) => {
      if (!skOf(input).startsWith('WELLNESSDAY#')) return send(input);
      puts += 1;
      throw new ConditionalCheckFailedException({ message: 'taken', $metadata: {} });
    });
    try {
      const contended = await claimWellnessDay(user, '2026-11-23', mine);
      expect(contended).toBe(CONTENDED);
      // The handler refuses any answer but undefined (409): "contended" must read as taken.
      expect(contended).toBe('contended');
      expect(puts).toBe(3);
    } finally {
      stop();
    }
    expect(await day(user, '2026-11-23')).toBeUndefined();
  });
});
