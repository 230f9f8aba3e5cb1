import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVapidKeys, pushTopic, sendPush, vapidAuthorization } from '../../lambdas/lib/push';
import { startPushService } from '../support/push-service';

type Service = Awaited<ReturnType<typeof startPushService>>;
let service: Service;
const vapid = { ...(await newVapidKeys()), subject: 'mailto:promemoria@example.org' };

beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

describe('a push message', () => {
  it('reaches the push service encrypted and signed, and decrypts to its JSON', async () => {
    const subscription = await service.subscribe(vapid.publicKey);
    const payload = {
      title: 'È ora di prendere Tachipirina',
      body: '1 compressa',
      tag: 'dose-1',
      data: { url: '/' },
    };
    expect(await sendPush(subscription, payload, vapid, { topic: pushTopic('dose-1') })).toEqual({
      outcome: 'sent',
      status: 201,
    });
    expect(service.received(subscription).map((m) => JSON.parse(m))).toEqual([payload]);
  });

  it('is refused when signed with another key than the subscription was made with', async () => {
    const subscription = await service.subscribe(vapid.publicKey);
    const other = { ...(await newVapidKeys()), subject: vapid.subject };
    expect((await sendPush(subscription, { title: 'x' }, other)).outcome).toBe('failed');
    expect(service.received(subscription)).toEqual([]);
  });

  it('says a subscription is gone when the push service answers 410, and failed when nobody answers', async () => {
    const subscription = await service.subscribe(vapid.publicKey);
    service.expire(subscription);
    expect(await sendPush(subscription, { title: 'x' }, vapid)).toEqual({ outcome: 'gone', status: 410 });
    const nowhere = { ...subscription, endpoint: 'http://127.0.0.1:9/notify/none' };
    expect(await sendPush(nowhere, { title: 'x' }, vapid, { timeoutMs: 2000 })).toEqual({
      outcome: 'failed',
      status: 0,
    });
  });

  it('signs its VAPID token once per push service and key, and again before the token expires', async () => {
    const t0 = Date.parse('2026-11-26T07:00:00Z');
    const fcm = 'https://fcm.googleapis.com/fcm/send/device-1';
    const first = await vapidAuthorization(fcm, vapid, t0);
    const [, jwt = ''] = /^vapid t=([^,]+), k=(.+)$/.exec(first) ?? [];
    expect(first.endsWith(`, k=${vapid.publicKey}`)).toBe(true);
    expect(JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString())).toEqual({
      aud: 'https://fcm.googleapis.com',
      exp: t0 / 1000 + 12 * 3600,
      sub: vapid.subject,
    });
    // Another device of the same push service, ten hours later: the same token.
    expect(
      await vapidAuthorization('https://fcm.googleapis.com/fcm/send/device-2', vapid, t0 + 10 * 3600_000),
    ).toBe(first);
    // Exactly an hour left: still kept; less: a new one; another push service, or another key: their own.
    expect(await vapidAuthorization(fcm, vapid, t0 + 11 * 3600_000)).toBe(first);
    expect(await vapidAuthorization(fcm, vapid, t0 + 11.5 * 3600_000)).not.toBe(first);
    expect(
      await vapidAuthorization('https://updates.push.services.mozilla.com/wpush/v2/x', vapid, t0),
    ).not.toBe(first);
    const other = { ...(await newVapidKeys()), subject: vapid.subject };
    expect(await vapidAuthorization(fcm, other, t0)).not.toBe(first);

    // The push service takes one message after another with the kept token.
    const subscription = await service.subscribe(vapid.publicKey);
    for (const title of ['uno', 'due'])
      expect((await sendPush(subscription, { title }, vapid)).outcome).toBe('sent');
    expect(service.received(subscription).map((m) => JSON.parse(m).title)).toEqual(['uno', 'due']);
  });

  it('makes topics push services accept: at most 32 base64url characters, stable per key', () => {
    expect(pushTopic('dose-1')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic('dose-1')).toBe(pushTopic('dose-1'));
    expect(pushTopic('dose-2')).not.toBe(pushTopic('dose-1'));
  });

  it('asks the push service for what a reminder needs (an hour to live, high urgency, its topic) and reads its answer', async () => {
    // A push service that records each request's headers and answers the status it is told to.
    const seen: Record<string, string | undefined>[] = [];
    let answer = 201;
    const server = createServer((req, res) => {
      seen.push({ ...(req.headers as Record<string, string>) });
      req.resume();
      req.on('end', () => res.writeHead(answer).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const target = {
      ...(await service.subscribe(vapid.publicKey)),
      endpoint: `http://127.0.0.1:${port}/push/1`,
    };
    try {
      expect(await sendPush(target, { title: 'x' }, vapid)).toEqual({ outcome: 'sent', status: 201 });
      expect(seen[0]).toMatchObject({ ttl: '3600', urgency: 'high', 'content-encoding': 'aes128gcm' });
      expect(seen[0]).not.toHaveProperty('topic');
      await sendPush(target, { title: 'x' }, vapid, { ttlSeconds: 60, urgency: 'low', topic: 'dose-1' });
      expect(seen[1]).toMatchObject({ ttl: '60', urgency: 'low', topic: 'dose-1' });
      // Every 2xx is sent; a 404 means the subscription is gone, like a 410; anything else failed.
      for (const [status, outcome] of [
        [200, 'sent'],
        [299, 'sent'],
        [300, 'failed'],
        [404, 'gone'],
        [429, 'failed'],
        [500, 'failed'],
      ] as const) {
        answer = status;
        expect(await sendPush(target, { title: 'x' }, vapid), String(status)).toEqual({ outcome, status });
      }
    } finally {
      server.close();
    }
  });
});
