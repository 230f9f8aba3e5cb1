import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AuthProvider, useAuth } from '../lib/auth/AuthProvider';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const VerifyPage = lazy(() => import('../features/auth/VerifyPage'));
const VerifiedPage = lazy(() => import('../features/auth/VerifiedPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));

export function Loading({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="centered" role="status" aria-live="polite">
      {text ?? t('loading.page')}
    </div>
  );
}

/** Signed-in pages: wait for the stored session, then send strangers to /login. */
function Protected({ children }: { children: ReactNode }) {
  const { ready, isAuthenticated } = useAuth();
  if (!ready) return <Loading />;
  return isAuthenticated ? children : <Navigate to="/login" replace />;
}

/** /login and /register: a signed-in person goes to the dashboard. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { ready, isAuthenticated } = useAuth();
  if (!ready) return <Loading />;
  return isAuthenticated ? <Navigate to="/dashboard" replace /> : children;
}

function Home() {
  const { ready, isAuthenticated } = useAuth();
  if (!ready) return <Loading />;
  return <Navigate to={isAuthenticated ? '/dashboard' : '/login'} replace />;
}

export function App() {
  return (
    <AuthProvider>
      <HashRouter>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route
              path="/login"
              element={
                <PublicOnly>
                  <LoginPage />
                </PublicOnly>
              }
            />
            <Route
              path="/register"
              element={
                <PublicOnly>
                  <RegisterPage />
                </PublicOnly>
              }
            />
            <Route
              path="/verify"
              element={
                <PublicOnly>
                  <VerifyPage />
                </PublicOnly>
              }
            />
            <Route
              path="/verified"
              element={
                <PublicOnly>
                  <VerifiedPage />
                </PublicOnly>
              }
            />
            <Route
              path="/forgot-password"
              element={
                <PublicOnly>
                  <ForgotPasswordPage />
                </PublicOnly>
              }
            />
            <Route
              path="/dashboard"
              element={
                <Protected>
                  <DashboardPage />
                </Protected>
              }
            />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </HashRouter>
    </AuthProvider>
  );
}
