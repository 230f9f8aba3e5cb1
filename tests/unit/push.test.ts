import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVapidKeys, pushTopic, sendPush } from '../../lambdas/lib/push';
import { startPushService } from '../support/push-service';

type Service = Awaited<ReturnType<typeof startPushService>>;
let service: Service;
const vapid = { ...newVapidKeys(), subject: 'mailto:promemoria@example.org' };

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
    const other = { ...newVapidKeys(), subject: vapid.subject };
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

  it('makes topics push services accept: at most 32 base64url characters, stable per key', () => {
    expect(pushTopic('dose-1')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic('dose-1')).toBe(pushTopic('dose-1'));
    expect(pushTopic('dose-2')).not.toBe(pushTopic('dose-1'));
  });
});
