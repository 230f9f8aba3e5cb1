import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import core from '../../web/src/i18n/core/it';
import { memoryStorage } from '../support/web-storage';

/**
 * The SPA's API client (spec section 7) and the record lists read through it, against a stubbed `fetch`:
 * what is sent (method, URL, headers, body, time-out) and how each answer comes back (data, nothing, an
 * ApiError with the server's or the catalogue's Italian message, the end of the session on a 401).
 */
const fetchAuthSession = vi.fn();
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession }));
vi.mock('../../web/src/lib/config', () => ({ config: () => ({ apiUrl: 'https://api.example.test/v1//' }) }));

const { i18next } = await import('../../web/src/i18n');
const { api, ApiError, API_TIMEOUT_MS } = await import('../../web/src/lib/api');
const { listAll, recordsApi } = await import('../../web/src/lib/records/api');
const { onUnauthorized } = await import('../../web/src/lib/auth/unauthorized');
const { analyticsApi } = await import('../../web/src/lib/analytics/api');

type Win = EventTarget & { sessionStorage: Storage; localStorage: Storage; location: { hash: string } };
let win: Win;
let online: boolean;
let fetch: ReturnType<typeof vi.fn>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const request = (i = 0) => fetch.mock.calls[i] as [string, RequestInit & { headers: Record<string, string> }];
const session = (token = 'an-access-token') => ({ tokens: { accessToken: { toString: () => token } } });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as InstanceType<typeof ApiError>,
  );

beforeAll(async () => {
  await i18next.init({ lng: 'it', resources: { it: { translation: core } } });
});

beforeEach(() => {
  online = true;
  win = Object.assign(new EventTarget(), {
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    location: { hash: '#/diario' },
  });
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  fetch = vi.fn(async () => json(200, { ok: 1 }));
  vi.stubGlobal('fetch', fetch);
  fetchAuthSession.mockReset();
  fetchAuthSession.mockResolvedValue(session());
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('it');
});

describe('a request', () => {
  it('is a GET to the API with the bearer token and the interface language, and answers the JSON', async () => {
    await i18next.changeLanguage('en');
    await expect(api('//symptoms?limit=5')).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = request();
    expect(url).toBe('https://api.example.test/v1/symptoms?limit=5');
    expect(init.method).toBe('GET');
    expect(init.headers).toEqual({ authorization: 'Bearer an-access-token', 'accept-language': 'en' });
    expect('body' in init).toBe(false);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('joins a path given without its leading slash', async () => {
    await api('medications/m1/doses');
    expect(request()[0]).toBe('https://api.example.test/v1/medications/m1/doses');
  });

  it('sends a body as JSON, with the caller’s own headers', async () => {
    const body = { version: 0, symptom: 'tosse', severity: 4 };
    await api('/symptoms/abc', { method: 'PUT', body, headers: { 'x-request-id': 'r1' } });
    const [url, init] = request();
    expect(url).toBe('https://api.example.test/v1/symptoms/abc');
    expect(init.method).toBe('PUT');
    expect(init.headers).toEqual({
      authorization: 'Bearer an-access-token',
      'accept-language': 'it',
      'content-type': 'application/json',
      'x-request-id': 'r1',
    });
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('gives up after the spec’s 15 seconds', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await api('/me');
    expect(API_TIMEOUT_MS).toBe(15_000);
    expect(timeout).toHaveBeenCalledWith(15_000);
    expect(request()[1].signal).toBe(timeout.mock.results[0]!.value);
  });

  it('answers nothing for a 204, and null for a body that is not JSON', async () => {
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api('/symptoms/abc', { method: 'DELETE' })).resolves.toBeUndefined();
    expect(request()[1].method).toBe('DELETE');
    fetch.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(api('/me')).resolves.toBeNull();
  });
});

describe('a failure', () => {
  it('carries the server’s status, code and message', async () => {
    fetch.mockResolvedValueOnce(
      json(409, { error: { code: 'conflict', message: 'Il record è stato modificato altrove.' } }),
    );
    const error = await failure(api('/symptoms/abc', { method: 'PUT', body: { version: 1 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect([error.status, error.code, error.message]).toEqual([
      409,
      'conflict',
      'Il record è stato modificato altrove.',
    ]);
  });

  it('without a readable error body is an internal error with the catalogue’s message', async () => {
    fetch.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api('/me'));
    expect([error.status, error.code, error.message]).toEqual([
      502,
      'internal',
      'Si è verificato un errore. Riprova.',
    ]);
    fetch.mockResolvedValueOnce(json(500, { error: {} }));
    const bare = await failure(api('/me'));
    expect([bare.status, bare.code, bare.message]).toEqual([
      500,
      'internal',
      'Si è verificato un errore. Riprova.',
    ]);
  });

  it('of the network is status 0, in Italian, and leaves the session alone', async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(api('/me'));
    expect([error.status, error.code, error.message]).toEqual([
      0,
      'network',
      'Errore di rete. Controlla la connessione a internet e riprova.',
    ]);
    expect(win.location.hash).toBe('#/diario');
  });

  it('offline is immediate: the session is not even read (a refresh would fail and end it)', async () => {
    online = false;
    const error = await failure(api('/me'));
    expect([error.status, error.code, error.message]).toEqual([
      0,
      'network',
      'Errore di rete. Controlla la connessione a internet e riprova.',
    ]);
    expect(fetchAuthSession).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('to refresh the session for want of network is a network error, not the end of the session', async () => {
    fetchAuthSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(api('/me'));
    expect([error.status, error.code, error.message]).toEqual([
      0,
      'network',
      'Errore di rete. Controlla la connessione a internet e riprova.',
    ]);
    expect(win.location.hash).toBe('#/diario');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the insights when they cannot be had', () => {
  it("are the spec's three tips, in the interface language, offline", async () => {
    online = false;
    expect(await analyticsApi.insights()).toEqual({
      insights: [
        expect.objectContaining({
          id: 'tip:medicines',
          title: 'Prendi regolarmente i farmaci prescritti',
          link: null,
        }),
        expect.objectContaining({ id: 'tip:diary', title: 'Tieni un diario regolare dei sintomi' }),
        expect.objectContaining({ id: 'tip:doctor', title: 'Consulta il medico per i sintomi persistenti' }),
      ],
      offline: true,
    });
    await i18next.changeLanguage('en');
    expect((await analyticsApi.insights()).insights[0]?.title).toBe(
      'Take your prescribed medicines regularly',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the end of the session', () => {
  const PREFIX = 'CognitoIdentityServiceProvider.client.anna';

  it.each([
    [
      'the server answers 401',
      () => fetch.mockResolvedValueOnce(json(401, { error: { code: 'unauthorized' } })),
    ],
    ['there are no tokens', () => fetchAuthSession.mockResolvedValueOnce({ tokens: undefined })],
    ['there is no access token', () => fetchAuthSession.mockResolvedValueOnce({ tokens: {} })],
    ['the token is empty', () => fetchAuthSession.mockResolvedValueOnce(session(''))],
    [
      'Cognito refuses the refresh',
      () =>
        fetchAuthSession.mockRejectedValueOnce(
          Object.assign(new Error('Refresh Token has been revoked'), { name: 'NotAuthorizedException' }),
        ),
    ],
  ])('when %s: tokens forgotten, announced, back to the login', async (_case, arrange) => {
    arrange();
    win.sessionStorage.setItem(`${PREFIX}.accessToken`, 'a');
    win.localStorage.setItem(`${PREFIX}.refreshToken`, 'r');
    win.localStorage.setItem('currentUser', '{}');
    win.localStorage.setItem('appConfig', '{}');
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    const error = await failure(api('/me'));
    stop();
    if (_case !== 'the server answers 401') expect(fetch).not.toHaveBeenCalled();
    expect([error.status, error.code, error.message]).toEqual([
      401,
      'unauthorized',
      "L'utente non è autenticato",
    ]);
    expect(Object.keys(win.localStorage)).toEqual(['appConfig']);
    expect(Object.keys(win.sessionStorage)).toEqual([]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(win.location.hash).toBe('#/login');
  });
});

describe('a record list', () => {
  const page = (ids: string[], nextCursor: string | null) =>
    json(200, { items: ids.map((id) => ({ id })), nextCursor });
  const query = (i: number) => Object.fromEntries(new URL(request(i)[0]).searchParams);

  it('is read through all its pages, 200 records at a time, within the range asked', async () => {
    fetch.mockResolvedValueOnce(page(['c', 'b'], 'cur-1')).mockResolvedValueOnce(page(['a'], null));
    const list = await recordsApi.list('symptoms', { from: '2026-11-01', to: '2026-11-30' });
    expect(list).toEqual({ items: [{ id: 'c' }, { id: 'b' }, { id: 'a' }], nextCursor: null });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(new URL(request(0)[0]).pathname).toBe('/v1/symptoms');
    expect(query(0)).toEqual({ limit: '200', from: '2026-11-01', to: '2026-11-30' });
    expect(query(1)).toEqual({ limit: '200', from: '2026-11-01', to: '2026-11-30', cursor: 'cur-1' });
  });

  it('without a range asks for everything; a one-sided range sends only its side', async () => {
    fetch.mockResolvedValueOnce(page(['a'], null));
    await listAll('/wellness');
    expect(query(0)).toEqual({ limit: '200' });
    fetch.mockResolvedValueOnce(page([], null));
    await listAll('/wellness', { to: '2026-11-30' });
    expect(query(1)).toEqual({ limit: '200', to: '2026-11-30' });
    fetch.mockResolvedValueOnce(page([], null));
    await listAll('/wellness', { from: '2026-11-01' });
    expect(query(2)).toEqual({ limit: '200', from: '2026-11-01' });
  });

  it('stops after ten pages (2,000 records), keeping the cursor of what was left', async () => {
    fetch.mockImplementation(async () => page(['x'], 'more'));
    const list = await listAll('/symptoms');
    expect(fetch).toHaveBeenCalledTimes(10);
    expect(list.items).toHaveLength(10);
    expect(list.nextCursor).toBe('more');
  });
});
