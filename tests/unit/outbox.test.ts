import 'fake-indexeddb/auto';
import { entries } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The browser's queue of changes (web/src/lib/offline): IndexedDB from fake-indexeddb, the API client
 * replaced by a scripted server. The real browser flow (20 symptoms offline, a reload, back online) is in
 * tests/e2e/offline.test.ts.
 */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}
const api = vi.fn();
vi.mock('../../web/src/lib/api', () => ({ api, ApiError }));

const { outbox, offlineStores } = await import('../../web/src/lib/offline/outbox');
const { overlay, settle } = await import('../../web/src/lib/offline/overlay');

let online = true;
const ID = '0f8b7c1e-4a4b-4f4e-9a39-3b7f2a1c9d10';
const OTHER = '1a2b3c4d-4a4b-4f4e-9a39-3b7f2a1c9d11';
const body = (version: number, severity = 5) => ({ version, symptom: 'tosse', severity });
const stored = async () => (await entries(offlineStores().outbox)).map(([key]) => String(key));

beforeEach(async () => {
  online = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('window', new EventTarget());
  api.mockReset();
  await outbox.close();
  await outbox.open('user-a');
});

afterEach(async () => {
  await outbox.close();
  vi.unstubAllGlobals();
});

describe('the outbox', () => {
  it('sends a change at once when online, and forgets it only once the server has it', async () => {
    api.mockResolvedValueOnce({ id: ID, ...body(1) });
    const sent: unknown[] = [];
    outbox.onSent = (_change, record) => sent.push(record);
    expect(await outbox.put('symptoms', `/symptoms/${ID}`, body(0))).toBe('synced');
    expect(api).toHaveBeenCalledWith(`/symptoms/${ID}`, { method: 'PUT', body: body(0) });
    expect(sent).toEqual([{ id: ID, ...body(1) }]);
    expect(outbox.getSnapshot()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('keeps changes made offline in IndexedDB, one per record, and sends them once, oldest first', async () => {
    online = false;
    expect(await outbox.put('medications', `/medications/${OTHER}`, body(0))).toBe('queued');
    expect(await outbox.put('symptoms', `/symptoms/${ID}`, body(0, 3))).toBe('queued');
    expect(await outbox.put('symptoms', `/symptoms/${ID}`, body(0, 7))).toBe('queued');
    expect(api).not.toHaveBeenCalled();
    expect(await stored()).toHaveLength(2);

    // A reload: a new page finds the queue in IndexedDB.
    vi.resetModules();
    const reloaded = (await import('../../web/src/lib/offline/outbox')).outbox;
    await reloaded.open('user-a');
    expect(reloaded.getSnapshot().map((c) => [c.path, c.body?.severity])).toEqual([
      [`/medications/${OTHER}`, 5],
      [`/symptoms/${ID}`, 7],
    ]);

    online = true;
    api.mockImplementation(async (path: string, init: { body: { version: number } }) => ({
      id: path.split('/')[2],
      ...init.body,
      version: 1,
    }));
    await reloaded.flush();
    expect(api.mock.calls.map(([path, init]) => [path, init.body.severity])).toEqual([
      [`/medications/${OTHER}`, 5],
      [`/symptoms/${ID}`, 7],
    ]);
    expect(reloaded.getSnapshot()).toEqual([]);
    expect(await stored()).toEqual([]);
    // Nothing left to send: a second flush sends nothing.
    await reloaded.flush();
    expect(api).toHaveBeenCalledTimes(2);
    await reloaded.close();
  });
  it('never sends a record created and deleted offline', async () => {
    online = false;
    await outbox.put('symptoms', `/symptoms/${ID}`, body(0));
    expect(await outbox.remove('symptoms', `/symptoms/${ID}`)).toBe('synced');
    online = true;
    await outbox.flush();
    expect(api).not.toHaveBeenCalled();
    expect(await stored()).toEqual([]);
  });

  it('keeps a change when the network fails, and sends it again later with the same content', async () => {
    api.mockRejectedValueOnce(new ApiError(0, 'network'));
    expect(await outbox.put('symptoms', `/symptoms/${ID}`, body(0))).toBe('queued');
    api.mockResolvedValueOnce({ id: ID, ...body(1) });
    await outbox.flush();
    expect(api).toHaveBeenCalledTimes(2);
    expect(api.mock.calls[1]).toEqual(api.mock.calls[0]);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('builds on the server version when the record changed again while on its way', async () => {
    let release: (v: unknown) => void = () => {};
    api.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const first = outbox.put('symptoms', `/symptoms/${ID}`, body(0, 3));
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    online = false;
    const second = outbox.put('symptoms', `/symptoms/${ID}`, body(0, 8));
    release({ id: ID, ...body(1, 3) });
    expect(await first).toBe('synced');
    expect(await second).toBe('queued');
    expect(outbox.getSnapshot()[0]?.body).toEqual(body(1, 8));
  });

  it('keeps a 409 as a conflict, never sends it again by itself, and resolves it as the person chooses', async () => {
    api.mockRejectedValueOnce(new ApiError(409, 'conflict'));
    expect(await outbox.put('symptoms', `/symptoms/${ID}`, body(1, 9))).toBe('conflict');
    await outbox.flush();
    expect(api).toHaveBeenCalledTimes(1);
    expect(outbox.getSnapshot()[0]?.problem).toBe('conflict');

    // "Tieni la mia": read the server's version, send mine on top of it.
    api.mockResolvedValueOnce({ id: ID, ...body(2, 2) });
    api.mockResolvedValueOnce({ id: ID, ...body(3, 9) });
    await outbox.keepMine(`/symptoms/${ID}`);
    expect(api.mock.calls[2]).toEqual([`/symptoms/${ID}`, { method: 'PUT', body: body(2, 9) }]);
    expect(outbox.getSnapshot()).toEqual([]);

    // "Tieni quella salvata": the change is dropped and the list read again.
    api.mockRejectedValueOnce(new ApiError(409, 'conflict'));
    await outbox.put('symptoms', `/symptoms/${ID}`, body(1, 4));
    const refreshed: string[] = [];
    outbox.onSynced = (kinds) => refreshed.push(...kinds);
    await outbox.discard(`/symptoms/${ID}`);
    expect(outbox.getSnapshot()).toEqual([]);
    expect(refreshed).toEqual(['symptoms']);
  });

  it('takes a 404 on delete as done, and an undo of a delete not yet sent as nothing to send', async () => {
    api.mockRejectedValueOnce(new ApiError(404, 'not_found'));
    expect(await outbox.remove('symptoms', `/symptoms/${ID}`)).toBe('synced');
    online = false;
    await outbox.remove('symptoms', `/symptoms/${OTHER}`);
    expect(await outbox.restore('symptoms', `/symptoms/${OTHER}`, { symptom: 'tosse' })).toBe('synced');
    expect(outbox.getSnapshot()).toEqual([]);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("drops another account's waiting changes when a different person signs in on this browser", async () => {
    online = false;
    await outbox.put('symptoms', `/symptoms/${ID}`, body(0));
    // Not a sign-out (the session expired): the change stays for user A…
    const { set } = await import('idb-keyval');
    const [change] = outbox.getSnapshot();
    await outbox.close();
    await set(`user-a /symptoms/${ID}`, change, offlineStores().outbox);
    // …until B signs in here: B never sends or sees A's change.
    await outbox.open('user-b');
    expect(outbox.getSnapshot()).toEqual([]);
    expect(await stored()).toEqual([]);
  });
});

describe('the list as shown', () => {
  const server = [
    { id: 'b', version: 1, createdAt: 'x', updatedAt: 'x', at: '2026-11-20T10:00:00Z', n: 1 },
    { id: 'a', version: 1, createdAt: 'x', updatedAt: 'x', at: '2026-11-19T10:00:00Z', n: 1 },
  ];
  const change = (id: string, method: 'PUT' | 'DELETE', at?: string) => ({
    path: `/symptoms/${id}`,
    userId: 'u',
    kind: 'symptoms',
    method,
    ...(at ? { body: { version: 1, at, n: 2 } } : {}),
    queuedAt: 0,
    seq: 1,
    sent: false,
  });
  type Row = { at: string; n: number };
  const timeOf = (r: Row) => r.at;

  it('lays waiting changes over the server list: replaced, hidden, added, newest first', () => {
    const shown = overlay<Row>(
      server,
      [
        change('a', 'PUT', '2026-11-21T10:00:00Z'),
        change('b', 'DELETE'),
        change('c', 'PUT', '2026-11-18T10:00:00Z'),
      ],
      timeOf,
    );
    expect(shown.map((r) => [r.id, r.n, r.pending])).toEqual([
      ['a', 2, 'queued'],
      ['c', 2, 'queued'],
    ]);
  });

  it('puts what the server stored in the list before the change leaves the queue', () => {
    const page = { items: server, nextCursor: null };
    const updated = settle<Row>(page, change('a', 'PUT'), { ...server[1], n: 3, version: 2 });
    expect(updated.items.map((r) => [r.id, r.n])).toEqual([
      ['b', 1],
      ['a', 3],
    ]);
    expect(settle(page, change('b', 'DELETE'), undefined).items.map((r) => r.id)).toEqual(['a']);
  });
});
