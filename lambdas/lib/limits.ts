import { takeUnit } from '../data/quota';
import { HOURLY_LIMITS, hourWindow, minutesLeft, type LimitKind } from '../domain/limits';
import { catalogs, format, plural, type Language } from '../i18n';
import type { Reply } from './http';

const DAY_SECONDS = 86_400;

/**
 * Counts one costly request of the caller against their hourly limit (domain/limits.ts). Undefined while
 * there is room; past the limit, the 429 to answer instead: what happened and when to try again, in the
 * caller's language, with `Retry-After`. Nothing else of the request runs.
 */
export async function overHourlyLimit(
  userId: string,
  kind: LimitKind,
  lang: Language,
  now: Date,
): Promise<Reply | undefined> {
  const { counter, endsAt } = hourWindow(kind, now);
  if (await takeUnit(userId, counter, HOURLY_LIMITS[kind], Math.ceil(endsAt / 1000) + DAY_SECONDS)) {
    return undefined;
  }
  const minutes = minutesLeft(endsAt, now);
  const texts = catalogs[lang].limits;
  const retry = plural(minutes, lang) === 'one' ? texts.retry_one : texts.retry_other;
  return {
    status: 429,
    headers: { 'retry-after': String(Math.ceil((endsAt - now.getTime()) / 1000)) },
    body: {
      error: { code: 'too_many_requests', message: `${texts[kind]} ${format(retry, { minutes })}` },
    },
  };
}
