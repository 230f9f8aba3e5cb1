import * as z from 'zod/mini';
import { UUID } from './records';
import { noControlChars } from './text';

/**
 * Symptom analytics and insights (issue 15): the request bodies, checked by the handler and used by the SPA,
 * and the answers' shapes. The body only selects: the data is always the caller's own records.
 */
export const ANALYSIS_LIMITS = {
  /** The window when the body names none: the last 180 days. */
  defaultDays: 180,
  /** The longest window: five years. */
  maxDays: 5 * 366,
  maxSymptoms: 20,
  maxMedications: 50,
} as const;

const DAY_MS = 86_400_000;
const day = z.iso.date();
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** A window's two ends in order and at most five years apart (the messages are validation keys). */
type Range = { from?: string | undefined; to?: string | undefined };
const inOrder = z.refine<Range>((b) => !b.from || !b.to || b.from <= b.to, {
  message: 'range_order',
  path: ['to'],
});
const notTooLong = z.refine<Range>(
  (b) => !b.from || !b.to || (dayMs(b.to) - dayMs(b.from)) / DAY_MS < ANALYSIS_LIMITS.maxDays,
  { message: 'range_too_long', path: ['from'] },
);

export const CorrelationsRequest = z
  .strictObject({
    from: z.optional(day),
    to: z.optional(day),
    /** Symptoms as recorded (a code of the list, or the person's own words). */
    symptoms: z.optional(
      z
        .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(80), noControlChars()))
        .check(z.maxLength(ANALYSIS_LIMITS.maxSymptoms)),
    ),
    medications: z.optional(
      z.array(z.string().check(z.regex(UUID))).check(z.maxLength(ANALYSIS_LIMITS.maxMedications)),
    ),
  })
  .check(inOrder, notTooLong);
export type CorrelationsRequest = z.infer<typeof CorrelationsRequest>;

export const InsightsRequest = z
  .strictObject({ from: z.optional(day), to: z.optional(day) })
  .check(inOrder, notTooLong);
export type InsightsRequest = z.infer<typeof InsightsRequest>;

export type FactorKind = 'wellness' | 'medication' | 'trigger';
export type Strength = 'forte' | 'moderata' | 'debole';

export interface Correlation {
  /** As recorded; `symptomLabel` is how the person reads it. */
  symptom: string;
  symptomLabel: string;
  factor: { kind: FactorKind; key: string; label: string };
  lagDays: number;
  /** Whether more of the factor (or its presence) goes with a worse symptom. */
  association: 'positive' | 'negative';
  /** Mean daily severity (0–10) on high/present days minus the other days. */
  effect: number;
  ci95: [number, number];
  pValue: number;
  qValue: number;
  daysWith: number;
  daysWithout: number;
  strength: Strength;
  summary: string;
}

export interface NeedMoreData {
  symptom: string;
  symptomLabel: string;
  factor: { kind: FactorKind; key: string; label: string };
  daysNeeded: number;
}

export type PatternKind = 'weekday' | 'trend' | 'timeOfDay';

export interface WeekdayData {
  /** Monday first: the mean daily severity on that weekday's observed days (null: none observed). */
  means: (number | null)[];
  days: number[];
}
export interface TrendData {
  direction: 'better' | 'worse' | 'stable';
  firstHalf: number;
  secondHalf: number;
  ci95: [number, number];
}
export interface TimeOfDayData {
  /** Episodes started at night (0–6), morning (6–12), afternoon (12–18), evening (18–24). */
  counts: [number, number, number, number];
}

export type Pattern =
  | { kind: 'weekday'; symptom: string; symptomLabel: string; summary: string; data: WeekdayData }
  | { kind: 'trend'; symptom: string; symptomLabel: string; summary: string; data: TrendData }
  | { kind: 'timeOfDay'; symptom: string; symptomLabel: string; summary: string; data: TimeOfDayData };

/** One symptom's days for the chart: the daily highest severity (null: nothing recorded that day). */
export interface SymptomSeries {
  symptom: string;
  symptomLabel: string;
  daily: (number | null)[];
  episodes: number;
}

export interface CorrelationsResponse {
  window: { from: string; to: string; days: number; observedDays: number };
  /** Every (symptom, factor, lag) tested: the count the q-values correct for. */
  tested: number;
  correlations: Correlation[];
  needMoreData: NeedMoreData[];
  patterns: Pattern[];
  /** The window's days ("YYYY-MM-DD") and each symptom's values on them, for the charts. */
  series: { days: string[]; symptoms: SymptomSeries[] };
  suggestions: string[];
  offline: boolean;
}

export type InsightKind = 'adherence' | 'stock' | 'trend' | 'correlation' | 'appointment' | 'tip';

export interface Insight {
  id: string;
  kind: InsightKind;
  title: string;
  body: string;
  /** 1 first. */
  priority: number;
  /** A route of the app ("/farmaci"), or null. */
  link: string | null;
}

export interface InsightsResponse {
  insights: Insight[];
  offline: boolean;
}
