import { fetchAuthSession } from 'aws-amplify/auth';
import type { ApiErrorBody } from '../../../lambdas/contracts/errors';
import { i18next } from '../i18n';
import { isNetworkError } from './auth/errors';
import { clearSessionData } from './auth/storage';
import { announceUnauthorized } from './auth/unauthorized';
import { config } from './config';

/** Spec section 7: JSON, a 15 s time-out, a bearer token on every request. */
export const API_TIMEOUT_MS = 15_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function unauthorized(): never {
  clearSessionData();
  announceUnauthorized();
  window.location.hash = '#/login';
  throw new ApiError(401, 'unauthorized', i18next.t('errors.noUser'));
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  // Offline: fail at once, without touching the session (a refresh attempt would fail and end it).
  if (!navigator.onLine) throw new ApiError(0, 'network', i18next.t('errors.network'));
  let session: Awaited<ReturnType<typeof fetchAuthSession>> | undefined;
  try {
    session = await fetchAuthSession();
  } catch (error) {
    if (isNetworkError(error)) throw new ApiError(0, 'network', i18next.t('errors.network'));
  }
  const token = session?.tokens?.accessToken?.toString();
  if (!token) unauthorized();

  const url = `${config().apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': i18next.language,
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'network', i18next.t('errors.network'));
  }
  if (response.status === 401) unauthorized();
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const body = data as Partial<ApiErrorBody> | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'internal',
      body?.error?.message ?? i18next.t('errors.generic'),
    );
  }
  return data as T;
}
