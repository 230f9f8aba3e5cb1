import 'fake-indexeddb/auto';
import { get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage as storage } from '../support/web-storage';

/**
 * The session's traces in the browser, with a fake window (two Storage objects and an event target) and
 * fake-indexeddb: a 401 from the API ends the session wherever it was kept, and a second account signing in on
 * the same browser never finds the first one's offline copy.
 */
const fetchAuthSession = vi.fn();
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession }));
vi.mock('../../web/src/lib/config', () => ({ config: () => ({ apiUrl: 'https://api.example.test/' }) }));

let win: EventTarget & { sessionStorage: Storage; localStorage: Storage; location: { hash: string } };

beforeEach(() => {
  win = Object.assign(new EventTarget(), {
    sessionStorage: storage(),
    localStorage: storage(),
    location: { hash: '#/diario' },
  });
  vi.stubGlobal('window', win);
  vi.stubGlobal('localStorage', win.localStorage);
  vi.stubGlobal('navigator', { onLine: true });
  fetchAuthSession.mockReset();
  fetchAuthSession.mockResolvedValue({ tokens: { accessToken: { toString: () => 'an-access-token' } } });
});

const { api, ApiError } = await import('../../web/src/lib/api');
const { tokenStorage, setRememberMe, cacheCurrentUser, hasStoredSession } =
  await import('../../web/src/lib/auth/storage');
const { onUnauthorized } = await import('../../web/src/lib/auth/unauthorized');
const { outbox, offlineStores } = await import('../../web/src/lib/offline/outbox');

const PREFIX = 'CognitoIdentityServiceProvider.client.anna';

describe('a 401 ends the session', () => {
  it.each([
    ['off: session storage', false],
    ['on: local storage', true],
  ])(
    '"Ricordami" %s is emptied of tokens and the user, and the app goes to the login',
    async (_label, remember) => {
      setRememberMe(remember);
      await tokenStorage.setItem(`${PREFIX}.accessToken`, 'a');
      await tokenStorage.setItem(`${PREFIX}.refreshToken`, 'r');
      cacheCurrentUser({ id: 'anna', name: 'Anna', email: 'anna@example.it' });
      const kept = remember ? win.localStorage : win.sessionStorage;
      expect(new Set(Object.keys(kept))).toEqual(
        new Set([`${PREFIX}.accessToken`, `${PREFIX}.refreshToken`, 'currentUser']),
      );
      expect(hasStoredSession()).toBe(true);
      // Something else the page keeps is not the session's, and stays.
      kept.setItem('appConfig', '{}');

      const heard = vi.fn();
      const stop = onUnauthorized(heard);
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'x' } }), { status: 401 }),
        ),
      );
      const failure = await api('/me').catch((e: unknown) => e);
      stop();

      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as InstanceType<typeof ApiError>).status).toBe(401);
      expect(Object.keys(win.sessionStorage)).toEqual(remember ? [] : ['appConfig']);
      expect(Object.keys(win.localStorage)).toEqual(remember ? ['appConfig'] : []);
      expect(hasStoredSession()).toBe(false);
      expect(heard).toHaveBeenCalledTimes(1);
      expect(win.location.hash).toBe('#/login');
    },
  );

  it('sends the bearer token, and does not end the session on another error', async () => {
    setRememberMe(false);
    await tokenStorage.setItem(`${PREFIX}.refreshToken`, 'r');
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    await expect(api('/me')).rejects.toMatchObject({ status: 500 });
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('https://api.example.test/me');
    expect(hasStoredSession()).toBe(true);
  });
});

describe('the offline copy belongs to one account', () => {
  it('is deleted when another account signs in on the same browser, and kept for the same account', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    await outbox.close();
    await outbox.open('anna');
    await set('anna', { clientState: 'Anna’s diary' }, offlineStores().cache);
    // Anna's session expires without a sign-out; Bruno signs in on the same browser.
    await outbox.open('bruno');
    expect(await get('anna', offlineStores().cache)).toBeUndefined();

    await set('bruno', { clientState: 'Bruno’s diary' }, offlineStores().cache);
    await outbox.open('bruno');
    expect(await get('bruno', offlineStores().cache)).toEqual({ clientState: 'Bruno’s diary' });
    await outbox.close();
    expect(await get('bruno', offlineStores().cache)).toBeUndefined();
  });
});
