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
type Change = import('../../web/src/lib/offline/outbox').Change;

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

  it('deletes at the version the person saw, and shows a 409 as a conflict instead of losing the other edit', async () => {
    api.mockResolvedValueOnce(undefined);
    expect(await outbox.remove('symptoms', `/symptoms/${ID}`, 3)).toBe('synced');
    expect(api).toHaveBeenCalledWith(`/symptoms/${ID}`, { method: 'DELETE', headers: { 'if-match': '3' } });
    api.mockRejectedValueOnce(new ApiError(409, 'conflict'));
    expect(await outbox.remove('symptoms', `/symptoms/${OTHER}`, 2)).toBe('conflict');
    // An edit still waiting, then a delete: the delete goes at the version the edit was made from.
    online = false;
    const third = '2a2b3c4d-4a4b-4f4e-9a39-3b7f2a1c9d12';
    await outbox.put('symptoms', `/symptoms/${third}`, body(4, 8));
    await outbox.remove('symptoms', `/symptoms/${third}`, 4);
    online = true;
    api.mockResolvedValueOnce(undefined);
    await outbox.flush();
    expect(api).toHaveBeenLastCalledWith(`/symptoms/${third}`, {
      method: 'DELETE',
      headers: { 'if-match': '4' },
    });
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

describe('the list as shown, field by field', () => {
  type Row = { at: string; n: number };
  const timeOf = (r: Row) => r.at;
  const record = (id: string, at: string) => ({
    id,
    version: 4,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    at,
    n: 1,
  });
  const waiting = (id: string, extra: Partial<Change> = {}): Change => ({
    path: `/symptoms/${id}`,
    userId: 'u',
    kind: 'symptoms',
    method: 'PUT',
    body: { version: 4, at: '2026-11-21T10:00:00Z', n: 2 },
    queuedAt: Date.UTC(2026, 10, 22, 8, 30),
    seq: 1,
    sent: false,
    ...extra,
  });

  it('keeps the server’s records nobody touched, as they are', () => {
    const server = [record('a', '2026-11-20T10:00:00Z'), record('b', '2026-11-19T10:00:00Z')];
    expect(overlay<Row>(server, [], timeOf)).toEqual(server);
    expect(overlay<Row>(server, [waiting('b')], timeOf)[1]).toEqual(server[0]);
  });

  it('shows an edit with the server’s creation time, the time it was made, and its state', () => {
    const [shown] = overlay<Row>(
      [record('a', '2026-11-20T10:00:00Z')],
      [waiting('a', { extra: { medicationId: 'm1' }, problem: 'conflict' })],
      timeOf,
    );
    expect(shown).toEqual({
      id: 'a',
      version: 4,
      at: '2026-11-21T10:00:00Z',
      n: 2,
      medicationId: 'm1',
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-22T08:30:00.000Z',
      pending: 'conflict',
    });
  });

  it('shows a record made here as created when it was made', () => {
    const [shown] = overlay<Row>([], [waiting('new', { problem: 'rejected' })], timeOf);
    expect(shown).toMatchObject({
      id: 'new',
      createdAt: '2026-11-22T08:30:00.000Z',
      updatedAt: '2026-11-22T08:30:00.000Z',
      pending: 'rejected',
    });
    expect(overlay<Row>([], [{ ...waiting('x'), body: undefined }], timeOf)[0]?.version).toBe(0);
  });

  it('does not show a delete of a record it does not have', () => {
    expect(overlay<Row>([], [waiting('gone', { method: 'DELETE', body: undefined })], timeOf)).toEqual([]);
  });

  it('sorts newest first, records without a readable time last', () => {
    const shown = overlay<Row>(
      [
        record('mid', '2026-11-20T10:00:00Z'),
        record('none', 'not a time'),
        record('old', '2026-11-18T10:00:00Z'),
      ],
      [waiting('new', { body: { version: 0, at: '2026-11-23T10:00:00Z', n: 2 } })],
      timeOf,
    );
    expect(shown.map((r) => r.id)).toEqual(['new', 'mid', 'old', 'none']);
  });

  it('settles a record the server took: in its place, first when new, gone when deleted or not returned', () => {
    const page = {
      items: [record('a', '2026-11-20T10:00:00Z'), record('b', '2026-11-19T10:00:00Z')],
      nextCursor: 'next',
    };
    const stored = (id: string) => ({ ...record(id, '2026-11-21T10:00:00Z'), version: 5 });
    expect(settle<Row>(page, waiting('b'), stored('b'))).toEqual({
      items: [page.items[0], stored('b')],
      nextCursor: 'next',
    });
    expect(settle<Row>(page, waiting('c'), stored('c')).items.map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(settle<Row>(page, waiting('a', { method: 'DELETE' }), stored('a')).items.map((r) => r.id)).toEqual(
      ['b'],
    );
    expect(settle<Row>(page, waiting('a'), undefined)).toEqual({
      items: [page.items[1]],
      nextCursor: 'next',
    });
    expect(settle<Row>(page, waiting('a'), {}).items.map((r) => r.id)).toEqual(['b']);
  });
});

describe('the outbox, case by case', () => {
  const path = `/symptoms/${ID}`;
  const snapshot = () => outbox.getSnapshot().map((c) => ({ method: c.method, version: c.body?.version }));
  /** A call to the API that answers only when told to. */
  const held = () => {
    let answer: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
    api.mockImplementationOnce(() => new Promise((resolve, reject) => (answer = { resolve, reject })));
    return {
      started: () => vi.waitFor(() => expect(answer).toBeDefined()),
      resolve: (v: unknown) => answer!.resolve(v),
      reject: (e: unknown) => answer!.reject(e),
    };
  };

  afterEach(() => {
    outbox.onSynced = () => {};
    outbox.onSent = () => {};
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps the queue where earlier versions of the app kept it (salute-outbox/changes)', async () => {
    online = false;
    vi.resetModules();
    const { outbox } = await import('../../web/src/lib/offline/outbox');
    await outbox.open('user-a');
    await outbox.put('symptoms', path, body(0));
    await outbox.close();
    const { createStore } = await import('idb-keyval');
    const kept = await entries(createStore('salute-outbox', 'changes'));
    expect(kept.map(([key]) => key)).toEqual([]);
    await outbox.open('user-a');
    await outbox.put('symptoms', path, body(0));
    expect((await entries(createStore('salute-outbox', 'changes'))).map(([key]) => key)).toEqual([
      `user-a ${path}`,
    ]);
    await outbox.close();
  });

  it('keeps the offline copy of the lists in salute-cache/queries, and empties it on sign-out', async () => {
    vi.resetModules();
    const { outbox, offlineStores } = await import('../../web/src/lib/offline/outbox');
    await outbox.open('user-a');
    const { createStore, get, set } = await import('idb-keyval');
    await set('user-a', { clientState: 1 }, offlineStores().cache);
    expect(await get('user-a', createStore('salute-cache', 'queries'))).toEqual({ clientState: 1 });
    await outbox.close();
    expect(await get('user-a', createStore('salute-cache', 'queries'))).toBeUndefined();
  });

  it('refuses changes when no account is open', async () => {
    await outbox.close();
    await expect(outbox.put('symptoms', path, body(0))).rejects.toThrow('Outbox not open');
    await expect(outbox.remove('symptoms', path)).rejects.toThrow('Outbox not open');
    expect(outbox.owner).toBeNull();
  });

  it('sends where the browser says nothing of the network (no navigator)', async () => {
    vi.stubGlobal('navigator', undefined);
    api.mockResolvedValueOnce({ id: ID, ...body(1) });
    expect(await outbox.put('symptoms', path, body(0))).toBe('synced');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('lists the waiting changes oldest first, whatever order IndexedDB gives them back in', async () => {
    online = false;
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    await outbox.put('symptoms', path, body(0));
    vi.spyOn(Date, 'now').mockReturnValue(2_000);
    await outbox.put('medications', `/medications/${OTHER}`, body(0));
    vi.resetModules();
    const reloaded = (await import('../../web/src/lib/offline/outbox')).outbox;
    expect(reloaded.getSnapshot()).toEqual([]);
    await reloaded.open('user-a');
    expect(reloaded.getSnapshot().map((c) => [c.path, c.queuedAt])).toEqual([
      [path, 1_000],
      [`/medications/${OTHER}`, 2_000],
    ]);
    // The numbering goes on from the highest kept, so a new change is never taken for an older one.
    expect(reloaded.getSnapshot().map((c) => c.seq)).toEqual([1, 2]);
    await reloaded.put('wellness', '/wellness/w', body(0));
    expect(reloaded.getSnapshot().map((c) => c.seq)).toEqual([1, 2, 3]);
    await reloaded.close();
  });

  it('keeps the time a record first waited, and numbers every change', async () => {
    online = false;
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    await outbox.put('symptoms', path, body(1, 3));
    vi.spyOn(Date, 'now').mockReturnValue(5_000);
    await outbox.put('symptoms', path, body(1, 4));
    expect(outbox.getSnapshot().map((c) => [c.queuedAt, c.seq])).toEqual([[1_000, 2]]);
    await outbox.remove('symptoms', path);
    expect(outbox.getSnapshot().map((c) => [c.method, c.queuedAt, c.seq])).toEqual([['DELETE', 1_000, 3]]);
  });

  it('keeps what the server adds for showing a record (a dose’s medication)', async () => {
    online = false;
    await outbox.put('doses', '/medications/m1/doses/d1', body(0), { medicationId: 'm1' });
    await outbox.put('symptoms', path, body(0));
    expect(outbox.getSnapshot().map((c) => c.extra)).toEqual([{ medicationId: 'm1' }, undefined]);
    expect('extra' in outbox.getSnapshot()[1]!).toBe(false);
  });

  it('tells its subscribers of every change, until they leave', async () => {
    online = false;
    const heard = vi.fn();
    const leave = outbox.subscribe(heard);
    await outbox.put('symptoms', path, body(0));
    expect(heard).toHaveBeenCalled();
    const times = heard.mock.calls.length;
    leave();
    await outbox.put('symptoms', path, body(0, 2));
    expect(heard).toHaveBeenCalledTimes(times);
  });

  it('a delete of a record the server has is sent, even if an edit of it was waiting', async () => {
    online = false;
    await outbox.put('symptoms', path, body(3));
    expect(await outbox.remove('symptoms', path)).toBe('queued');
    expect(snapshot()).toEqual([{ method: 'DELETE', version: undefined }]);
  });

  it('a change that may have reached the server is never dropped quietly', async () => {
    // Sent, but no answer came: the server may have created it.
    api.mockRejectedValueOnce(new ApiError(0, 'network'));
    expect(await outbox.put('symptoms', path, body(0))).toBe('queued');
    expect(outbox.getSnapshot()[0]?.sent).toBe(true);
    online = false;
    await outbox.put('symptoms', path, body(0, 9));
    expect(outbox.getSnapshot()[0]?.sent).toBe(true);
    expect(await outbox.remove('symptoms', path)).toBe('queued');
    expect(outbox.getSnapshot().map((c) => [c.method, c.sent])).toEqual([['DELETE', true]]);
    // Undoing that delete puts the content back from version 0 rather than withdrawing it.
    expect(await outbox.restore('symptoms', path, { symptom: 'tosse', severity: 9 })).toBe('queued');
    expect(snapshot()).toEqual([{ method: 'PUT', version: 0 }]);
  });

  it('undoing a delete already done puts the same content back from version 0, with what the server adds', async () => {
    api.mockResolvedValueOnce({ id: ID, ...body(1, 6) });
    expect(
      await outbox.restore(
        'doses',
        '/medications/m1/doses/d1',
        { symptom: 'tosse', severity: 6 },
        { medicationId: 'm1' },
      ),
    ).toBe('synced');
    expect(api).toHaveBeenCalledWith('/medications/m1/doses/d1', { method: 'PUT', body: body(0, 6) });
  });

  it('a waiting edit is not withdrawn by an undo', async () => {
    online = false;
    await outbox.put('symptoms', path, body(2, 7));
    await outbox.restore('symptoms', path, { symptom: 'tosse', severity: 7 });
    expect(snapshot()).toEqual([{ method: 'PUT', version: 0 }]);
  });

  it('discarding or keeping a change that is not there does nothing', async () => {
    const refreshed = vi.fn();
    outbox.onSynced = refreshed;
    await expect(outbox.discard(path)).resolves.toBeUndefined();
    await expect(outbox.keepMine(path)).resolves.toBeUndefined();
    expect(api).not.toHaveBeenCalled();
    expect(refreshed).not.toHaveBeenCalled();
  });

  it('keeping mine over a record deleted elsewhere puts it back from version 0', async () => {
    api.mockRejectedValueOnce(new ApiError(409, 'conflict'));
    expect(await outbox.put('symptoms', path, body(2, 9))).toBe('conflict');
    api.mockRejectedValueOnce(new ApiError(404, 'not_found'));
    api.mockResolvedValueOnce({ id: ID, ...body(1, 9) });
    await outbox.keepMine(path);
    expect(api.mock.calls[2]).toEqual([path, { method: 'PUT', body: body(0, 9) }]);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('keeping mine numbers the change anew', async () => {
    api.mockRejectedValueOnce(new ApiError(409, 'conflict'));
    await outbox.put('symptoms', path, body(2, 9));
    expect(outbox.getSnapshot()[0]?.seq).toBe(1);
    online = false;
    api.mockResolvedValueOnce({ id: ID, ...body(3, 2) });
    await outbox.keepMine(path);
    expect(outbox.getSnapshot().map((c) => [c.seq, c.problem, c.body?.version])).toEqual([[2, undefined, 3]]);
  });

  it.each([
    [500, 'queued'],
    [0, 'queued'],
    [403, 'rejected'],
  ] as const)('a DELETE answered %d is %s', async (status, outcome) => {
    api.mockRejectedValueOnce(new ApiError(status, 'x'));
    expect(await outbox.remove('symptoms', path)).toBe(outcome);
    expect(outbox.getSnapshot().map((c) => c.method)).toEqual(['DELETE']);
  });

  it.each([
    ['the network fails', new ApiError(0, 'network')],
    ['the server fails', new ApiError(500, 'internal')],
    ['something else breaks', new Error('boom')],
  ])('keeping mine when %s tries again later: the conflict stays', async (_case, error) => {
    api.mockRejectedValueOnce(new ApiError(409, 'conflict'));
    await outbox.put('symptoms', path, body(2, 9));
    api.mockRejectedValueOnce(error);
    await outbox.keepMine(path);
    expect(api).toHaveBeenCalledTimes(2);
    expect(outbox.getSnapshot().map((c) => [c.problem, c.body?.version])).toEqual([['conflict', 2]]);
  });

  it.each([
    [400, 'rejected'],
    [403, 'rejected'],
    [404, 'rejected'],
    [413, 'rejected'],
    [422, 'rejected'],
    [499, 'rejected'],
    [409, 'conflict'],
    [401, 'queued'],
    [408, 'queued'],
    [429, 'queued'],
    [500, 'queued'],
    [503, 'queued'],
    [0, 'queued'],
  ] as const)('a PUT answered %d is %s', async (status, outcome) => {
    api.mockRejectedValueOnce(new ApiError(status, 'x'));
    expect(await outbox.put('symptoms', path, body(1))).toBe(outcome);
    expect(outbox.getSnapshot()[0]?.problem).toBe(outcome === 'queued' ? undefined : outcome);
  });

  it('a refused change does not hold up the others', async () => {
    online = false;
    await outbox.put('symptoms', path, body(1));
    await outbox.put('symptoms', `/symptoms/${OTHER}`, body(1));
    online = true;
    api.mockRejectedValueOnce(new ApiError(422, 'validation_failed'));
    api.mockResolvedValueOnce({ id: OTHER, ...body(2) });
    await outbox.flush();
    expect(api).toHaveBeenCalledTimes(2);
    expect(outbox.getSnapshot().map((c) => [c.path, c.problem])).toEqual([[path, 'rejected']]);
  });

  it('a refusal of an older content does not mark the newer one, which is sent', async () => {
    const first = held();
    const put = outbox.put('symptoms', path, body(1, 3));
    await first.started();
    const again = outbox.put('symptoms', path, body(1, 8));
    api.mockResolvedValueOnce({ id: ID, ...body(2, 8) });
    first.reject(new ApiError(422, 'validation_failed'));
    expect(await put).toBe('synced');
    expect(await again).toBe('synced');
    expect(api.mock.calls[1]).toEqual([path, { method: 'PUT', body: body(1, 8) }]);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it.each([
    ['answered', (h: ReturnType<typeof held>) => h.resolve({ id: ID, ...body(1) })],
    ['refused', (h: ReturnType<typeof held>) => h.reject(new ApiError(409, 'conflict'))],
    ['answered with nothing', (h: ReturnType<typeof held>) => h.resolve(undefined)],
  ])('a change discarded while on its way and then %s is gone', async (_case, answer) => {
    const first = held();
    const put = outbox.put('symptoms', path, body(0));
    await first.started();
    await outbox.discard(path);
    answer(first);
    expect(await put).toBe('synced');
    expect(outbox.getSnapshot()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('a delete made while the record was on its way is sent as a delete, without a body', async () => {
    const first = held();
    const put = outbox.put('symptoms', path, body(0));
    await first.started();
    online = false;
    const removal = outbox.remove('symptoms', path);
    await vi.waitFor(() => expect(outbox.getSnapshot()[0]?.method).toBe('DELETE'));
    first.resolve({ id: ID, ...body(1) });
    expect(await put).toBe('synced');
    expect(await removal).toBe('queued');
    expect(outbox.getSnapshot().map((c) => [c.method, c.body])).toEqual([['DELETE', undefined]]);
  });

  it('an edit made while the record was on its way keeps its version when the server answers nothing', async () => {
    const first = held();
    const put = outbox.put('symptoms', path, body(3, 1));
    await first.started();
    online = false;
    const edit = outbox.put('symptoms', path, body(3, 2));
    await vi.waitFor(() => expect(outbox.getSnapshot()[0]?.body).toEqual(body(3, 2)));
    first.resolve(undefined);
    await put;
    expect(await edit).toBe('queued');
    expect(outbox.getSnapshot().map((c) => c.body)).toEqual([body(3, 2)]);
  });

  it('a PUT answered 404 is kept as refused, not taken as done', async () => {
    api.mockRejectedValueOnce(new ApiError(404, 'not_found'));
    expect(await outbox.put('medications', `/medications/${OTHER}/doses/${ID}`, body(0))).toBe('rejected');
  });

  it('asks for the lists to be read again only when the server took something', async () => {
    const refreshed = vi.fn();
    outbox.onSynced = refreshed;
    api.mockRejectedValueOnce(new ApiError(0, 'network'));
    await outbox.put('symptoms', path, body(0));
    expect(refreshed).not.toHaveBeenCalled();
    api.mockResolvedValueOnce({ id: ID, ...body(1) });
    await outbox.flush();
    expect(refreshed).toHaveBeenCalledWith(new Set(['symptoms']));
  });

  it('tries again when the connection returns, and every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await outbox.close();
    await outbox.open('user-a');
    online = false;
    await outbox.put('symptoms', path, body(0));
    online = true;
    api.mockResolvedValue({ id: ID, ...body(1) });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(outbox.getSnapshot()).toEqual([]));
    expect(api).toHaveBeenCalledTimes(1);

    online = false;
    await outbox.put('symptoms', `/symptoms/${OTHER}`, body(0));
    online = true;
    await vi.advanceTimersByTimeAsync(29_999);
    expect(api).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(outbox.getSnapshot()).toEqual([]));
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('stops trying on sign-out, and keeps one loop when another account opens', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const removed = vi.spyOn(window, 'removeEventListener');
    await outbox.close();
    expect(vi.getTimerCount()).toBe(0);
    await outbox.open('user-a');
    await outbox.open('user-b');
    expect(vi.getTimerCount()).toBe(1);
    await outbox.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('online', expect.any(Function));
  });

  it('opens with an empty queue when IndexedDB cannot be used (some private modes)', async () => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', {
      open: () => {
        const request: { onerror?: () => void; error: Error } = { error: new Error('unavailable') };
        setTimeout(() => request.onerror?.());
        return request;
      },
    });
    const fresh = (await import('../../web/src/lib/offline/outbox')).outbox;
    await expect(fresh.open('user-a')).resolves.toBeUndefined();
    expect(fresh.getSnapshot()).toEqual([]);
    await fresh.close();
  });

  it('keeps the offline copy of the account that opens again after a reload, and only that one', async () => {
    const { get, set } = await import('idb-keyval');
    await set('user-a', { clientState: 'A' }, offlineStores().cache);
    await set('user-b', { clientState: 'B' }, offlineStores().cache);
    vi.resetModules();
    const fresh = await import('../../web/src/lib/offline/outbox');
    await fresh.outbox.open('user-a');
    expect(await get('user-a', fresh.offlineStores().cache)).toEqual({ clientState: 'A' });
    expect(await get('user-b', fresh.offlineStores().cache)).toBeUndefined();
    await fresh.outbox.close();
  });
});
