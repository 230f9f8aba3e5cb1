import { fetchAuthSession, fetchUserAttributes, getCurrentUser, signIn, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CONSENT_ATTRIBUTE } from '../../../../lambdas/contracts/consent';
import { normalizeEmail } from '../../../../lambdas/contracts/password';
import { applyLanguage, isLanguage, i18next, type Language } from '../../i18n';
import { authErrorKey, endsSession, isNetworkError, type AuthOperation } from './errors';
import { onUnauthorized } from './unauthorized';
import {
  cacheCurrentUser,
  cachedCurrentUser,
  clearSessionData,
  hasStoredSession,
  setRememberMe,
} from './storage';

/** The spec's session user (section 3). */
export interface SessionUser {
  id: string;
  email: string;
  /** Empty when the account has no display name: the UI shows "Utente". */
  name: string;
  emailVerified: boolean;
  photoURL: null;
  language: Language;
}

export type Result<T = undefined> = { ok: true; value: T } | { ok: false; errorKey: string; error?: unknown };

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  language: Language;
  consentAt: string;
}

export type LoginOutcome = 'signedIn' | 'confirmSignUp';

export interface AuthContextValue {
  user: SessionUser | null;
  /** Raised during each action (spec section 4). */
  loading: boolean;
  /** True once the stored session (if any) has been checked: route guards wait for it. */
  ready: boolean;
  isAuthenticated: boolean;
  /** True after the person signed out on purpose (not when a session expired): nothing to return to. */
  signedOut: boolean;
  login(email: string, password: string, remember: boolean): Promise<Result<LoginOutcome>>;
  register(input: RegisterInput): Promise<Result>;
  confirmRegistration(email: string, code: string): Promise<Result>;
  sendVerificationEmail(email: string): Promise<Result>;
  forgotPassword(email: string): Promise<Result>;
  confirmForgotPassword(email: string, code: string, password: string): Promise<Result>;
  updateLanguage(lang: Language): Promise<Result>;
  /** Changes the display name. */
  updateProfile(name: string): Promise<Result>;
  /** Proves the current password, then asks Cognito to send a code to the new address (not yet in effect). */
  requestEmailChange(newEmail: string, currentPassword: string): Promise<Result>;
  /** The code from the new address: only now does the new e-mail count. */
  confirmEmailChange(code: string): Promise<Result>;
  logout(): Promise<void>;
}

const actions = () => import('./account-actions');

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Offline at start with a session kept on this device: the person stays signed in with what was cached at
 * the last sign-in, so the diary opens without network. The account is read again once back online.
 */
function offlineSessionUser(error: unknown): SessionUser {
  const cached = cachedCurrentUser();
  if (!cached || !hasStoredSession() || !isNetworkError(error)) throw error;
  return {
    ...cached,
    emailVerified: true,
    photoURL: null,
    language: i18next.language as Language,
  };
}

async function loadSessionUser(): Promise<SessionUser> {
  const current = await getCurrentUser();
  const attrs = await fetchUserAttributes();
  const locale = attrs.locale?.split('-')[0];
  return {
    id: attrs.sub ?? current.userId,
    email: attrs.email ?? current.signInDetails?.loginId ?? '',
    name: attrs.name ?? '',
    emailVerified: attrs.email_verified === 'true',
    photoURL: null,
    language: isLanguage(locale) ? locale : (i18next.language as Language),
  };
}

function fail(error: unknown, operation: AuthOperation): { ok: false; errorKey: string; error: unknown } {
  return { ok: false, errorKey: authErrorKey(error, operation), error };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [ready, setReady] = useState(false);
  const [signedOut, setSignedOut] = useState(false);

  const adopt = useCallback(async () => {
    const next = await loadSessionUser();
    setUser(next);
    setSignedOut(false);
    cacheCurrentUser({ id: next.id, name: next.name, email: next.email });
    // The account's language wins over the browser's stored one (the interface follows the person).
    if (next.language !== i18next.language) await applyLanguage(next.language);
    return next;
  }, []);

  const forget = useCallback(() => {
    clearSessionData();
    setUser(null);
  }, []);

  useEffect(() => {
    let active = true;
    adopt()
      .catch((error: unknown) => {
        if (!active) return;
        try {
          setUser(offlineSessionUser(error));
          window.addEventListener('online', () => void adopt().catch(() => undefined), { once: true });
        } catch {
          setUser(null);
        }
      })
      .finally(() => {
        if (!active) return;
        setLoading(false);
        setReady(true);
      });
    const stopHub = Hub.listen('auth', ({ payload }) => {
      // A refresh that failed for want of network keeps the session (Amplify keeps the tokens too).
      if (
        payload.event === 'signedOut' ||
        (payload.event === 'tokenRefresh_failure' && endsSession(payload.data?.error))
      )
        forget();
    });
    // The API client answered 401: the session is over.
    const stopUnauthorized = onUnauthorized(forget);
    return () => {
      active = false;
      stopHub();
      stopUnauthorized();
    };
  }, [adopt, forget]);

  const value = useMemo<AuthContextValue>(() => {
    const busy = async <T,>(work: () => Promise<Result<T>>): Promise<Result<T>> => {
      setLoading(true);
      try {
        return await work();
      } finally {
        setLoading(false);
      }
    };
    return {
      user,
      loading,
      ready,
      isAuthenticated: user !== null,
      signedOut,
      login: (email, password, remember) =>
        busy(async () => {
          try {
            setRememberMe(remember);
            const result = await signIn({ username: normalizeEmail(email), password });
            if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return { ok: true, value: 'confirmSignUp' };
            if (!result.isSignedIn) return { ok: false, errorKey: 'errors.login' };
            await adopt();
            return { ok: true, value: 'signedIn' };
          } catch (error) {
            if (error instanceof Error && error.name === 'UserNotConfirmedException') {
              return { ok: true, value: 'confirmSignUp' };
            }
            return fail(error, 'login');
          }
        }),
      register: (input) =>
        busy(async () => {
          try {
            const email = normalizeEmail(input.email);
            await (
              await actions()
            ).signUp({
              username: email,
              password: input.password,
              options: {
                userAttributes: {
                  email,
                  name: input.name.trim(),
                  locale: input.language,
                  [CONSENT_ATTRIBUTE]: input.consentAt,
                },
              },
            });
            return { ok: true, value: undefined };
          } catch (error) {
            return fail(error, 'register');
          }
        }),
      confirmRegistration: (email, code) =>
        busy(async () => {
          try {
            await (
              await actions()
            ).confirmSignUp({ username: normalizeEmail(email), confirmationCode: code.trim() });
            return { ok: true, value: undefined };
          } catch (error) {
            return fail(error, 'verification');
          }
        }),
      sendVerificationEmail: (email) =>
        busy(async () => {
          try {
            await (await actions()).resendSignUpCode({ username: normalizeEmail(email) });
            return { ok: true, value: undefined };
          } catch (error) {
            return fail(error, 'verification');
          }
        }),
      forgotPassword: (email) =>
        busy(async () => {
          try {
            await (await actions()).resetPassword({ username: normalizeEmail(email) });
            return { ok: true, value: undefined };
          } catch (error) {
            return fail(error, 'reset');
          }
        }),
      confirmForgotPassword: (email, code, password) =>
        busy(async () => {
          try {
            await (
              await actions()
            ).confirmResetPassword({
              username: normalizeEmail(email),
              confirmationCode: code.trim(),
              newPassword: password,
            });
            return { ok: true, value: undefined };
          } catch (error) {
            return fail(error, 'reset');
          }
        }),
      updateLanguage: async (lang) => {
        await applyLanguage(lang);
        if (!user) return { ok: true, value: undefined };
        try {
          await (await actions()).updateUserAttributes({ userAttributes: { locale: lang } });
          setUser({ ...user, language: lang });
          return { ok: true, value: undefined };
        } catch (error) {
          return { ok: false, errorKey: 'errors.languageUpdate', error };
        }
      },
      updateProfile: (name) =>
        busy(async () => {
          try {
            await (await actions()).updateUserAttributes({ userAttributes: { name: name.trim() } });
            if (user) setUser({ ...user, name: name.trim() });
            cacheCurrentUser({ id: user?.id ?? '', name: name.trim(), email: user?.email ?? '' });
            return { ok: true, value: undefined };
          } catch (error) {
            return { ok: false, errorKey: 'app:profile.updateFailed', error };
          }
        }),
      requestEmailChange: (newEmail, currentPassword) =>
        busy(async () => {
          const cognito = await actions();
          try {
            await cognito.updatePassword({ oldPassword: currentPassword, newPassword: currentPassword });
          } catch (error) {
            const key = authErrorKey(error, 'login');
            return {
              ok: false,
              errorKey: key === 'errors.invalidCredential' ? 'app:profile.wrongPassword' : key,
              error,
            };
          }
          try {
            await cognito.updateUserAttribute({
              userAttribute: { attributeKey: 'email', value: normalizeEmail(newEmail) },
            });
            return { ok: true, value: undefined };
          } catch (error) {
            return fail(error, 'verification');
          }
        }),
      confirmEmailChange: (code) =>
        busy(async () => {
          try {
            await (
              await actions()
            ).confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
            await fetchAuthSession({ forceRefresh: true });
            await adopt();
            return { ok: true, value: undefined };
          } catch (error) {
            return fail(error, 'verification');
          }
        }),
      logout: async () => {
        // Before Amplify's own 'signedOut' event ends the session: the guard must see it was on purpose.
        setSignedOut(true);
        try {
          await signOut();
        } finally {
          forget();
          // Nothing of the diary stays in this browser: the offline copy and the changes not yet sent.
          await (await import('../offline/outbox')).outbox.close();
        }
      },
    };
  }, [user, loading, ready, signedOut, adopt, forget]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
