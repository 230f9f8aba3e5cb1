import { describe, expect, it } from 'vitest';
import { CorrelationsRequest, InsightsRequest } from '../../lambdas/contracts/analytics';
import {
  analyse,
  analysisWindow,
  strengthOf,
  type AnalysisOptions,
} from '../../lambdas/domain/analytics/report';
import type { Diary } from '../../lambdas/domain/analytics/series';
import { generateDiary, PLANNED_MEDICATION } from '../support/diary';

/** Tests over many generated diaries (seconds; more under mutation testing's instrumentation). */
const HEAVY = 60_000;

const options = (over: Partial<AnalysisOptions> = {}): AnalysisOptions => ({
  lang: 'it',
  medicationNames: new Map([[PLANNED_MEDICATION.id, PLANNED_MEDICATION.name]]),
  ...over,
});

describe('the analysis of a diary: planted effects are found with their sign and lag', () => {
  it.each([
    [90, 3],
    [180, 2],
  ])(
    'a night of short sleep that raises the next day’s headache: %i days, %i points, found in ≥ 18 of 20 diaries',
    (days, points) => {
      let right = 0;
      for (let seed = 1; seed <= 20; seed++) {
        const result = analyse(generateDiary({ seed, days, shortSleepNextDay: points }), options());
        const sleep = result.correlations.find((c) => c.factor.key === 'sleepHours');
        if (sleep?.lagDays === 1 && sleep.association === 'negative' && sleep.ci95[1] < 0) right += 1;
        // Whatever else is found, it is never the planted factor with the wrong sign.
        expect(sleep?.association ?? 'negative').toBe('negative');
      }
      // The person's own median splits the nights: where it is not the planted 7 hours, some power is lost.
      expect(right).toBeGreaterThanOrEqual(18);
    },
    HEAVY,
  );

  it('a finding as the person reads it: the factor, the lag, the size, the days compared, association not cause', () => {
    const result = analyse(generateDiary({ seed: 1, days: 180, shortSleepNextDay: 3 }), options());
    const sleep = result.correlations.find((c) => c.factor.key === 'sleepHours');
    expect(sleep).toMatchObject({
      symptom: 'mal_di_testa',
      symptomLabel: 'Mal di testa',
      factor: { kind: 'wellness', key: 'sleepHours', label: 'ore di sonno' },
      lagDays: 1,
      association: 'negative',
      strength: 'forte',
    });
    expect(sleep!.effect).toBeLessThan(-2);
    expect(sleep!.qValue).toBeLessThan(0.05);
    expect(sleep!.pValue).toBeLessThanOrEqual(sleep!.qValue);
    expect(sleep!.daysWith + sleep!.daysWithout).toBeGreaterThan(170);
    expect(sleep!.summary).toBe(
      `Il giorno dopo un giorno con ore di sonno fino a 7, l'intensità di mal di testa è stata in media più alta di ${String(Math.abs(Number(sleep!.effect.toFixed(1)))).replace('.', ',')} punti su 10 (${sleep!.daysWithout} giorni a confronto con ${sleep!.daysWith}). È un'associazione, non la prova di una causa: parlane con il medico.`,
    );
    expect(result.tested).toBeGreaterThanOrEqual(12);
  });

  it('missed doses that come with worse days: the medication, the same day, in the words of a missed dose', () => {
    const result = analyse(generateDiary({ seed: 7, days: 180, missedDoseSameDay: 3 }), options());
    const medication = result.correlations.find((c) => c.factor.kind === 'medication');
    expect(medication).toMatchObject({
      factor: { kind: 'medication', key: PLANNED_MEDICATION.id, label: 'dosi prese di Ramipril' },
      lagDays: 0,
      association: 'negative',
      strength: 'forte',
    });
    expect(medication!.summary).toContain('Nei giorni in cui non hai preso tutte le dosi di Ramipril,');
  });

  it('says the findings in the language asked for', () => {
    const result = analyse(
      generateDiary({ seed: 1, days: 180, shortSleepNextDay: 3 }),
      options({ lang: 'en' }),
    );
    const sleep = result.correlations.find((c) => c.factor.key === 'sleepHours')!;
    expect(sleep.summary).toMatch(/^The day after a day with hours of sleep at or below /);
    expect(sleep.summary).toContain('This is an association, not proof of a cause');
    expect(sleep.symptomLabel).toBe('Headache');
  });

  it('keeps one finding per symptom and factor (its most certain lag), strongest first', () => {
    const result = analyse(
      generateDiary({ seed: 3, days: 180, shortSleepNextDay: 3, missedDoseSameDay: 2 }),
      options(),
    );
    const keys = result.correlations.map((c) => `${c.symptom}/${c.factor.kind}/${c.factor.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.slice(0, 2)).toEqual([
      'mal_di_testa/wellness/sleepHours',
      `mal_di_testa/medication/${PLANNED_MEDICATION.id}`,
    ]);
    const sizes = result.correlations.map((c) => Math.abs(c.effect));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    for (const c of result.correlations) expect(c.strength).toBe(strengthOf(c.effect));
  });

  it('analyses only the symptoms and medications asked for', () => {
    const diary = generateDiary({ seed: 3, days: 120, missedDoseSameDay: 3 });
    const none = analyse(diary, options({ medications: ['11111111-1111-4111-8111-111111111111'] }));
    expect(none.correlations.some((c) => c.factor.kind === 'medication')).toBe(false);
    const other = analyse(diary, options({ symptoms: ['nausea'] }));
    expect(other.tested).toBe(0);
    expect(other.series.symptoms).toEqual([]);
  });
});

describe('the analysis of null data: false findings stay at the nominal rate', () => {
  it.each([0, 0.5, 0.8])(
    'AR(1) φ = %s: over 40 diaries of 180 days, at most 4 with any finding',
    (phi) => {
      let withFinding = 0;
      let tested = 0;
      for (let seed = 100; seed < 140; seed++) {
        const result = analyse(generateDiary({ seed, days: 180, phi }), options());
        tested += result.tested;
        if (result.correlations.length > 0) withFinding += 1;
      }
      // Every factor is noise: BH at q < 0.05 allows any finding in 5 % of diaries (2 of 40), binomial slack 4.
      expect(withFinding).toBeLessThanOrEqual(4);
      expect(tested).toBeGreaterThan(40 * 12);
    },
    HEAVY,
  );
});

describe('too little data, and none', () => {
  it('a diary of 15 days: nothing tested, each pair with the days it still needs, and a suggestion', () => {
    const result = analyse(generateDiary({ seed: 5, days: 15, shortSleepNextDay: 3 }), options());
    expect(result.tested).toBe(0);
    expect(result.correlations).toEqual([]);
    expect(result.needMoreData.length).toBeGreaterThan(0);
    const needed = result.needMoreData.map((n) => n.daysNeeded);
    expect(needed).toEqual([...needed].sort((a, b) => a - b));
    expect(new Set(needed).size).toBeGreaterThan(1);
    for (const item of result.needMoreData) {
      expect(item.daysNeeded).toBeGreaterThan(0);
      expect(item.symptomLabel).toBe('Mal di testa');
    }
    expect(result.suggestions).toContain(
      'Registra qualcosa ogni giorno, anche quando stai bene: i giorni senza sintomi servono al confronto quanto gli altri.',
    );
    expect(result.window).toEqual({ from: '2026-11-11', to: '2026-11-25', days: 15, observedDays: 15 });
  });

  it('an empty diary: the window, nothing tested, the suggestion to start', () => {
    const empty: Diary = {
      from: '2026-06-01',
      to: '2026-06-30',
      timeZone: 'Europe/Rome',
      episodes: [],
      doses: [],
      wellness: [],
      medications: [],
      nowMs: Date.parse('2026-07-01T10:00:00Z'),
    };
    const result = analyse(empty, options());
    expect(result).toMatchObject({
      window: { from: '2026-06-01', to: '2026-06-30', days: 30, observedDays: 0 },
      tested: 0,
      correlations: [],
      needMoreData: [],
      patterns: [],
      offline: false,
    });
    expect(result.series.days).toHaveLength(30);
    expect(result.suggestions).toEqual([
      'Non ci sono ancora dati in questo periodo: registra sintomi, farmaci e benessere per qualche settimana e torna qui.',
    ]);
  });

  it('a trigger written on a symptom is a factor of the other symptoms, never of its own', () => {
    const diary = generateDiary({ seed: 9, days: 120 });
    const wine = diary.episodes.map((e, i) => (i % 3 === 0 ? { ...e, triggers: ['Vino rosso '] } : e));
    const nausea = wine
      .filter((_, i) => i % 2 === 0)
      .map((e) => ({ ...e, symptom: 'nausea', triggers: [] as string[] }));
    const result = analyse({ ...diary, episodes: [...wine, ...nausea] }, options());
    const pairs = [...result.correlations, ...result.needMoreData].filter((c) => c.factor.kind === 'trigger');
    expect(result.tested).toBeGreaterThan(0);
    for (const pair of pairs) expect(pair.symptom).toBe('nausea');
    const tested = analyse(
      { ...diary, episodes: [...wine, ...nausea] },
      options({ symptoms: ['mal_di_testa'] }),
    );
    const ownOnly = analyse({ ...diary, episodes: wine }, options());
    // The headache's own trigger adds no test: the same count with and without it.
    expect(ownOnly.tested).toBe(analyse(diary, options()).tested);
    expect(tested.tested).toBe(ownOnly.tested);
  });
});

describe('patterns', () => {
  it('the weekday profile names the heaviest and the lightest day', () => {
    const result = analyse(generateDiary({ seed: 11, days: 180, weekend: 4, phi: 0 }), options());
    const weekday = result.patterns.find((p) => p.kind === 'weekday');
    expect(weekday?.summary).toMatch(
      /^Mal di testa: i giorni più pesanti sono stati di (sabato|domenica) \(media \d+(,\d+)?\), i più leggeri di (lunedì|martedì|mercoledì|giovedì|venerdì) \(media \d+(,\d+)?\)\.$/,
    );
    const counted = (weekday?.data as { days: number[] }).days;
    expect(counted.reduce((a, b) => a + b, 0)).toBe(180);
    for (const n of counted) expect(n).toBeGreaterThanOrEqual(25);
  });

  it('no weekday profile before 28 observed days', () => {
    const short = analyse(generateDiary({ seed: 11, days: 27, weekend: 4 }), options());
    expect(short.patterns.some((p) => p.kind === 'weekday')).toBe(false);
    const enough = analyse(generateDiary({ seed: 11, days: 28, weekend: 4 }), options());
    expect(enough.patterns.some((p) => p.kind === 'weekday')).toBe(true);
  });

  it('a symptom getting worse across the window is a trend, and none planted is stable', () => {
    const worse = analyse(generateDiary({ seed: 12, days: 180, perDay: 0.03 }), options());
    expect(worse.patterns.find((p) => p.kind === 'trend')).toMatchObject({
      data: { direction: 'worse' },
      summary: expect.stringMatching(/^Mal di testa sta peggiorando: intensità media da/),
    });
    const better = analyse(generateDiary({ seed: 12, days: 180, perDay: -0.03, weekend: 6 }), options());
    expect(better.patterns.find((p) => p.kind === 'trend')?.data).toMatchObject({ direction: 'better' });
    const flat = analyse(generateDiary({ seed: 13, days: 180 }), options());
    expect(flat.patterns.find((p) => p.kind === 'trend')?.data).toMatchObject({ direction: 'stable' });
  });

  it('the time of day its episodes start, in the person’s zone', () => {
    const diary = generateDiary({ seed: 14, days: 60 });
    const evening = diary.episodes.map((e) => ({
      ...e,
      startedAt: `${e.startedAt.slice(0, 10)}T19:30:00Z`,
      endedAt: `${e.startedAt.slice(0, 10)}T20:00:00Z`,
    }));
    const result = analyse({ ...diary, episodes: evening }, options());
    const time = result.patterns.find((p) => p.kind === 'timeOfDay');
    expect(time?.data).toEqual({ counts: [0, 0, 0, evening.length] });
    expect(time?.summary).toBe(
      `Mal di testa inizia più spesso di sera: ${evening.length} episodi su ${evening.length}.`,
    );
  });
});

describe('the window and the bodies', () => {
  const now = Date.parse('2026-11-25T23:30:00Z'); // already 26 November in Rome

  it('the last 180 days to today in the person’s zone, by default', () => {
    expect(analysisWindow({}, 'Europe/Rome', now)).toEqual({ from: '2026-05-31', to: '2026-11-26' });
    expect(analysisWindow({}, 'America/New_York', now)).toEqual({ from: '2026-05-30', to: '2026-11-25' });
  });

  it('never past today, never more than five years, never backwards', () => {
    expect(analysisWindow({ to: '2027-01-01' }, 'Europe/Rome', now).to).toBe('2026-11-26');
    expect(analysisWindow({ from: '2010-01-01' }, 'Europe/Rome', now)).toEqual({
      // 5 × 366 days, both ends included
      from: '2021-11-23',
      to: '2026-11-26',
    });
    expect(analysisWindow({ from: '2027-01-01' }, 'Europe/Rome', now)).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
    });
    expect(analysisWindow({ from: '2026-01-01', to: '2026-01-31' }, 'Europe/Rome', now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('bodies: strict, days in order, at most five years, names and ids only', () => {
    expect(CorrelationsRequest.safeParse({}).success).toBe(true);
    expect(
      CorrelationsRequest.safeParse({
        from: '2026-01-01',
        to: '2026-06-30',
        symptoms: ['mal_di_testa', 'dolore al ginocchio'],
        medications: [PLANNED_MEDICATION.id],
      }).success,
    ).toBe(true);
    const issues = (body: unknown) =>
      CorrelationsRequest.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ from: '2026-06-30', to: '2026-01-01' })).toEqual([['to', 'range_order']]);
    expect(issues({ from: '2020-01-01', to: '2026-01-01' })).toEqual([['from', 'range_too_long']]);
    expect(CorrelationsRequest.safeParse({ symptoms: ['x'], data: [1] }).success).toBe(false);
    expect(CorrelationsRequest.safeParse({ medications: ['not-an-id'] }).success).toBe(false);
    expect(CorrelationsRequest.safeParse({ symptoms: Array(21).fill('x') }).success).toBe(false);
    expect(CorrelationsRequest.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(InsightsRequest.safeParse({}).success).toBe(true);
    expect(InsightsRequest.safeParse({ healthData: {} }).success).toBe(false);
  });
});
