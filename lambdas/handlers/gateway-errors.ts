import type { ApiErrorCode } from '../contracts/errors';
import { pickLanguage } from '../i18n';
import { HttpError } from '../lib/errors';
import { errorResult, type ApiResult } from '../lib/http';

/**
 * The local twin's gateway answers some requests itself (no route, no valid token, a body too large, a
 * handler that failed or took too long). It answers them as the handlers do: the same headers
 * (`Cache-Control: no-store`, `X-Content-Type-Options: nosniff`, JSON) and the error body in the caller's
 * language. (API Gateway's own answers in AWS cannot be shaped on an HTTP API: docs/security.md.)
 */
export function handler(event: { status: number; code: ApiErrorCode; acceptLanguage?: string }): ApiResult {
  return errorResult(new HttpError(event.status, event.code), pickLanguage(event.acceptLanguage));
}
