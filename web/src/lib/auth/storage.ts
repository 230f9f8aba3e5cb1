import type { KeyValueStorageInterface } from 'aws-amplify/utils';

/**
 * Where Amplify keeps the tokens: localStorage with "Ricordami", sessionStorage without (the session ends
 * with the browser). Reads look in both, so a reload finds the session wherever it was kept.
 */
export const CURRENT_USER_KEY = 'currentUser';
export const AMPLIFY_PREFIX = 'CognitoIdentityServiceProvider.';
/** A session that can be resumed: its refresh token is kept. */
export const REFRESH_TOKEN_SUFFIX = '.refreshToken';

let remember = true;

function stores(): Storage[] {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    return [];
  }
}

const target = () => (remember ? window.localStorage : window.sessionStorage);
const other = () => (remember ? window.sessionStorage : window.localStorage);

function safeSet(storage: Storage, key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch (error) {
    // Quota exceeded or storage disabled: the session still works in memory for this page.
    console.warn('Browser storage unavailable', error instanceof Error ? error.name : error);
  }
}

export const tokenStorage: KeyValueStorageInterface = {
  async setItem(key, value) {
    safeSet(target(), key, value);
    other().removeItem(key);
  },
  async getItem(key) {
    for (const storage of stores()) {
      const value = storage.getItem(key);
      if (value !== null) return value;
    }
    return null;
  },
  async removeItem(key) {
    for (const storage of stores()) storage.removeItem(key);
  },
  async clear() {
    clearSessionData();
  },
};

/** Chooses the store for the next sign-in (remember-me). */
export function setRememberMe(value: boolean) {
  remember = value;
}

/** On start, keep using the store where an existing session lives. */
export function detectRememberMe() {
  try {
    remember = !Object.keys(window.sessionStorage).some((k) => k.startsWith(AMPLIFY_PREFIX));
  } catch {
    remember = true;
  }
}

export interface CachedUser {
  id: string;
  name: string;
  email: string;
}

/** The spec's `currentUser`: enough to show the name at once on reload, kept beside the tokens. */
export function cacheCurrentUser(user: CachedUser) {
  safeSet(target(), CURRENT_USER_KEY, JSON.stringify(user));
}

export function cachedCurrentUser(): CachedUser | null {
  for (const storage of stores()) {
    const raw = storage.getItem(CURRENT_USER_KEY);
    if (!raw) continue;
    try {
      return JSON.parse(raw) as CachedUser;
    } catch {
      storage.removeItem(CURRENT_USER_KEY);
    }
  }
  return null;
}

/** Tokens of a session are kept on this device (local or session storage). */
export function hasStoredSession(): boolean {
  return stores().some((storage) =>
    Object.keys(storage).some((k) => k.startsWith(AMPLIFY_PREFIX) && k.endsWith(REFRESH_TOKEN_SUFFIX)),
  );
}

/** Clears the tokens (local and session) and currentUser: on sign-out and on a 401. */
export function clearSessionData() {
  for (const storage of stores()) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(AMPLIFY_PREFIX) || key === CURRENT_USER_KEY) storage.removeItem(key);
    }
  }
}
