import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { ApiErrorBody } from '../contracts/errors';
import { catalogs, format, pickLanguage, type Language } from '../i18n';
import { sessionsEndedAt } from '../data/sessions';
import { HttpError } from './errors';
import { logger } from './logger';
import { tracer } from './tracer';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** Bodies above this are refused before parsing (HTTP API itself caps payloads at 10 MB). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface RequestContext<Body> {
  /** The caller's Cognito `sub`, taken from the verified JWT, never from the body. */
  userId: string;
  /** The Cognito user name (access token `username`, the id token `cognito:username`). */
  username: string;
  lang: Language;
  body: Body;
  params: Record<string, string>;
  query: Record<string, string>;
  requestId: string;
  event: ApiEvent;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A file to download instead of a JSON body (the exports). */
  file?: FileReply;
}

export interface FileReply {
  bytes: Uint8Array;
  contentType: string;
  /** What the file is and which period ("diario-salute-2026-01-01_2026-06-30.csv"). */
  filename: string;
  /** The bytes are gzip-compressed text (the client said it accepts it): `Content-Encoding: gzip`. */
  gzipped?: boolean;
}

interface RouteOptions<S extends z.ZodMiniType | undefined> {
  /** The contract schema of the request body; without one, a body is not read. */
  body?: S;
  /** A larger body than MAX_BODY_BYTES (an import), up to what a Lambda can receive. */
  maxBytes?: number;
}

type Handler<S> = (ctx: RequestContext<S extends z.ZodMiniType ? z.infer<S> : undefined>) => Promise<Reply>;

const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode: status,
    headers: { ...BASE_HEADERS, ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

/** An error as the API says it: its code, the message in the caller's language, the problems at their place. */
export function errorBody(error: HttpError, lang: Language): ApiErrorBody {
  const messages = catalogs[lang];
  // A detail may name a validation message by its key ("cursor", "uuid"...): it is said in the caller's language.
  const details = error.details?.map((d) => ({
    path: d.path,
    issue: Object.hasOwn(messages.validation, d.issue)
      ? messages.validation[d.issue as keyof typeof messages.validation]
      : d.issue,
  }));
  const text = details ? details.map((d) => (d.path ? `${d.path}: ${d.issue}` : d.issue)).join('; ') : '';
  return {
    error: {
      code: error.code,
      message: format(messages.errors[error.code], { details: text }),
      ...(details ? { details } : {}),
    },
  };
}

export function errorResult(error: HttpError, lang: Language): ApiResult {
  return json(error.status, errorBody(error, lang));
}

/**
 * A download: the bytes base64-encoded (API Gateway decodes them), `Content-Disposition: attachment` with an
 * ASCII name and the exact one in RFC 5987 form, never cached.
 */
export function fileResult(file: FileReply): ApiResult {
  const ascii = file.filename
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return {
    statusCode: 200,
    headers: {
      ...BASE_HEADERS,
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      ...(file.gzipped ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    },
    body: Buffer.from(file.bytes).toString('base64'),
    isBase64Encoded: true,
  };
}

/** Turns zod issues into short, translated, field-level messages (never echoing the input). */
export function describeIssues(issues: readonly z.core.$ZodIssue[], lang: Language) {
  const v = catalogs[lang].validation;
  return issues.slice(0, 10).flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    switch (issue.code) {
      case 'invalid_type':
        return [{ path, issue: issue.input === undefined ? v.required : v.invalid_type }];
      case 'too_small':
        return [{ path, issue: v.too_small }];
      case 'too_big':
        return [{ path, issue: v.too_big }];
      case 'invalid_format':
        return [{ path, issue: v.invalid_format }];
      case 'invalid_value':
        return [{ path, issue: v.invalid_value }];
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, issue: v.unrecognized_keys }));
      case 'custom':
        // A refinement names its message by a validation key ("date_future"): said in the caller's language.
        return [
          { path, issue: Object.hasOwn(v, issue.message) ? v[issue.message as keyof typeof v] : v.invalid },
        ];
      default:
        return [{ path, issue: v.invalid }];
    }
  });
}

export function headerOf(event: ApiEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key ? headers[key] : undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function parseBody(event: ApiEvent, maxBytes = MAX_BODY_BYTES): unknown {
  const raw = event.body ?? '';
  // Bytes that are not UTF-8 are refused, not silently replaced (the twin, and API Gateway for a body it
  // cannot pass as text, hand them over base64-encoded).
  let text: string;
  try {
    text = event.isBase64Encoded ? utf8.decode(Buffer.from(raw, 'base64')) : raw;
  } catch {
    throw new HttpError(400, 'invalid_json');
  }
  if (Buffer.byteLength(text, 'utf8') > maxBytes) throw new HttpError(413, 'payload_too_large');
  if (text.trim() === '') return undefined;
  // A body says what it is: JSON only (a missing type is read as JSON, as the spec's clients send it).
  const type = headerOf(event, 'content-type');
  if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw new HttpError(415, 'unsupported_media_type');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid_json');
  }
}

/**
 * The one wrapper every API handler goes through: language, caller identity from the JWT claims,
 * body parsing and validation against the contract schema, domain errors to HTTP, JSON out.
 * Bad input never reaches the handler and never produces a 5xx.
 */
export function route<S extends z.ZodMiniType | undefined = undefined>(
  options: RouteOptions<S>,
  handler: Handler<S>,
): (event: ApiEvent) => Promise<ApiResult> {
  return async (event) => {
    const lang = pickLanguage(headerOf(event, 'accept-language'));
    const requestId = event.requestContext?.requestId ?? 'unknown';
    logger.appendKeys({ requestId, routeKey: event.routeKey });
    // The trace says which route it was (X-Ray annotations are searchable); never the caller's data.
    tracer.putAnnotation('route', event.routeKey);
    try {
      const claims = event.requestContext?.authorizer?.jwt?.claims ?? {};
      const userId = typeof claims.sub === 'string' ? claims.sub : '';
      if (!userId) throw new HttpError(401, 'unauthorized');
      // Every line the request logs says whose request it was (the Cognito subject, never a name or e-mail).
      logger.appendKeys({ userId });
      const username = String(claims.username ?? claims['cognito:username'] ?? userId);

      let body: unknown = undefined;
      if (options.body) {
        const parsed = options.body.safeParse(parseBody(event, options.maxBytes));
        if (!parsed.success) {
          throw new HttpError(400, 'validation_failed', describeIssues(parsed.error.issues, lang));
        }
        body = parsed.data;
      }
      // A token of a session the person ended (every device, a new password) is refused like no token
      // (after the body's checks, which cost nothing: bad input is refused without reading the table).
      // A write reads it afresh: nothing is written once the person ended their sessions or deleted the account.
      const writes = event.requestContext?.http?.method !== 'GET';
      const endedAt = await sessionsEndedAt(userId, Date.now(), writes);
      if (endedAt !== undefined && !(Number(claims.auth_time) > endedAt)) {
        throw new HttpError(401, 'unauthorized');
      }
      const reply = await handler({
        userId,
        username,
        lang,
        body: body as never,
        params: Object.fromEntries(
          Object.entries(event.pathParameters ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
        ),
        query: Object.fromEntries(
          Object.entries(event.queryStringParameters ?? {}).filter(
            (e): e is [string, string] => e[1] !== undefined,
          ),
        ),
        requestId,
        event,
      });
      return reply.file ? fileResult(reply.file) : json(reply.status, reply.body, reply.headers);
    } catch (error) {
      if (error instanceof HttpError) {
        logger.info('request refused', { status: error.status, code: error.code });
        return errorResult(error, lang);
      }
      // Name, message and stack only: bodies, tokens and codes never reach the logs.
      // Stryker disable next-line StringLiteral: log wording; what is logged, and what never is, is tested
      logger.error('request failed', error instanceof Error ? error : new Error('non-Error thrown'));
      return errorResult(new HttpError(500, 'internal'), lang);
    } finally {
      logger.removeKeys(['requestId', 'routeKey', 'userId']);
    }
  };
}

/** A Lambda that serves several routes of one bounded context, chosen by the event's `routeKey`. */
export function dispatcher(
  handlers: Record<string, (event: ApiEvent) => Promise<ApiResult>>,
): (event: ApiEvent) => Promise<ApiResult> {
  return async (event) => {
    const handler = Object.hasOwn(handlers, event.routeKey) ? handlers[event.routeKey] : undefined;
    if (!handler) {
      return errorResult(
        new HttpError(404, 'route_not_found'),
        pickLanguage(headerOf(event, 'accept-language')),
      );
    }
    return handler(event);
  };
}
