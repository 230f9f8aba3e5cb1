import { UUID } from '../../contracts/records';
import {
  PushSubscriptionBody,
  SettingsBody,
  pushEndpointAllowed,
  type NotificationItem,
} from '../../contracts/reminders';
import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_ID,
  deleteSubscription,
  listNotifications,
  markNotificationRead,
  unreadCount,
  putSubscription,
  restartMedicationTracks,
} from '../../data/reminders';
import { readSettings, writeSettings, type Contact } from '../../data/settings';
import { account, languageOf } from '../../lib/account';
import { mergeSettings } from '../../domain/reminders/settings';
import { isTimeZone } from '../../domain/reminders/time';
import { HttpError, conflict, notFound, unauthorized } from '../../lib/errors';
import { testMessage } from '../../domain/reminders/messages';
import { deliver } from './deliver';
import { listReminders, skipDose, snoozeDose, takeDose } from './doses';
import { dispatcher, route } from '../../lib/http';

/**
 * Reminders (issue 14): the person's reminder settings and their devices' push subscriptions.
 * The dispatcher that sends the reminders is its own handler (./dispatch.ts), invoked by the scheduler.
 */

/** What e-mail reminders need of the account, read when the settings change (never per reminder). */
async function accountContact(username: string): Promise<Contact | undefined> {
  const found = await account(username);
  if (!found) throw unauthorized();
  const { attributes } = found;
  return {
    email: attributes.email ?? '',
    emailVerified: attributes.email_verified === 'true',
    language: languageOf(attributes),
  };
}

const invalid = (path: string, issue: string) => new HttpError(400, 'validation_failed', [{ path, issue }]);

/** Two devices changing the settings at once both win, each its own fields: read, merge, write if unchanged. */
const ATTEMPTS = 3;

export const getSettings = route({}, async ({ userId }) => {
  const { settings } = await readSettings(userId);
  return { status: 200, body: settings };
});

export const putSettings = route({ body: SettingsBody }, async ({ userId, username, body }) => {
  if (body.timeZone !== undefined && !isTimeZone(body.timeZone)) throw invalid('timeZone', 'time_zone');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { settings, version, contact } = await readSettings(userId);
    const merged = mergeSettings(settings, body);
    const current = merged.reminders.email ? await accountContact(username) : contact;
    if (await writeSettings(userId, merged, current, version, new Date())) {
      if (merged.timeZone !== settings.timeZone)
        await restartMedicationTracks(userId, merged.timeZone, Date.now());
      return { status: 200, body: merged };
    }
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

/** "Invia una notifica di prova": the same path as a reminder, on every channel the person chose. */
export const sendTest = route({}, async ({ userId, lang }) => {
  const { settings, contact } = await readSettings(userId);
  const now = new Date();
  const message = testMessage(lang);
  const result = await deliver(
    { userId, settings, contact },
    {
      key: `test-${randomUUID()}`,
      kind: 'test',
      sendAtMs: now.getTime(),
      inApp: message,
      outside: message,
      reminderId: 'test',
    },
    now,
  );
  return { status: 200, body: { inApp: result.inApp, push: result.push, email: result.email } };
});

const PAGE = 20;

export const getNotifications = route({}, async ({ userId, query }) => {
  const cursor = query.cursor;
  if (cursor !== undefined && !NOTIFICATION_ID.test(cursor)) throw invalid('cursor', 'cursor');
  const now = new Date();
  const [page, unread] = await Promise.all([
    listNotifications(userId, now, PAGE, cursor),
    cursor ? Promise.resolve(undefined) : unreadCount(userId, now),
  ]);
  const body: { items: NotificationItem[]; unread?: number; nextCursor: string | null } = {
    items: page.items,
    ...(unread === undefined ? {} : { unread }),
    nextCursor: page.next ?? null,
  };
  return { status: 200, body };
});

export const readNotification = route({}, async ({ userId, params }) => {
  const id = params.id ?? '';
  if (!NOTIFICATION_ID.test(id)) throw notFound();
  const read = await markNotificationRead(userId, id, new Date());
  if (!read) throw notFound();
  return { status: 200, body: read };
});

export const handler = dispatcher({
  'GET /me/settings': getSettings,
  'PUT /me/settings': putSettings,
  'PUT /push/subscriptions/{id}': putPushSubscription,
  'DELETE /push/subscriptions/{id}': deletePushSubscription,
  'POST /reminders/test': sendTest,
  'GET /reminders': listReminders,
  'POST /reminders/{id}/taken': takeDose,
  'POST /reminders/{id}/skip': skipDose,
  'POST /reminders/{id}/snooze': snoozeDose,
  'GET /notifications': getNotifications,
  'POST /notifications/{id}/read': readNotification,
});
