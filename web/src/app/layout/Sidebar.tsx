import { Bell, ChevronsLeft, ChevronsRight, LogOut, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import type { SessionUser } from '../../lib/auth/AuthProvider';
import { SIDEBAR } from './nav';
import { useNotifications } from '../../lib/reminders/useNotifications';

interface SidebarProps {
  user: SessionUser | null;
  collapsed: boolean;
  onToggle(): void;
  notificationsOpen: boolean;
  onNotifications(): void;
  assistantOpen: boolean;
  onAssistant(): void;
  onLogout(): void;
}

/** How many notifications are unread: shown on the button, said in full to screen readers. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('app');
  if (!count) return null;
  return (
    <>
      <span className="unread-badge" aria-hidden>
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{t('notifications.unread', { count })}</span>
    </>
  );
}

/** Wide screens (above 768 px): logo, who is signed in, the seven links, and the three footer buttons. */
export function Sidebar(props: SidebarProps) {
  const { t } = useTranslation('app');
  const { user, collapsed } = props;
  const { unread } = useNotifications();
  return (
    <aside className={`sidebar${collapsed ? ' collapsed' : ''}`} aria-label={t('nav.mainMenu')}>
      <div className="sidebar-top">
        <div className="brand">
          <Logo />
          {collapsed ? null : <span className="brand-name">{t('app.name')}</span>}
        </div>
        <button
          type="button"
          className="icon-button"
          onClick={props.onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          title={collapsed ? t('nav.expand') : t('nav.collapse')}
        >
          {collapsed ? <ChevronsRight aria-hidden /> : <ChevronsLeft aria-hidden />}
        </button>
      </div>
      {collapsed ? null : (
        <div className="sidebar-user">
          <span className="sidebar-user-name">{user?.name || (user ? t('nav.user') : t('nav.guest'))}</span>
          {user?.email ? <span className="sidebar-user-email">{user.email}</span> : null}
        </div>
      )}
      <nav aria-label={t('nav.mainMenu')}>
        <ul className="sidebar-links">
          {SIDEBAR.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              <NavLink to={path} className="sidebar-link" title={collapsed ? t(label) : undefined}>
                <Icon aria-hidden />
                <span className={collapsed ? 'visually-hidden' : undefined}>{t(label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sidebar-footer">
        <button
          type="button"
          className="sidebar-link"
          onClick={props.onNotifications}
          aria-expanded={props.notificationsOpen}
          aria-controls="notifications-panel"
        >
          <Bell aria-hidden />
          <span className={collapsed ? 'visually-hidden' : undefined}>{t('nav.notifications')}</span>
          <UnreadBadge count={unread} />
        </button>
        <button
          type="button"
          className="sidebar-link"
          onClick={props.onAssistant}
          aria-expanded={props.assistantOpen}
          aria-controls="quick-assistant"
        >
          <Sparkles aria-hidden />
          <span className={collapsed ? 'visually-hidden' : undefined}>{t('nav.quickAssistant')}</span>
        </button>
        <button type="button" className="sidebar-link" onClick={props.onLogout}>
          <LogOut aria-hidden />
          <span className={collapsed ? 'visually-hidden' : undefined}>{t('nav.logout')}</span>
        </button>
      </div>
    </aside>
  );
}
