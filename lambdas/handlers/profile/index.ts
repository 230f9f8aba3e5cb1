import type { MeResponse } from '../../contracts/profile';
import { CONSENT_ATTRIBUTE } from '../../contracts/consent';
import { readSettings } from '../../data/reminders';
import { endSessions } from '../../data/sessions';
import { account, languageOf, signOutEverywhere } from '../../lib/account';
import { HttpError } from '../../lib/errors';
import { dispatcher, route } from '../../lib/http';

export const getMe = route({}, async ({ userId, username }) => {
  const [found, { settings }] = await Promise.all([account(username), readSettings(userId)]);
  // A token can outlive its account (deleted user): that is an unauthenticated caller, not a crash.
  if (!found) throw new HttpError(401, 'unauthorized');
  const attrs = found.attributes;
  const body: MeResponse = {
    id: attrs.sub ?? '',
    email: attrs.email ?? '',
    name: attrs.name ?? '',
    language: languageOf(attrs),
    emailVerified: attrs.email_verified === 'true',
    createdAt: found.createdAt ? found.createdAt.toISOString() : null,
    healthDataConsentAt: attrs[CONSENT_ATTRIBUTE] || null,
    settings,
  };
  return { status: 200, body };
});

/**
 * Ends every session of the person, this one included ("Esci da tutti i dispositivi", and after a new
 * password): the API refuses tokens authenticated up to this second, and Cognito stops renewing them.
 */
export const endAllSessions = route({}, async ({ userId, username }) => {
  const endedAt = Math.floor(Date.now() / 1000);
  await endSessions(userId, endedAt);
  await signOutEverywhere(username);
  // Tokens carry whole seconds: a sign-in later in this same second would look ended. Answer once it is
  // over (at most a second, on a rare action), so the sign-in that follows the answer is never refused.
  const rest = (endedAt + 1) * 1000 - Date.now();
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  return { status: 204 };
});

export const handler = dispatcher({ 'GET /me': getMe, 'DELETE /me/sessions': endAllSessions });
