import { Temporal } from 'temporal-polyfill';
import type { CorrelationsResponse, Insight } from '../../contracts/analytics';
import type { AppointmentBody, DoseBody, MedicationBody, Stored } from '../../contracts/records';
import { runOutDay } from '../../contracts/stock';
import { format, formatDay, formatWhen, type Language } from '../../i18n';
import { analyticsCatalogs, defaultTips } from '../../i18n/analytics';
import { occurrencesBetween, zonedInstant } from '../reminders/time';

/**
 * The answer of `POST /insights` (issue 15), pure: what the person's own data says this week (stock running
 * out, doses missed, the next appointment, a symptom trending up or down, the strongest finding), most
 * pressing first; with less than three of them, the spec's three default tips fill the list.
 */
export const STOCK_WARNING_DAYS = 10;
export const ADHERENCE_DAYS = 7;
export const MAX_INSIGHTS = 6;

export interface InsightsInput {
  lang: Language;
  timeZone: string;
  nowMs: number;
  /** The analysis of the window (its trends and findings). */
  analysis: CorrelationsResponse;
  medications: readonly Stored<MedicationBody>[];
  /** The doses of the last days, at least ADHERENCE_DAYS. */
  doses: readonly (Pick<DoseBody, 'status' | 'scheduledFor'> & { medicationId?: string })[];
  nextAppointment?: Pick<Stored<AppointmentBody>, 'id' | 'title' | 'startsAt'>;
}

const TAKEN = new Set<DoseBody['status']>(['taken', 'late']);

export function insightsFrom(input: InsightsInput): Insight[] {
  const { lang, timeZone, nowMs, analysis } = input;
  const texts = analyticsCatalogs[lang].insights;
  const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone).toPlainDate();
  const found: Insight[] = [];

  for (const m of input.medications) {
    const day = runOutDay(m, today.toString());
    if (day && Temporal.PlainDate.compare(day, today.add({ days: STOCK_WARNING_DAYS })) <= 0) {
      found.push({
        id: `stock:${m.id}`,
        kind: 'stock',
        title: texts.stock.title,
        body: format(texts.stock.body, { name: m.name, date: formatDay(day, lang) }),
        priority: 1,
        link: '/farmaci',
      });
    }
  }

  const weekStart = zonedInstant(
    today.subtract({ days: ADHERENCE_DAYS - 1 }).toString(),
    '00:00',
    timeZone,
  ).ms;
  for (const m of input.medications) {
    const due = occurrencesBetween(m, timeZone, weekStart, nowMs);
    if (due.length === 0) continue;
    const takenAt = new Set(
      input.doses
        .filter((d) => d.medicationId === m.id && d.scheduledFor && TAKEN.has(d.status))
        .map((d) => Date.parse(d.scheduledFor!)),
    );
    const taken = due.filter((o) => takenAt.has(o.dueMs)).length;
    if (taken < due.length) {
      found.push({
        id: `adherence:${m.id}`,
        kind: 'adherence',
        title: texts.adherence.title,
        body: format(texts.adherence.body, { taken, scheduled: due.length, name: m.name }),
        priority: 2,
        link: '/medication-reminders',
      });
    }
  }

  if (input.nextAppointment) {
    const a = input.nextAppointment;
    found.push({
      id: `appointment:${a.id}`,
      kind: 'appointment',
      title: texts.appointment.title,
      body: format(texts.appointment.body, { title: a.title, when: formatWhen(a.startsAt, lang, timeZone) }),
      priority: 2,
      link: '/appointments',
    });
  }

  for (const pattern of analysis.patterns) {
    if (pattern.kind !== 'trend' || pattern.data.direction === 'stable') continue;
    found.push({
      id: `trend:${pattern.symptom}`,
      kind: 'trend',
      title: format(texts.trend[pattern.data.direction], { symptom: pattern.symptomLabel }),
      body: pattern.summary,
      priority: pattern.data.direction === 'worse' ? 2 : 3,
      link: '/symptom-analytics',
    });
  }

  const strongest = analysis.correlations[0];
  if (strongest) {
    found.push({
      id: `correlation:${strongest.symptom}:${strongest.factor.kind}:${strongest.factor.key}`,
      kind: 'correlation',
      title: texts.correlation.title,
      body: strongest.summary,
      priority: 3,
      link: '/symptom-analytics',
    });
  }

  const ranked = found.sort((a, b) => a.priority - b.priority).slice(0, MAX_INSIGHTS);
  return [...ranked, ...defaultTips(lang).slice(0, Math.max(0, 3 - ranked.length))];
}
