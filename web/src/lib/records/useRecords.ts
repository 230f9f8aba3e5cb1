import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { outbox } from '../offline/outbox';
import { overlay, type Shown } from '../offline/overlay';
import { listAll, type Range } from './api';

/** The changes waiting in this browser, as React state. */
export function useChanges() {
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
}

/**
 * A list of records as the person should see it: the server's (or the copy kept for offline use) with this
 * device's changes not yet sent laid over it. `timeOf` should be stable (defined outside the component).
 */
export function useRecords<T>(
  kind: string,
  path: string,
  timeOf: (record: Shown<T>) => string,
  range: Range = {},
) {
  const list = useQuery({
    // Stryker disable next-line StringLiteral: equivalent, any constant stands for a missing bound
    queryKey: [kind, path, range.from ?? '', range.to ?? ''],
    queryFn: () => listAll<T>(path, range),
  });
  const changes = useChanges();
  const { from, to } = range;
  const mine = useMemo(
    () => changes.filter((c) => c.kind === kind && inRange(c, timeOf, { from, to })),
    [changes, kind, timeOf, from, to],
  );
  const items = useMemo(() => overlay<T>(list.data?.items ?? [], mine, timeOf), [list.data, mine, timeOf]);
  return { list, items };
}

/** A bare day as a bound means that whole day on the device's clock. */
const bound = (value: string, end: boolean) =>
  Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${end ? '23:59:59.999' : '00:00:00'}` : value);

function inRange<T>(
  change: { body?: object; extra?: object },
  timeOf: (r: Shown<T>) => string,
  range: Range,
) {
  if (!range.from && !range.to) return true;
  if (!change.body) return true;
  const time = Date.parse(timeOf({ ...change.body, ...change.extra } as Shown<T>));
  return (!range.from || time >= bound(range.from, false)) && (!range.to || time <= bound(range.to, true));
}
