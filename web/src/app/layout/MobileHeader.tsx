import { Bell, MessageCircle, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { useNotifications } from '../../lib/reminders/useNotifications';

/** Narrow screens: the brand and the places the bottom bar has no room for. */
export function MobileHeader() {
  const { t } = useTranslation('app');
  const { unread } = useNotifications();
  return (
    <header className="mobile-header">
      <div className="brand">
        <Logo />
        <span className="brand-name">{t('app.name')}</span>
      </div>
      <nav className="mobile-header-links" aria-label={t('nav.mainMenu')}>
        <Link
          to="/notifications"
          className="icon-button"
          aria-label={
            unread
              ? `${t('nav.notifications')}: ${t('notifications.unread', { count: unread })}`
              : t('nav.notifications')
          }
        >
          <Bell aria-hidden />
          {unread ? (
            <span className="unread-badge" aria-hidden>
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Link>
        <Link to="/assistente" className="icon-button" aria-label={t('nav.assistant')}>
          <MessageCircle aria-hidden />
        </Link>
        <Link to="/settings" className="icon-button" aria-label={t('nav.settings')}>
          <Settings aria-hidden />
        </Link>
      </nav>
    </header>
  );
}
