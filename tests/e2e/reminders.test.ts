import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { doseReminderId } from '../../lambdas/contracts/reminders';
import { callApi, twin } from '../support/accounts';
import { axeCheck } from '../support/axe';
import { DESKTOP, screenshot } from '../support/browser';
import { test } from '../support/e2e';
import { pushDelivery } from '../support/push-delivery';
import { startPushService } from '../support/push-service';

/**
 * Reminders in Chromium, in Italian: push turned on from the settings (the permission granted by the browser
 * profile), a reminder sent by the dispatcher, encrypted to a real push service that decrypts it, shown by the
 * service worker, and answered from the page it opens.
 */
describe('medication reminders in the browser', () => {
  test('turns push on, receives a dose reminder at its time, and marks it taken from its link', async ({
    signIn,
  }) => {
    const push = await startPushService();
    try {
      const { context, page, tokens } = await signIn({ name: 'Elena', device: DESKTOP, serviceWorker: true });
      const origin = new URL(twin().appUrl).origin;
      await context.grantPermissions(['notifications'], { origin });
      // The next whole hour at least half an hour away, on Rome's wall clock: near enough to answer.
      const dueMs = Math.ceil((Date.now() + 30 * 60_000) / 3_600_000) * 3_600_000;
      const rome = (options: Intl.DateTimeFormatOptions) =>
        new Date(dueMs).toLocaleString('sv-SE', { timeZone: 'Europe/Rome', ...options });
      const day = rome({ year: 'numeric', month: '2-digit', day: '2-digit' });
      const time = rome({ hour: '2-digit', minute: '2-digit' });
      const medicationId = randomUUID();
      const id = doseReminderId(medicationId, day, time);
      const medication = {
        version: 0,
        name: 'Eutirox',
        form: 'compresse',
        dose: { amount: 1, unit: 'compressa' },
        schedule: { type: 'fixed', times: [time], weekdays: [1, 2, 3, 4, 5, 6, 7] },
        startDate: '2026-01-01',
        stock: { quantity: 20, lowThreshold: 5 },
        active: true,
      };
      expect(
        (await callApi('PUT', `/medications/${medicationId}`, tokens.accessToken, { body: medication }))
          .status,
      ).toBe(201);

      // Chromium's own push service is Google's, out of reach here: this profile's push manager hands out a
      // subscription of the local push service instead (made with the app's VAPID key).
      const config = await (await fetch(`${twin().appUrl}/config.json`)).json();
      const device = await push.subscribe(config.vapidPublicKey);
      await page.evaluate((subscription) => {
        let current: object | null = null;
        const made = {
          endpoint: subscription.endpoint,
          toJSON: () => ({ endpoint: subscription.endpoint, keys: subscription.keys }),
          unsubscribe: async () => ((current = null), true),
        };
        PushManager.prototype.subscribe = async () => (current = made) as unknown as PushSubscription;
        PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      }, device);

      await page.goto(`${twin().appUrl}/#/medication-reminders`);
      await page.getByRole('heading', { level: 1, name: 'Promemoria farmaci' }).waitFor();
      await page.locator(`#reminder-${id}`).getByText('Da prendere').waitFor();
      await page.getByText('Ne restano 20 compresse').waitFor();

      await page.getByRole('button', { name: 'Attiva le notifiche su questo dispositivo' }).click();
      await page.getByText('Le notifiche sono attive su questo dispositivo.').waitFor();
      await page.getByText('Impostazioni dei promemoria salvate.').waitFor();
      expect((await callApi('GET', '/me/settings', tokens.accessToken)).body.reminders.push).toBe(true);
      expect(await axeCheck(page, 'reminders page')).toEqual([]);
      await screenshot(page, 'desktop-reminders');

      // At its time, the dispatcher's tick sends it and the push service decrypts it.
      const tick = await fetch(`${twin().apiUrl}/_local/reminders/tick`, {
        method: 'POST',
        body: JSON.stringify({ now: new Date(dueMs).toISOString() }),
      });
      expect((await tick.json()).sent).toBeGreaterThanOrEqual(1);
      const [message] = push.received(device);
      const payload = JSON.parse(message!);
      expect(payload).toMatchObject({ title: 'È ora di prendere Eutirox', body: `1 compressa alle ${time}` });
      expect(payload.data.url).toBe(`${twin().appUrl}/#/medication-reminders?dose=${id}`);

      // The service worker shows it (delivered as Chromium's push service would, through the DevTools protocol).
      const pushes = await pushDelivery(context, page, origin);
      expect(await pushes.deliver(message!)).toBe('Success');
      // Its push event is over, so the notification is there: read it once.
      expect(
        await page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
        ),
      ).toEqual(['È ora di prendere Eutirox']);

      // "Presa" on the notification opens its link with the action: the page records the dose, once.
      await page.goto(`${payload.data.url}&action=taken`);
      await page.getByText(`Promemoria di Eutirox delle ${time}: scegli che cosa fare.`).waitFor();
      const row = page.locator(`#reminder-${id}`);
      await row.getByText(/^Presa alle \d\d:\d\d$/).waitFor();
      expect(
        (await callApi('GET', `/medications/${medicationId}/doses`, tokens.accessToken)).body.items,
      ).toHaveLength(1);
      await page.getByText('Ne restano 19 compresse').waitFor();

      // The panel lists the reminder, unread.
      await page.getByRole('button', { name: /Notifiche.*1 notifica non letta/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notifiche' });
      await panel.getByRole('link', { name: 'È ora di prendere Eutirox' }).waitFor();
      await panel.getByRole('button', { name: 'Segna come letta: È ora di prendere Eutirox' }).click();
      await page.getByRole('button', { name: 'Notifiche', exact: true }).waitFor();
    } finally {
      await push.close();
    }
  });
});
