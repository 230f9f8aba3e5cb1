import type { Page, RecordKind, Stored } from '../../../../lambdas/contracts/records';
import { api } from '../../lib/api';

export type { Page, Stored };

/** The records API (docs/openapi.json): client-made ids, versions sent back with every change. */
export const recordsApi = {
  list: <T>(kind: RecordKind, limit = 200) => api<Page<T>>(`/${kind}?limit=${limit}`),
  put: <T>(kind: RecordKind, id: string, body: T & { version: number }) =>
    api<Stored<T>>(`/${kind}/${id}`, { method: 'PUT', body }),
  remove: (kind: RecordKind, id: string) => api<void>(`/${kind}/${id}`, { method: 'DELETE' }),
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
