import { UUID } from '../../contracts/records';
import { PushSubscriptionBody, SettingsBody, pushEndpointAllowed } from '../../contracts/reminders';
import { deleteSubscription, putSubscription, readSettings, writeSettings } from '../../data/reminders';
import { mergeSettings } from '../../domain/reminders/settings';
import { isTimeZone } from '../../domain/reminders/time';
import { HttpError, conflict } from '../../lib/errors';
import { dispatcher, route } from '../../lib/http';

/**
 * Reminders (issue 14): the person's reminder settings and their devices' push subscriptions.
 * The dispatcher that sends the reminders is its own handler (./dispatch.ts), invoked by the scheduler.
 */

const invalid = (path: string, issue: string) => new HttpError(400, 'validation_failed', [{ path, issue }]);

/** Two devices changing the settings at once both win, each its own fields: read, merge, write if unchanged. */
const ATTEMPTS = 3;

export const getSettings = route({}, async ({ userId }) => {
  const { settings } = await readSettings(userId);
  return { status: 200, body: settings };
});

export const putSettings = route({ body: SettingsBody }, async ({ userId, body }) => {
  if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) throw invalid('timeZone', 'time_zone');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { settings, version } = await readSettings(userId);
    const merged = mergeSettings(settings, body);
    if (await writeSettings(userId, merged, version, new Date())) return { status: 200, body: merged };
  }
  throw conflict();
});

/** The twin's push service listens on loopback http; in AWS only https endpoints are accepted. */
const allowLoopbackHttp = () => process.env.PUSH_ALLOW_LOOPBACK_HTTP === 'true';

function subscriptionId(params: Record<string, string>): string {
  const id = params.id ?? '';
  if (!UUID.test(id)) throw invalid('id', 'uuid');
  return id.toLowerCase();
}

export const putPushSubscription = route({ body: PushSubscriptionBody }, async ({ userId, body, params }) => {
  const id = subscriptionId(params);
  if (!pushEndpointAllowed(body.endpoint, allowLoopbackHttp())) throw invalid('endpoint', 'push_endpoint');
  const outcome = await putSubscription(userId, id, body, new Date());
  if (outcome === 'full') throw invalid('', 'too_many_devices');
  return { status: outcome === 'created' ? 201 : 200, body: { id } };
});

/** Idempotent: a device that turns push off twice, or after the push service dropped it, gets 204 both times. */
export const deletePushSubscription = route({}, async ({ userId, params }) => {
  await deleteSubscription(userId, subscriptionId(params));
  return { status: 204 };
});

export const handler = dispatcher({
  'GET /me/settings': getSettings,
  'PUT /me/settings': putSettings,
  'PUT /push/subscriptions/{id}': putPushSubscription,
  'DELETE /push/subscriptions/{id}': deletePushSubscription,
});
