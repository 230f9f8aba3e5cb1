import { describe, expect, it } from 'vitest';
import {
  PushSubscriptionBody,
  SettingsBody,
  SnoozeBody,
  TakenBody,
  doseReminderId,
  parseDoseReminderId,
  pushEndpointAllowed,
} from '../../lambdas/contracts/reminders';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;
/** A real subscription's shape: a 65-byte P-256 point and a 16-byte secret, base64url. */
const keys = {
  p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
  auth: Buffer.alloc(16, 9).toString('base64url'),
};

describe('the reminder settings body', () => {
  it('takes each field alone, and the whole', () => {
    expect(ok(SettingsBody, {})).toBe(true);
    expect(ok(SettingsBody, { timeZone: 'Europe/Rome' })).toBe(true);
    expect(ok(SettingsBody, { reminders: { discreet: true } })).toBe(true);
    expect(
      ok(SettingsBody, {
        timeZone: 'America/Argentina/Buenos_Aires',
        reminders: {
          push: true,
          email: false,
          repeatEveryMinutes: 10,
          maxRepeats: 3,
          quietHours: { from: '22:00', to: '07:00' },
          discreet: false,
        },
      }),
    ).toBe(true);
    expect(ok(SettingsBody, { reminders: { repeatEveryMinutes: null, quietHours: null } })).toBe(true);
  });

  it.each([
    ['an unknown field', { theme: 'dark' }],
    ['an unknown reminder field', { reminders: { sms: true } }],
    ['an offset instead of a zone', { timeZone: '+01:00' }],
    ['a path in the zone', { timeZone: '../../etc/passwd' }],
    ['repeats too often', { reminders: { repeatEveryMinutes: 4 } }],
    ['repeats too seldom', { reminders: { repeatEveryMinutes: 61 } }],
    ['repeat 0 (off is null)', { reminders: { repeatEveryMinutes: 0 } }],
    ['too many repeats', { reminders: { maxRepeats: 6 } }],
    ['a fractional count', { reminders: { maxRepeats: 1.5 } }],
    ['a bad quiet time', { reminders: { quietHours: { from: '24:00', to: '07:00' } } }],
    ['empty quiet hours', { reminders: { quietHours: { from: '07:00', to: '07:00' } } }],
    ['a string flag', { reminders: { push: 'yes' } }],
  ])('refuses %s', (_, body) => {
    expect(ok(SettingsBody, body)).toBe(false);
  });
});

describe('a push subscription', () => {
  it("takes the browser's toJSON(), with or without padding and expirationTime", () => {
    expect(ok(PushSubscriptionBody, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).toBe(
      true,
    );
    expect(
      ok(PushSubscriptionBody, {
        endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/x',
        expirationTime: null,
        keys: { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` },
      }),
    ).toBe(true);
  });

  it.each([
    ['no keys', { endpoint: 'https://push.example/x' }],
    ['a short key', { endpoint: 'https://push.example/x', keys: { ...keys, p256dh: keys.p256dh.slice(1) } }],
    [
      'a compressed point',
      { endpoint: 'https://push.example/x', keys: { ...keys, p256dh: `C${keys.p256dh.slice(1)}` } },
    ],
    ['a long secret', { endpoint: 'https://push.example/x', keys: { ...keys, auth: `${keys.auth}AA` } }],
    [
      'base64 instead of base64url',
      { endpoint: 'https://push.example/x', keys: { ...keys, auth: '+/+/+/+/+/+/+/+/+/+/+/' } },
    ],
    ['a javascript: endpoint', { endpoint: 'javascript:alert(1)', keys }],
    ['an unknown field', { endpoint: 'https://push.example/x', keys, extra: 1 }],
  ])('refuses %s', (_, body) => {
    expect(ok(PushSubscriptionBody, body)).toBe(false);
  });

  it('points at https, or at this machine over http only where allowed (the twin)', () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:8990/push/1', false)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:8990/push/1', true)).toBe(true);
    expect(pushEndpointAllowed('http://localhost:8990/push/1', true)).toBe(true);
    expect(pushEndpointAllowed('http://example.com/push/1', true)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1.example.com/push', true)).toBe(false);
    expect(pushEndpointAllowed('https://user:pw@push.example/x', false)).toBe(false);
    expect(pushEndpointAllowed('not a url', true)).toBe(false);
  });
});

describe('answering a reminder', () => {
  it('snoozes for 5 to 120 whole minutes', () => {
    expect(ok(SnoozeBody, { minutes: 10 })).toBe(true);
    for (const minutes of [0, 4, 121, 500, 7.5, '10']) expect(ok(SnoozeBody, { minutes })).toBe(false);
  });

  it('takes a dose now or at a time the person gives, with its offset', () => {
    expect(ok(TakenBody, {})).toBe(true);
    expect(ok(TakenBody, { takenAt: '2026-11-24T08:12:00+01:00' })).toBe(true);
    expect(ok(TakenBody, { takenAt: '2026-11-24 08:12' })).toBe(false);
  });
});

describe('a dose reminder id', () => {
  it('says which medication and which dose, and reads back', () => {
    const med = '0F8B7C1E-4D2A-4B6C-9E1F-2A3B4C5D6E7F';
    const id = doseReminderId(med, '2026-03-29', '02:30');
    expect(id).toBe('0f8b7c1e-4d2a-4b6c-9e1f-2a3b4c5d6e7f_2026-03-29_0230');
    expect(parseDoseReminderId(id)).toEqual({
      medicationId: med.toLowerCase(),
      day: '2026-03-29',
      time: '02:30',
    });
    for (const bad of [
      '0f8b7c1e-4d2a-4b6c-9e1f-2a3b4c5d6e7f_2026-02-30_0800',
      '0f8b7c1e-4d2a-4b6c-9e1f-2a3b4c5d6e7f_2026-03-29_2460',
      '0f8b7c1e-4d2a-4b6c-9e1f-2a3b4c5d6e7f_2026-03-29_08:00',
      'not-a-uuid_2026-03-29_0800',
      `${id}_x`,
      '',
    ]) {
      expect(parseDoseReminderId(bad), bad).toBeUndefined();
    }
  });
});
