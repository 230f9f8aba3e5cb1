import { fetchUserAttributes, getCurrentUser } from 'aws-amplify/auth';
import { i18next, isLanguage, type Language } from '../../i18n';
import { isNetworkError } from './errors';
import { cachedCurrentUser, hasStoredSession } from './storage';

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

/** The signed-in person as Cognito knows them now (their language is the account's `locale`). */
export async function loadSessionUser(): Promise<SessionUser> {
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

/**
 * Offline at start with a session kept on this device: the person stays signed in with what was cached at
 * the last sign-in, so the diary opens without network. The account is read again once back online.
 * Any other failure (no session, a session Cognito refused) is thrown again.
 */
export function offlineSessionUser(error: unknown): SessionUser {
  const stored = storedSessionUser();
  if (!stored || !isNetworkError(error)) throw error;
  return stored;
}

/**
 * The session kept on this device, as cached at its last sign-in (only people who confirmed their e-mail can
 * sign in): the app opens on it at once while Cognito is asked (`loadSessionUser`), instead of waiting a
 * round trip before the first signed-in screen. The API checks the tokens on every request all the same.
 */
export function storedSessionUser(): SessionUser | null {
  const cached = cachedCurrentUser();
  if (!cached || !hasStoredSession()) return null;
  return {
    ...cached,
    emailVerified: true,
    photoURL: null,
    language: i18next.language as Language,
  };
}
