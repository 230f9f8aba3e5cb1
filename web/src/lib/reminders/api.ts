import type {
  NotificationItem,
  ReminderItem,
  Settings,
  SettingsBody,
} from '../../../../lambdas/contracts/reminders';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { config } from '../config';

export type { NotificationItem, ReminderItem, Settings, SettingsBody };

/** The reminders' API, as the page, the settings and the notifications panel call it. */
export const remindersApi = {
  settings: () => api<Settings>('/me/settings'),
  saveSettings: (body: SettingsBody) => api<Settings>('/me/settings', { method: 'PUT', body }),
  list: (from: Date, to: Date) =>
    api<{ items: ReminderItem[] }>(
      `/reminders?${new URLSearchParams({ from: from.toISOString(), to: to.toISOString() }).toString()}`,
    ),
  answer: (id: string, action: 'taken' | 'skip' | 'snooze') =>
    api<ReminderItem>(`/reminders/${encodeURIComponent(id)}/${action}`, {
      method: 'POST',
      ...(action === 'snooze' ? { body: { minutes: 10 } } : action === 'taken' ? { body: {} } : {}),
    }),
  test: () =>
    api<{ inApp: boolean; push: { sent: number; gone: number; failed: number }; email: string }>(
      '/reminders/test',
      { method: 'POST' },
    ),
  notifications: (cursor?: string) =>
    api<{ items: NotificationItem[]; unread?: number; nextCursor: string | null }>(
      `/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    ),
  read: (id: string) =>
    api<NotificationItem>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
};

/** The person's settings, one query shared by the forms that show parts of them (a save updates it). */
export const settingsQuery = queryOptions({
  queryKey: ['reminder-settings'],
  queryFn: remindersApi.settings,
});

/* Push on this device: the browser's permission, the service worker's subscription, stored by the API. */
const DEVICE_KEY = 'pushDeviceId';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    Boolean(config().vapidPublicKey)
  );
}

/** The subscription this browser holds for the app, if any. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  return subscription && localStorage.getItem(DEVICE_KEY) ? 'on' : 'off';
}

/** base64url (the VAPID key in config.json) → the bytes PushManager wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks the permission (on the person's click), subscribes, and stores the subscription. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(config().vapidPublicKey ?? ''),
    }));
  const id = localStorage.getItem(DEVICE_KEY) ?? crypto.randomUUID();
  const { endpoint, keys } = subscription.toJSON();
  await api(`/push/subscriptions/${id}`, {
    method: 'PUT',
    body: { endpoint, keys: { p256dh: keys?.p256dh, auth: keys?.auth } },
  });
  localStorage.setItem(DEVICE_KEY, id);
  return 'on';
}

export async function disablePush(): Promise<PushState> {
  const id = localStorage.getItem(DEVICE_KEY);
  if (id) await api(`/push/subscriptions/${id}`, { method: 'DELETE' });
  localStorage.removeItem(DEVICE_KEY);
  const subscription = pushSupported() ? await currentSubscription() : null;
  await subscription?.unsubscribe();
  return pushSupported() ? 'off' : 'unsupported';
}
