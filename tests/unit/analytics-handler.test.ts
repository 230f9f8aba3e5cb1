import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CorrelationsResponse, InsightsResponse } from '../../lambdas/contracts/analytics';
import { handler } from '../../lambdas/handlers/analytics';
import { entryOf, monthOf, ROLLUP_FORMAT } from '../../lambdas/domain/analytics/rollup';
import { handlerCalls } from '../support/db-calls';
import { generateDiary, PLANNED_MEDICATION } from '../support/diary';
import { apiEvent, bodyOf } from '../support/events';

const db = mockClient(DynamoDBDocumentClient);
const SUB = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const NOW = Date.parse('2026-11-25T18:00:00Z');

/** The generated diary as the table keeps it: one list per kind, each item with its id and version. */
function storedDiary() {
  const diary = generateDiary({ seed: 1, days: 180, to: '2026-11-25', shortSleepNextDay: 3 });
  const meta = (i: number) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  return {
    SYMPTOM: diary.episodes.map((e, i) => ({ ...e, ...meta(i), custom: false, bodyArea: 'testa' })),
    DOSE: diary.doses.map((d, i) => ({ ...d, ...meta(10_000 + i) })),
    WELLNESS: diary.wellness.map((w, i) => ({ ...w, ...meta(20_000 + i) })),
    MEDICATION: [
      {
        ...PLANNED_MEDICATION,
        ...meta(30_000),
        id: PLANNED_MEDICATION.id,
        dose: { amount: 1, unit: 'compressa' },
        stock: { quantity: 3, lowThreshold: 7 },
      },
    ],
    APPOINTMENT: [] as Record<string, unknown>[],
  };
}

const KINDS = { SYMPTOM: 'symptoms', DOSE: 'doses', WELLNESS: 'wellness' } as const;
/** A stored item's time, as its list sorts it. */
const timeOf = (item: Record<string, unknown>) =>
  typeof item.date === 'string'
    ? item.date
    : new Date(String(item.startedAt ?? item.takenAt ?? item.scheduledFor ?? item.startsAt)).toISOString();

/**
 * The table as the handler reads it: the roll-ups complete (the state item), past months from their roll-ups
 * (BatchGet), the current month's items from each kind's list (Query, within the range asked, 10 a page).
 */
function serve(lists: Record<string, Record<string, unknown>[]>) {
  const rollups = new Map<string, { entries: Record<string, unknown> }>();
  for (const [prefix, kind] of Object.entries(KINDS)) {
    for (const item of lists[prefix] ?? []) {
      const at = timeOf(item);
      const sk = `ROLLUP#${kind}#${monthOf(at)}`;
      const rollup = rollups.get(sk) ?? { entries: {} };
      rollup.entries[String(item.id)] = { v: item.version, at, data: entryOf(kind, item) };
      rollups.set(sk, rollup);
    }
  }
  db.on(GetCommand).callsFake((input: { Key: { sk: string } }) =>
    Promise.resolve(
      input.Key.sk === 'ROLLUP#STATE' ? { Item: { complete: true, format: ROLLUP_FORMAT } } : {},
    ),
  );
  db.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
    const [table, request] = Object.entries(input.RequestItems ?? {})[0]!;
    const found = (request.Keys ?? []).flatMap((key: Record<string, unknown>) => {
      const rollup = rollups.get(String(key.sk));
      return rollup ? [{ ...key, ...rollup, format: ROLLUP_FORMAT }] : [];
    });
    return Promise.resolve({ Responses: { [table]: found } });
  });
  db.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const partition = String(input.ExpressionAttributeValues?.[':p']);
    const kind = partition.split('#')[2] ?? '';
    const [from, to] = [
      String(input.ExpressionAttributeValues?.[':from']),
      String(input.ExpressionAttributeValues?.[':to']),
    ];
    const items = (lists[kind] ?? []).filter((item) => {
      if (kind === 'MEDICATION') return true;
      const at = timeOf(item);
      return at >= from && at <= to;
    });
    const start = input.ExclusiveStartKey ? Number(input.ExclusiveStartKey.offset) : 0;
    const page = items.slice(start, start + 10);
    const next = start + 10 < items.length ? { offset: start + 10 } : undefined;
    return Promise.resolve({ Items: page, ...(next ? { LastEvaluatedKey: next } : {}) });
  });
}

const post = (routeKey: string, body: unknown, headers: Record<string, string> = {}) =>
  handler(apiEvent(routeKey, { sub: SUB, body, headers }));

beforeEach(() => {
  db.reset();
  db.on(GetCommand).resolves({});
  process.env.TABLE_NAME = 'salute-test';
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterAll(() => vi.useRealTimers());

describe('POST /analyze/correlations', () => {
  it("analyses the caller's own diary, read page after page from their partition only", async () => {
    serve(storedDiary());
    const result = await post('POST /analyze/correlations', {});
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result) as CorrelationsResponse;
    expect(body.window).toEqual({ from: '2026-05-30', to: '2026-11-25', days: 180, observedDays: 180 });
    expect(body.offline).toBe(false);
    expect(body.correlations[0]).toMatchObject({
      factor: { key: 'sleepHours' },
      lagDays: 1,
      association: 'negative',
    });
    expect(body.series.symptoms[0]).toMatchObject({ symptom: 'mal_di_testa', symptomLabel: 'Mal di testa' });
    expect(body.series.days).toHaveLength(180);

    const queries = db.commandCalls(QueryCommand).map((c) => c.args[0].input);
    for (const q of queries) {
      expect(String(q.ExpressionAttributeValues?.[':p'])).toMatch(new RegExp(`^USER#${SUB}#`));
      expect(q.TableName).toBe('salute-test');
    }
    // The current month's items of each kind one by one, the medications; the past months from roll-ups.
    const kinds = queries.map((q) => String(q.ExpressionAttributeValues?.[':p']).split('#')[2]);
    expect(new Set(kinds)).toEqual(new Set(['SYMPTOM', 'DOSE', 'WELLNESS', 'MEDICATION']));
    for (const q of queries.filter(
      (q) => !String(q.ExpressionAttributeValues?.[':p']).endsWith('MEDICATION'),
    )) {
      expect(String(q.ExpressionAttributeValues?.[':from'])).toMatch(/^2026-11-01/);
    }
    const batches = db
      .commandCalls(BatchGetCommand)
      .map((c) => c.args[0].input.RequestItems!['salute-test']!);
    const keys = batches.flatMap((b) => b.Keys ?? []);
    // May to October for doses and wellness; the episodes from April (one may still cover 30 May).
    expect(keys.length).toBe(7 + 6 + 6);
    for (const key of keys) expect(key.pk).toBe(`USER#${SUB}`);
  });

  it("reads every page of the current month's lists (the cursor of each page starts the next)", async () => {
    serve(storedDiary());
    await post('POST /analyze/correlations', {});
    const wellness = db
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .filter((q) => String(q.ExpressionAttributeValues?.[':p']).endsWith('#WELLNESS'));
    // 1 to 25 November: three pages of 10.
    expect(wellness).toHaveLength(3);
    expect(wellness[1]?.ExclusiveStartKey).toEqual({ offset: 10 });
    expect(wellness[0]?.ExpressionAttributeValues).toMatchObject({
      ':from': '2026-11-01',
      ':to': '2026-11-25\uffff',
    });
  });

  it('missing roll-ups are rebuilt from the raw items first, then read', async () => {
    serve(storedDiary());
    db.on(GetCommand).resolves({});
    await post('POST /analyze/correlations', {});
    const rebuild = db
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .filter((q) => q.KeyConditionExpression === 'pk = :pk AND begins_with(sk, :prefix)');
    expect(rebuild.map((q) => q.ExpressionAttributeValues?.[':prefix'])).toEqual([
      'SYMPTOM#',
      'DOSE#',
      'WELLNESS#',
    ]);
    for (const q of rebuild) expect(q.ExpressionAttributeValues?.[':pk']).toBe(`USER#${SUB}`);
  });

  it('the window, symptoms and medications the body selects; the language the caller asks for', async () => {
    serve(storedDiary());
    const result = await post(
      'POST /analyze/correlations',
      { from: '2026-09-01', to: '2026-11-20', symptoms: ['mal_di_testa'], medications: [] },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    const body = bodyOf(result) as CorrelationsResponse;
    expect(body.window).toMatchObject({ from: '2026-09-01', to: '2026-11-20', days: 81 });
    expect(body.correlations.every((c) => c.factor.kind !== 'medication')).toBe(true);
    expect(body.series.symptoms[0]?.symptomLabel).toBe('Headache');
  });

  it.each([
    [{ from: '2026-11-20', to: '2026-01-01' }, 'to: la data di inizio viene dopo quella di fine'],
    [{ from: '2020-01-01', to: '2026-11-20' }, 'from: periodo troppo lungo: al massimo cinque anni'],
    [{ healthData: { symptoms: [] } }, 'healthData: campo non previsto'],
    [{ medications: ['x'] }, 'medications.0: formato non valido'],
  ])('refuses %j in Italian, reading nothing', async (body, detail) => {
    const result = await post('POST /analyze/correlations', body);
    expect(result.statusCode).toBe(400);
    expect((bodyOf(result) as { error: { message: string } }).error.message).toBe(
      `Alcuni dati non sono validi: ${detail}`,
    );
    expect(handlerCalls(db)).toHaveLength(0);
  });

  it('refuses a caller without a token', async () => {
    const result = await handler(apiEvent('POST /analyze/correlations', { sub: null, body: {} }));
    expect(result.statusCode).toBe(401);
    expect(handlerCalls(db)).toHaveLength(0);
  });
});

describe('POST /insights', () => {
  it('follows the data: stock running out first, missed doses, trends and the strongest finding', async () => {
    serve(storedDiary());
    const result = await post('POST /insights', {});
    expect(result.statusCode).toBe(200);
    const { insights, offline } = bodyOf(result) as InsightsResponse;
    expect(offline).toBe(false);
    expect(insights[0]).toMatchObject({ kind: 'stock', title: 'Scorta in esaurimento', link: '/farmaci' });
    expect(insights[0]?.body).toMatch(/^Al ritmo attuale Ramipril finisce il \d+ novembre 2026:/);
    const kinds = insights.map((i) => i.kind);
    expect(kinds).toContain('adherence');
    expect(kinds).toContain('correlation');
    expect(kinds).not.toContain('tip');
    expect(insights.map((i) => i.priority)).toEqual(
      [...insights.map((i) => i.priority)].sort((a, b) => a - b),
    );
    // The next appointment was asked for once, oldest first from now.
    const appointments = db
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .filter((q) => String(q.ExpressionAttributeValues?.[':p']).endsWith('#APPOINTMENT'));
    expect(appointments).toEqual([expect.objectContaining({ ScanIndexForward: true, Limit: 1 })]);
    expect(appointments[0]?.ExpressionAttributeValues?.[':from']).toBe('2026-11-25T18:00:00.000Z');
  });

  it('an empty account gets the three default tips, in its language', async () => {
    serve({});
    const it_ = bodyOf(await post('POST /insights', {})) as InsightsResponse;
    expect(it_.insights.map((i) => [i.kind, i.title])).toEqual([
      ['tip', 'Prendi regolarmente i farmaci prescritti'],
      ['tip', 'Tieni un diario regolare dei sintomi'],
      ['tip', 'Consulta il medico per i sintomi persistenti'],
    ]);
    const hi = bodyOf(await post('POST /insights', {}, { 'accept-language': 'hi' })) as InsightsResponse;
    expect(hi.insights[0]?.title).toBe('डॉक्टर की लिखी दवाएँ नियमित रूप से लें');
  });

  it('the next appointment, in the person’s words and time', async () => {
    serve({
      APPOINTMENT: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          version: 1,
          title: 'Visita cardiologica',
          startsAt: '2026-12-03T10:30:00+01:00',
          createdAt: '2026-11-01T00:00:00.000Z',
          updatedAt: '2026-11-01T00:00:00.000Z',
        },
      ],
    });
    const { insights } = bodyOf(await post('POST /insights', {})) as InsightsResponse;
    expect(insights[0]).toMatchObject({
      kind: 'appointment',
      title: 'Prossimo appuntamento',
      body: 'Visita cardiologica: 3 dicembre 2026 alle ore 10:30.',
      link: '/appointments',
    });
    expect(insights).toHaveLength(3);
    expect(insights.slice(1).map((i) => i.kind)).toEqual(['tip', 'tip']);
  });
});
