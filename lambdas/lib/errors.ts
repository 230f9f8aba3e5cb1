import type { ApiErrorCode } from '../contracts/errors';

/** A failure the caller can act on; the wrapper turns it into an HTTP answer with a translated message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly details?: { path: string; issue: string }[],
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'not_found');
export const conflict = () => new HttpError(409, 'conflict');
export const unauthorized = () => new HttpError(401, 'unauthorized');
