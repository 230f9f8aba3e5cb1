import pMap from 'p-map';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CorrelationsResponse, InsightsResponse } from '../../lambdas/contracts/analytics';
import { examples } from '../../lambdas/contracts/examples';
import { doseScope, putRecord, RECORD_SCOPES } from '../../lambdas/data/records';
import { wallClock, zonedInstant } from '../../lambdas/domain/reminders/time';
import { callApi, signInWithSrp, verifiedAccount, type Tokens } from '../support/accounts';
import { writeThroughApi } from '../support/diary-api';
import { generateDiary, PLANNED_MEDICATION } from '../support/diary';
import { newId } from '../support/records';
import { expectTwinEnvironment } from '../support/table';

/**
 * Symptom analytics and insights through the twin's gateway, as the SPA calls them: diaries written through
 * the API (a month, a single day, none) and one of five years written through the data layer (thousands of
 * records), each analysed through the API. Nobody's analysis holds another person's data.
 */
const today = wallClock(Date.now(), 'Europe/Rome').day;
let anna: Tokens; // five years
let bruno: Tokens; // three months, through the API
let carla: Tokens; // nothing
let dario: Tokens; // one day

const analyse = async (who: Tokens, body: unknown = {}, lang = 'it') => {
  const { status, body: answer } = await callApi('POST', '/analyze/correlations', who.accessToken, {
    body,
    headers: { 'accept-language': lang },
  });
  return { status, answer: answer as CorrelationsResponse };
};

/** Five years of a diary, written by the data layer the handlers use (the API would take minutes). */
async function writeFiveYears(sub: string) {
  const diary = generateDiary({ seed: 21, days: 1826, to: today, missedDoseSameDay: 3 });
  const now = new Date();
  const put = (scope: (typeof RECORD_SCOPES)['symptoms'], body: Record<string, unknown>) =>
    putRecord(sub, scope, newId(), { version: 0, ...body }, now);
  // The medication under its own id: its doses are filed under it.
  await putRecord(
    sub,
    RECORD_SCOPES.medications,
    PLANNED_MEDICATION.id,
    {
      ...examples.medications,
      name: 'Ramipril',
      schedule: PLANNED_MEDICATION.schedule,
      startDate: '2020-01-01',
    },
    now,
  );
  await pMap(diary.wellness, (w) => put(RECORD_SCOPES.wellness, { ...w }), { concurrency: 8 });
  await pMap(diary.episodes, (e) => put(RECORD_SCOPES.symptoms, { ...e, custom: false, bodyArea: 'testa' }), {
    concurrency: 8,
  });
  await pMap(
    diary.doses,
    ({ medicationId, ...d }) =>
      putRecord(sub, doseScope(medicationId), newId(), { version: 0, ...d, medicationId }, now),
    { concurrency: 8 },
  );
  return diary;
}

beforeAll(async () => {
  expectTwinEnvironment();
  const accounts = await Promise.all(
    ['Anna', 'Bruno', 'Carla', 'Dario'].map((name) => verifiedAccount({ name })),
  );
  const tokens: Tokens[] = [];
  for (const a of accounts) tokens.push(await signInWithSrp(a.email, a.password));
  [anna, bruno, carla, dario] = tokens as [Tokens, Tokens, Tokens, Tokens];
  await Promise.all([
    writeFiveYears(anna.sub),
    writeThroughApi(bruno.accessToken, { seed: 3, days: 90, to: today, shortSleepNextDay: 3 }),
  ]);
  const { status } = await callApi('PUT', `/symptoms/${newId()}`, dario.accessToken, {
    body: {
      ...examples.symptoms,
      symptom: 'nausea',
      bodyArea: 'pancia_digestione',
      // Within today on Rome's wall clock, however soon after midnight the suite runs: one observed day.
      startedAt: new Date(
        Math.max(Date.now() - 3_600_000, zonedInstant(today, '00:00', 'Europe/Rome').ms),
      ).toISOString(),
      endedAt: null,
    },
  });
  expect(status).toBe(201);
}, 300_000);

describe('POST /analyze/correlations through the gateway', () => {
  it('three months written through the API: analysed, its own data only', async () => {
    const { status, answer } = await analyse(bruno);
    expect(status).toBe(200);
    expect(answer.window.to).toBe(today);
    expect(answer.window.days).toBe(180);
    expect(answer.window.observedDays).toBe(90);
    expect(answer.tested).toBeGreaterThan(0);
    expect(answer.series.symptoms.map((s) => s.symptom)).toEqual(['mal_di_testa']);
    expect(answer.correlations.find((c) => c.factor.key === 'sleepHours')).toMatchObject({
      lagDays: 1,
      association: 'negative',
    });
  });

  it('five years: every day observed, the planted effect of missed doses found', async () => {
    const started = performance.now();
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 1825 * 86_400_000).toISOString().slice(0, 10);
    const { status, answer } = await analyse(anna, { from });
    const ms = performance.now() - started;
    expect(status).toBe(200);
    expect(answer.window).toEqual({ from, to: today, days: 1826, observedDays: 1826 });
    expect(answer.correlations.find((c) => c.factor.kind === 'medication')).toMatchObject({
      factor: { key: PLANNED_MEDICATION.id, label: 'dosi prese di Ramipril' },
      lagDays: 0,
      association: 'negative',
      strength: 'forte',
    });
    expect(answer.series.days).toHaveLength(1826);
    // The first analysis built the roll-ups from the raw items; the next reads 180 roll-ups and this month.
    const again = performance.now();
    const second = await analyse(anna, { from });
    const msAgain = performance.now() - again;
    expect(second.answer.correlations).toEqual(answer.correlations);
    console.info(
      `five years through the twin's gateway: ${ms.toFixed(0)} ms with the roll-ups' first build, ${msAgain.toFixed(0)} ms after (read and analysed)`,
    );
  });

  it('an empty account: the window, nothing tested, the suggestion to start, and the three tips', async () => {
    const { status, answer } = await analyse(carla);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ tested: 0, correlations: [], patterns: [], offline: false });
    expect(answer.window.observedDays).toBe(0);
    expect(answer.suggestions).toHaveLength(1);
    const insights = await callApi('POST', '/insights', carla.accessToken, { body: {} });
    expect((insights.body as InsightsResponse).insights.map((i) => i.id)).toEqual([
      'tip:medicines',
      'tip:diary',
      'tip:doctor',
    ]);
  });

  it('a single day: one observed day, every pair waiting for more data', async () => {
    const { answer } = await analyse(dario);
    expect(answer.window.observedDays).toBe(1);
    expect(answer.tested).toBe(0);
    expect(answer.series.symptoms).toEqual([
      expect.objectContaining({ symptom: 'nausea', symptomLabel: 'Nausea', episodes: 1 }),
    ]);
  });

  it("nobody sees another's data: a symptom name or a medication id asked for that is not yours finds nothing", async () => {
    const { answer } = await analyse(carla, {
      symptoms: ['mal_di_testa'],
      medications: [PLANNED_MEDICATION.id],
    });
    expect(answer.series.symptoms).toEqual([]);
    expect(answer.tested).toBe(0);
    const dario_ = await analyse(dario, { symptoms: ['mal_di_testa'] });
    expect(dario_.answer.series.symptoms).toEqual([]);
    expect(dario_.answer.window.observedDays).toBe(1);
  });

  it('bad input: 400 in the caller’s language, and nothing is read', async () => {
    const { status, answer } = await analyse(bruno, { from: '2026-11-20', to: '2026-01-01' }, 'en');
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      error: {
        code: 'validation_failed',
        message: expect.stringContaining('to: the start date comes after the end date'),
      },
    });
    const noToken = await callApi('POST', '/analyze/correlations', undefined, { body: {} });
    expect(noToken.status).toBe(401);
  });
});

describe('POST /insights through the gateway', () => {
  it('follows the data: the missed doses of the week and the strongest finding', async () => {
    const { status, body } = await callApi('POST', '/insights', anna.accessToken, { body: {} });
    expect(status).toBe(200);
    const insights = (body as InsightsResponse).insights;
    expect(insights.map((i) => i.kind)).toContain('correlation');
    for (const insight of insights) {
      expect(insight.title.length).toBeGreaterThan(0);
      expect(insight.body).not.toMatch(/\{\{/);
    }
  });
});
