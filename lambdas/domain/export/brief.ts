import type { CorrelationsResponse } from '../../contracts/analytics';
import type { DataExport, ExportedMedication } from '../../contracts/export';
import type { MedicationBody, Stored, SymptomBody, WellnessBody } from '../../contracts/records';
import { dueTimes, scheduledDoseId } from '../../contracts/schedule';
import { adherence, type Adherence } from '../../contracts/stock';
import { format, formatDay, formatNumber, plural, weekdayName, type Language } from '../../i18n';
import { briefCatalogs, type BriefCatalog } from '../../i18n/brief';
import { symptomLabel } from '../../i18n/symptoms';
import { doseText } from '../../i18n/units';
import { dailySeries, daysBetween } from '../analytics/series';
import { wallClock, zonedInstant } from '../reminders/time';

/**
 * The visit brief (issue 16, `POST /export/pdf`), pure: what one or two A4 pages tell the doctor about a
 * period, every text already in the person's language. The medications still taken with their adherence, the
 * symptoms with their count, peak, trend and days, the wellness averages and the measurements' ranges, the
 * analysis' findings (associations, never causes), the next appointments and room for the person's
 * questions. Tables are capped so that the brief stays within two pages; "… and N more" says what was left
 * out. Everything the person wrote is plain text here: no markup, no links (lambdas/lib/pdf.ts draws it).
 */

/** Rows per table, and the longest text of a cell (the PDF ellipsises it further to two lines). */
export const BRIEF_LIMITS = {
  medications: 8,
  symptoms: 8,
  findings: 5,
  appointments: 5,
  questionLines: 8,
  cellChars: 160,
  findingChars: 400,
} as const;

/** A symptom's trend is "stable" when its two halves' means are less than this apart (0–10 scale). */
export const TREND_POINTS = 1;

export interface BriefContext {
  lang: Language;
  /** The person's IANA zone: days, times and "now" are on their wall clock. */
  timeZone: string;
  nowMs: number;
  /** The period, both ends included ("YYYY-MM-DD" in the person's zone). */
  from: string;
  to: string;
  /** The analysis of the same period (its series, trends and findings), when it could be run. */
  analysis?: CorrelationsResponse;
}

export interface BriefColumn {
  label: string;
  /** Its share of the table's width. */
  weight: number;
  align?: 'left' | 'right';
  /** The person's own words (a name, a note): cut to one line first when the pages are short of room. */
  clip?: boolean;
}

/** A small chart: one bar per day (null: nothing recorded that day), on a scale from 0 to `max`. */
export interface BriefChart {
  values: (number | null)[];
  max: number;
  /** What the chart shows, for screen readers. */
  alt: string;
}

export interface BriefCell {
  text: string;
  chart?: BriefChart;
}

export type BriefBlock =
  | { kind: 'table'; columns: BriefColumn[]; rows: BriefCell[][] }
  | { kind: 'paragraph'; text: string }
  /** Smaller and grey: an explanation, or "… and N more". */
  | { kind: 'note'; text: string }
  | { kind: 'list'; items: string[] }
  /** Ruled lines to write on. */
  | { kind: 'lines'; count: number };

export type BriefSectionId =
  'medications' | 'symptoms' | 'wellness' | 'findings' | 'appointments' | 'questions';

export interface BriefSection {
  id: BriefSectionId;
  heading: string;
  blocks: BriefBlock[];
}

export interface Brief {
  lang: Language;
  title: string;
  /** For the PDF's metadata. */
  subject: string;
  person: string;
  period: { label: string; text: string };
  prepared: string;
  /** "Pagina {{page}} di {{pages}}". */
  pageLabel: string;
  sections: BriefSection[];
}

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', hi: 'hi-IN' };
const DAY_MS = 86_400_000;
const TAKEN = new Set(['taken', 'late']);

export function visitBrief(data: DataExport, ctx: BriefContext): Brief {
  const c = briefCatalogs[ctx.lang];
  const today = wallClock(ctx.nowMs, ctx.timeZone).day;
  const period: Period = {
    ...ctx,
    today,
    nowTime: wallClock(ctx.nowMs, ctx.timeZone).time,
    fromMs: zonedInstant(ctx.from, '00:00', ctx.timeZone).ms,
    toMs: zonedInstant(addDays(ctx.to, 1), '00:00', ctx.timeZone).ms,
  };
  return {
    lang: ctx.lang,
    title: c.title,
    subject: c.subject,
    person: plain(data.profile.name, BRIEF_LIMITS.cellChars),
    period: {
      label: c.period,
      text: format(c.range, { from: formatDay(ctx.from, ctx.lang), to: formatDay(ctx.to, ctx.lang) }),
    },
    prepared: format(c.prepared, { date: formatDay(today, ctx.lang) }),
    pageLabel: c.page,
    sections: [
      medicationsSection(data.medications, period, c),
      symptomsSection(data, period, c),
      wellnessSection(data.wellness, period, c),
      findingsSection(ctx.analysis, ctx.lang, c),
      appointmentsSection(data, period, c),
      {
        id: 'questions',
        heading: c.questions.heading,
        blocks: [
          { kind: 'note', text: c.questions.hint },
          { kind: 'lines', count: BRIEF_LIMITS.questionLines },
        ],
      },
    ],
  };
}

interface Period extends BriefContext {
  today: string;
  /** Now on the person's wall clock ("HH:MM"). */
  nowTime: string;
  /** The period's first instant and the instant after its last day. */
  fromMs: number;
  toMs: number;
}

/* ------------------------------------------------------------------------------------------------------ */
/* Medications                                                                                             */

function medicationsSection(all: readonly ExportedMedication[], p: Period, c: BriefCatalog): BriefSection {
  const t = c.medications;
  const current = all
    .filter((m) => m.active && (!m.endDate || m.endDate >= p.today))
    .sort((a, b) => a.name.localeCompare(b.name, LOCALES[p.lang]));
  const shown = current.slice(0, BRIEF_LIMITS.medications);
  const blocks: BriefBlock[] = [];
  if (shown.length === 0) blocks.push({ kind: 'paragraph', text: t.none });
  else {
    blocks.push({
      kind: 'table',
      columns: [
        { label: t.columns.name, weight: 2.2, clip: true },
        { label: t.columns.dose, weight: 1.1 },
        { label: t.columns.schedule, weight: 2.2 },
        { label: t.columns.adherence, weight: 1.7 },
      ],
      rows: shown.map((m) => [
        { text: medicationName(m) },
        { text: doseText(m.dose, p.lang) },
        { text: capitalise(scheduleText(m.schedule, p.lang, t.schedule)) },
        { text: adherenceText(m, p, c) },
      ]),
    });
    blocks.push(...more(current.length - shown.length, t, p.lang));
    blocks.push({ kind: 'note', text: t.note });
  }
  return { id: 'medications', heading: t.heading, blocks };
}

function medicationName(m: Stored<MedicationBody>): string {
  const name = [m.name, m.strength].filter(Boolean).join(' ');
  return plain(m.activeIngredient ? `${name} (${m.activeIngredient})` : name, BRIEF_LIMITS.cellChars);
}

/** A schedule as people say it: "ogni giorno alle 08:00 e 20:00", "lunedì e giovedì alle 09:00". */
function scheduleText(
  schedule: MedicationBody['schedule'],
  lang: Language,
  t: BriefCatalog['medications']['schedule'],
): string {
  const list = (items: string[]) =>
    new Intl.ListFormat(LOCALES[lang], { style: 'long', type: 'conjunction' }).format(items);
  switch (schedule.type) {
    case 'asNeeded':
      return schedule.maxPerDay === undefined
        ? t.asNeeded
        : format(t.asNeededMax, { max: formatNumber(schedule.maxPerDay, lang, 0) });
    case 'interval': {
      const times = list([...new Set(schedule.times)].sort());
      return format(t[`everyNDays_${plural(schedule.everyDays, lang)}`], {
        count: formatNumber(schedule.everyDays, lang, 0),
        times,
      });
    }
    case 'fixed': {
      const times = list([...new Set(schedule.times)].sort());
      const weekdays = [...new Set(schedule.weekdays)].sort((a, b) => a - b);
      if (weekdays.length === 7) return format(t.everyDay, { times });
      return format(t.onDays, { days: list(weekdays.map((d) => weekdayName(d, lang))), times });
    }
  }
}

/**
 * Taken ÷ due over the period up to now: the doses due are the schedule's (dueTimes) on each day, each with
 * the id the app gives the dose it records (scheduledDoseId); a dose recorded under another id counts for the
 * due time it names (`scheduledFor`, on the person's wall clock). "Al bisogno" has no due doses: its count.
 */
function medicationAdherence(m: ExportedMedication, p: Period): Adherence {
  const last = p.to < p.today ? p.to : p.today;
  const first = p.from > m.startDate ? p.from : m.startDate;
  const due: string[] = [];
  if (first <= last) {
    for (const day of daysBetween(first, last)) {
      for (const time of dueTimes(m, day)) {
        if (day === p.today && time > p.nowTime) break;
        due.push(scheduledDoseId(m.id, day, time));
      }
    }
  }
  const dueIds = new Set(due);
  const doses = m.doses.flatMap((d) => {
    if (dueIds.has(d.id)) return [{ id: d.id, status: d.status }];
    if (!d.scheduledFor) return [];
    const at = wallClock(Date.parse(d.scheduledFor), p.timeZone);
    const id = scheduledDoseId(m.id, at.day, at.time);
    return dueIds.has(id) ? [{ id, status: d.status }] : [];
  });
  return adherence(due, doses);
}

function adherenceText(m: ExportedMedication, p: Period, c: BriefCatalog): string {
  const t = c.medications;
  if (m.schedule.type === 'asNeeded') {
    const count = m.doses.filter((d) => {
      const at = d.takenAt ?? d.scheduledFor;
      return TAKEN.has(d.status) && at !== undefined && inPeriod(Date.parse(at), p);
    }).length;
    return capitalise(format(t[`asNeededTaken_${plural(count, p.lang)}`], { count }));
  }
  const a = medicationAdherence(m, p);
  if (a.ratio === undefined) return capitalise(t.adherenceNone);
  return format(t.adherence, {
    percent: format(c.percent, { value: formatNumber(Math.round(a.ratio * 100), p.lang, 0) }),
    taken: formatNumber(a.taken, p.lang, 0),
    scheduled: formatNumber(a.scheduled, p.lang, 0),
  });
}

/* ------------------------------------------------------------------------------------------------------ */
/* Symptoms                                                                                                */

/** A symptom's mean severity in the first and the second half of the period, and which way it went. */
export interface Trend {
  direction: 'better' | 'worse' | 'stable';
  first: number;
  second: number;
}

interface SymptomSummary {
  symptom: string;
  label: string;
  episodes: number;
  peak: number;
  trend: Trend | undefined;
  daily: (number | null)[];
}

/** Each symptom of the period (episodes that overlap it): how often, how bad at worst, where it is going. */
function symptomSummaries(data: DataExport, ctx: BriefContext): SymptomSummary[] {
  const today = wallClock(ctx.nowMs, ctx.timeZone).day;
  const fromMs = zonedInstant(ctx.from, '00:00', ctx.timeZone).ms;
  const toMs = zonedInstant(addDays(ctx.to, 1), '00:00', ctx.timeZone).ms;
  const groups = new Map<string, Stored<SymptomBody>[]>();
  for (const s of data.symptoms) {
    const end = s.endedAt === null ? Math.max(ctx.nowMs, Date.parse(s.startedAt)) : Date.parse(s.endedAt);
    if (Date.parse(s.startedAt) >= toMs || end < fromMs) continue;
    const group = groups.get(s.symptom) ?? [];
    group.push(s);
    groups.set(s.symptom, group);
  }
  if (groups.size === 0) return [];

  // The days charted are the period's up to today; the analysis' series when it covers the same days.
  const last = ctx.to < today ? ctx.to : today;
  const analysis = ctx.analysis;
  const sameDays = analysis && analysis.window.from === ctx.from && analysis.window.to === last;
  const given = new Map(sameDays ? analysis.series.symptoms.map((s) => [s.symptom, s.daily]) : []);
  const trends = new Map(
    sameDays
      ? analysis.patterns.flatMap((pattern) =>
          pattern.kind === 'trend' ? [[pattern.symptom, pattern.data]] : [],
        )
      : [],
  );
  let computed: Map<string, (number | null)[]> | undefined;
  const seriesOf = (symptom: string) => {
    const found = given.get(symptom);
    if (found) return found;
    computed ??=
      ctx.from > last
        ? new Map()
        : dailySeries({
            from: ctx.from,
            to: last,
            timeZone: ctx.timeZone,
            episodes: data.symptoms,
            doses: data.medications.flatMap((m) => m.doses.map((d) => ({ ...d, medicationId: m.id }))),
            wellness: data.wellness,
            medications: [],
            nowMs: ctx.nowMs,
          }).symptoms;
    return computed.get(symptom) ?? [];
  };

  return [...groups]
    .map(([symptom, episodes]) => {
      const daily = seriesOf(symptom);
      const analysed = trends.get(symptom);
      return {
        symptom,
        label: plain(symptomLabel(symptom, ctx.lang), BRIEF_LIMITS.cellChars),
        episodes: episodes.length,
        peak: highest(episodes.map((e) => e.severity)),
        trend: analysed
          ? { direction: analysed.direction, first: analysed.firstHalf, second: analysed.secondHalf }
          : trendOf(daily),
        daily,
      };
    })
    .sort(
      (a, b) =>
        b.episodes - a.episodes || b.peak - a.peak || a.label.localeCompare(b.label, LOCALES[ctx.lang]),
    );
}

/** The mean of the period's second half against its first (days with nothing recorded left out). */
export function trendOf(daily: readonly (number | null)[]): Trend | undefined {
  const half = Math.floor(daily.length / 2);
  const mean = (values: readonly (number | null)[]) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length ? known.reduce((a, b) => a + b, 0) / known.length : undefined;
  };
  const first = mean(daily.slice(0, half));
  const second = mean(daily.slice(half));
  if (first === undefined || second === undefined) return undefined;
  const round = (v: number) => Math.round(v * 10) / 10;
  const direction = Math.abs(second - first) < TREND_POINTS ? 'stable' : second > first ? 'worse' : 'better';
  return { direction, first: round(first), second: round(second) };
}

function symptomsSection(data: DataExport, p: Period, c: BriefCatalog): BriefSection {
  const t = c.symptoms;
  const all = symptomSummaries(data, p);
  const shown = all.slice(0, BRIEF_LIMITS.symptoms);
  const blocks: BriefBlock[] = [];
  if (shown.length === 0) blocks.push({ kind: 'paragraph', text: t.none });
  else {
    const n = (v: number) => formatNumber(v, p.lang, 1);
    blocks.push({
      kind: 'table',
      columns: [
        { label: t.columns.name, weight: 2, clip: true },
        { label: t.columns.episodes, weight: 0.9, align: 'right' },
        { label: t.columns.peak, weight: 0.8, align: 'right' },
        { label: t.columns.trend, weight: 2 },
        { label: t.columns.chart, weight: 2.2 },
      ],
      rows: shown.map((s) => [
        { text: s.label },
        { text: formatNumber(s.episodes, p.lang, 0) },
        { text: format(t.peak, { value: formatNumber(s.peak, p.lang, 0) }) },
        {
          text: capitalise(
            s.trend === undefined
              ? t.trend.unknown
              : format(t.trend[s.trend.direction], { first: n(s.trend.first), second: n(s.trend.second) }),
          ),
        },
        { text: '', chart: { values: s.daily, max: 10, alt: format(t.chartAlt, { name: s.label }) } },
      ]),
    });
    blocks.push(...more(all.length - shown.length, t, p.lang));
    blocks.push({ kind: 'note', text: t.note });
  }
  return { id: 'symptoms', heading: t.heading, blocks };
}

/* ------------------------------------------------------------------------------------------------------ */
/* Wellness and measurements                                                                               */

type Measured = NonNullable<WellnessBody['measurements']>;

function wellnessSection(all: readonly Stored<WellnessBody>[], p: Period, c: BriefCatalog): BriefSection {
  const t = c.wellness;
  const entries = all
    .filter((w) => w.date >= p.from && w.date <= p.to)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const num = (v: number, decimals: number) => formatNumber(v, p.lang, decimals);
  const days = (count: number) => formatNumber(count, p.lang, 0);

  const averages: BriefCell[][] = [];
  const scales = [
    ['sleepHours', t.sleepHours, t.hours],
    ['sleepQuality', t.sleepQuality, t.outOfFive],
    ['mood', t.mood, t.outOfFive],
    ['energy', t.energy, t.outOfFive],
    ['stress', t.stress, t.outOfFive],
  ] as const;
  for (const [key, label, unit] of scales) {
    const values = entries.flatMap((w) => (w[key] === undefined ? [] : [w[key]]));
    if (values.length === 0) continue;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    averages.push([
      { text: label },
      { text: format(unit, { value: num(mean, 1) }) },
      { text: days(values.length) },
    ]);
  }

  const m = t.measurements;
  const measures: BriefCell[][] = [];
  const last = (value: string, date: string) => format(m.last, { value, date: shortDay(date, p.lang) });
  const pressure = entries.flatMap((w) => {
    const { systolic, diastolic } = w.measurements ?? {};
    return systolic !== undefined && diastolic !== undefined ? [{ date: w.date, systolic, diastolic }] : [];
  });
  if (pressure.length) {
    const pair = (s: number, d: number) => `${num(s, 0)}/${num(d, 0)}`;
    const final = pressure.at(-1)!;
    measures.push([
      { text: m.bloodPressure },
      {
        text: pair(lowest(pressure.map((r) => r.systolic)), lowest(pressure.map((r) => r.diastolic))),
      },
      {
        text: pair(highest(pressure.map((r) => r.systolic)), highest(pressure.map((r) => r.diastolic))),
      },
      { text: last(pair(final.systolic, final.diastolic), final.date) },
      { text: days(pressure.length) },
    ]);
  }
  const single: [keyof Measured, string, number][] = [
    ['weightKg', m.weight, 2],
    ['glucoseMgDl', m.glucose, 0],
    ['heartRate', m.heartRate, 0],
    ['temperatureC', m.temperature, 2],
  ];
  for (const [key, label, decimals] of single) {
    const readings = entries.flatMap((w) => {
      const value = w.measurements?.[key];
      return value === undefined ? [] : [{ date: w.date, value }];
    });
    if (readings.length === 0) continue;
    const values = readings.map((r) => r.value);
    const final = readings.at(-1)!;
    measures.push([
      { text: label },
      { text: num(lowest(values), decimals) },
      { text: num(highest(values), decimals) },
      { text: last(num(final.value, decimals), final.date) },
      { text: days(readings.length) },
    ]);
  }

  const blocks: BriefBlock[] = [];
  if (averages.length === 0 && measures.length === 0) blocks.push({ kind: 'paragraph', text: c.noData });
  else {
    if (averages.length === 0) blocks.push({ kind: 'paragraph', text: t.none });
    else
      blocks.push({
        kind: 'table',
        columns: [
          { label: t.columns.item, weight: 2 },
          { label: t.columns.average, weight: 1.6, align: 'right' },
          { label: t.columns.days, weight: 1.2, align: 'right' },
        ],
        rows: averages,
      });
    if (measures.length === 0) blocks.push({ kind: 'paragraph', text: m.none });
    else
      blocks.push({
        kind: 'table',
        columns: [
          { label: m.columns.item, weight: 2 },
          { label: m.columns.min, weight: 0.9, align: 'right' },
          { label: m.columns.max, weight: 0.9, align: 'right' },
          { label: m.columns.last, weight: 1.8, align: 'right' },
          { label: m.columns.count, weight: 1, align: 'right' },
        ],
        rows: measures,
      });
  }
  return { id: 'wellness', heading: t.heading, blocks };
}

/* ------------------------------------------------------------------------------------------------------ */
/* Findings and appointments                                                                               */

function findingsSection(
  analysis: CorrelationsResponse | undefined,
  lang: Language,
  c: BriefCatalog,
): BriefSection {
  const t = c.findings;
  const blocks: BriefBlock[] = [];
  if (!analysis) blocks.push({ kind: 'paragraph', text: t.notAnalysed });
  else if (analysis.correlations.length === 0) blocks.push({ kind: 'paragraph', text: t.none });
  else {
    const shown = analysis.correlations.slice(0, BRIEF_LIMITS.findings);
    blocks.push({ kind: 'note', text: t.disclaimer });
    blocks.push({ kind: 'list', items: shown.map((f) => plain(f.summary, BRIEF_LIMITS.findingChars)) });
    blocks.push(...more(analysis.correlations.length - shown.length, t, lang));
  }
  return { id: 'findings', heading: t.heading, blocks };
}

function appointmentsSection(data: DataExport, p: Period, c: BriefCatalog): BriefSection {
  const t = c.appointments;
  const upcoming = data.appointments
    .filter((a) => Date.parse(a.startsAt) > p.nowMs)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const shown = upcoming.slice(0, BRIEF_LIMITS.appointments);
  const blocks: BriefBlock[] = [];
  if (shown.length === 0) blocks.push({ kind: 'paragraph', text: t.none });
  else {
    const cell = (text: string | undefined) => ({ text: plain(text ?? '', BRIEF_LIMITS.cellChars) });
    blocks.push({
      kind: 'table',
      columns: [
        { label: t.columns.when, weight: 1.5 },
        { label: t.columns.what, weight: 2.2, clip: true },
        { label: t.columns.who, weight: 1.5, clip: true },
        { label: t.columns.where, weight: 1.5, clip: true },
      ],
      rows: shown.map((a) => [
        { text: appointmentTime(a.startsAt, p.lang, p.timeZone) },
        cell(a.notes ? `${a.title} — ${a.notes}` : a.title),
        cell(a.doctor && a.specialty ? `${a.doctor} (${a.specialty})` : (a.doctor ?? a.specialty)),
        cell(a.place),
      ]),
    });
    blocks.push(...more(upcoming.length - shown.length, t, p.lang));
  }
  return { id: 'appointments', heading: t.heading, blocks };
}

/* ------------------------------------------------------------------------------------------------------ */
/* Helpers                                                                                                 */

/** "… e altri 3 farmaci" when a table was capped. */
function more(count: number, t: { more_one: string; more_other: string }, lang: Language): BriefBlock[] {
  if (count <= 0) return [];
  return [
    { kind: 'note', text: format(t[`more_${plural(count, lang)}`], { count: formatNumber(count, lang, 0) }) },
  ];
}

const inPeriod = (ms: number, p: Period) => ms >= p.fromMs && ms < p.toMs && ms <= p.nowMs;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

// Years of readings are too many arguments for Math.min(...values).
const lowest = (values: readonly number[]) => values.reduce((a, b) => (b < a ? b : a), Infinity);
const highest = (values: readonly number[]) => values.reduce((a, b) => (b > a ? b : a), -Infinity);

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** When an appointment is, in a table: "ven 3 apr 2026, 10:30" on the person's wall clock. */
function appointmentTime(iso: string, lang: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** A calendar day in a table: "12 mar 2026". */
function shortDay(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

// Invisible characters (format and private-use ones: bidi overrides, zero-width spaces) could make a text
// look other than it reads; the joiners (U+200C, U+200D) stay, Devanagari spelling needs them.
const INVISIBLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu;

/**
 * What the person wrote, as one line of plain text: no control or invisible characters, white space
 * collapsed, at most `max` characters (whole letters: a Devanagari syllable is never cut).
 */
export function plain(text: string, max: number): string {
  const clean = text
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (clean.length <= max) return clean;
  let out = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(clean)) {
    if (out.length + segment.length > max - 1) break;
    out += segment;
  }
  return `${out.trimEnd()}…`;
}
