import { clear, createStore, del, entries, keys, set } from 'idb-keyval';
import { ApiError, api } from '../api';

/**
 * Every change to the diary goes through this queue, online or not: it is kept in IndexedDB first, then
 * sent. A change made offline waits until the connection returns and is sent exactly once: ids are made by
 * the client, a PUT of the same content is harmless on the server, and a change is forgotten only once the
 * server has it. A 409 (changed elsewhere meanwhile) is kept and shown, never dropped in silence.
 *
 * The queue holds at most one change per record (a later change replaces an earlier one; a record created and
 * deleted offline is never sent) and belongs to one account: it is emptied on sign-out.
 */
export interface Change {
  /** The API path of the record: `/symptoms/<id>`, `/medications/<id>/doses/<doseId>`. */
  path: string;
  userId: string;
  /** The list it belongs to: symptoms, medications, wellness, appointments, doses. */
  kind: string;
  method: 'PUT' | 'DELETE';
  body?: { version: number } & Record<string, unknown>;
  /** Attributes the server adds, for showing the record before it is sent (a dose's medicationId). */
  extra?: Record<string, string>;
  /** A delete's version the person last saw (If-Match): the server refuses it if the record changed since. */
  seenVersion?: number;
  queuedAt: number;
  /** Bumped on every change, so a reply for an older content is not taken for the newer one. */
  seq: number;
  /** Sent at least once: the server may have it, so it can no longer be dropped quietly. */
  sent: boolean;
  problem?: 'conflict' | 'rejected';
}

export type Outcome = 'synced' | 'queued' | 'conflict' | 'rejected';

const RETRY_MS = 30_000;
let stores: { outbox: ReturnType<typeof createStore>; cache: ReturnType<typeof createStore> } | undefined;
/** Two databases (idb-keyval keeps one store per database). */
export function offlineStores() {
  stores ??= {
    outbox: createStore('salute-outbox', 'changes'),
    cache: createStore('salute-cache', 'queries'),
  };
  return stores;
}

export const idOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** A change's key in IndexedDB: the account, then the record's path. */
const keyOf = (change: Pick<Change, 'userId' | 'path'>) => `${change.userId} ${change.path}`;
const online = () => typeof navigator === 'undefined' || navigator.onLine;

class Outbox {
  private changes = new Map<string, Change>();
  private userId: string | null = null;
  private listeners = new Set<() => void>();
  private snapshot: readonly Change[] = [];
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private seq = 0;
  /** Called with the lists that changed on the server, to refresh them. */
  onSynced: (kinds: Set<string>) => void = () => {};
  /** Called as the server takes a change (with its answer), before the change leaves the queue: the lists
   * are updated first, so the record does not blink out until they are read again. */
  onSent: (change: Change, stored: unknown) => void = () => {};

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The account whose queue is open (null after sign-out). */
  get owner() {
    return this.userId;
  }

  private notify() {
    this.snapshot = [...this.changes.values()].sort((a, b) => a.queuedAt - b.queuedAt);
    for (const listener of this.listeners) listener();
  }

  private async save(change: Change) {
    this.changes.set(change.path, change);
    this.notify();
    await set(keyOf(change), change, offlineStores().outbox);
  }

  private async forget(change: Change) {
    this.changes.delete(change.path);
    this.notify();
    await del(keyOf(change), offlineStores().outbox);
  }

  /** Loads this account's waiting changes (and drops any other account's), then sends them. */
  async open(userId: string) {
    // Stryker disable next-line ConditionalExpression: equivalent, opening the same account again reloads the same queue from IndexedDB; the early return only saves that work
    if (this.userId === userId) return;
    this.userId = userId;
    this.changes.clear();
    const stored = await entries<string, Change>(offlineStores().outbox).catch(() => []);
    for (const key of await keys<string>(offlineStores().cache).catch(() => [])) {
      if (key !== userId) await del(key, offlineStores().cache);
    }
    for (const [key, change] of stored) {
      if (change.userId === userId) this.changes.set(change.path, change);
      else await del(key, offlineStores().outbox);
    }
    this.seq = Math.max(0, ...[...this.changes.values()].map((c) => c.seq));
    this.notify();
    // Another account may have been open without a sign-out (a session that expired): one retry loop only.
    this.stopRetrying();
    window.addEventListener('online', this.retry);
    this.timer = setInterval(this.retry, RETRY_MS);
    void this.flush();
  }

  /** Sign-out: nothing of this account stays in the browser, sent or not. */
  async close() {
    this.userId = null;
    this.changes.clear();
    this.notify();
    this.stopRetrying();
    await Promise.all([clear(offlineStores().outbox), clear(offlineStores().cache)]).catch(() => undefined);
  }

  private stopRetrying() {
    window.removeEventListener('online', this.retry);
    clearInterval(this.timer);
  }

  private retry = () => {
    // Stryker disable next-line ConditionalExpression: equivalent, a flush of an empty queue sends nothing and reports nothing
    if (this.changes.size) void this.flush();
  };

  private outcomeOf(path: string, seq: number): Outcome {
    const now = this.changes.get(path);
    if (!now || now.seq !== seq) return 'synced';
    return now.problem ?? 'queued';
  }

  /** Create or replace a record (`body.version` as last seen, 0 to create). */
  async put(kind: string, path: string, body: Change['body'] & object, extra?: Record<string, string>) {
    if (!this.userId) throw new Error('Outbox not open');
    const before = this.changes.get(path);
    const change: Change = {
      path,
      userId: this.userId,
      kind,
      method: 'PUT',
      body,
      ...(extra ? { extra } : {}),
      queuedAt: before?.queuedAt ?? Date.now(),
      seq: ++this.seq,
      sent: before?.sent ?? false,
    };
    await this.save(change);
    await this.flush();
    return this.outcomeOf(path, change.seq);
  }

  /**
   * Delete a record at the version the person saw (a change made elsewhere meanwhile comes back as a
   * conflict instead of being thrown away). One created here and never sent is simply forgotten.
   */
  async remove(kind: string, path: string, seenVersion?: number) {
    if (!this.userId) throw new Error('Outbox not open');
    const before = this.changes.get(path);
    // Stryker disable next-line OptionalChaining: equivalent, a PUT always has a body (put() requires one)
    if (before?.method === 'PUT' && before.body?.version === 0 && !before.sent) {
      await this.forget(before);
      return 'synced';
    }
    const change: Change = {
      path,
      userId: this.userId,
      kind,
      method: 'DELETE',
      // An edit still waiting is replaced by the delete: the server still has the version seen. A record created
      // here and sent has no version this device saw yet: it is deleted as it is.
      ...(seenVersion !== undefined && !(before?.method === 'PUT' && before.body?.version === 0)
        ? { seenVersion }
        : {}),
      queuedAt: before?.queuedAt ?? Date.now(),
      seq: ++this.seq,
      sent: before?.sent ?? false,
    };
    await this.save(change);
    await this.flush();
    return this.outcomeOf(path, change.seq);
  }

  /**
   * Undo a delete: a delete still waiting is withdrawn; one already sent is answered by putting the same
   * content back from version 0 (the server accepts that on a deleted id, and a live one with the same
   * content is left as it is).
   */
  async restore(
    kind: string,
    path: string,
    content: Record<string, unknown>,
    extra?: Record<string, string>,
  ) {
    const before = this.changes.get(path);
    if (before?.method === 'DELETE' && !before.sent) {
      await this.forget(before);
      return 'synced';
    }
    return this.put(kind, path, { ...content, version: 0 }, extra);
  }

  /** A conflict or a refusal, given up: the server's version stays. */
  async discard(path: string) {
    const change = this.changes.get(path);
    if (!change) return;
    await this.forget(change);
    this.onSynced(new Set([change.kind]));
  }

  /** A conflict, resolved by keeping this device's version over the server's current one. */
  async keepMine(path: string) {
    const change = this.changes.get(path);
    if (!change) return;
    let version = 0;
    try {
      version = (await api<{ version: number }>(path)).version;
    } catch (error) {
      // Deleted meanwhile: version 0 puts it back. Anything else: try again later.
      if (!(error instanceof ApiError && error.status === 404)) return;
    }
    const { problem: _p, ...rest } = change;
    const next: Change = {
      ...rest,
      seq: ++this.seq,
      ...(change.body ? { body: { ...change.body, version } } : {}),
    };
    await this.save(next);
    await this.flush();
  }

  /** Sends what waits, oldest first (a medication before its doses), until done or the network fails. */
  flush(): Promise<void> {
    this.running ??= this.send().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async send() {
    const synced = new Set<string>();
    const tried = new Set<string>();
    while (online()) {
      // Stryker disable StringLiteral: equivalent, `tried` is a guard against a loop: every outcome of a send either
      // forgets the change, marks it, gives it a new seq or stops the loop, so no content is found twice
      const next = this.snapshot.find((c) => !c.problem && !tried.has(`${c.path}#${c.seq}`));
      if (!next) break;
      tried.add(`${next.path}#${next.seq}`);
      // Stryker restore StringLiteral
      // Stryker disable next-line ConditionalExpression: equivalent, saving an already sent change as sent again changes nothing
      if (!next.sent) await this.save({ ...next, sent: true });
      let result: { version?: number } | undefined;
      try {
        result = await api<{ version?: number } | undefined>(next.path, {
          method: next.method,
          ...(next.body ? { body: next.body } : {}),
          ...(next.seenVersion !== undefined ? { headers: { 'if-match': String(next.seenVersion) } } : {}),
        });
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        // Already gone on the server: the delete is done.
        if (next.method === 'DELETE' && status === 404) result = undefined;
        // A conflict (409) or a refusal (any other 4xx but 401, 408 and 429, which may pass if tried again).
        else if (status >= 400 && status < 500 && ![401, 408, 429].includes(status)) {
          const now = this.changes.get(next.path);
          if (now?.seq === next.seq)
            await this.save({ ...now, problem: status === 409 ? 'conflict' : 'rejected' });
          continue;
        } else break; // offline, time-out, server trouble: try again later
      }
      synced.add(next.kind);
      const now = this.changes.get(next.path);
      if (now?.seq === next.seq) {
        this.onSent(now, result);
        await this.forget(now);
      } else if (now?.method === 'PUT' && now.body && result?.version !== undefined) {
        // Changed again while this was on its way: the next send builds on what the server now has.
        await this.save({ ...now, body: { ...now.body, version: result.version } });
      }
    }
    if (synced.size) this.onSynced(synced);
  }
}

export const outbox = new Outbox();
