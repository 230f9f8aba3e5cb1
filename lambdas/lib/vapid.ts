import { readSecret } from './secrets';
import type { VapidKeys } from './push';

/**
 * The stage's VAPID keys for sending pushes: in AWS the pair's secret (VAPID_SECRET_ARN, made at the first
 * deploy, read through Powertools Parameters and cached), in the twin the environment. Undefined when the
 * stage has none yet: reminders then go by e-mail and in the app only.
 */
const MAX_AGE_SECONDS = 3600;

export async function vapidKeys(): Promise<VapidKeys | undefined> {
  const subject = process.env.VAPID_SUBJECT ?? '';
  if (!subject) return undefined;
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) {
    return { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY, subject };
  }
  const arn = process.env.VAPID_SECRET_ARN;
  if (!arn) return undefined;
  const pair = (await readSecret(arn, { transform: 'json', maxAge: MAX_AGE_SECONDS })) as
    { publicKey?: unknown; privateKey?: unknown } | undefined;
  if (typeof pair?.publicKey !== 'string' || typeof pair.privateKey !== 'string') return undefined;
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject };
}
