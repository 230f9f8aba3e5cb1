import type { DataExport } from '../../contracts/export';
import type { AppointmentBody } from '../../contracts/records';
import { readRange, RECORD_SCOPES } from '../../data/records';
import { BRIEF_LIMITS, visitBrief } from '../../domain/export/brief';
import { renderBriefPdf } from '../../lib/pdf';
import { analysisOf } from '../analytics/analysis';
import type { RenderContext } from './file';

/**
 * The visit brief (`POST /export/pdf`): the period's analysis, the next appointments and the diary, as PDF.
 * Loaded by the first brief a function instance makes, with the analysis and the PDF layout; pdfkit itself
 * loads with the first drawing (lambdas/lib/pdf.ts).
 */
export async function renderBrief(
  data: DataExport,
  ctx: Pick<RenderContext, 'userId' | 'lang' | 'timeZone' | 'nowMs'> & {
    period: { from: string; to: string };
  },
): Promise<Uint8Array> {
  const { userId, lang, timeZone, nowMs, period } = ctx;
  // The brief lists the next appointments, whatever the period: they are what the visit is about.
  const [{ analysis }, upcoming] = await Promise.all([
    analysisOf(userId, lang, period, nowMs),
    readRange<AppointmentBody>(userId, RECORD_SCOPES.appointments, {
      from: new Date(nowMs).toISOString(),
      limit: BRIEF_LIMITS.appointments,
    }),
  ]);
  const known = new Set(data.appointments.map((a) => a.id));
  const appointments = [...data.appointments, ...upcoming.filter((a) => !known.has(a.id))];
  return renderBriefPdf(
    visitBrief({ ...data, appointments }, { lang, timeZone, nowMs, ...period, analysis }),
  );
}
