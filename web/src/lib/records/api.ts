import type { Page, RecordKind, Stored } from '../../../../lambdas/contracts/records';
import { LIST_LIMIT_MAX } from '../../../../lambdas/contracts/records';
import { api } from '../api';

export type { Page, Stored };

/** Pages read for one list at most: 2,000 records, more than five years of daily entries of one kind. */
const MAX_PAGES = 10;

export interface Range {
  from?: string;
  to?: string;
}

/** Reads a list through all its pages (newest first). Changes go through the outbox (lib/offline). */
export async function listAll<T>(path: string, range: Range = {}): Promise<Page<T>> {
  const items: Stored<T>[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ limit: String(LIST_LIMIT_MAX) });
    if (range.from) query.set('from', range.from);
    if (range.to) query.set('to', range.to);
    if (cursor) query.set('cursor', cursor);
    const result: Page<T> = await api<Page<T>>(`${path}?${query.toString()}`);
    items.push(...result.items);
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  return { items, nextCursor: cursor };
}

export const recordsApi = {
  list: <T>(kind: RecordKind, range?: Range) => listAll<T>(`/${kind}`, range),
};

/** "2026-11-22T08:30" from a date-time-local input → "2026-11-22T08:30:00+01:00" (the device's offset). */
export function localToIso(local: string): string {
  const date = new Date(local);
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `${local.length === 16 ? `${local}:00` : local}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** An instant → the value a date-time-local input shows, in the device's time zone. */
export function isoToLocal(iso: string | Date): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
