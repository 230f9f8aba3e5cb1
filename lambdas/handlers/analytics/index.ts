import {
  CorrelationsRequest,
  InsightsRequest,
  type CorrelationsResponse,
  type InsightsResponse,
} from '../../contracts/analytics';
import type { AppointmentBody } from '../../contracts/records';
import { readDiary } from '../../data/diary';
import { readRange, RECORD_SCOPES } from '../../data/records';
import { readSettings } from '../../data/reminders';
import { analyse, analysisWindow } from '../../domain/analytics/report';
import { insightsFrom } from '../../domain/analytics/insights';
import { dispatcher, route } from '../../lib/http';

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
