import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { remindersApi } from './api';

/** How often the unread count is refreshed while the app is open (reminders arrive every minute at most). */
const REFRESH_MS = 60_000;

/** The in-app notifications, newest first, a page at a time, and the unread count of the newest. */
export function useNotifications() {
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: ['notifications'],
    queryFn: ({ pageParam }) => remindersApi.notifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: REFRESH_MS,
  });
  const read = useMutation({
    mutationFn: remindersApi.read,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['notifications'] }),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  return { list, items, unread, read };
}
