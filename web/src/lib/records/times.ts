/**
 * The time each kind of record is listed by, newest first, on the record pages and the dashboard. Stable
 * functions (useRecords memoises on them). A day belongs to itself: noon is the same day whatever the offset.
 */
const noon = (day: string) => `${day}T12:00:00`;

export const startedAt = (s: { startedAt: string }) => s.startedAt;
export const startsAt = (a: { startsAt: string }) => a.startsAt;
export const wellnessDay = (w: { date: string }) => noon(w.date);
export const medicationStart = (m: { startDate: string }) => noon(m.startDate);
export const doseTime = (d: { takenAt?: string; scheduledFor?: string }) => d.takenAt ?? d.scheduledFor ?? '';
