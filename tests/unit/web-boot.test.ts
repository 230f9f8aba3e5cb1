import 'fake-indexeddb/auto';
import { del, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../support/web-storage';

/**
 * What the SPA keeps in the browser and reads on start, with a fake window (two Storage objects) and
 * fake-indexeddb: where Amplify's tokens and the cached user go ("Ricordami"), the runtime configuration and
 * its copy for offline starts, Amplify's set-up, and the throttled offline copy of the query cache.
 */
const amplify = vi.hoisted(() => ({
  configure: vi.fn(),
  provider: { setAuthConfig: vi.fn(), setKeyValueStorage: vi.fn() },
}));
vi.mock('@aws-amplify/core', () => ({ Amplify: { configure: amplify.configure } }));
vi.mock('aws-amplify/auth/cognito', () => ({ cognitoUserPoolsTokenProvider: amplify.provider }));
vi.mock('../../web/src/lib/api', () => ({ api: vi.fn(), ApiError: class extends Error {} }));

const storage = await import('../../web/src/lib/auth/storage');
const { tokenStorage, setRememberMe, detectRememberMe, cacheCurrentUser, cachedCurrentUser } = storage;
const { hasStoredSession, clearSessionData } = storage;
const { configureAmplify } = await import('../../web/src/lib/amplify');
const { idbPersister, OFFLINE_COPY_MAX_AGE_MS } = await import('../../web/src/lib/offline/persist');
const { outbox, offlineStores } = await import('../../web/src/lib/offline/outbox');

const PREFIX = 'CognitoIdentityServiceProvider.client';
let win: EventTarget & { sessionStorage: Storage; localStorage: Storage };

beforeEach(() => {
  win = Object.assign(new EventTarget(), { sessionStorage: memoryStorage(), localStorage: memoryStorage() });
  vi.stubGlobal('window', win);
  vi.stubGlobal('localStorage', win.localStorage);
  vi.stubGlobal('navigator', { onLine: false });
  setRememberMe(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const keys = (s: Storage) => Object.keys(s).sort();

describe('Amplify’s token storage', () => {
  it('with "Ricordami" keeps tokens in local storage, and moves one found in session storage', async () => {
    win.sessionStorage.setItem(`${PREFIX}.anna.accessToken`, 'old');
    await tokenStorage.setItem(`${PREFIX}.anna.accessToken`, 'a');
    expect(win.localStorage.getItem(`${PREFIX}.anna.accessToken`)).toBe('a');
    expect(keys(win.sessionStorage)).toEqual([]);
  });

  it('without it keeps them in session storage (gone with the browser), and moves one found in local', async () => {
    setRememberMe(false);
    win.localStorage.setItem(`${PREFIX}.anna.accessToken`, 'old');
    await tokenStorage.setItem(`${PREFIX}.anna.accessToken`, 'a');
    expect(win.sessionStorage.getItem(`${PREFIX}.anna.accessToken`)).toBe('a');
    expect(keys(win.localStorage)).toEqual([]);
  });

  it('reads from either store, session storage first, and removes from both', async () => {
    win.localStorage.setItem('k', 'local');
    expect(await tokenStorage.getItem('k')).toBe('local');
    win.sessionStorage.setItem('k', 'session');
    expect(await tokenStorage.getItem('k')).toBe('session');
    win.sessionStorage.setItem('empty', '');
    win.localStorage.setItem('empty', 'local');
    expect(await tokenStorage.getItem('empty')).toBe('');
    expect(await tokenStorage.getItem('missing')).toBeNull();
    await tokenStorage.removeItem('k');
    expect(await tokenStorage.getItem('k')).toBeNull();
    expect([keys(win.sessionStorage), keys(win.localStorage)]).toEqual([['empty'], ['empty']]);
  });

  it('clears only the session’s keys: tokens and the user', async () => {
    win.localStorage.setItem(`${PREFIX}.anna.refreshToken`, 'r');
    win.sessionStorage.setItem(`${PREFIX}.anna.idToken`, 'i');
    win.localStorage.setItem('currentUser', '{}');
    win.localStorage.setItem('appConfig', '{}');
    win.sessionStorage.setItem('userLanguage', 'en');
    await tokenStorage.clear();
    expect([keys(win.sessionStorage), keys(win.localStorage)]).toEqual([['userLanguage'], ['appConfig']]);
  });

  it('does without storage when the browser refuses it (the session lives in memory for this page)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    vi.spyOn(win.localStorage, 'setItem').mockImplementation(() => {
      throw quota;
    });
    await expect(tokenStorage.setItem(`${PREFIX}.anna.accessToken`, 'a')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('storage'), 'QuotaExceededError');
    vi.spyOn(win.localStorage, 'setItem').mockImplementation(() => {
      throw 'disabled';
    });
    cacheCurrentUser({ id: 'a', name: 'Anna', email: 'a@b.it' });
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('storage'), 'disabled');
  });

  it('with no storage at all (private mode that throws on access) reads nothing and clears nothing', async () => {
    vi.stubGlobal(
      'window',
      Object.defineProperty({}, 'sessionStorage', {
        get() {
          throw new Error('SecurityError');
        },
      }),
    );
    expect(await tokenStorage.getItem('k')).toBeNull();
    expect(hasStoredSession()).toBe(false);
    expect(cachedCurrentUser()).toBeNull();
    expect(() => clearSessionData()).not.toThrow();
    await expect(tokenStorage.removeItem('k')).resolves.toBeUndefined();
    setRememberMe(false);
    detectRememberMe();
    // Back to a browser with storage: remembering was assumed.
    vi.stubGlobal('window', win);
    await tokenStorage.setItem('k', 'v');
    expect(win.localStorage.getItem('k')).toBe('v');
  });
});

describe('the word that the session is over (a 401)', () => {
  it('reaches every listener until it stops listening', async () => {
    const { announceUnauthorized, onUnauthorized } = await import('../../web/src/lib/auth/unauthorized');
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    announceUnauthorized();
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    announceUnauthorized();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('on start', () => {
  it('remembers the session (local storage) until told otherwise', async () => {
    vi.resetModules();
    const fresh = await import('../../web/src/lib/auth/storage');
    await fresh.tokenStorage.setItem(`${PREFIX}.anna.accessToken`, 'a');
    expect(keys(win.localStorage)).toEqual([`${PREFIX}.anna.accessToken`]);
    expect(keys(win.sessionStorage)).toEqual([]);
  });

  it('keeps using session storage when the session was kept there', async () => {
    win.sessionStorage.setItem('userLanguage', 'en');
    win.sessionStorage.setItem(`${PREFIX}.anna.refreshToken`, 'r');
    detectRememberMe();
    await tokenStorage.setItem(`${PREFIX}.anna.accessToken`, 'a');
    expect(keys(win.sessionStorage)).toEqual([
      `${PREFIX}.anna.accessToken`,
      `${PREFIX}.anna.refreshToken`,
      'userLanguage',
    ]);
    expect(keys(win.localStorage)).toEqual([]);
  });

  it('uses local storage otherwise', async () => {
    setRememberMe(false);
    win.sessionStorage.setItem('userLanguage', 'en');
    detectRememberMe();
    await tokenStorage.setItem(`${PREFIX}.anna.accessToken`, 'a');
    expect(keys(win.localStorage)).toEqual([`${PREFIX}.anna.accessToken`]);
  });

  it('finds a session only by a refresh token of Amplify’s', () => {
    win.localStorage.setItem(`${PREFIX}.anna.accessToken`, 'a');
    win.localStorage.setItem('other.refreshToken', 'r');
    expect(hasStoredSession()).toBe(false);
    win.sessionStorage.setItem(`${PREFIX}.anna.refreshToken`, 'r');
    expect(hasStoredSession()).toBe(true);
  });

  it('reads the cached user wherever it is, skipping (and dropping) a broken copy', () => {
    expect(cachedCurrentUser()).toBeNull();
    win.sessionStorage.setItem('currentUser', '{broken');
    win.localStorage.setItem('currentUser', JSON.stringify({ id: 'a', name: 'Anna', email: 'a@b.it' }));
    expect(cachedCurrentUser()).toEqual({ id: 'a', name: 'Anna', email: 'a@b.it' });
    expect(win.sessionStorage.getItem('currentUser')).toBeNull();
    win.sessionStorage.setItem('currentUser', JSON.stringify({ id: 's', name: 'S', email: 's@b.it' }));
    expect(cachedCurrentUser()?.id).toBe('s');
  });

  it('caches the user where the tokens go', () => {
    setRememberMe(false);
    cacheCurrentUser({ id: 'a', name: 'Anna', email: 'a@b.it' });
    expect(JSON.parse(win.sessionStorage.getItem('currentUser')!)).toEqual({
      id: 'a',
      name: 'Anna',
      email: 'a@b.it',
    });
    expect(keys(win.localStorage)).toEqual([]);
  });
});

describe('the runtime configuration', () => {
  const good = {
    stage: 'dev',
    region: 'eu-south-1',
    userPoolId: 'eu-south-1_AbC123',
    userPoolClientId: 'client',
    apiUrl: 'https://api.example.test',
  };
  const fresh = async () => {
    vi.resetModules();
    return import('../../web/src/lib/config');
  };

  it('is fetched as the page preloaded it (index.html), checked, and kept for an offline start', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(good)));
    vi.stubGlobal('fetch', fetch);
    const { loadConfig, config } = await fresh();
    expect(() => config()).toThrow('Configuration not loaded');
    await expect(loadConfig()).resolves.toEqual(good);
    // the same request as the page's <link rel="preload" as="fetch">, so the preloaded answer is used
    expect(fetch).toHaveBeenCalledWith('/config.json');
    expect(config()).toEqual(good);
    expect(JSON.parse(win.localStorage.getItem('appConfig')!)).toEqual(good);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 503', async () => new Response('down', { status: 503 })],
  ])('when %s, the kept copy is used', async (_case, answer) => {
    win.localStorage.setItem('appConfig', JSON.stringify(good));
    vi.stubGlobal('fetch', vi.fn(answer));
    const { loadConfig, config } = await fresh();
    await expect(loadConfig()).resolves.toEqual(good);
    expect(config()).toEqual(good);
  });

  it('without a usable copy, the failure stands', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('missing', { status: 404 })),
    );
    await expect((await fresh()).loadConfig()).rejects.toThrow('config.json: HTTP 404');
    win.localStorage.setItem('appConfig', '{broken');
    await expect((await fresh()).loadConfig()).rejects.toThrow('config.json: HTTP 404');
    win.localStorage.setItem('appConfig', JSON.stringify({ ...good, apiUrl: 'ftp://x' }));
    await expect((await fresh()).loadConfig()).rejects.toThrow('config.json: HTTP 404');
  });

  it('a fetched configuration that is wrong is refused, whatever was kept', async () => {
    win.localStorage.setItem('appConfig', JSON.stringify(good));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ...good, region: '' }))),
    );
    await expect((await fresh()).loadConfig()).rejects.toThrow('config.json: invalid region');
  });

  it('works without storage to keep it in', async () => {
    vi.spyOn(win.localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(good))),
    );
    await expect((await fresh()).loadConfig()).resolves.toEqual(good);
  });

  it('names every field that is wrong', async () => {
    const { parseConfig } = await fresh();
    expect(() =>
      parseConfig({
        stage: 1,
        region: '',
        userPoolId: 'eu-south-1_',
        userPoolClientId: '',
        apiUrl: 'ftp://api.example.test',
        cognitoEndpoint: 'localhost:4175',
        mailboxUrl: 42,
        vapidPublicKey: 'not-a-key',
      }),
    ).toThrow(
      'config.json: invalid stage, region, userPoolId, userPoolClientId, apiUrl, cognitoEndpoint, mailboxUrl, vapidPublicKey',
    );
    expect(() => parseConfig({ ...good, userPoolId: '_AbC123' })).toThrow('config.json: invalid userPoolId');
    expect(() => parseConfig({ ...good, userPoolId: 'eu-south-1_AbC123!' })).toThrow('invalid userPoolId');
    expect(() => parseConfig({ ...good, stage: '' })).toThrow('config.json: invalid stage');
    expect(() => parseConfig({ ...good, userPoolClientId: 7 })).toThrow(
      'config.json: invalid userPoolClientId',
    );
    expect(() => parseConfig({ ...good, apiUrl: 'http://127.0.0.1:4173' })).not.toThrow();
    // Values that only look right once turned into strings, and text that is no URL at all.
    expect(() => parseConfig({ ...good, region: 42 })).toThrow('config.json: invalid region');
    expect(() => parseConfig({ ...good, userPoolId: ['eu-south-1_AbC123'] })).toThrow('invalid userPoolId');
    expect(() => parseConfig({ ...good, userPoolId: '.eu-south-1_AbC123' })).toThrow('invalid userPoolId');
    expect(() => parseConfig({ ...good, mailboxUrl: ['http://127.0.0.1:4176'] })).toThrow(
      'invalid mailboxUrl',
    );
    expect(() => parseConfig({ ...good, apiUrl: 'http//api.example.test' })).toThrow(
      'config.json: invalid apiUrl',
    );
  });

  it('takes the data controller and the model provider the legal pages name, and loads a config.json without them', async () => {
    const { parseConfig } = await fresh();
    const controller = {
      name: 'Esempio S.r.l.',
      address: 'Via Roma 1, Milano',
      privacyEmail: 'privacy@example.it',
    };
    const modelProvider = { name: 'OpenAI', region: 'USA' };
    expect(parseConfig(good)).toEqual(good);
    expect(parseConfig({ ...good, controller, modelProvider })).toMatchObject({ controller, modelProvider });
    expect(
      parseConfig({ ...good, controller: { ...controller, dpoEmail: 'dpo@example.it' } }).controller,
    ).toEqual({
      ...controller,
      dpoEmail: 'dpo@example.it',
    });
    for (const wrong of [
      null,
      'Esempio',
      [],
      { ...controller, name: ' ' },
      { ...controller, address: 'x'.repeat(201) },
      { ...controller, privacyEmail: 'privacy' },
      { ...controller, privacyEmail: 'a b@example.it' },
      { ...controller, dpoEmail: 'dpo@example' },
      { name: controller.name, address: controller.address },
    ])
      expect(() => parseConfig({ ...good, controller: wrong }), JSON.stringify(wrong)).toThrow(
        'config.json: invalid controller',
      );
    for (const wrong of [{ name: 'OpenAI' }, { name: '', region: 'USA' }, 'OpenAI'])
      expect(() => parseConfig({ ...good, modelProvider: wrong })).toThrow(
        'config.json: invalid modelProvider',
      );
  });
});

describe('Amplify’s set-up', () => {
  const cfg = {
    stage: 'dev',
    region: 'eu-south-1',
    userPoolId: 'eu-south-1_AbC123',
    userPoolClientId: 'client',
    apiUrl: 'https://api.example.test',
  };

  it('user-pool tokens only, signed in by e-mail, kept in this app’s storage', () => {
    configureAmplify(cfg);
    const auth = {
      Cognito: { userPoolId: 'eu-south-1_AbC123', userPoolClientId: 'client', loginWith: { email: true } },
    };
    expect(amplify.provider.setAuthConfig).toHaveBeenLastCalledWith(auth);
    expect(amplify.provider.setKeyValueStorage).toHaveBeenLastCalledWith(tokenStorage);
    expect(amplify.configure).toHaveBeenLastCalledWith(
      { Auth: auth },
      { Auth: { tokenProvider: amplify.provider } },
    );
  });

  it('the local twin’s Cognito emulator when the configuration names one', () => {
    configureAmplify({ ...cfg, cognitoEndpoint: 'http://127.0.0.1:4175' });
    expect(amplify.provider.setAuthConfig).toHaveBeenLastCalledWith({
      Cognito: {
        userPoolId: 'eu-south-1_AbC123',
        userPoolClientId: 'client',
        userPoolEndpoint: 'http://127.0.0.1:4175',
        loginWith: { email: true },
      },
    });
  });

  it('looks first for where the session was kept', async () => {
    win.sessionStorage.setItem(`${PREFIX}.anna.refreshToken`, 'r');
    configureAmplify(cfg);
    await tokenStorage.setItem(`${PREFIX}.anna.accessToken`, 'a');
    expect(win.sessionStorage.getItem(`${PREFIX}.anna.accessToken`)).toBe('a');
  });
});

describe('the offline copy of the lists', () => {
  const client = (n: number) => ({ timestamp: n, buster: '', clientState: { queries: [], mutations: [] } });

  beforeEach(async () => {
    await outbox.open('anna');
  });
  afterEach(async () => {
    await outbox.close();
  });

  it('is trusted for 14 days', () => {
    expect(OFFLINE_COPY_MAX_AGE_MS).toBe(14 * 24 * 60 * 60 * 1000);
  });

  it('is written at most once a second, with the latest state, under the account', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const persister = idbPersister('anna');
    await persister.persistClient(client(1));
    await persister.persistClient(client(2));
    await vi.advanceTimersByTimeAsync(999);
    expect(await get('anna', offlineStores().cache)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await get('anna', offlineStores().cache)).toEqual(client(2)));
    await persister.persistClient(client(3));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(async () => expect(await get('anna', offlineStores().cache)).toEqual(client(3)));
    expect(await persister.restoreClient()).toEqual(client(3));
    await persister.removeClient();
    expect(await get('anna', offlineStores().cache)).toBeUndefined();
  });

  it('is not written after sign-out, nor for another account', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const bruno = idbPersister('bruno');
    await bruno.persistClient(client(1));
    const anna = idbPersister('anna');
    await anna.persistClient(client(1));
    await outbox.close();
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await get('bruno', offlineStores().cache)).toBeUndefined();
    expect(await get('anna', offlineStores().cache)).toBeUndefined();
  });

  it('reads nothing when there is none', async () => {
    await del('anna', offlineStores().cache);
    expect(await idbPersister('anna').restoreClient()).toBeUndefined();
    await set('anna', client(5), offlineStores().cache);
    expect(await idbPersister('anna').restoreClient()).toEqual(client(5));
  });
});
