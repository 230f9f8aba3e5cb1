import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CONSENT_VALIDATION_KEY, CONSENT_VERSION } from '../../../../lambdas/contracts/consent';
import { normalizeEmail } from '../../../../lambdas/contracts/password';
import { applyLanguage, i18next, type Language } from '../../i18n';
import { api } from '../api';
import { authErrorKey, endsSession, type AuthOperation } from './errors';
import { loadSessionUser, offlineSessionUser, storedSessionUser, type SessionUser } from './session';
import { onUnauthorized } from './unauthorized';
import { cacheCurrentUser, clearSessionData, setRememberMe } from './storage';

export type { SessionUser };

export type Result<T = void> = { ok: true; value: T } | { ok: false; errorKey: string; error?: unknown };

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  language: Language;
  /** The consent box ticked (the form refuses to send without it). */
  consent: true;
}

/** Signed in; the e-mail still to verify; or the authenticator's code asked (two-step verification on). */
export type LoginOutcome = 'signedIn' | 'confirmSignUp' | 'confirmTotp';

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
  /** The authenticator app's code, when `login` answered 'confirmTotp': signs in. */
  confirmTotp(code: string): Promise<Result>;
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
  /** Ends every session of the account, this one included (the API first, then Cognito's global sign-out). */
  logoutEverywhere(): Promise<Result>;
  /** A new password, the current one asked again (a wrong one: "La password non è corretta."). */
  changePassword(currentPassword: string, newPassword: string): Promise<Result>;
  /** After the account's deletion: this device forgets the session and the diary (Cognito has no user left). */
  leaveDeleted(): Promise<void>;
}

/** Exported for the build-time render of the signed-in shell (app/prerender.tsx), which has no session. */
export const AuthContext = createContext<AuthContextValue | null>(null);

/** A failed action's message key: Cognito's error read for the operation that was attempted. */
const as = (operation: AuthOperation) => (error: unknown) => authErrorKey(error, operation);

export function AuthProvider({ children }: { children: ReactNode }) {
  // A session kept on this device opens the app at once; Cognito's answer follows (the effect below).
  const [stored] = useState(storedSessionUser);
  const [user, setUser] = useState<SessionUser | null>(stored);
  const [loading, setLoading] = useState(stored === null);
  const [ready, setReady] = useState(stored !== null);
  const [signedOut, setSignedOut] = useState(false);

  // Stryker disable ArrayDeclaration: equivalent, the dependency lists of adopt, forget and the effect below are
  // constant or stable (any other constant list keeps them so)
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
          // No session, or one Cognito refused: a refused one is not kept for the next visit either.
          if (stored) forget();
          else setUser(null);
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
  }, [adopt, forget, stored]);

  // Stryker restore ArrayDeclaration
  const value = useMemo<AuthContextValue>(() => {
    /** Runs one account action with `loading` raised; a failure becomes its message key, never a throw. */
    const attempt = async <T,>(errorKey: (error: unknown) => string, work: () => Promise<T>) => {
      setLoading(true);
      try {
        return { ok: true, value: await work() } as const;
      } catch (error) {
        return { ok: false, errorKey: errorKey(error), error } as const;
      } finally {
        setLoading(false);
      }
    };
    const cognito = () => import('./account-actions');
    /** Signs this device out (Amplify's global sign-out when every session ends) and forgets the diary here. */
    const leave = async (global: boolean) => {
      // Before Amplify's own 'signedOut' event ends the session: the guard must see it was on purpose.
      setSignedOut(true);
      try {
        await signOut(global ? { global: true } : undefined);
      } finally {
        forget();
        // Nothing of the diary stays in this browser: the offline copy and the changes not yet sent.
        await (await import('../offline/outbox')).outbox.close();
      }
    };
    return {
      user,
      loading,
      ready,
      isAuthenticated: user !== null,
      signedOut,
      login: (email, password, remember) =>
        attempt(as('login'), async (): Promise<LoginOutcome> => {
          setRememberMe(remember);
          try {
            const result = await signIn({ username: normalizeEmail(email), password });
            if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
            if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'confirmTotp';
            // Stryker disable next-line StringLiteral: equivalent, the message is never shown (the key comes from the name)
            if (!result.isSignedIn) throw new Error('Not signed in');
          } catch (error) {
            if (error instanceof Error && error.name === 'UserNotConfirmedException') return 'confirmSignUp';
            throw error;
          }
          await adopt();
          return 'signedIn';
        }),
      confirmTotp: (code) =>
        attempt(as('totp'), async () => {
          const result = await (await cognito()).confirmSignIn({ challengeResponse: code.trim() });
          // Stryker disable next-line StringLiteral: equivalent, the message is never shown (the key comes from the name)
          if (!result.isSignedIn) throw new Error('Not signed in');
          await adopt();
        }),
      register: (input) =>
        attempt(as('register'), async () => {
          const email = normalizeEmail(input.email);
          await (
            await cognito()
          ).signUp({
            username: email,
            password: input.password,
            options: {
              userAttributes: {
                email,
                name: input.name.trim(),
                locale: input.language,
              },
              // The version of the consent text agreed to, for the server to record (never an account attribute).
              validationData: { [CONSENT_VALIDATION_KEY]: CONSENT_VERSION },
            },
          });
        }),
      confirmRegistration: (email, code) =>
        attempt(as('verification'), async () => {
          await (
            await cognito()
          ).confirmSignUp({ username: normalizeEmail(email), confirmationCode: code.trim() });
        }),
      sendVerificationEmail: (email) =>
        attempt(as('verification'), async () => {
          await (await cognito()).resendSignUpCode({ username: normalizeEmail(email) });
        }),
      forgotPassword: (email) =>
        attempt(as('reset'), async () => {
          await (await cognito()).resetPassword({ username: normalizeEmail(email) });
        }),
      confirmForgotPassword: (email, code, password) =>
        attempt(as('reset'), async () => {
          await (
            await cognito()
          ).confirmResetPassword({
            username: normalizeEmail(email),
            confirmationCode: code.trim(),
            newPassword: password,
          });
        }),
      // The interface switches at once; the account remembers it when there is one.
      updateLanguage: async (lang) => {
        await applyLanguage(lang);
        if (!user) return { ok: true, value: undefined };
        return attempt(
          () => 'errors.languageUpdate',
          async () => {
            await (await cognito()).updateUserAttributes({ userAttributes: { locale: lang } });
            setUser({ ...user, language: lang });
          },
        );
      },
      updateProfile: (name) =>
        attempt(
          () => 'app:profile.updateFailed',
          async () => {
            await (await cognito()).updateUserAttributes({ userAttributes: { name: name.trim() } });
            if (user) setUser({ ...user, name: name.trim() });
            cacheCurrentUser({ id: user?.id ?? '', name: name.trim(), email: user?.email ?? '' });
          },
        ),
      // The current password is proven first (Cognito's own check), so a wrong one says so.
      requestEmailChange: async (newEmail, currentPassword) => {
        const proven = await attempt(
          (error) => {
            const key = authErrorKey(error, 'login');
            return key === 'errors.invalidCredential' ? 'app:profile.wrongPassword' : key;
          },
          async () =>
            (await cognito()).updatePassword({ oldPassword: currentPassword, newPassword: currentPassword }),
        );
        if (!proven.ok) return proven;
        return attempt(as('verification'), async () => {
          await (
            await cognito()
          ).updateUserAttribute({
            userAttribute: { attributeKey: 'email', value: normalizeEmail(newEmail) },
          });
        });
      },
      confirmEmailChange: (code) =>
        attempt(as('verification'), async () => {
          await (
            await cognito()
          ).confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code.trim() });
          await fetchAuthSession({ forceRefresh: true });
          await adopt();
        }),
      logout: () => leave(false),
      // The API ends the sessions (it refuses their tokens and Cognito stops renewing them); only then does this
      // device forget its own. Offline or refused, nothing changes and the person is told.
      logoutEverywhere: async () => {
        const ended = await attempt(
          () => 'app:profile.signOutEverywhereFailed',
          () => api<void>('/me/sessions', { method: 'DELETE' }),
        );
        if (!ended.ok) return ended;
        await leave(true);
        return ended;
      },
      changePassword: (currentPassword, newPassword) =>
        attempt(
          (error) => {
            const key = authErrorKey(error, 'reset');
            return key === 'errors.invalidCredential' ? 'app:profile.wrongPassword' : key;
          },
          async () => (await cognito()).updatePassword({ oldPassword: currentPassword, newPassword }),
        ),
      leaveDeleted: async () => {
        // The user is gone: revoking its token fails, and this device forgets everything all the same.
        await leave(false).catch(() => {});
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
