import { ANALYSIS_KEY, INSIGHTS_KEY } from '../../lib/analytics/api';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { FeedbackWidget } from '../../features/feedback/FeedbackWidget';
import { useAuth } from '../../lib/auth/AuthProvider';
import type { Page } from '../../../../lambdas/contracts/records';
import { outbox } from '../../lib/offline/outbox';
import { settle } from '../../lib/offline/overlay';
import { idbPersister, OFFLINE_COPY_MAX_AGE_MS } from '../../lib/offline/persist';
import { Loading } from '../Loading';
import { ChunkErrorBoundary } from '../ChunkErrorBoundary';
import { BottomNav } from './BottomNav';
import { MobileHeader } from './MobileHeader';
import { OfflineBanner } from './OfflineBanner';
import { NotificationsPanel, QuickAssistant } from './Panels';
import { Sidebar } from './Sidebar';
import { mayForgetChanges } from '../../lib/offline/confirm';

const COLLAPSED_KEY = 'sidebarCollapsed';
/** Raised when the shape of cached data changes, so an old offline copy is not read as a new one. */
const CACHE_SHAPE = 'records-1';

/** The common layout of every signed-in page. */
export default function AppLayout() {
  const { t } = useTranslation('app');
  const { user, logout } = useAuth();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [panel, setPanel] = useState<'notifications' | null>(null);
  const [assistantOpen, setAssistantOpen] = useState(false);
  // The data cache lives and dies with the signed-in layout: after sign-out nobody sees the last person's data.
  // A copy is kept in IndexedDB for this account only, so the diary opens offline (deleted on sign-out).
  const [queryClient] = useState(() => {
    // TanStack assumes online at start; a page opened offline must not try (and fail) to fetch first.
    onlineManager.setOnline(navigator.onLine);
    return new QueryClient({
      defaultOptions: {
        queries: { retry: 1, staleTime: 30_000, gcTime: OFFLINE_COPY_MAX_AGE_MS },
        // Changes go to the outbox, which works offline: never hold them back waiting for the network.
        mutations: { networkMode: 'always' },
      },
    });
  });
  const userId = user?.id ?? '';
  const persistOptions = useMemo(
    () => ({ persister: idbPersister(userId), maxAge: OFFLINE_COPY_MAX_AGE_MS, buster: CACHE_SHAPE }),
    [userId],
  );
  useEffect(() => {
    if (!userId) return;
    outbox.onSent = (change, stored) =>
      queryClient.setQueriesData<Page<unknown>>({ queryKey: [change.kind] }, (page) =>
        page ? settle(page, change, stored) : page,
      );
    outbox.onSynced = (kinds) => {
      for (const kind of kinds) void queryClient.invalidateQueries({ queryKey: [kind] });
      // What the records feed: the analysis and the dashboard's insights.
      for (const key of [ANALYSIS_KEY, INSIGHTS_KEY]) void queryClient.invalidateQueries({ queryKey: [key] });
    };
    void outbox.open(userId);
  }, [userId, queryClient]);

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
    if (!mayForgetChanges(t)) return;
    await logout();
  }

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // The copy kept for offline use is shown at once, and always asked for again (when online).
      onSuccess={() => void queryClient.invalidateQueries()}
    >
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
    </PersistQueryClientProvider>
  );
}
