// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VALIDATION_KEY, CONSENT_VERSION } from '../../lambdas/contracts/consent';
import core from '../../web/src/i18n/core/it';

/**
 * The auth provider (spec sections 3, 4 and 8) in a DOM, with Amplify's auth functions mocked: what each
 * account action asks of Cognito, the message key each failure becomes, the session found on start (online,
 * offline with a kept session, none), and the ways a session ends (sign-out, a refused refresh, a 401).
 */
const cognito = vi.hoisted(() => ({
  fetchAuthSession: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
  getCurrentUser: vi.fn(),
  fetchUserAttributes: vi.fn(),
  confirmResetPassword: vi.fn(),
  confirmSignUp: vi.fn(),
  confirmUserAttribute: vi.fn(),
  resendSignUpCode: vi.fn(),
  resetPassword: vi.fn(),
  signUp: vi.fn(),
  updatePassword: vi.fn(),
  updateUserAttribute: vi.fn(),
  updateUserAttributes: vi.fn(),
}));
vi.mock('aws-amplify/auth', () => cognito);
type HubListener = (capsule: { payload: { event: string; data?: { error?: unknown } } }) => void;
const hub = vi.hoisted(() => ({ listeners: new Set<HubListener>(), stops: 0 }));
vi.mock('aws-amplify/utils', () => ({
  Hub: {
    // Only the 'auth' channel carries Amplify's auth events.
    listen: (channel: string, listener: HubListener) => {
      if (channel !== 'auth') return () => undefined;
      hub.listeners.add(listener);
      return () => {
        hub.stops++;
        hub.listeners.delete(listener);
      };
    },
  },
}));
vi.mock('../../web/src/lib/api', () => ({ api: vi.fn(), ApiError: class extends Error {} }));

const { i18next } = await import('../../web/src/i18n');
const { AuthProvider, useAuth } = await import('../../web/src/lib/auth/AuthProvider');
const { setRememberMe } = await import('../../web/src/lib/auth/storage');
const { announceUnauthorized } = await import('../../web/src/lib/auth/unauthorized');
const { outbox } = await import('../../web/src/lib/offline/outbox');

const TOKEN = 'CognitoIdentityServiceProvider.client.sub-1.refreshToken';
const named = (name: string, message = '') => Object.assign(new Error(message), { name });
const attributes = {
  sub: 'sub-1',
  email: 'anna@example.it',
  name: 'Anna',
  email_verified: 'true',
  locale: 'it-IT',
};

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function signedIn(attrs: Record<string, string> = attributes) {
  cognito.fetchUserAttributes.mockResolvedValue(attrs);
  const view = renderHook(() => useAuth(), { wrapper: AuthProvider });
  await waitFor(() => expect(view.result.current.ready).toBe(true));
  return view;
}

async function signedOutAtStart() {
  cognito.getCurrentUser.mockRejectedValue(
    named('UserUnAuthenticatedException', 'User needs to be authenticated'),
  );
  const view = renderHook(() => useAuth(), { wrapper: AuthProvider });
  await waitFor(() => expect(view.result.current.ready).toBe(true));
  return view;
}

let online = true;
beforeAll(async () => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  await i18next.init({ lng: 'it', resources: { it: { translation: core } } });
});

beforeEach(async () => {
  online = true;
  for (const fn of Object.values(cognito)) fn.mockReset();
  for (const fn of Object.values(cognito)) fn.mockResolvedValue(undefined);
  cognito.getCurrentUser.mockResolvedValue({
    userId: 'user-1',
    signInDetails: { loginId: 'anna@example.it' },
  });
  cognito.fetchUserAttributes.mockResolvedValue(attributes);
  cognito.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  hub.listeners.clear();
  hub.stops = 0;
  localStorage.clear();
  sessionStorage.clear();
  setRememberMe(true);
  await i18next.changeLanguage('it');
  await outbox.close();
});

afterEach(() => {
  cleanup();
});

describe('on start', () => {
  it('adopts the session Cognito has, in the account’s language, and keeps the user for a reload', async () => {
    const { result } = await signedIn({ ...attributes, locale: 'en-GB' });
    expect(result.current.user).toEqual({
      id: 'sub-1',
      email: 'anna@example.it',
      name: 'Anna',
      emailVerified: true,
      photoURL: null,
      language: 'en',
    });
    expect(result.current).toMatchObject({
      loading: false,
      ready: true,
      isAuthenticated: true,
      signedOut: false,
    });
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem('currentUser')!)).toEqual({
      id: 'sub-1',
      name: 'Anna',
      email: 'anna@example.it',
    });
  });

  it('fills what the attributes lack from the sign-in, and keeps the interface’s language for an unknown one', async () => {
    await i18next.changeLanguage('hi');
    const { result } = await signedIn({ email_verified: 'false', locale: 'fr-FR' });
    expect(result.current.user).toEqual({
      id: 'user-1',
      email: 'anna@example.it',
      name: '',
      emailVerified: false,
      photoURL: null,
      language: 'hi',
    });
    expect(i18next.language).toBe('hi');
  });

  it('has an empty e-mail when neither Cognito nor the sign-in gives one', async () => {
    cognito.getCurrentUser.mockResolvedValue({ userId: 'user-1' });
    const { result } = await signedIn({});
    expect(result.current.user?.email).toBe('');
  });

  it('is signed out with no session, and says so only once it has looked', async () => {
    const gate = deferred<never>();
    cognito.getCurrentUser.mockReturnValue(gate.promise);
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    expect(result.current).toMatchObject({ user: null, loading: true, ready: false, isAuthenticated: false });
    cleanup();
    const view = await signedOutAtStart();
    expect(view.result.current).toMatchObject({
      user: null,
      loading: false,
      ready: true,
      isAuthenticated: false,
      signedOut: false,
    });
  });

  it('offline, with a session kept on this device, opens with the user cached, and reads the account once back online', async () => {
    localStorage.setItem(TOKEN, 'r');
    localStorage.setItem(
      'currentUser',
      JSON.stringify({ id: 'sub-1', name: 'Anna', email: 'anna@example.it' }),
    );
    online = false;
    cognito.getCurrentUser.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    cognito.fetchUserAttributes.mockResolvedValue({ ...attributes, name: 'Anna Rossi' });
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.user).toEqual({
      id: 'sub-1',
      name: 'Anna',
      email: 'anna@example.it',
      emailVerified: true,
      photoURL: null,
      language: 'it',
    });
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.user?.name).toBe('Anna Rossi'));
    // Once: a later reconnection does not read the account again.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(cognito.getCurrentUser).toHaveBeenCalledTimes(2);
  });

  it('is signed out when the start fails after the account was read (its language would not load)', async () => {
    vi.spyOn(i18next, 'changeLanguage').mockRejectedValueOnce(new Error('catalogue missing'));
    const { result } = await signedIn({ ...attributes, locale: 'en-GB' });
    expect(result.current.user).toBeNull();
    vi.restoreAllMocks();
  });

  it('forgets a start that ends after the provider is gone (no account read on a later reconnection)', async () => {
    localStorage.setItem(TOKEN, 'r');
    localStorage.setItem(
      'currentUser',
      JSON.stringify({ id: 'sub-1', name: 'Anna', email: 'anna@example.it' }),
    );
    online = false;
    let fail!: (error: unknown) => void;
    cognito.getCurrentUser.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    const { unmount } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    unmount();
    await act(async () => fail(new TypeError('Failed to fetch')));
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(cognito.getCurrentUser).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['offline without a session kept', false, new TypeError('Failed to fetch')],
    ['a session Cognito refused', true, named('NotAuthorizedException', 'Refresh Token has expired')],
  ])('is signed out: %s', async (_case, kept, error) => {
    if (kept) localStorage.setItem(TOKEN, 'r');
    localStorage.setItem(
      'currentUser',
      JSON.stringify({ id: 'sub-1', name: 'Anna', email: 'anna@example.it' }),
    );
    cognito.getCurrentUser.mockRejectedValueOnce(error);
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    // a kept session opens at once (tests/unit/web-auth-start.test.ts); Cognito's refusal then ends it
    await waitFor(() => expect(result.current.ready && result.current.user === null).toBe(true));
    // a refused session is not kept for the next visit either
    if (kept) expect(localStorage.getItem(TOKEN)).toBeNull();
  });
});

describe('the session ends', () => {
  it.each([
    ['Amplify signs out', { event: 'signedOut' }],
    [
      'a refresh is refused',
      { event: 'tokenRefresh_failure', data: { error: named('NotAuthorizedException') } },
    ],
  ])('when %s: the user and the tokens are forgotten', async (_case, payload) => {
    const { result } = await signedIn();
    localStorage.setItem(TOKEN, 'r');
    act(() => hub.listeners.forEach((listen) => listen({ payload })));
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(TOKEN)).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    // Not on purpose: the guard may offer to return.
    expect(result.current.signedOut).toBe(false);
  });

  it.each([
    [
      'a refresh fails for want of network',
      { event: 'tokenRefresh_failure', data: { error: new TypeError('x') } },
    ],
    ['a refresh fails without an error', { event: 'tokenRefresh_failure' }],
    ['another event', { event: 'tokenRefresh' }],
    [
      'another event with an error',
      { event: 'signInWithRedirect_failure', data: { error: named('NotAuthorizedException') } },
    ],
  ])('not when %s', async (_case, payload) => {
    const { result } = await signedIn();
    act(() => hub.listeners.forEach((listen) => listen({ payload })));
    expect(result.current.user?.id).toBe('sub-1');
  });

  it('when the API answers 401', async () => {
    const { result } = await signedIn();
    act(() => announceUnauthorized());
    expect(result.current.user).toBeNull();
  });

  it('stops listening when the provider goes', async () => {
    const { unmount } = await signedIn();
    expect(hub.listeners.size).toBe(1);
    const removed = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(hub.stops).toBe(1);
    expect(removed).toHaveBeenCalledWith('salute:unauthorized', expect.any(Function));
  });

  it('on purpose: signed out, nothing of the diary left, even if Cognito cannot be reached', async () => {
    const { result } = await signedIn();
    await outbox.open('sub-1');
    localStorage.setItem(TOKEN, 'r');
    await act(() => result.current.logout());
    expect(cognito.signOut).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ user: null, signedOut: true, isAuthenticated: false });
    expect(localStorage.getItem(TOKEN)).toBeNull();
    expect(outbox.owner).toBeNull();

    const again = await signedIn();
    await outbox.open('sub-1');
    cognito.signOut.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => expect(again.result.current.logout()).rejects.toThrow('Failed to fetch'));
    expect(again.result.current.user).toBeNull();
    expect(outbox.owner).toBeNull();
  });
});

describe('signing in', () => {
  it('sends the address as Cognito keeps it, adopts the account, and raises loading meanwhile', async () => {
    const { result } = await signedOutAtStart();
    cognito.getCurrentUser.mockResolvedValue({ userId: 'user-1' });
    const gate = deferred();
    cognito.signIn.mockImplementation(async () => {
      await gate.promise;
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    let outcome!: Promise<unknown>;
    act(() => {
      outcome = result.current.login('  Anna@Example.IT ', 'il gatto dorme', true);
    });
    expect(result.current.loading).toBe(true);
    await act(async () => gate.resolve());
    await expect(outcome).resolves.toEqual({ ok: true, value: 'signedIn' });
    expect(cognito.signIn).toHaveBeenCalledWith({ username: 'anna@example.it', password: 'il gatto dorme' });
    expect(result.current).toMatchObject({ loading: false, isAuthenticated: true, signedOut: false });
    expect(localStorage.getItem('currentUser')).not.toBeNull();
  });

  it('without "Ricordami" keeps the user in session storage only', async () => {
    const { result } = await signedOutAtStart();
    cognito.getCurrentUser.mockResolvedValue({ userId: 'user-1' });
    await act(() => result.current.login('anna@example.it', 'il gatto dorme', false));
    expect(sessionStorage.getItem('currentUser')).not.toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it.each([
    [
      'Cognito asks to confirm the sign-up',
      { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } },
    ],
  ])('leads to the code when %s', async (_case, answer) => {
    const { result } = await signedOutAtStart();
    cognito.signIn.mockResolvedValue(answer);
    await expect(act(() => result.current.login('anna@example.it', 'x', true))).resolves.toEqual({
      ok: true,
      value: 'confirmSignUp',
    });
    expect(result.current.user).toBeNull();
  });

  it('leads to the code when the account is not confirmed yet', async () => {
    const { result } = await signedOutAtStart();
    cognito.signIn.mockRejectedValue(named('UserNotConfirmedException', 'User is not confirmed.'));
    await expect(act(() => result.current.login('anna@example.it', 'x', true))).resolves.toEqual({
      ok: true,
      value: 'confirmSignUp',
    });
  });

  it('fails with the message of the login: wrong password, or a step this app does not offer', async () => {
    const { result } = await signedOutAtStart();
    const wrong = named('NotAuthorizedException', 'Incorrect username or password.');
    cognito.signIn.mockRejectedValueOnce(wrong);
    await expect(act(() => result.current.login('anna@example.it', 'x', true))).resolves.toEqual({
      ok: false,
      errorKey: 'errors.invalidCredential',
      error: wrong,
    });
    expect(result.current.loading).toBe(false);
    cognito.getCurrentUser.mockResolvedValue({ userId: 'user-1' });
    cognito.signIn.mockResolvedValueOnce({
      isSignedIn: false,
      nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA' },
    });
    const other = await act(() => result.current.login('anna@example.it', 'x', true));
    expect(other).toMatchObject({ ok: false, errorKey: 'errors.login' });
    expect(result.current.user).toBeNull();
  });
});

describe('account actions', () => {
  it('register: the address normalised, the name trimmed, the language as an attribute, and the version of the consent text for the server', async () => {
    const { result } = await signedOutAtStart();
    const outcome = await act(() =>
      result.current.register({
        name: '  Anna Rossi ',
        email: ' Anna@Example.it',
        password: 'il gatto dorme',
        language: 'en',
        consent: true,
      }),
    );
    expect(outcome).toEqual({ ok: true, value: undefined });
    expect(cognito.signUp).toHaveBeenCalledWith({
      username: 'anna@example.it',
      password: 'il gatto dorme',
      options: {
        userAttributes: {
          email: 'anna@example.it',
          name: 'Anna Rossi',
          locale: 'en',
        },
        validationData: { [CONSENT_VALIDATION_KEY]: CONSENT_VERSION },
      },
    });
  });

  it('register: a taken address and an unexpected failure have their messages', async () => {
    const { result } = await signedOutAtStart();
    const input = {
      name: 'A',
      email: 'a@b.it',
      password: 'p',
      language: 'it' as const,
      consent: true as const,
    };
    cognito.signUp.mockRejectedValueOnce(named('UsernameExistsException'));
    expect(await act(() => result.current.register(input))).toMatchObject({ errorKey: 'errors.emailInUse' });
    cognito.signUp.mockRejectedValueOnce(named('SomethingNew'));
    expect(await act(() => result.current.register(input))).toMatchObject({ errorKey: 'errors.register' });
  });

  it('confirming the registration and sending the code again are verification requests', async () => {
    const { result } = await signedOutAtStart();
    expect(await act(() => result.current.confirmRegistration(' Anna@Example.it ', ' 123456 '))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(cognito.confirmSignUp).toHaveBeenCalledWith({
      username: 'anna@example.it',
      confirmationCode: '123456',
    });
    await act(() => result.current.sendVerificationEmail('Anna@Example.it'));
    expect(cognito.resendSignUpCode).toHaveBeenCalledWith({ username: 'anna@example.it' });
    cognito.confirmSignUp.mockRejectedValueOnce(named('SomethingNew'));
    expect(await act(() => result.current.confirmRegistration('a@b.it', '1'))).toMatchObject({
      ok: false,
      errorKey: 'errors.verification',
    });
    cognito.resendSignUpCode.mockRejectedValueOnce(named('SomethingNew'));
    expect(await act(() => result.current.sendVerificationEmail('a@b.it'))).toMatchObject({
      errorKey: 'errors.verification',
    });
  });

  it('a forgotten password: the code asked for, then the new password with it', async () => {
    const { result } = await signedOutAtStart();
    await act(() => result.current.forgotPassword(' Anna@Example.it'));
    expect(cognito.resetPassword).toHaveBeenCalledWith({ username: 'anna@example.it' });
    expect(
      await act(() => result.current.confirmForgotPassword('Anna@Example.it', ' 654321 ', ' nuova frase ')),
    ).toEqual({ ok: true, value: undefined });
    expect(cognito.confirmResetPassword).toHaveBeenCalledWith({
      username: 'anna@example.it',
      confirmationCode: '654321',
      newPassword: ' nuova frase ',
    });
    cognito.resetPassword.mockRejectedValueOnce(named('SomethingNew'));
    expect(await act(() => result.current.forgotPassword('a@b.it'))).toMatchObject({
      errorKey: 'errors.reset',
    });
    cognito.confirmResetPassword.mockRejectedValueOnce(named('SomethingNew'));
    expect(await act(() => result.current.confirmForgotPassword('a@b.it', '1', 'p'))).toMatchObject({
      errorKey: 'errors.reset',
    });
  });

  it('the language: switched at once; kept by the account when there is one', async () => {
    const signedOut = await signedOutAtStart();
    expect(await act(() => signedOut.result.current.updateLanguage('en'))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(i18next.language).toBe('en');
    expect(cognito.updateUserAttributes).not.toHaveBeenCalled();
    cleanup();

    await i18next.changeLanguage('it');
    cognito.getCurrentUser.mockResolvedValue({ userId: 'user-1' });
    const { result } = await signedIn();
    expect(result.current.user?.language).toBe('it');
    expect(await act(() => result.current.updateLanguage('hi'))).toEqual({ ok: true, value: undefined });
    expect(i18next.language).toBe('hi');
    expect(cognito.updateUserAttributes).toHaveBeenCalledWith({ userAttributes: { locale: 'hi' } });
    expect(result.current.user?.language).toBe('hi');
    cognito.updateUserAttributes.mockRejectedValueOnce(new Error('boom'));
    expect(await act(() => result.current.updateLanguage('en'))).toMatchObject({
      ok: false,
      errorKey: 'errors.languageUpdate',
    });
    expect(result.current.user?.language).toBe('hi');
  });

  it('the display name: trimmed, shown at once and kept for a reload', async () => {
    const { result } = await signedIn();
    expect(await act(() => result.current.updateProfile('  Anna Maria '))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(cognito.updateUserAttributes).toHaveBeenCalledWith({ userAttributes: { name: 'Anna Maria' } });
    expect(result.current.user?.name).toBe('Anna Maria');
    expect(JSON.parse(localStorage.getItem('currentUser')!)).toEqual({
      id: 'sub-1',
      name: 'Anna Maria',
      email: 'anna@example.it',
    });
    cognito.updateUserAttributes.mockRejectedValueOnce(new Error('boom'));
    expect(await act(() => result.current.updateProfile('Bea'))).toMatchObject({
      ok: false,
      errorKey: 'app:profile.updateFailed',
    });
    expect(result.current.user?.name).toBe('Anna Maria');
  });

  it('the display name without a user in memory is still kept', async () => {
    const { result } = await signedOutAtStart();
    await act(() => result.current.updateProfile(' Anna '));
    expect(result.current.user).toBeNull();
    expect(JSON.parse(localStorage.getItem('currentUser')!)).toEqual({ id: '', name: 'Anna', email: '' });
  });

  it('a new e-mail: the current password proven first, then a code asked for the new address', async () => {
    const { result } = await signedIn();
    expect(await act(() => result.current.requestEmailChange(' Bea@Example.it ', 'il gatto dorme'))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(cognito.updatePassword).toHaveBeenCalledWith({
      oldPassword: 'il gatto dorme',
      newPassword: 'il gatto dorme',
    });
    expect(cognito.updateUserAttribute).toHaveBeenCalledWith({
      userAttribute: { attributeKey: 'email', value: 'bea@example.it' },
    });
  });

  it.each([
    [
      'a wrong password',
      named('NotAuthorizedException', 'Incorrect username or password.'),
      'app:profile.wrongPassword',
    ],
    ['too many attempts', named('LimitExceededException'), 'errors.tooManyRequests'],
  ])('a new e-mail with %s asks for no code', async (_case, error, key) => {
    const { result } = await signedIn();
    cognito.updatePassword.mockRejectedValueOnce(error);
    expect(await act(() => result.current.requestEmailChange('bea@example.it', 'x'))).toEqual({
      ok: false,
      errorKey: key,
      error,
    });
    expect(cognito.updateUserAttribute).not.toHaveBeenCalled();
  });

  it('a new e-mail already taken', async () => {
    const { result } = await signedIn();
    cognito.updateUserAttribute.mockRejectedValueOnce(named('AliasExistsException'));
    expect(await act(() => result.current.requestEmailChange('bea@example.it', 'x'))).toMatchObject({
      ok: false,
      errorKey: 'errors.emailInUse',
    });
    cognito.updateUserAttribute.mockRejectedValueOnce(named('SomethingNew'));
    expect(await act(() => result.current.requestEmailChange('bea@example.it', 'x'))).toMatchObject({
      errorKey: 'errors.verification',
    });
    // The password check is read as a sign-in.
    cognito.updatePassword.mockRejectedValueOnce(named('SomethingNew'));
    expect(await act(() => result.current.requestEmailChange('bea@example.it', 'x'))).toMatchObject({
      errorKey: 'errors.login',
    });
  });

  it('the code from the new address: in effect, the tokens refreshed and the account read again', async () => {
    const { result } = await signedIn();
    cognito.fetchUserAttributes.mockResolvedValue({ ...attributes, email: 'bea@example.it' });
    expect(await act(() => result.current.confirmEmailChange(' 111222 '))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(cognito.confirmUserAttribute).toHaveBeenCalledWith({
      userAttributeKey: 'email',
      confirmationCode: '111222',
    });
    expect(cognito.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
    expect(result.current.user?.email).toBe('bea@example.it');
    cognito.confirmUserAttribute.mockRejectedValueOnce(named('CodeMismatchException'));
    expect(await act(() => result.current.confirmEmailChange('1'))).toMatchObject({
      ok: false,
      errorKey: 'errors.codeMismatch',
    });
    cognito.confirmUserAttribute.mockRejectedValueOnce(named('SomethingNew'));
    expect(await act(() => result.current.confirmEmailChange('1'))).toMatchObject({
      errorKey: 'errors.verification',
    });
  });
});

describe('useAuth', () => {
  it('outside the provider is a programming error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth outside AuthProvider');
  });
});
