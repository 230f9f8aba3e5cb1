import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lambdas/contracts/reminders';
import { callApi, signInWithSrp, verifiedAccount, type Tokens } from '../support/accounts';
import { startPushService } from '../support/push-service';
import { storedItem, storedItems } from '../support/table';

/** The reminder settings and push subscriptions, through the twin's gateway, as the SPA calls them. */
let anna: Tokens;
let bruno: Tokens;
const sub = (tokens: Tokens) =>
  JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
const vapidPublicKey =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

beforeAll(async () => {
  const [a, b] = await Promise.all([verifiedAccount({ name: 'Anna' }), verifiedAccount({ name: 'Bruno' })]);
  [anna, bruno] = await Promise.all([signInWithSrp(a.email, a.password), signInWithSrp(b.email, b.password)]);
});

describe('the reminder settings', () => {
  it('start from the defaults and keep what each change sends, field by field', async () => {
    const first = await callApi('GET', '/me/settings', anna.accessToken);
    expect(first).toMatchObject({ status: 200, body: DEFAULT_SETTINGS });

    const zone = await callApi('PUT', '/me/settings', anna.accessToken, {
      body: { timeZone: 'America/Sao_Paulo' },
    });
    expect(zone.body.timeZone).toBe('America/Sao_Paulo');
    const prefs = await callApi('PUT', '/me/settings', anna.accessToken, {
      body: {
        reminders: {
          email: true,
          repeatEveryMinutes: 15,
          maxRepeats: 2,
          quietHours: { from: '22:00', to: '07:00' },
        },
      },
    });
    expect(prefs.status).toBe(200);
    expect(prefs.body).toEqual({
      timeZone: 'America/Sao_Paulo',
      reminders: {
        ...DEFAULT_SETTINGS.reminders,
        email: true,
        repeatEveryMinutes: 15,
        maxRepeats: 2,
        quietHours: { from: '22:00', to: '07:00' },
      },
    });
    const off = await callApi('PUT', '/me/settings', anna.accessToken, {
      body: { reminders: { repeatEveryMinutes: null, quietHours: null } },
    });
    expect(off.body.reminders).toMatchObject({
      email: true,
      repeatEveryMinutes: null,
      maxRepeats: 2,
      quietHours: null,
    });
    expect((await callApi('GET', '/me/settings', anna.accessToken)).body).toEqual(off.body);
    // Bruno's settings are his own.
    expect((await callApi('GET', '/me/settings', bruno.accessToken)).body).toEqual(DEFAULT_SETTINGS);
  });

  it('lets two devices change different fields at once, and both changes stay', async () => {
    const [a, b] = await Promise.all([
      callApi('PUT', '/me/settings', bruno.accessToken, { body: { reminders: { discreet: true } } }),
      callApi('PUT', '/me/settings', bruno.accessToken, { body: { reminders: { email: true } } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await callApi('GET', '/me/settings', bruno.accessToken)).body.reminders).toMatchObject({
      discreet: true,
      email: true,
    });
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Europe/Roma' }, 'timeZone', 'fuso orario non riconosciuto'],
    [
      'a repeat of 0 minutes',
      { reminders: { repeatEveryMinutes: 0 } },
      'reminders.repeatEveryMinutes',
      'valore troppo piccolo',
    ],
    ['an unknown field', { reminders: { sms: true } }, 'reminders.sms', 'campo non previsto'],
  ])('refuses %s in Italian and stores nothing', async (_, body, path, words) => {
    const before = await storedItem(`USER#${sub(bruno)}`, 'SETTINGS');
    const response = await callApi('PUT', '/me/settings', bruno.accessToken, { body });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([{ path, issue: expect.stringContaining(words) }]);
    expect(await storedItem(`USER#${sub(bruno)}`, 'SETTINGS')).toEqual(before);
  });
});

describe('push subscriptions', () => {
  it('stores a real browser subscription, replaces it, and forgets it; only the owner’s own', async () => {
    const push = await startPushService();
    try {
      const subscription = await push.subscribe(vapidPublicKey);
      const { clientHash: _, ...body } = subscription;
      const id = randomUUID();
      expect((await callApi('PUT', `/push/subscriptions/${id}`, anna.accessToken, { body })).status).toBe(
        201,
      );
      expect((await callApi('PUT', `/push/subscriptions/${id}`, anna.accessToken, { body })).status).toBe(
        200,
      );
      const stored = await storedItems(`USER#${sub(anna)}`, 'PUSHSUB#');
      expect(stored).toEqual([
        expect.objectContaining({ id, endpoint: subscription.endpoint, keys: subscription.keys }),
      ]);

      // Bruno cannot remove Anna's device: his delete touches his own partition only.
      expect((await callApi('DELETE', `/push/subscriptions/${id}`, bruno.accessToken)).status).toBe(204);
      expect(await storedItems(`USER#${sub(anna)}`, 'PUSHSUB#')).toHaveLength(1);

      expect((await callApi('DELETE', `/push/subscriptions/${id}`, anna.accessToken)).status).toBe(204);
      expect((await callApi('DELETE', `/push/subscriptions/${id}`, anna.accessToken)).status).toBe(204);
      expect(await storedItems(`USER#${sub(anna)}`, 'PUSHSUB#')).toEqual([]);
    } finally {
      await push.close();
    }
  });

  it.each([
    ['an endpoint elsewhere over http', { endpoint: 'http://push.example.org/x' }, 'endpoint'],
    ['keys of the wrong size', { keys: { p256dh: 'BAAA', auth: 'AAAA' } }, 'keys.p256dh'],
  ])('refuses %s and stores nothing', async (_, change, path) => {
    const body = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: vapidPublicKey, auth: 'tBHItJI5svbpez7KI4CCXg' },
      ...change,
    };
    const response = await callApi('PUT', `/push/subscriptions/${randomUUID()}`, bruno.accessToken, { body });
    expect(response.status).toBe(400);
    expect(response.body.error.details[0].path).toBe(path);
    expect(await storedItems(`USER#${sub(bruno)}`, 'PUSHSUB#')).toEqual([]);
  });

  it('refuses an id that is not a UUID, and an eleventh device', async () => {
    const body = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: vapidPublicKey, auth: 'tBHItJI5svbpez7KI4CCXg' },
    };
    expect((await callApi('PUT', '/push/subscriptions/telefono', bruno.accessToken, { body })).status).toBe(
      400,
    );
    for (let i = 0; i < 10; i++) {
      expect(
        (await callApi('PUT', `/push/subscriptions/${randomUUID()}`, bruno.accessToken, { body })).status,
      ).toBe(201);
    }
    const eleventh = await callApi('PUT', `/push/subscriptions/${randomUUID()}`, bruno.accessToken, { body });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.error.message).toContain('10 dispositivi');
    expect(await storedItems(`USER#${sub(bruno)}`, 'PUSHSUB#')).toHaveLength(10);
  });
});
