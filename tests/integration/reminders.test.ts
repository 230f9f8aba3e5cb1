import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lambdas/contracts/reminders';
import {
  callApi,
  emailsTo,
  signInWithSrp,
  verifiedAccount,
  type Account,
  type Tokens,
} from '../support/accounts';
import { startPushService } from '../support/push-service';
import { twin } from '../support/accounts';
import { storedItem, storedItems } from '../support/table';

/** The reminder settings and push subscriptions, through the twin's gateway, as the SPA calls them. */
let anna: Tokens;
let bruno: Tokens;
let annaAccount: Account;
const sub = (tokens: Tokens) =>
  JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
const vapidPublicKey =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

beforeAll(async () => {
  const [a, b] = await Promise.all([verifiedAccount({ name: 'Anna' }), verifiedAccount({ name: 'Bruno' })]);
  annaAccount = a;
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
      assistantModel: false,
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
    // The agreement to Salus' AI service is a setting like the others: given, then taken back; the rest kept.
    const agreed = await callApi('PUT', '/me/settings', anna.accessToken, { body: { assistantModel: true } });
    expect(agreed.body).toEqual({ ...off.body, assistantModel: true });
    const refused = await callApi('PUT', '/me/settings', anna.accessToken, {
      body: { assistantModel: 'yes' },
    });
    expect(refused.status).toBe(400);
    const back = await callApi('PUT', '/me/settings', anna.accessToken, { body: { assistantModel: false } });
    expect(back.body).toEqual(off.body);
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

describe('"Invia una notifica di prova" and the notifications panel', () => {
  it('reaches every channel chosen once: a push that decrypts to its JSON, an e-mail, an unread notification', async () => {
    const push = await startPushService();
    try {
      const config = await (await fetch(`${twin().appUrl}/config.json`)).json();
      const device = await push.subscribe(config.vapidPublicKey);
      const { clientHash: _, ...subscription } = device;
      const id = randomUUID();
      expect(
        (await callApi('PUT', `/push/subscriptions/${id}`, anna.accessToken, { body: subscription })).status,
      ).toBe(201);
      await callApi('PUT', '/me/settings', anna.accessToken, {
        body: { reminders: { push: true, email: true } },
      });

      const sent = await callApi('POST', '/reminders/test', anna.accessToken, {
        headers: { 'accept-language': 'it' },
      });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ inApp: true, push: { sent: 1, gone: 0, failed: 0 }, email: 'sent' });

      const [received] = push.received(device).map((m) => JSON.parse(m));
      expect(received).toEqual({
        title: 'Notifica di prova',
        body: 'Le notifiche di SaluteMia arrivano su questo dispositivo.',
        tag: 'test',
        data: { reminderId: 'test', url: `${twin().appUrl}/#/medication-reminders`, actions: [] },
      });
      const mails = (await emailsTo(annaAccount.email)).filter((m) => m.subject === 'Notifica di prova');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body.text).toContain(`${twin().appUrl}/#/medication-reminders`);

      const panel = await callApi('GET', '/notifications', anna.accessToken);
      expect(panel.body).toMatchObject({ unread: 1, nextCursor: null });
      expect(panel.body.items).toEqual([
        expect.objectContaining({
          kind: 'test',
          title: 'Notifica di prova',
          readAt: null,
          link: '#/medication-reminders',
        }),
      ]);
      const notification = panel.body.items[0].id as string;

      // Bruno can neither read it nor mark it read.
      expect((await callApi('GET', '/notifications', bruno.accessToken)).body).toMatchObject({
        items: [],
        unread: 0,
      });
      expect((await callApi('POST', `/notifications/${notification}/read`, bruno.accessToken)).status).toBe(
        404,
      );

      const read = await callApi('POST', `/notifications/${notification}/read`, anna.accessToken);
      expect(read.status).toBe(200);
      expect(read.body.readAt).toEqual(expect.any(String));
      const again = await callApi('POST', `/notifications/${notification}/read`, anna.accessToken);
      expect(again.body.readAt).toBe(read.body.readAt);
      expect((await callApi('GET', '/notifications', anna.accessToken)).body.unread).toBe(0);

      // A device the push service has dropped (410) is forgotten; the other channels still work.
      push.expire(device);
      const afterExpiry = await callApi('POST', '/reminders/test', anna.accessToken);
      expect(afterExpiry.body).toEqual({ inApp: true, push: { sent: 0, gone: 1, failed: 0 }, email: 'sent' });
      expect(await storedItems(`USER#${sub(anna)}`, 'PUSHSUB#')).toEqual([]);
    } finally {
      await push.close();
    }
  });

  it('still reaches the app and the inbox when the push service is down, and says the push failed', async () => {
    const carlaAccount = await verifiedAccount({ name: 'Carla' });
    const carla = await signInWithSrp(carlaAccount.email, carlaAccount.password);
    const push = await startPushService();
    const device = await push.subscribe(vapidPublicKey);
    await push.close(); // the push service goes away
    const { clientHash: _, ...subscription } = device;
    await callApi('PUT', `/push/subscriptions/${randomUUID()}`, carla.accessToken, { body: subscription });
    await callApi('PUT', '/me/settings', carla.accessToken, {
      body: { reminders: { push: true, email: true } },
    });
    const before = (await callApi('GET', '/notifications', carla.accessToken)).body.items.length;
    const sent = await callApi('POST', '/reminders/test', carla.accessToken);
    expect(sent.body).toEqual({ inApp: true, push: { sent: 0, gone: 0, failed: 1 }, email: 'sent' });
    expect((await callApi('GET', '/notifications', carla.accessToken)).body.items).toHaveLength(before + 1);
    // The failed push gave its claim back: only the e-mail's and nothing else stays claimed for that send.
    const claims = await storedItems(`USER#${sub(carla)}`, 'SENT#test-');
    expect(claims.map((c) => String(c.sk).split('#').at(-1))).toEqual(['email']);
  });

  it('refuses a malformed cursor or id without a server error', async () => {
    expect((await callApi('GET', '/notifications?cursor=USER%23x', anna.accessToken)).status).toBe(400);
    expect((await callApi('POST', '/notifications/..%2F..%2Fx/read', anna.accessToken)).status).toBe(404);
  });
});
