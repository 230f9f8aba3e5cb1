import {
  CorrelationsRequest,
  InsightsRequest,
  type CorrelationsResponse,
  type InsightsResponse,
} from '../../contracts/analytics';
import type { AppointmentBody } from '../../contracts/records';
import { readRange, RECORD_SCOPES } from '../../data/records';
import { insightsFrom } from '../../domain/analytics/insights';
import { dispatcher, route } from '../../lib/http';
import { overHourlyLimit } from '../../lib/limits';
import { analysisOf } from './analysis';

export const handler = dispatcher({
  /** Symptom analytics: the findings, patterns and suggestions of the caller's own diary. */
  'POST /analyze/correlations': route({ body: CorrelationsRequest }, async ({ userId, lang, body }) => {
    const limited = await overHourlyLimit(userId, 'analysis', lang, new Date());
    if (limited) return limited;
    const { analysis } = await analysisOf(userId, lang, body, Date.now());
    const reply: CorrelationsResponse = analysis;
    return { status: 200, body: reply };
  }),

  /** The dashboard's insights: this week's doses and stock, the next appointment, trends and findings. */
  'POST /insights': route({ body: InsightsRequest }, async ({ userId, lang, body }) => {
    const limited = await overHourlyLimit(userId, 'analysis', lang, new Date());
    if (limited) return limited;
    const nowMs = Date.now();
    const [{ analysis, settings, medications, doses }, upcoming] = await Promise.all([
      analysisOf(userId, lang, body, nowMs),
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
