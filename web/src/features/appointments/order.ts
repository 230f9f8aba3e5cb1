/**
 * Appointments as people look for them: the coming ones from the next onwards, then the past ones from the
 * most recent back (the API lists newest first, which would put the furthest visit on top).
 */
export function upcomingFirst<T extends { startsAt: string }>(items: T[], now = Date.now()): T[] {
  const at = (a: T) => Date.parse(a.startsAt);
  const upcoming = items.filter((a) => at(a) >= now).sort((a, b) => at(a) - at(b));
  const past = items.filter((a) => at(a) < now).sort((a, b) => at(b) - at(a));
  return [...upcoming, ...past];
}
