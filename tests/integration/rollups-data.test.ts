import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import pMap from 'p-map';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDiary } from '../../lambdas/data/diary';
import { deleteRecord, doseScope, putRecord, readRange, RECORD_SCOPES } from '../../lambdas/data/records';
import { readRollups, rebuildRollups, rollupsReady } from '../../lambdas/data/rollups';
import { liveEntries } from '../../lambdas/domain/analytics/rollup';
import { rebuildAllRollups } from '../../scripts/rebuild-rollups';
import { generateDiary, PLANNED_MEDICATION } from '../support/diary';
import { newId, validBody } from '../support/records';
import { expectTwinEnvironment, intercept, newUser, raw, storedItem, TABLE } from '../support/table';

/**
 * The monthly roll-ups (lambdas/data/rollups.ts) against the twin's DynamoDB: every write keeps its month's
 * roll-up, a move leaves the old month, a delete stays deleted, concurrent writes all land, a failed update
 * marks them for a rebuild, and a diary read from roll-ups is the diary read from the raw items.
 */
const NOW = new Date('2026-11-23T09:00:00.000Z');
const symptoms = RECORD_SCOPES.symptoms;
const body = (over: Record<string, unknown> = {}) =>
  validBody.symptoms(over) as { version: number } & Record<string, unknown>;
const rollup = (user: string, kind: string, month: string) =>
  storedItem(`USER#${user}`, `ROLLUP#${kind}#${month}`);

beforeAll(() => expectTwinEnvironment());

describe('every write keeps its month’s roll-up', () => {
  it('a symptom: its analysis fields only (no notes), at its version, in the month of its start', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(
      user,
      symptoms,
      id,
      body({ startedAt: '2026-10-05T21:15:00+02:00', notes: 'privato' }),
      NOW,
    );
    const item = await rollup(user, 'symptoms', '2026-10');
    expect(item?.entries).toEqual({
      [id]: {
        v: 1,
        at: '2026-10-05T19:15:00.000Z',
        data: {
          symptom: 'mal_di_testa',
          severity: 6,
          startedAt: '2026-10-05T21:15:00+02:00',
          endedAt: null,
          triggers: ['vino rosso', 'poco sonno'],
        },
      },
    });
    expect(JSON.stringify(item)).not.toContain('privato');
  });

  it('a move to another month leaves the old one; read together, the record is there once, live', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, body({ startedAt: '2026-09-30T10:00:00Z' }), NOW);
    await putRecord(
      user,
      symptoms,
      id,
      body({ version: 1, startedAt: '2026-10-02T10:00:00Z', severity: 3 }),
      NOW,
    );
    expect((await rollup(user, 'symptoms', '2026-09'))?.entries[id]).toMatchObject({ v: 1.5, deleted: true });
    for (const months of [
      ['2026-09', '2026-10'],
      ['2026-10', '2026-09'],
    ]) {
      const entries = await readRollups(user, 'symptoms', months);
      expect(liveEntries(entries, '2026-09-01', '2026-10-31')).toEqual([
        expect.objectContaining({ severity: 3, startedAt: '2026-10-02T10:00:00Z' }),
      ]);
    }
  });

  it('a delete stays deleted: a late write of the older version cannot bring it back', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, body({ startedAt: '2026-10-05T10:00:00Z' }), NOW);
    expect(await deleteRecord(user, symptoms, id, NOW)).toBe('deleted');
    const entries = await readRollups(user, 'symptoms', ['2026-10']);
    expect(entries[id]).toMatchObject({ v: 2, deleted: true });
    expect(liveEntries(entries, '2026-10-01', '2026-10-31')).toEqual([]);
  });

  it('a dose keeps its medication; a wellness day its own month', async () => {
    const user = newUser();
    const dose = newId();
    await putRecord(
      user,
      doseScope(PLANNED_MEDICATION.id),
      dose,
      {
        ...validBody.doses(),
        scheduledFor: '2026-08-31T22:30:00Z',
        takenAt: '2026-08-31T22:40:00Z',
      } as never,
      NOW,
    );
    expect((await rollup(user, 'doses', '2026-08'))?.entries[dose]).toMatchObject({
      v: 1,
      data: { medicationId: PLANNED_MEDICATION.id, status: 'taken', scheduledFor: '2026-08-31T22:30:00Z' },
    });
    const day = newId();
    await putRecord(
      user,
      RECORD_SCOPES.wellness,
      day,
      validBody.wellness({ date: '2026-07-31' }) as never,
      NOW,
    );
    expect((await rollup(user, 'wellness', '2026-07'))?.entries[day]).toMatchObject({
      at: '2026-07-31',
      data: { date: '2026-07-31', sleepHours: 6.5, measurements: { systolic: 135 } },
    });
  });

  it('writes at the same time to one month all land (one atomic update each, no read)', async () => {
    const user = newUser();
    const ids = Array.from({ length: 12 }, newId);
    await Promise.all(
      ids.map((id, i) =>
        putRecord(user, symptoms, id, body({ startedAt: `2026-10-${10 + i}T08:00:00Z` }), NOW),
      ),
    );
    const item = await rollup(user, 'symptoms', '2026-10');
    expect(Object.keys(item?.entries ?? {}).sort()).toEqual([...ids].sort());
    expect(item?.version).toBe(12);
  });

  it('a roll-up that cannot be updated marks them stale; the record itself is written', async () => {
    const user = newUser();
    await rebuildRollups(user, NOW);
    expect(await rollupsReady(user)).toBe(true);
    const stop = intercept('UpdateItemCommand', (input, send) => {
      if (JSON.stringify(input).includes('ROLLUP#symptoms')) throw new Error('throttled');
      return send(input);
    });
    const id = newId();
    try {
      expect((await putRecord(user, symptoms, id, body(), NOW)).kind).toBe('created');
    } finally {
      stop();
    }
    expect(await rollupsReady(user)).toBe(false);
    expect(await storedItem(`USER#${user}`, `SYMPTOM#${id}`)).toBeDefined();
  });
});

describe('the rebuild job', () => {
  it('rebuilds everyone’s roll-ups from the raw items, keeping what is there', async () => {
    const user = newUser();
    const id = newId();
    await putRecord(user, symptoms, id, body({ startedAt: '2026-10-05T10:00:00Z' }), NOW);
    await raw().send(
      new DeleteCommand({ TableName: TABLE, Key: { pk: `USER#${user}`, sk: 'ROLLUP#symptoms#2026-10' } }),
    );
    expect(await rollupsReady(user)).toBe(false);
    expect(await rebuildAllRollups(NOW)).toBeGreaterThanOrEqual(1);
    expect(await rollupsReady(user)).toBe(true);
    expect((await rollup(user, 'symptoms', '2026-10'))?.entries[id]).toMatchObject({
      v: 1,
      data: { severity: 6 },
    });
  });
});

describe('a diary from roll-ups is the diary from the raw items', () => {
  const user = newUser();
  const now = Date.parse('2026-11-25T20:00:00Z');
  const plan = generateDiary({ seed: 4, days: 120, to: '2026-11-25' });

  beforeAll(async () => {
    const at = new Date(now);
    await pMap(plan.episodes, (e) => putRecord(user, symptoms, newId(), { version: 0, ...e } as never, at), {
      concurrency: 6,
    });
    await pMap(
      plan.doses,
      ({ medicationId, ...d }) => putRecord(user, doseScope(medicationId), newId(), { version: 0, ...d }, at),
      { concurrency: 6 },
    );
    await pMap(
      plan.wellness,
      (w) => putRecord(user, RECORD_SCOPES.wellness, newId(), { version: 0, ...w }, at),
      { concurrency: 6 },
    );
  }, 120_000);

  it('after a rebuild from the raw items alone, the same episodes, doses and wellness days', async () => {
    // As an account from before roll-ups: no roll-up, no state.
    const stored = await raw().send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :r)',
        ExpressionAttributeValues: { ':pk': `USER#${user}`, ':r': 'ROLLUP#' },
      }),
    );
    for (const item of stored.Items ?? []) {
      await raw().send(new DeleteCommand({ TableName: TABLE, Key: { pk: item.pk, sk: item.sk } }));
    }
    expect(await rollupsReady(user)).toBe(false);

    const { diary } = await readDiary(user, '2026-08-01', '2026-11-25', 'Europe/Rome', now);
    expect(await rollupsReady(user)).toBe(true);
    const byStart = (list: readonly { startedAt: string }[]) =>
      list.map((e) => `${e.startedAt}|${JSON.stringify(e)}`).sort();
    const rawEpisodes = await readRange<Record<string, unknown>>(user, symptoms, {
      from: '2026-07-01T00:00:00.000Z',
      to: '2026-11-26T23:59:59.000Z',
    });
    expect(diary.episodes).toHaveLength(rawEpisodes.length);
    expect(byStart(diary.episodes)).toEqual(
      byStart(plan.episodes.filter((e) => e.startedAt >= '2026-07-01' && e.startedAt <= '2026-11-27')),
    );
    expect(diary.doses).toHaveLength(plan.doses.filter((d) => d.takenAt! >= '2026-07-31').length);
    expect(diary.wellness.map((w) => w.date).sort()).toEqual(
      plan.wellness.filter((w) => w.date >= '2026-08-01').map((w) => w.date),
    );
    // Past months from 12 roll-up items at most, the current month's items one by one.
    const again = await readRollups(user, 'symptoms', ['2026-07', '2026-08', '2026-09', '2026-10']);
    expect(Object.keys(again).length).toBeGreaterThan(50);
  });
});
