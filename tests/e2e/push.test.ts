import { describe, expect } from 'vitest';
import { twin } from '../support/accounts';
import { test } from '../support/e2e';
import { pushDelivery } from '../support/push-delivery';

/**
 * The service worker shows a reminder that arrives by push, in real Chromium. The push is delivered through
 * the DevTools protocol (tests/support/push-delivery.ts): Chromium's own push service is Google's, out of
 * reach here; what the server sends, encrypted, is checked against a real push service in the integration
 * tests.
 */
describe('a reminder arriving by push', () => {
  test('shows its title, text and actions, collapsing repeats of the same reminder into one', async ({
    signIn,
  }) => {
    const { context, page } = await signIn({ serviceWorker: true });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const origin = new URL(twin().appUrl).origin;
    await context.grantPermissions(['notifications'], { origin });

    const pushes = await pushDelivery(context, page, origin);

    const payload = (body: string) =>
      JSON.stringify({
        title: 'È ora di prendere Tachipirina',
        body,
        tag: 'dose-o1',
        data: {
          reminderId: 'o1',
          url: `${origin}/#/medication-reminders?dose=o1`,
          actions: [
            { action: 'taken', title: 'Presa' },
            { action: 'snooze', title: 'Rimanda 10 min' },
            { action: 'skip', title: 'Salta' },
          ],
        },
      });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          // `actions` and `maxActions` are Chromium's, missing from the DOM typings.
          actions: (n as unknown as { actions: { title: string }[] }).actions.map((a) => a.title),
          url: (n.data as { url: string }).url,
        })),
      );

    expect(await pushes.deliver(payload('1 compressa alle 08:00'))).toBe('Success');
    const [first, ...others] = await shown();
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      title: 'È ora di prendere Tachipirina',
      body: '1 compressa alle 08:00',
      tag: 'dose-o1',
      url: `${origin}/#/medication-reminders?dose=o1`,
    });
    // As many actions as this Chromium shows, in the payload's order.
    const max = await page.evaluate(() => (Notification as unknown as { maxActions: number }).maxActions);
    expect(first!.actions).toEqual(['Presa', 'Rimanda 10 min', 'Salta'].slice(0, max));

    // A repeat replaces the notification instead of adding one.
    expect(await pushes.deliver(payload('1 compressa alle 08:00 (promemoria)'))).toBe('Success');
    expect((await shown()).map((n) => n.body)).toEqual(['1 compressa alle 08:00 (promemoria)']);

    // A payload that is not a reminder's JSON shows nothing: the next real one makes two, not three.
    expect(await pushes.deliver('not json')).toBe('Success');
    expect(
      await pushes.deliver(
        JSON.stringify({ title: 'Scorta in esaurimento', body: 'Tachipirina', tag: 'stock-m1' }),
      ),
    ).toBe('Success');
    expect((await shown()).map((n) => n.tag).sort()).toEqual(['dose-o1', 'stock-m1']);
  });
});
