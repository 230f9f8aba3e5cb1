import { Temporal } from 'temporal-polyfill';
import {
  CorrelationsRequest,
  InsightsRequest,
  type CorrelationsResponse,
  type InsightsResponse,
} from '../../contracts/analytics';
import type {
  AppointmentBody,
  DoseBody,
  MedicationBody,
  Stored,
  SymptomBody,
  WellnessBody,
} from '../../contracts/records';
import { readRange, RECORD_SCOPES, DOSE_SCOPE } from '../../data/records';
import { readSettings } from '../../data/reminders';
import { analyse, analysisWindow } from '../../domain/analytics/report';
import { insightsFrom } from '../../domain/analytics/insights';
import type { Diary, Medication } from '../../domain/analytics/series';
import { dispatcher, route } from '../../lib/http';

/** An episode can start up to this long before the window and still cover its first days. */
const EPISODE_LOOKBACK_DAYS = 31;

const shift = (day: string, days: number) => Temporal.PlainDate.from(day).add({ days }).toString();

/**
 * A medication as its history is analysed: its doses were due from its start to its end, also when it has
 * since been stopped (no longer active: due until the day it was changed, when it has no end date).
 */
function forHistory(m: Stored<MedicationBody>): Medication {
  const endDate = m.endDate ?? (m.active ? undefined : m.updatedAt.slice(0, 10));
  return { ...m, active: true, ...(endDate ? { endDate } : {}) };
}

/** The caller's own diary over a window: read from their partition only, every page of it. */
async function readDiary(userId: string, from: string, to: string, timeZone: string, nowMs: number) {
  const [episodes, doses, wellness, medications] = await Promise.all([
    readRange<SymptomBody>(userId, RECORD_SCOPES.symptoms, {
      from: `${shift(from, -EPISODE_LOOKBACK_DAYS)}T00:00:00Z`,
      to: `${shift(to, 1)}T23:59:59Z`,
    }),
    readRange<DoseBody & { medicationId?: string }>(userId, DOSE_SCOPE, {
      from: `${shift(from, -1)}T00:00:00Z`,
      to: `${shift(to, 1)}T23:59:59Z`,
    }),
    readRange<WellnessBody>(userId, RECORD_SCOPES.wellness, { from, to }),
    readRange<MedicationBody>(userId, RECORD_SCOPES.medications, {}),
  ]);
  const diary: Diary = {
    from,
    to,
    timeZone,
    nowMs,
    episodes,
    doses: doses.flatMap((d) => (d.medicationId ? [{ ...d, medicationId: d.medicationId }] : [])),
    wellness,
    medications: medications.map(forHistory),
  };
  return { diary, medications, doses };
}

async function correlations(
  userId: string,
  lang: Parameters<typeof analyse>[1]['lang'],
  body: CorrelationsRequest,
  nowMs: number,
) {
  const { settings } = await readSettings(userId);
  const { from, to } = analysisWindow(body, settings.timeZone, nowMs);
  const read = await readDiary(userId, from, to, settings.timeZone, nowMs);
  const analysis = analyse(read.diary, {
    lang,
    ...(body.symptoms ? { symptoms: body.symptoms } : {}),
    ...(body.medications ? { medications: body.medications } : {}),
    medicationNames: new Map(read.medications.map((m) => [m.id, m.name])),
  });
  return { analysis, settings, ...read };
}

export const handler = dispatcher({
  /** Symptom analytics: the findings, patterns and suggestions of the caller's own diary. */
  'POST /analyze/correlations': route({ body: CorrelationsRequest }, async ({ userId, lang, body }) => {
    const { analysis } = await correlations(userId, lang, body, Date.now());
    const reply: CorrelationsResponse = analysis;
    return { status: 200, body: reply };
  }),

  /** The dashboard's insights: this week's doses and stock, the next appointment, trends and findings. */
  'POST /insights': route({ body: InsightsRequest }, async ({ userId, lang, body }) => {
    const nowMs = Date.now();
    const [{ analysis, settings, medications, doses }, upcoming] = await Promise.all([
      correlations(userId, lang, body, nowMs),
      readRange<AppointmentBody>(userId, RECORD_SCOPES.appointments, {
        from: new Date(nowMs).toISOString(),
        limit: 1,
      }),
    ]);
    const reply: InsightsResponse = {
      insights: insightsFrom({
        lang,
        timeZone: settings.timeZone,
        nowMs,
        analysis,
        medications: medications.filter((m) => m.active),
        doses,
        ...(upcoming[0] ? { nextAppointment: upcoming[0] } : {}),
      }),
      offline: false,
    };
    return { status: 200, body: reply };
  }),
});
