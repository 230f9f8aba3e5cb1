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
const AppLayout = lazyPage(() => import('./layout/AppLayout'));
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'));
const SymptomsPage = lazyPage(() => import('../features/symptoms/SymptomsPage'));
const MedicationsPage = lazyPage(() => import('../features/medications/MedicationsPage'));
const WellnessPage = lazyPage(() => import('../features/wellness/WellnessPage'));
const AppointmentsPage = lazyPage(() => import('../features/appointments/AppointmentsPage'));
const RemindersPage = lazyPage(() => import('../features/reminders/RemindersPage'));
const AnalyticsPage = lazyPage(() => import('../features/analytics/AnalyticsPage'));
const AssistantPage = lazyPage(() => import('../features/assistant/AssistantPage'));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'));
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'));
const NotificationsPage = lazyPage(() => import('../features/notifications/NotificationsPage'));
const OnboardingPage = lazyPage(() => import('../features/onboarding/OnboardingPage'));

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
const SIGNED_IN: [string, ReactNode][] = [
  ['/dashboard', <DashboardPage />],
  ['/sintomi', <SymptomsPage />],
  ['/farmaci', <MedicationsPage />],
  ['/benessere', <WellnessPage />],
  ['/profile', <ProfilePage />],
  ['/settings', <SettingsPage />],
  ['/assistente', <AssistantPage />],
  ['/medication-reminders', <RemindersPage />],
  ['/symptom-analytics', <AnalyticsPage />],
  ['/appointments', <AppointmentsPage />],
  ['/notifications', <NotificationsPage />],
  ['/onboarding', <OnboardingPage />],
];

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
