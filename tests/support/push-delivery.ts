import type { BrowserContext, CDPSession, Page } from 'playwright-core';

interface BackgroundServiceEvent {
  serviceWorkerRegistrationId: string;
  eventName: string;
  instanceId: string;
  eventMetadata: { key: string; value: string }[];
}

/**
 * Delivers push messages to the page's service worker as Chromium's own push service would, through the
 * DevTools protocol (Chromium's push service is Google's, out of reach here), and waits for the browser's own
 * record that the worker handled each one (DevTools' Background Services, "Push event completed"), so a test
 * checks the notifications only once the worker is done, instead of guessing how long that takes.
 */
export async function pushDelivery(context: BrowserContext, page: Page, origin: string) {
  const cdp: CDPSession = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL.startsWith(origin) && !r.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  const events: BackgroundServiceEvent[] = [];
  let heard: () => void = () => undefined;
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent }) => {
    events.push(backgroundServiceEvent);
    heard();
  });
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'pushMessaging' });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  let sent = 0;

  return {
    registrationId,
    /**
     * Delivers one message and resolves with how the worker's push event ended ("Success", "waitUntil
     * Rejected", "Timeout"). A message the worker could not be started for leaves no record: the push service
     * delivers it again, as a real one does with a message the browser has not acknowledged (RFC 8030 §6.2).
     */
    async deliver(data: string): Promise<string> {
      for (let attempt = 1; ; attempt++) {
        const before = events.length;
        const done = new Promise<string | undefined>((resolve) => {
          const timer = setTimeout(() => resolve(undefined), 15_000);
          heard = () => {
            const completed = events.slice(before).find((e) => e.eventName === 'Push event completed');
            if (!completed) return;
            clearTimeout(timer);
            resolve(completed.eventMetadata.find((m) => m.key === 'Status')?.value ?? '');
          };
        });
        sent++;
        await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
        const status = await done;
        if (status !== undefined) return status;
        if (attempt === 3) {
          throw new Error(
            `push ${sent} never completed in the worker; Chromium recorded: ${JSON.stringify(events)}`,
          );
        }
      }
    },
  };
}
