import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { FeedbackWidget } from '../../features/feedback/FeedbackWidget';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Loading } from '../Loading';
import { ChunkErrorBoundary } from '../ChunkErrorBoundary';
import { BottomNav } from './BottomNav';
import { MobileHeader } from './MobileHeader';
import { OfflineBanner } from './OfflineBanner';
import { NotificationsPanel, QuickAssistant } from './Panels';
import { Sidebar } from './Sidebar';

const COLLAPSED_KEY = 'sidebarCollapsed';

/** The common layout of every signed-in page. */
export default function AppLayout() {
  const { t } = useTranslation('app');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [panel, setPanel] = useState<'notifications' | null>(null);
  const [assistantOpen, setAssistantOpen] = useState(false);
  // The data cache lives and dies with the signed-in layout: after sign-out nobody sees the last person's data.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } }),
  );

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        // not kept: fine
      }
      return !value;
    });
  };
  const closePanel = useCallback(() => setPanel(null), []);
  const closeAssistant = useCallback(() => setAssistantOpen(false), []);

  async function signOut() {
    await logout();
    navigate('/login', { replace: true });
  }

  return (
    <QueryClientProvider client={queryClient}>
      <div className={`shell${collapsed ? ' sidebar-collapsed' : ''}`}>
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        <Sidebar
          user={user}
          collapsed={collapsed}
          onToggle={toggleCollapsed}
          notificationsOpen={panel === 'notifications'}
          onNotifications={() => setPanel((p) => (p === 'notifications' ? null : 'notifications'))}
          assistantOpen={assistantOpen}
          onAssistant={() => setAssistantOpen((open) => !open)}
          onLogout={signOut}
        />
        <div className="shell-main">
          <MobileHeader />
          <OfflineBanner />
          <main id="main" className="app-main" tabIndex={-1}>
            <ChunkErrorBoundary resetKey={location.pathname}>
              <Suspense fallback={<Loading text={t('loading.page')} />}>
                <Outlet />
              </Suspense>
            </ChunkErrorBoundary>
          </main>
        </div>
        <BottomNav />
        {panel === 'notifications' ? <NotificationsPanel onClose={closePanel} /> : null}
        {assistantOpen ? <QuickAssistant onClose={closeAssistant} /> : null}
        <FeedbackWidget />
      </div>
    </QueryClientProvider>
  );
}
