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

type RequestInit = { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number };

/** One call with the bearer token and the caller's language; a 401 ends the session, an error is an ApiError. */
async function request(path: string, init: RequestInit): Promise<Response | undefined> {
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
      signal: AbortSignal.timeout(init.timeoutMs ?? API_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'network', i18next.t('errors.network'));
  }
  if (response.status === 401) unauthorized();
  if (response.status === 204) return undefined;
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'internal',
      body?.error?.message ?? i18next.t('errors.generic'),
    );
  }
  return response;
}

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await request(path, init);
  if (!response) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}

/** A file the server makes (an export): its bytes and the name the server gave it. */
export async function apiFile(
  path: string,
  init: RequestInit = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await request(path, { method: 'POST', timeoutMs: 30_000, ...init });
  if (!response) throw new ApiError(500, 'internal', i18next.t('errors.generic'));
  const disposition = response.headers.get('content-disposition') ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return {
    blob: await response.blob(),
    filename: exact ? decodeURIComponent(exact) : (plain ?? null),
  };
}
