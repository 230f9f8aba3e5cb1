/**
 * The rules of a health record's life, apart from where it is stored (lambdas/data/records.ts) and how the
 * answer is spelled in HTTP (lambdas/handlers/records): optimistic versions, idempotent replays, and the
 * tombstone a delete leaves (it keeps DELETE idempotent, an id never had stays unknown, and "undo" is a
 * write at the tombstone's version).
 */

/** What is stored under an id: the record's fields, its version, and `deletedAt` on a tombstone. */
export interface StoredState {
  version: number;
  deletedAt?: string;
  [field: string]: unknown;
}

/** Fields the server keeps with a record; they are not the person's content. */
const META = new Set(['id', 'version', 'createdAt', 'updatedAt', 'deletedAt', 'expiresAt', 'medicationId']);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => v !== undefined && !META.has(k))
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A live record (not a tombstone). */
export const isLive = (stored: StoredState | undefined): stored is StoredState =>
  stored !== undefined && stored.deletedAt === undefined;

/** A live record with the same content (meta fields aside): a retried write, not a change. */
const replays = (stored: StoredState | undefined, content: Record<string, unknown>): boolean =>
  isLive(stored) && canonical(stored) === canonical(content);

/** The same as `replays`, narrowing `stored` to the record for the caller that answers with it. */
export const isReplay = (
  stored: StoredState | undefined,
  content: Record<string, unknown>,
): stored is StoredState => replays(stored, content);

export type WriteDecision =
  /** A replay of what is stored: answer with the stored record, write nothing. */
  | { kind: 'unchanged' }
  /** A change (version ≥ 1) of a record the caller does not have, whoever else may have that id. */
  | { kind: 'missing' }
  /** The caller saw another version than the one stored. */
  | { kind: 'stale' }
  /** Write `version`; `created` when no live record was there before. */
  | { kind: 'write'; version: number; created: boolean };

/**
 * Whether a write at `version` (0 = create) may go ahead over what is stored. A deleted id can be used again
 * from version 0 (a dose marked again after "annulla") or, as undo, from the tombstone's version; a live
 * record only from the version the caller saw.
 */
export function decideWrite(
  stored: StoredState | undefined,
  version: number,
  content: Record<string, unknown>,
): WriteDecision {
  if (replays(stored, content)) return { kind: 'unchanged' };
  if (!stored && version !== 0) return { kind: 'missing' };
  const recreate = stored?.deletedAt !== undefined && version === 0;
  if ((stored?.version ?? 0) !== version && !recreate) return { kind: 'stale' };
  return { kind: 'write', version: (stored?.version ?? 0) + 1, created: !isLive(stored) };
}

export type DeleteDecision = 'missing' | 'already-deleted' | 'stale' | 'delete';

/**
 * A delete of an id never had is unknown; of a tombstone, already done (DELETE is idempotent). With the
 * version the caller last saw (If-Match), a record changed since is not deleted: the caller has not seen
 * the change it would throw away.
 */
export function decideDelete(stored: StoredState | undefined, seenVersion?: number): DeleteDecision {
  if (!stored) return 'missing';
  if (stored.deletedAt !== undefined) return 'already-deleted';
  return seenVersion !== undefined && stored.version !== seenVersion ? 'stale' : 'delete';
}

export type ImportDecision =
  /** The same content is there already. */
  | { kind: 'unchanged' }
  /** The account's own record is newer (or was deleted later, or differs at the same version): it is kept. */
  | { kind: 'kept' }
  /** Write the file's record as it is (its version); `created` when no live record was there. */
  | { kind: 'write'; created: boolean };

/**
 * Whether a record from an export may replace what the account holds: never a newer version (a change or a
 * delete made after the export), never a different content at the same version (two histories that parted:
 * the account's stays), and the same content is nothing to do. A file imported twice creates nothing.
 */
export function decideImport(
  stored: StoredState | undefined,
  version: number,
  content: Record<string, unknown>,
): ImportDecision {
  if (replays(stored, content)) return { kind: 'unchanged' };
  if (!stored) return { kind: 'write', created: true };
  if (stored.version >= version) return { kind: 'kept' };
  return { kind: 'write', created: !isLive(stored) };
}
