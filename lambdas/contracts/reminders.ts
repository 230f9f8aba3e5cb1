import * as z from 'zod/mini';

/**
 * Reminders, push subscriptions and notifications (issue 14): one schema per body, used by the handlers and by
 * the SPA's forms. Unknown fields are refused.
 */

/** The zone a new account starts with, until the browser proposes its own. */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

export const REMINDER_LIMITS = {
  repeatEveryMinutes: { min: 5, max: 60 },
  maxRepeats: { min: 0, max: 5 },
  snoozeMinutes: { min: 5, max: 120 },
  /** The furthest ahead `GET /reminders` looks in one call. */
  windowDays: 31,
} as const;
const L = REMINDER_LIMITS;

const int = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));
const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const instant = z.iso.datetime({ offset: true });
/** An IANA zone name ("Europe/Rome", "America/Argentina/Buenos_Aires"); the handler checks it exists. */
const zoneName = z.string().check(z.maxLength(64), z.regex(/^(UTC|[A-Za-z]+\/[A-Za-z0-9_+\-/]+)$/));

export const ReminderPreferences = z.strictObject({
  /** A push on the devices that subscribed. */
  push: z.optional(z.boolean()),
  email: z.optional(z.boolean()),
  /** Repeat while unanswered every N minutes; null: do not repeat. */
  repeatEveryMinutes: z.optional(z.nullable(int(L.repeatEveryMinutes.min, L.repeatEveryMinutes.max))),
  maxRepeats: z.optional(int(L.maxRepeats.min, L.maxRepeats.max)),
  /** No push or e-mail between these wall-clock times (over midnight when `from` is later than `to`). */
  quietHours: z.optional(
    z.nullable(
      z.strictObject({ from: clock, to: clock }).check(
        z.refine((q) => q.from !== q.to, {
          message: 'quiet hours start and end at the same time',
          path: ['to'],
        }),
      ),
    ),
  ),
  /** Leave medication names out of push and e-mail texts. */
  discreet: z.optional(z.boolean()),
});
export type ReminderPreferences = z.infer<typeof ReminderPreferences>;

/** `PUT /me/settings`: each field optional; what is absent stays as it was. */
export const SettingsBody = z.strictObject({
  timeZone: z.optional(zoneName),
  reminders: z.optional(ReminderPreferences),
  /**
   * The person's agreement that Salus' answers be written by the AI model, which receives their message, the
   * conversation's last turns and a summary of their recent data (GDPR art. 9(2)(a), explicit consent). Off
   * until they turn it on; without it Salus answers from its rules and their own data, on our servers.
   */
  assistantModel: z.optional(z.boolean()),
});
export type SettingsBody = z.infer<typeof SettingsBody>;

/** The settings as stored and answered: every field present. */
export interface Settings {
  timeZone: string;
  reminders: Required<ReminderPreferences>;
  assistantModel: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  timeZone: DEFAULT_TIME_ZONE,
  reminders: {
    push: false,
    email: false,
    repeatEveryMinutes: null,
    maxRepeats: 0,
    quietHours: null,
    discreet: false,
  },
  assistantModel: false,
};

/** base64url of an exact number of bytes (browsers leave the padding out; some keep it). */
const base64url = (bytes: number) =>
  z.string().check(
    z.maxLength(200),
    z.regex(/^[A-Za-z0-9_-]+={0,2}$/),
    z.refine((v) => v.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), {
      message: `not ${bytes} bytes`,
    }),
  );

/**
 * `PUT /push/subscriptions/{id}`: the browser's `PushSubscription.toJSON()`. The endpoint is https; a loopback
 * http endpoint is accepted only where the handler allows it (the twin). p256dh is an uncompressed P-256 point
 * (65 bytes), auth a 16-byte secret (RFC 8291).
 */
export const PushSubscriptionBody = z.strictObject({
  endpoint: z.string().check(z.maxLength(2048), z.regex(/^https?:\/\/[^\s]+$/)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    // An uncompressed point starts with the byte 0x04, which base64url writes as "B".
    p256dh: base64url(65).check(z.startsWith('B')),
    auth: base64url(16),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** Where a push endpoint may point: https anywhere, http only to this machine and only when allowed. */
export function pushEndpointAllowed(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return (
    allowLoopbackHttp &&
    url.protocol === 'http:' &&
    (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]')
  );
}

export const TakenBody = z.strictObject({ takenAt: z.optional(instant) });
export const SnoozeBody = z.strictObject({ minutes: int(L.snoozeMinutes.min, L.snoozeMinutes.max) });

export const REMINDER_STATUSES = ['due', 'taken', 'skipped', 'snoozed', 'missed'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** `GET /reminders?from=&to=`: one occurrence of a dose or an appointment. */
export interface ReminderItem {
  /** Stable for a medication and its due time (the id of the dose it records). */
  id: string;
  kind: 'dose' | 'appointment';
  medicationId?: string;
  appointmentId?: string;
  title: string;
  dose?: { amount: number; unit: string };
  /** The instant with the person's offset: "2026-11-24T08:00:00+01:00". */
  dueAt: string;
  status: ReminderStatus;
  /** The recorded dose, once taken or skipped. */
  doseId?: string;
  takenAt?: string;
  snoozedUntil?: string;
  /** How many times it was sent again while unanswered. */
  repeats: number;
}

export const NOTIFICATION_KINDS = ['dose', 'appointment', 'lowStock', 'test'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `GET /notifications`: the in-app panel's items, newest first. */
export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  createdAt: string;
  readAt: string | null;
  /** The app's own route to open ("#/medication-reminders?dose=…"). */
  link: string;
}

/**
 * A dose reminder's id: the medication and the due day and time on the person's wall clock,
 * "<medicationId>_<YYYY-MM-DD>_<HHmm>". Stable for a medication and its due time, readable back by the
 * handlers (which medication, which dose), and safe in a URL.
 */
export const doseReminderId = (medicationId: string, day: string, time: string) =>
  `${medicationId.toLowerCase()}_${day}_${time.replace(':', '')}`;

const DOSE_REMINDER_ID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})_(\d{4}-\d{2}-\d{2})_([01]\d|2[0-3])([0-5]\d)$/;

export function parseDoseReminderId(
  id: string,
): { medicationId: string; day: string; time: string } | undefined {
  const m = DOSE_REMINDER_ID.exec(id);
  if (!m) return undefined;
  const [, medicationId = '', day = '', hours = '', minutes = ''] = m;
  // A calendar day that exists (not 2026-02-30).
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return undefined;
  return { medicationId, day, time: `${hours}:${minutes}` };
}
