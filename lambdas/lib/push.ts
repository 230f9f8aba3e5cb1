import { createHash } from 'node:crypto';
import type WebPush from 'web-push';

/**
 * Web Push (RFC 8030) with the payload encrypted per RFC 8291 (aes128gcm) and signed per RFC 8292 (VAPID).
 * `web-push` builds the request; `fetch` sends it, because web-push's own sender speaks HTTPS only and the
 * twin's push service (and a test's) listens on loopback http.
 */

let loading: Promise<typeof WebPush> | undefined;
/** web-push, its ASN.1 and encryption libraries (about 90 KB) load with the first push, not with every start:
 * most requests of the reminders function send none (a file of its own beside the bundle: infra/constructs). */
const webPush = () => (loading ??= import('web-push').then((m) => m.default));

export interface VapidKeys {
  /** The stage's public key, base64url (the SPA subscribes with it). */
  publicKey: string;
  privateKey: string;
  /** A contact for the push services: "mailto:…" or an https URL. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** sent: the push service took it; gone: the subscription no longer exists (404/410), forget it; failed: try again later. */
export type PushOutcome = { outcome: 'sent' | 'gone' | 'failed'; status: number };

export interface PushOptions {
  /** Replaces an undelivered message with the same topic on the push service (one per reminder). */
  topic?: string;
  /** Seconds the push service keeps it for an offline device. */
  ttlSeconds?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  timeoutMs?: number;
}

/** A push topic from any key: at most 32 characters of base64url, as RFC 8030 asks. */
export const pushTopic = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

export async function sendPush(
  target: PushTarget,
  payload: unknown,
  vapid: VapidKeys,
  options: PushOptions = {},
): Promise<PushOutcome> {
  const webpush = await webPush();
  const request = webpush.generateRequestDetails(target, JSON.stringify(payload), {
    // Signed once per push service and key for a few hours (RFC 8292 §2), not once per message.
    // (No `vapidDetails`, and nothing ever calls webpush.setVapidDetails: web-push adds no header of its own.)
    headers: { Authorization: await vapidAuthorization(target.endpoint, vapid, Date.now()) },
    contentEncoding: 'aes128gcm',
    TTL: options.ttlSeconds ?? 3600,
    urgency: options.urgency ?? 'high',
    ...(options.topic ? { topic: options.topic } : {}),
  });
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      // A Buffer, which fetch sends as it is (the DOM typings do not list it).
      body: request.body as unknown as string,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    return { outcome: 'failed', status: 0 };
  }
  if (status === 404 || status === 410) return { outcome: 'gone', status };
  return { outcome: status >= 200 && status < 300 ? 'sent' : 'failed', status };
}

/** A VAPID token lives this long (RFC 8292 allows up to 24 h) and is signed again once less than an hour is left;
 * at most this many are kept (one per push service and key: a handful in practice). */
const VAPID_TOKEN_S = 12 * 3600;
const RENEW_BEFORE_S = 3600;
const KEPT_TOKENS = 1000;
const tokens = new Map<string, { authorization: string; expiresS: number }>();

/**
 * The `Authorization: vapid t=…, k=…` header for a push service (the endpoint's origin is the token's
 * audience), kept per audience and key until it is about to expire: an ES256 signature per message is the
 * largest part of a push's cost at the 08:00 peak.
 */
export async function vapidAuthorization(endpoint: string, vapid: VapidKeys, nowMs: number): Promise<string> {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${vapid.publicKey} ${vapid.subject}`;
  const nowS = Math.floor(nowMs / 1000);
  const kept = tokens.get(key);
  if (kept && kept.expiresS - nowS >= RENEW_BEFORE_S) return kept.authorization;
  const expiresS = nowS + VAPID_TOKEN_S;
  const { Authorization } = (await webPush()).getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiresS,
  ) as { Authorization: string };
  if (tokens.size >= KEPT_TOKENS) tokens.clear();
  tokens.set(key, { authorization: Authorization, expiresS });
  return Authorization;
}

/** A new VAPID key pair (the twin makes one per machine; the stack keeps the stage's in Secrets Manager). */
export const newVapidKeys = async () => (await webPush()).generateVAPIDKeys();
