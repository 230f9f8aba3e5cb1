import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatTime } from '../../lib/format';
import { useNotifications } from '../../lib/reminders/useNotifications';
import { NotificationsEmpty } from './NotificationsEmpty';

/** The notifications (reminders, low stock, appointments), newest first; opening one marks it read. */
export function NotificationsList({ onOpen }: { onOpen?(): void }) {
  const { t } = useTranslation('app');
  const { list, items, unread, read } = useNotifications();
  if (list.isPending) return <p role="status">{t('loading.data', { ns: 'translation' })}</p>;
  if (list.isError && !items.length)
    return (
      <p role="alert" className="error">
        {t('notifications.loadFailed')}
      </p>
    );
  if (!items.length) return <NotificationsEmpty />;
  return (
    <>
      <p role="status" className="muted">
        {unread ? t('notifications.unread', { count: unread }) : ''}
      </p>
      <ul className="plain-list notifications">
        {items.map((n) => (
          <li key={n.id} className={n.readAt ? 'read' : 'unread'}>
            <Link
              to={n.link.replace(/^#/, '')}
              className="text-link strong"
              onClick={() => {
                if (!n.readAt) read.mutate(n.id);
                onOpen?.();
              }}
            >
              {n.title}
            </Link>
            <p>{n.body}</p>
            <p className="muted">
              {formatDate(n.createdAt)} {formatTime(n.createdAt)}
            </p>
            {n.readAt ? null : (
              <button
                type="button"
                className="button"
                aria-label={t('notifications.markReadFor', { title: n.title })}
                onClick={() => read.mutate(n.id)}
              >
                {t('notifications.markRead')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <button type="button" className="button" onClick={() => void list.fetchNextPage()}>
          {t('notifications.more')}
        </button>
      ) : null}
    </>
  );
}
