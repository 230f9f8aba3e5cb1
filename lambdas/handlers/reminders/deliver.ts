import type { NotificationKind, Settings } from '../../contracts/reminders';
import {
  claimSend,
  deleteSubscription,
  listSubscriptions,
  notificationId,
  putNotificationOnce,
  releaseSend,
} from '../../data/reminders';
import type { Contact } from '../../data/settings';
import { pushPayload, reminderEmail, type ReminderMessage } from '../../domain/reminders/messages';
import { logger } from '../../lib/logger';
import { mailSettings, sendText } from '../../lib/mail';
import { pushTopic, sendPush } from '../../lib/push';
import { vapidKeys } from '../../lib/vapid';

/**
 * One reminder to one person on every channel they chose, each at most once: the in-app notification is
 * written with a key of its own (its claim), each push and the e-mail are claimed before they are sent, and a
 * failed send gives its claim back so that the next tick retries that channel only. A push service that is
 * down, or slow (5 s at most), does not hold up the e-mail or the in-app notification.
 */
export interface Recipient {
  userId: string;
  settings: Settings;
  contact: Contact | undefined;
}

export interface Sending {
  /** Unique per send: "dose-<occurrence>-<attempt>", "test-<uuid>"… */
  key: string;
  kind: NotificationKind;
  sendAtMs: number;
  /** With names, for the app itself. */
  inApp: ReminderMessage;
  /** What leaves the app (push, e-mail): without names in discreet mode. */
  outside: ReminderMessage;
  /** The reminder the push opens (its occurrence id). */
  reminderId: string;
}

export interface Delivered {
  inApp: boolean;
  push: { sent: number; gone: number; failed: number };
  email: 'sent' | 'failed' | 'off' | 'already';
  /** Some channel failed: send again later (the others will not repeat). */
  retry: boolean;
}

const appUrl = () => (process.env.APP_URL ?? '').replace(/\/$/, '');

export async function deliver(to: Recipient, s: Sending, now: Date): Promise<Delivered> {
  const [inApp, push, email] = await Promise.all([
    putNotificationOnce(
      to.userId,
      {
        id: notificationId(s.sendAtMs, s.key),
        kind: s.kind,
        title: s.inApp.title,
        body: s.inApp.body,
        link: s.inApp.link,
        createdAt: new Date(s.sendAtMs).toISOString(),
      },
      now,
    ),
    to.settings.reminders.push ? pushAll(to, s, now) : { sent: 0, gone: 0, failed: 0 },
    emailOnce(to, s, now),
  ]);
  return { inApp, push, email, retry: push.failed > 0 || email === 'failed' };
}

async function pushAll(to: Recipient, s: Sending, now: Date) {
  const tally = { sent: 0, gone: 0, failed: 0 };
  const vapid = await vapidKeys();
  if (!vapid) return tally;
  const payload = pushPayload(s.outside, s.reminderId, appUrl());
  const subscriptions = await listSubscriptions(to.userId);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const channel = `push-${subscription.id}`;
      if (!(await claimSend(to.userId, s.key, channel, now))) return;
      const { outcome, status } = await sendPush(subscription, payload, vapid, {
        topic: pushTopic(s.outside.tag),
      });
      tally[outcome] += 1;
      if (outcome === 'gone') await deleteSubscription(to.userId, subscription.id);
      if (outcome === 'failed') {
        logger.warn('push failed', { status });
        await releaseSend(to.userId, s.key, channel);
      }
    }),
  );
  return tally;
}

async function emailOnce(to: Recipient, s: Sending, now: Date): Promise<Delivered['email']> {
  const mail = mailSettings();
  if (!to.settings.reminders.email || !mail || !to.contact?.emailVerified || !to.contact.email) return 'off';
  if (!(await claimSend(to.userId, s.key, 'email', now))) return 'already';
  const { subject, text } = reminderEmail(s.outside, to.contact.language, appUrl());
  try {
    await sendText(mail.from, to.contact.email, subject, text);
    return 'sent';
  } catch (error) {
    logger.warn('reminder e-mail failed', { error: error instanceof Error ? error.name : 'unknown' });
    await releaseSend(to.userId, s.key, 'email');
    return 'failed';
  }
}
