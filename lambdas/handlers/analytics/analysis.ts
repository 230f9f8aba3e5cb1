import type { CorrelationsRequest } from '../../contracts/analytics';
import { readDiary } from '../../data/diary';
import { readSettings } from '../../data/settings';
import { analyse, analysisWindow } from '../../domain/analytics/report';
import type { Language } from '../../i18n';

/**
 * The caller's own diary analysed over the window the body selects, in the person's time zone: what the
 * analytics' routes answer and what Salus reads (its trends and findings). Also hands back what was read.
 */
export async function analysisOf(userId: string, lang: Language, body: CorrelationsRequest, nowMs: number) {
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
