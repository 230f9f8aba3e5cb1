// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Opening the app with a session kept on this device: the signed-in screens do not wait for Cognito's round
 * trip (the cached user opens them at once), and a session Cognito then refuses is forgotten here too.
 */
const getCurrentUser = vi.fn();
const fetchUserAttributes = vi.fn();
vi.mock('aws-amplify/auth', () => ({
  getCurrentUser,
  fetchUserAttributes,
  fetchAuthSession: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

const { AuthProvider, useAuth } = await import('../../web/src/lib/auth/AuthProvider');

function Probe() {
  const { ready, user } = useAuth();
  return createElement(
    'p',
    { 'data-testid': 'probe' },
    ready ? (user ? `in:${user.name}` : 'out') : 'waiting',
  );
}
const probe = () => screen.getByTestId('probe').textContent;

const REFRESH_KEY = 'CognitoIdentityServiceProvider.client.user-1.refreshToken';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  getCurrentUser.mockReset();
  fetchUserAttributes.mockReset();
});
afterEach(cleanup);

describe('the session at start', () => {
  it('opens on the session kept here before Cognito answers, then takes Cognito’s account', async () => {
    localStorage.setItem(REFRESH_KEY, 'a-refresh-token');
    localStorage.setItem(
      'currentUser',
      JSON.stringify({ id: 'user-1', name: 'Giulia', email: 'g@example.it' }),
    );
    let answer!: (attrs: Record<string, string>) => void;
    getCurrentUser.mockResolvedValue({ userId: 'user-1', signInDetails: { loginId: 'g@example.it' } });
    fetchUserAttributes.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(createElement(AuthProvider, null, createElement(Probe)));
    expect(probe()).toBe('in:Giulia');
    await act(async () =>
      answer({
        sub: 'user-1',
        email: 'g@example.it',
        name: 'Giulia R.',
        email_verified: 'true',
        locale: 'it',
      }),
    );
    await waitFor(() => expect(probe()).toBe('in:Giulia R.'));
  });

  it('forgets a kept session that Cognito refuses', async () => {
    localStorage.setItem(REFRESH_KEY, 'a-refresh-token');
    localStorage.setItem(
      'currentUser',
      JSON.stringify({ id: 'user-1', name: 'Giulia', email: 'g@example.it' }),
    );
    getCurrentUser.mockRejectedValue(Object.assign(new Error('revoked'), { name: 'NotAuthorizedException' }));
    render(createElement(AuthProvider, null, createElement(Probe)));
    expect(probe()).toBe('in:Giulia');
    await waitFor(() => expect(probe()).toBe('out'));
    expect(localStorage.getItem(REFRESH_KEY)).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('without a kept session, waits for Cognito before deciding', async () => {
    let refuse!: (error: Error) => void;
    getCurrentUser.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    render(createElement(AuthProvider, null, createElement(Probe)));
    expect(probe()).toBe('waiting');
    await act(async () => refuse(Object.assign(new Error('none'), { name: 'UserUnAuthenticatedException' })));
    await waitFor(() => expect(probe()).toBe('out'));
  });

  it('a cached name without tokens is not a session', async () => {
    localStorage.setItem(
      'currentUser',
      JSON.stringify({ id: 'user-1', name: 'Giulia', email: 'g@example.it' }),
    );
    getCurrentUser.mockRejectedValue(
      Object.assign(new Error('none'), { name: 'UserUnAuthenticatedException' }),
    );
    render(createElement(AuthProvider, null, createElement(Probe)));
    expect(probe()).toBe('waiting');
    await waitFor(() => expect(probe()).toBe('out'));
  });
});
