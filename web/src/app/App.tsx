import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, useAuth } from '../lib/auth/AuthProvider';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { lazyPage } from './lazy';
import { Loading } from './Loading';

const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'));
const VerifyPage = lazyPage(() => import('../features/auth/VerifyPage'));
const VerifiedPage = lazyPage(() => import('../features/auth/VerifiedPage'));
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'));
const LegalPage = lazyPage(() => import('../features/legal/LegalPage'));
const loadLayout = () => import('./layout/AppLayout');
const AppLayout = lazyPage(loadLayout);

/** The signed-in pages and how each is loaded. */
const SIGNED_IN_PAGES = {
  '/dashboard': () => import('../features/dashboard/DashboardPage'),
  '/sintomi': () => import('../features/symptoms/SymptomsPage'),
  '/farmaci': () => import('../features/medications/MedicationsPage'),
  '/benessere': () => import('../features/wellness/WellnessPage'),
  '/profile': () => import('../features/profile/ProfilePage'),
  '/settings': () => import('../features/settings/SettingsPage'),
  '/assistente': () => import('../features/assistant/AssistantPage'),
  '/medication-reminders': () => import('../features/reminders/RemindersPage'),
  '/symptom-analytics': () => import('../features/analytics/AnalyticsPage'),
  '/appointments': () => import('../features/appointments/AppointmentsPage'),
  '/notifications': () => import('../features/notifications/NotificationsPage'),
  '/onboarding': () => import('../features/onboarding/OnboardingPage'),
};

/**
 * Opening a signed-in page with a session kept on this device: its code and the layout's start downloading
 * with the entry, instead of one after the other once the session is known. A failure here is left to the
 * page's own loader (lazyPage), which reports it.
 */
export function warmSignedInPage(hash: string): boolean {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const load = SIGNED_IN_PAGES[path as keyof typeof SIGNED_IN_PAGES];
  if (!load) return false;
  void loadLayout().catch(() => undefined);
  void load().catch(() => undefined);
  return true;
}

/** Where /login sends a person once signed in: the signed-in page they were asked to sign in for. */
interface ReturnTo {
  from?: { pathname: string; search: string };
}

/**
 * Signed-in pages: wait for the stored session, then send strangers to /login, remembering the page they
 * asked for (a deep link, or the page a session ended on). A person who signed out on purpose starts afresh.
 */
function Protected({ children }: { children: ReactNode }) {
  const { ready, isAuthenticated, signedOut } = useAuth();
  const { pathname, search } = useLocation();
  if (!ready) return <Loading />;
  if (isAuthenticated) return children;
  const state: ReturnTo | undefined = signedOut ? undefined : { from: { pathname, search } };
  return <Navigate to="/login" replace state={state} />;
}

/**
 * /login, /register and the other account screens: a signed-in person goes on to the page they asked for, or
 * the dashboard. This is the one redirect after signing in (the forms do not navigate themselves), so nothing
 * is left in flight once the address says where the person is.
 */
function PublicOnly({ children }: { children: ReactNode }) {
  const { ready, isAuthenticated } = useAuth();
  const from = (useLocation().state as ReturnTo | null)?.from;
  if (!ready) return <Loading />;
  if (!isAuthenticated) return children;
  const wanted = from && SIGNED_IN.some(([path]) => path === from.pathname);
  return <Navigate to={wanted ? `${from.pathname}${from.search}` : '/dashboard'} replace />;
}

function Home() {
  const { ready, isAuthenticated } = useAuth();
  if (!ready) return <Loading />;
  return <Navigate to={isAuthenticated ? '/dashboard' : '/login'} replace />;
}

const PUBLIC_ONLY: [string, ReactNode][] = [
  ['/login', <LoginPage />],
  ['/register', <RegisterPage />],
  ['/verify', <VerifyPage />],
  ['/verified', <VerifiedPage />],
  ['/forgot-password', <ForgotPasswordPage />],
];

/** The spec's route table (section 2) plus the implied screens. */
const SIGNED_IN: [string, ReactNode][] = Object.entries(SIGNED_IN_PAGES).map(([path, load]) => {
  const Page = lazyPage(load);
  return [path, <Page key={path} />];
});

function AppRoutes() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ChunkErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<Loading text={t('loading.page')} />}>
        <Routes>
          <Route path="/" element={<Home />} />
          {PUBLIC_ONLY.map(([path, page]) => (
            <Route key={path} path={path} element={<PublicOnly>{page}</PublicOnly>} />
          ))}
          {['/privacy', '/terms', '/cookies'].map((path) => (
            <Route key={path} path={path} element={<LegalPage />} />
          ))}
          <Route
            element={
              <Protected>
                <AppLayout />
              </Protected>
            }
          >
            {SIGNED_IN.map(([path, page]) => (
              <Route key={path} path={path} element={page} />
            ))}
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </ChunkErrorBoundary>
  );
}

export function App() {
  return (
    <AuthProvider>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </AuthProvider>
  );
}
