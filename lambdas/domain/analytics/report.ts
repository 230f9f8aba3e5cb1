import { Temporal } from 'temporal-polyfill';
import {
  ANALYSIS_LIMITS,
  type Correlation,
  type CorrelationsResponse,
  type FactorKind,
  type NeedMoreData,
  type Pattern,
  type Strength,
  type SymptomSeries,
} from '../../contracts/analytics';
import { format, formatNumber, weekdayName, type Language } from '../../i18n';
import { analyticsCatalogs, type AnalyticsCatalog } from '../../i18n/analytics';
import { symptomLabel } from '../../i18n/symptoms';
import { wallClock } from '../reminders/time';
import { dailySeries, type DailySeries, type Diary, type Factor } from './series';
import {
  benjaminiHochberg,
  lowerMedian,
  prepareFactor,
  prepareSymptom,
  testPair,
  testPrepared,
  type PairResult,
  type PreparedFactor,
} from './stats';

/**
 * The answer of `POST /analyze/correlations` from a person's diary (issue 15), pure: every (symptom, factor,
 * lag) tested, Benjamini–Hochberg over all of them, the findings with q < 0.05 said as plain sentences
 * (association, never cause), the pairs that need more data, and the patterns (weekday, trend, time of day).
 */
export const LAGS = [0, 1, 2] as const;
export const Q_THRESHOLD = 0.05;
/** Severity points (0–10) from which a finding is "forte", and "moderata". */
export const STRENGTH_POINTS = { forte: 2, moderata: 1 } as const;
/** Observed days from which the weekday profile is shown, and episodes for the time of day. */
const MIN_WEEKDAY_DAYS = 28;
const MIN_EPISODES_FOR_TIME = 5;

export interface AnalysisOptions {
  lang: Language;
  /** Only these symptoms (as recorded); every symptom of the window when absent. */
  symptoms?: readonly string[];
  /** Only these medications' adherence as factors; every medication when absent. */
  medications?: readonly string[];
  medicationNames: ReadonlyMap<string, string>;
}

/** The window an analysis covers, in the person's zone: the body's ends, else the last 180 days to today. */
export function analysisWindow(
  body: { from?: string; to?: string },
  timeZone: string,
  nowMs: number,
): { from: string; to: string } {
  const today = wallClock(nowMs, timeZone).day;
  const to = body.to && body.to < today ? body.to : today;
  const earliest = addDays(to, -(ANALYSIS_LIMITS.maxDays - 1));
  const from = body.from ?? addDays(to, -(ANALYSIS_LIMITS.defaultDays - 1));
  if (from > to) return { from: to, to };
  return { from: from < earliest ? earliest : from, to };
}

const addDays = (day: string, days: number) => Temporal.PlainDate.from(day).add({ days }).toString();
const round = (v: number, decimals = 2) => Number(v.toFixed(decimals));
const significant = (v: number) => Number(v.toPrecision(3));

export function strengthOf(effect: number): Strength {
  const size = Math.abs(effect);
  if (size >= STRENGTH_POINTS.forte) return 'forte';
  return size >= STRENGTH_POINTS.moderata ? 'moderata' : 'debole';
}

interface Candidate {
  symptom: string;
  factor: Factor;
  median: number;
  result: PairResult;
}

export function analyse(diary: Diary, options: AnalysisOptions): CorrelationsResponse {
  const { lang } = options;
  const texts = analyticsCatalogs[lang];
  const series = dailySeries(diary);
  const chosen = [...series.symptoms.keys()].filter(
    (name) => !options.symptoms || options.symptoms.includes(name),
  );
  const factors = series.factors
    .filter((f) => f.kind !== 'medication' || !options.medications || options.medications.includes(f.key))
    .map(asTested);
  const prepared = factors
    .map((factor) => ({
      factor,
      prepared: prepareFactor(factor.values),
      median: lowerMedian(factor.values) ?? 0,
    }))
    .filter(
      (f): f is { factor: Factor; prepared: PreparedFactor; median: number } => f.prepared !== undefined,
    );
  const ownTriggers = triggersBySymptom(diary);

  const candidates: Candidate[] = [];
  const needMore: { symptom: string; factor: Factor; daysNeeded: number }[] = [];
  for (const symptom of chosen) {
    const y = series.symptoms.get(symptom)!;
    const preparedSymptom = prepareSymptom(y);
    for (const { factor, prepared: preparedFactor, median } of prepared) {
      // A trigger written on this symptom's own episodes is there only when the symptom is: not a factor of it.
      if (factor.kind === 'trigger' && ownTriggers.get(symptom)?.has(factor.key)) continue;
      const outcomes = testPrepared(preparedSymptom, preparedFactor, LAGS);
      const tested = outcomes.flatMap((o) => (o.kind === 'tested' ? [o.result] : []));
      if (tested.length === 0) {
        const daysNeeded = Math.min(...outcomes.map((o) => (o.kind === 'needMoreData' ? o.daysNeeded : 0)));
        needMore.push({ symptom, factor, daysNeeded });
      }
      for (const result of tested) candidates.push({ symptom, factor, median, result });
    }
  }

  const q = benjaminiHochberg(candidates.map((c) => c.result.pValue));
  // One finding per (symptom, factor): its most certain lag.
  const best = new Map<string, { candidate: Candidate; q: number }>();
  candidates.forEach((candidate, i) => {
    if (q[i]! >= Q_THRESHOLD) return;
    const key = `${candidate.symptom}\u0000${candidate.factor.kind}\u0000${candidate.factor.key}`;
    const seen = best.get(key);
    if (!seen || candidate.result.pValue < seen.candidate.result.pValue)
      best.set(key, { candidate, q: q[i]! });
  });
  const correlations = [...best.values()]
    .map(({ candidate, q: qValue }) => correlation(candidate, qValue, options, texts))
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect) || a.qValue - b.qValue);

  const observedDays = series.observed.filter(Boolean).length;
  const starts = episodeStarts(diary, series);
  const needMoreData: NeedMoreData[] = needMore
    .sort((a, b) => a.daysNeeded - b.daysNeeded)
    .slice(0, 50)
    .map(({ symptom, factor, daysNeeded }) => ({
      symptom,
      symptomLabel: symptomLabel(symptom, lang),
      factor: describeFactor(factor, options, texts),
      daysNeeded,
    }));

  return {
    window: { from: diary.from, to: diary.to, days: series.days.length, observedDays },
    tested: candidates.length,
    correlations,
    needMoreData,
    patterns: chosen.flatMap((symptom) => patternsOf(symptom, series, starts, lang, texts)),
    series: { days: series.days, symptoms: chosen.map((s) => symptomSeries(s, series, starts, lang)) },
    suggestions: suggestionsFor(
      observedDays,
      candidates.length,
      correlations.length,
      needMoreData.length,
      texts,
    ),
    offline: false,
  };
}

/** A medication's adherence is tested as "every dose of the day taken" against the other days. */
function asTested(factor: Factor): Factor {
  if (factor.kind !== 'medication') return factor;
  return { ...factor, values: factor.values.map((v) => (v === null ? null : v >= 1 ? 1 : 0)) };
}

function triggersBySymptom(diary: Diary): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const episode of diary.episodes) {
    const set = out.get(episode.symptom) ?? new Set<string>();
    for (const trigger of episode.triggers) set.add(trigger.trim().toLowerCase());
    out.set(episode.symptom, set);
  }
  return out;
}

function describeFactor(
  factor: Factor,
  options: AnalysisOptions,
  texts: AnalyticsCatalog,
): { kind: FactorKind; key: string; label: string } {
  const label =
    factor.kind === 'wellness'
      ? texts.factors[factor.key as keyof typeof texts.factors]
      : format(texts.factors[factor.kind], {
          name: factor.kind === 'medication' ? (options.medicationNames.get(factor.key) ?? '') : factor.key,
        });
  return { kind: factor.kind, key: factor.key, label };
}

function correlation(
  { symptom, factor, median, result }: Candidate,
  qValue: number,
  options: AnalysisOptions,
  texts: AnalyticsCatalog,
): Correlation {
  const { lang } = options;
  const described = describeFactor(factor, options, texts);
  const worseWhenHigh = result.effect > 0;
  const name = options.medicationNames.get(factor.key) ?? '';
  const condition =
    factor.kind === 'wellness'
      ? format(worseWhenHigh ? texts.condition.above : texts.condition.atMost, {
          factor: described.label,
          value: formatNumber(median, lang),
        })
      : factor.kind === 'trigger'
        ? format(worseWhenHigh ? texts.condition.present : texts.condition.absent, {
            factor: described.label,
          })
        : format(worseWhenHigh ? texts.condition.allTaken : texts.condition.missed, { name });
  const finding = format(texts.finding, {
    when: format(texts.when[`lag${result.lag as 0 | 1 | 2}`], { condition }),
    symptom: symptomLabel(symptom, lang, true),
    points: formatNumber(Math.abs(round(result.effect)), lang),
    with: worseWhenHigh ? result.daysWith : result.daysWithout,
    without: worseWhenHigh ? result.daysWithout : result.daysWith,
  });
  return {
    symptom,
    symptomLabel: symptomLabel(symptom, lang),
    factor: described,
    lagDays: result.lag,
    association: worseWhenHigh ? 'positive' : 'negative',
    effect: round(result.effect),
    ci95: [round(result.ci95[0]), round(result.ci95[1])],
    pValue: significant(result.pValue),
    qValue: significant(qValue),
    daysWith: result.daysWith,
    daysWithout: result.daysWithout,
    strength: strengthOf(result.effect),
    summary: `${finding} ${texts.caution}`,
  };
}

function symptomSeries(
  symptom: string,
  series: DailySeries,
  starts: Map<string, number[]>,
  lang: Language,
): SymptomSeries {
  return {
    symptom,
    symptomLabel: symptomLabel(symptom, lang),
    daily: series.symptoms.get(symptom)!,
    episodes: starts.get(symptom)?.length ?? 0,
  };
}

/** When each symptom's episodes started, those inside the window. */
function episodeStarts(diary: Diary, series: DailySeries): Map<string, number[]> {
  const bySymptom = new Map<string, number[]>();
  for (const e of diary.episodes) {
    const ms = Date.parse(e.startedAt);
    const day = series.index.dayOf(ms);
    if (day < 0 || day >= series.days.length) continue;
    const list = bySymptom.get(e.symptom) ?? [];
    list.push(ms);
    bySymptom.set(e.symptom, list);
  }
  return bySymptom;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function patternsOf(
  symptom: string,
  series: DailySeries,
  starts: Map<string, number[]>,
  lang: Language,
  texts: AnalyticsCatalog,
): Pattern[] {
  const y = series.symptoms.get(symptom)!;
  const label = symptomLabel(symptom, lang);
  const out: Pattern[] = [];
  const number = (v: number) => formatNumber(v, lang);

  // Weekday profile: the mean of each weekday's observed days.
  const byWeekday: number[][] = [[], [], [], [], [], [], []];
  series.days.forEach((day, i) => {
    const v = y[i];
    if (v !== null && v !== undefined) byWeekday[weekdayIndex(day)]!.push(v);
  });
  const observed = byWeekday.reduce((n, d) => n + d.length, 0);
  if (observed >= MIN_WEEKDAY_DAYS && byWeekday.every((d) => d.length > 0)) {
    const means = byWeekday.map((d) => round(mean(d)));
    const worst = means.indexOf(Math.max(...means));
    const best = means.indexOf(Math.min(...means));
    out.push({
      kind: 'weekday',
      symptom,
      symptomLabel: label,
      summary: format(texts.weekday, {
        symptom: label,
        worst: weekdayName(worst + 1, lang),
        worstValue: number(means[worst]!),
        best: weekdayName(best + 1, lang),
        bestValue: number(means[best]!),
      }),
      data: { means, days: byWeekday.map((d) => d.length) },
    });
  }

  // Trend: the second half of the window against the first, with the same widened interval as the findings.
  const half = Math.floor(series.days.length / 2);
  const later = series.days.map((_, i) => (i >= half ? 1 : 0));
  const trend = testPair(y, later, [0])?.[0];
  if (trend?.kind === 'tested') {
    const { ci95 } = trend.result;
    const known = (from: number, to: number) =>
      y.slice(from, to).filter((v): v is number => v !== null && v !== undefined);
    const [first, second] = [round(mean(known(0, half)), 1), round(mean(known(half, y.length)), 1)];
    const direction = ci95[1] < 0 ? 'better' : ci95[0] > 0 ? 'worse' : 'stable';
    out.push({
      kind: 'trend',
      symptom,
      symptomLabel: label,
      summary: format(texts.trend[direction], {
        symptom: label,
        first: number(first),
        second: number(second),
      }),
      data: { direction, firstHalf: first, secondHalf: second, ci95: [round(ci95[0]), round(ci95[1])] },
    });
  }

  // Time of day: when its episodes started, in four bands of six hours.
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  for (const ms of starts.get(symptom) ?? []) {
    const hour = series.index.hourOf(ms);
    counts[Math.floor(hour / 6)]! += 1;
  }
  const total = counts.reduce((a, b) => a + b, 0);
  if (total >= MIN_EPISODES_FOR_TIME) {
    const top = counts.indexOf(Math.max(...counts));
    const band = (['night', 'morning', 'afternoon', 'evening'] as const)[top]!;
    out.push({
      kind: 'timeOfDay',
      symptom,
      symptomLabel: label,
      summary: format(texts.timeOfDay.summary, {
        symptom: label,
        band: texts.timeOfDay.bands[band],
        count: counts[top]!,
        total,
      }),
      data: { counts },
    });
  }
  return out;
}

/** 0 = Monday … 6 = Sunday. */
function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function suggestionsFor(
  observedDays: number,
  tested: number,
  found: number,
  waiting: number,
  texts: AnalyticsCatalog,
): string[] {
  const s = texts.suggestions;
  if (observedDays === 0) return [s.noData];
  const out: string[] = [];
  if (found > 0) out.push(s.findings);
  else if (tested > 0) out.push(s.noFindings);
  if (waiting > 0 || observedDays < 60) out.push(s.keepGoing);
  return out;
}
