import type { Page, Stored } from '../../../../lambdas/contracts/records';
import { idOf, type Change } from './outbox';

/** A record as shown: what the server has, or this device's change not yet on the server. */
export type Shown<T> = Stored<T> & { pending?: 'queued' | 'conflict' | 'rejected' };

/**
 * The server's list with this device's waiting changes laid over it: a waiting delete hides its record, a
 * waiting change replaces it, a record created here is added; newest first by `timeOf`.
 */
export function overlay<T>(
  items: readonly Stored<T>[],
  changes: readonly Change[],
  timeOf: (record: Shown<T>) => string,
): Shown<T>[] {
  const byId = new Map(changes.map((c) => [idOf(c.path), c]));
  const shown: Shown<T>[] = [];
  for (const item of items) {
    const change = byId.get(item.id);
    if (!change) shown.push(item);
    else if (change.method === 'PUT') shown.push(fromChange<T>(change, item));
    byId.delete(item.id);
  }
  for (const change of byId.values()) if (change.method === 'PUT') shown.push(fromChange<T>(change));
  // Sorted here too (not only by the server): a record the server just took is put in its place at once.
  const times = new Map(shown.map((r) => [r, Date.parse(timeOf(r)) || 0]));
  return shown.sort((a, b) => (times.get(b) ?? 0) - (times.get(a) ?? 0));
}

function fromChange<T>(change: Change, server?: Stored<T>): Shown<T> {
  const at = new Date(change.queuedAt).toISOString();
  return {
    ...(change.body as object),
    ...change.extra,
    id: idOf(change.path),
    version: change.body?.version ?? 0,
    createdAt: server?.createdAt ?? at,
    updatedAt: at,
    pending: change.problem ?? 'queued',
  } as Shown<T>;
}

/** A list once the server took a change: the stored record in place of (or before) the old one, or gone. */
export function settle<T>(page: Page<T>, change: Change, stored: unknown): Page<T> {
  const id = idOf(change.path);
  const others = page.items.filter((item) => item.id !== id);
  const record = stored as Stored<T> | undefined;
  if (change.method === 'DELETE' || !record?.id) return { ...page, items: others };
  const at = page.items.findIndex((item) => item.id === id);
  const items = [...others];
  items.splice(at === -1 ? 0 : at, 0, record);
  return { ...page, items };
}
