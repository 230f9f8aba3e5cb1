import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

/**
 * A real Web Push service on loopback, `web-push-testing`: it checks the VAPID signature against the key the
 * subscription was made with, decrypts every message (RFC 8291) and keeps it, and answers 410 for a
 * subscription that expired, as push services do.
 */
const require = createRequire(import.meta.url);
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => PushModel;
};
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: PushModel,
  port: number,
) => { _app: { listen(port: number, host: string, cb: () => void): Server }; setRequestHandlers(): void };

interface PushModel {
  notifyUrl: string;
  subscribe(options: { userVisibleOnly: 'true'; applicationServerKey: string }): Promise<Subscription>;
  getNotifications(body: { clientHash: string }): { messages: string[] };
  expireSubscription(clientHash: string): void;
}
export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export async function startPushService() {
  const model = new PushApiModel();
  const wrapper = new WebPushTestingServer(model, 0);
  // Its own startServer() takes a fixed port and logs; listen on a free loopback port instead.
  const server = await new Promise<Server>((resolve) => {
    const s = wrapper._app.listen(0, '127.0.0.1', () => resolve(s));
  });
  wrapper.setRequestHandlers();
  const { port } = server.address() as AddressInfo;
  model.notifyUrl = `http://127.0.0.1:${port}/notify/`;
  return {
    /** What a browser gets from `pushManager.subscribe()` with this application server key. */
    subscribe: (applicationServerKey: string) =>
      // The flag as a string, as its HTTP API receives it.
      model.subscribe({ userVisibleOnly: 'true', applicationServerKey }),
    /** The decrypted payloads received for a subscription, oldest first. */
    received: (s: Subscription) => model.getNotifications({ clientHash: s.clientHash }).messages,
    expire: (s: Subscription) => model.expireSubscription(s.clientHash),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The same push service in a process of its own (tests/support/push-service-process.cjs), driven over its
 * HTTP API: for the benchmark, where its decryption must not share the sender's thread.
 */
export async function startPushServiceProcess() {
  const child = fork(fileURLToPath(new URL('./push-service-process.cjs', import.meta.url)), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the push service ended (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`push service ${path}: ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    subscribe: (applicationServerKey: string) =>
      post<Subscription>('/subscribe', { userVisibleOnly: 'true', applicationServerKey }),
    received: async (s: Subscription) =>
      (await post<{ messages: string[] }>('/get-notifications', { clientHash: s.clientHash })).messages,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
