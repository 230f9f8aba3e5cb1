// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import i18nextLib, { type TFunction } from 'i18next';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import app from '../../web/src/i18n/app/it';

/**
 * The SPA's shared hooks in a DOM (happy-dom): the online flag, Escape closing panels, a record list with this
 * device's waiting changes laid over the server's, the form's focus on the first error, and the question
 * before signing out with changes not yet sent. The server is a stubbed list reader; the queue is the real
 * outbox over fake-indexeddb, offline so its changes wait.
 */
const listAll = vi.fn();
vi.mock('../../web/src/lib/records/api', () => ({ listAll }));
const api = vi.fn();
vi.mock('../../web/src/lib/api', () => ({ api, ApiError: class extends Error {} }));

const { useOnline } = await import('../../web/src/lib/offline/useOnline');
const { useEscape } = await import('../../web/src/lib/useEscape');
const { useChanges, useRecords } = await import('../../web/src/lib/records/useRecords');
const { outbox } = await import('../../web/src/lib/offline/outbox');
const { mayForgetChanges } = await import('../../web/src/lib/offline/confirm');
const { focusFirstError } = await import('../../web/src/lib/auth/validation');

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

beforeEach(async () => {
  online = true;
  listAll.mockReset();
  api.mockReset();
  await outbox.close();
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await outbox.close();
});

describe('useOnline', () => {
  it('follows the browser’s online and offline events', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
  });

  it('starts offline when the browser is', () => {
    online = false;
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(false);
  });

  it('stops listening when the component goes', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useOnline());
    const listening = added.mock.calls.filter(([type]) => type === 'online' || type === 'offline');
    expect(listening.map(([type]) => type).sort()).toEqual(['offline', 'online']);
    unmount();
    for (const [type, listener] of listening) expect(removed).toHaveBeenCalledWith(type, listener);
  });
});

describe('useEscape', () => {
  const press = (key: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key })));

  it('calls back on Escape only, while active, and not once the panel is gone', () => {
    const onEscape = vi.fn();
    const { rerender, unmount } = renderHook(({ active }) => useEscape(onEscape, active), {
      initialProps: { active: true },
    });
    press('Enter');
    expect(onEscape).not.toHaveBeenCalled();
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
    rerender({ active: false });
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
    rerender({ active: true });
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(2);
    unmount();
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(2);
  });

  it('is active unless told otherwise', () => {
    const onEscape = vi.fn();
    renderHook(() => useEscape(onEscape));
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});

describe('useRecords', () => {
  type Row = { at: string; n: number; medicationId?: string };
  const at = (r: Row) => r.at;
  const server = (id: string, when: string) => ({
    id,
    version: 1,
    createdAt: when,
    updatedAt: when,
    at: when,
    n: 1,
  });
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);

  beforeEach(async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    online = false;
    await outbox.open('anna');
  });

  const queue = (kind: string, id: string, when: string, extra?: Record<string, string>) =>
    act(async () => {
      await outbox.put(kind, `/${kind}/${id}`, { version: 0, at: when, n: 2 }, extra);
    });

  it('shows the server’s list with this device’s waiting changes of the same kind, newest first', async () => {
    listAll.mockResolvedValue({
      items: [server('a', '2026-11-20T10:00:00Z'), server('b', '2026-11-18T10:00:00Z')],
      nextCursor: null,
    });
    const { result } = renderHook(() => useRecords<Row>('symptoms', '/symptoms', at), { wrapper });
    // Nothing to show until the list is read.
    expect(result.current.items).toEqual([]);
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(listAll).toHaveBeenCalledWith('/symptoms', {});
    await queue('symptoms', 'c', '2026-11-19T10:00:00Z');
    await queue('wellness', 'w', '2026-11-21T10:00:00Z');
    await act(async () => {
      await outbox.remove('symptoms', '/symptoms/a');
    });
    expect(result.current.items.map((r) => [r.id, r.pending])).toEqual([
      ['c', 'queued'],
      ['b', undefined],
    ]);
    expect(result.current.list.data?.items).toHaveLength(2);
  });

  it('reads each range once, and keeps the changes outside the range out of it', async () => {
    listAll.mockResolvedValue({ items: [], nextCursor: null });
    const range = { from: '2026-11-20', to: '2026-11-22' };
    const { result } = renderHook(() => useRecords<Row>('symptoms', '/symptoms', at, range), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    // Bare days are whole days on the device's clock.
    const local = (...parts: [number, number, number, number, number, number?]) =>
      new Date(2026, ...parts).toISOString();
    await queue('symptoms', 'before', local(10, 19, 23, 59, 59));
    await queue('symptoms', 'first', local(10, 20, 0, 0, 0));
    await queue('symptoms', 'last', local(10, 22, 23, 59, 59, 999));
    await queue('symptoms', 'after', local(10, 23, 0, 0, 0));
    expect(result.current.items.map((r) => r.id)).toEqual(['last', 'first']);

    // Another range of the same list is read on its own; the same one again comes from the cache.
    const other = renderHook(() => useRecords<Row>('symptoms', '/symptoms', at, { from: '2026-11-21' }), {
      wrapper,
    });
    await waitFor(() => expect(other.result.current.list.isSuccess).toBe(true));
    expect(other.result.current.items.map((r) => r.id)).toEqual(['after', 'last']);
    const end = renderHook(() => useRecords<Row>('symptoms', '/symptoms', at, { to: '2026-11-19' }), {
      wrapper,
    });
    await waitFor(() => expect(end.result.current.list.isSuccess).toBe(true));
    expect(end.result.current.items.map((r) => r.id)).toEqual(['before']);
    renderHook(() => useRecords<Row>('symptoms', '/symptoms', at, { ...range }), { wrapper });
    // Ranges that differ by one side only are read apart too.
    for (const other of [{ from: '2026-11-22' }, { to: '2026-11-20' }]) {
      const view = renderHook(() => useRecords<Row>('symptoms', '/symptoms', at, other), { wrapper });
      await waitFor(() => expect(view.result.current.list.isSuccess).toBe(true));
    }
    expect(listAll.mock.calls).toEqual([
      ['/symptoms', range],
      ['/symptoms', { from: '2026-11-21' }],
      ['/symptoms', { to: '2026-11-19' }],
      ['/symptoms', { from: '2026-11-22' }],
      ['/symptoms', { to: '2026-11-20' }],
    ]);
  });

  it('takes instants as bounds as they are, and a waiting delete whatever the range', async () => {
    listAll.mockResolvedValue({ items: [server('old', '2026-11-20T12:00:00Z')], nextCursor: null });
    const range = { from: '2026-11-20T06:00:00Z', to: '2026-11-20T18:00:00Z' };
    const { result } = renderHook(() => useRecords<Row>('symptoms', '/symptoms', at, range), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    await queue('symptoms', 'early', '2026-11-20T05:59:59Z');
    await queue('symptoms', 'late', '2026-11-20T18:00:01Z');
    await queue('symptoms', 'noon', '2026-11-20T13:00:00Z');
    expect(result.current.items.map((r) => r.id)).toEqual(['noon', 'old']);
    await act(async () => {
      await outbox.remove('symptoms', '/symptoms/old');
    });
    expect(result.current.items.map((r) => r.id)).toEqual(['noon']);
  });

  it('reads the time of a waiting change with what the server will add to it', async () => {
    listAll.mockResolvedValue({ items: [], nextCursor: null });
    const byMedication = (r: Row) => (r.medicationId === 'm1' ? r.at : '');
    const { result } = renderHook(
      () => useRecords<Row>('doses', '/medications/m1/doses', byMedication, { from: '2026-11-20' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await queue('doses', 'd1', '2026-11-21T08:00:00Z', { medicationId: 'm1' });
    expect(result.current.items.map((r) => [r.id, r.medicationId])).toEqual([['d1', 'm1']]);
  });

  it('useChanges follows the queue', async () => {
    const { result } = renderHook(() => useChanges());
    expect(result.current).toEqual([]);
    await queue('symptoms', 'c', '2026-11-19T10:00:00Z');
    expect(result.current.map((c) => c.path)).toEqual(['/symptoms/c']);
  });
});

describe('a form with errors', () => {
  it('puts the focus on the first field marked invalid', () => {
    document.body.innerHTML = `<form>
      <input id="name" aria-invalid="false" />
      <input id="email" aria-invalid="true" />
      <input id="password" aria-invalid="true" />
    </form>`;
    focusFirstError(document.querySelector('form'));
    expect(document.activeElement?.id).toBe('email');
    expect(() => focusFirstError(null)).not.toThrow();
  });
});

describe('signing out with changes not yet sent', () => {
  let t: TFunction<'app'>;
  beforeAll(async () => {
    const instance = i18nextLib.createInstance();
    await instance.init({ lng: 'it', resources: { it: { app } }, interpolation: { escapeValue: false } });
    t = instance.getFixedT('it', 'app') as TFunction<'app'>;
  });

  const answering = (answer: boolean) => {
    const confirm = vi.fn(() => answer);
    Object.defineProperty(window, 'confirm', { configurable: true, writable: true, value: confirm });
    return confirm;
  };

  it('asks nothing when there are none', () => {
    const confirm = answering(false);
    expect(mayForgetChanges(t)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it.each([true, false])('asks first, in Italian, how many would be lost (answer: %s)', async (answer) => {
    online = false;
    await outbox.open('anna');
    await outbox.put('symptoms', '/symptoms/a', { version: 0 });
    await outbox.put('symptoms', '/symptoms/b', { version: 0 });
    const confirm = answering(answer);
    expect(mayForgetChanges(t)).toBe(answer);
    expect(confirm).toHaveBeenCalledWith(
      'Hai 2 modifiche non ancora inviate: se esci ora andranno perse. Vuoi uscire comunque?',
    );
  });
});
