import type { MeResponse } from '../../contracts/profile';
import { readConsent } from '../../data/consent';
import { readSettings } from '../../data/settings';
import { account, consentedAt, endEverySession, languageOf } from '../../lib/account';
import { HttpError } from '../../lib/errors';
import { dispatcher, route } from '../../lib/http';

export const getMe = route({}, async ({ userId, username }) => {
  const [found, { settings }, consent] = await Promise.all([
    account(username),
    readSettings(userId),
    readConsent(userId),
  ]);
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
    healthDataConsentAt: consentedAt(consent, attrs),
    settings,
  };
  return { status: 200, body };
});

/** "Esci da tutti i dispositivi": every session of the person ends, this one included. */
export const endAllSessions = route({}, async ({ userId, username }) => {
  await endEverySession(userId, username);
  return { status: 204 };
});

export const handler = dispatcher({ 'GET /me': getMe, 'DELETE /me/sessions': endAllSessions });
