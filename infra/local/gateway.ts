import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { ApiErrorCode } from '../../lambdas/contracts/errors';
import {
  API_CORS,
  gatewayErrors,
  functions,
  routeKey,
  routes,
  type FunctionName,
  type RouteSpec,
} from '../../lambdas/routes';
import { closeServer } from './cognito/server';
import { loadHandler } from './entries';
import { listen } from './net';

export interface GatewayOptions {
  host: string;
  port: number;
  /** Repository root: handler entries in the route table are relative to it. */
  root: string;
  /** The JWT authorizer's settings, as on the HTTP API. */
  issuer: string;
  jwksUrl: string;
  audience: string[];
  /** Origins allowed by CORS (the app). */
  allowedOrigins: string[];
  /** Prints one line per request (method, path, status, time; never bodies). */
  log?: (line: string) => void;
  /** The twin's own routes (`POST /_local/...`), never in the stack: body in, status and JSON out. */
  localRoutes?: Record<string, (body: string) => Promise<{ status: number; body: unknown }>>;
}

export interface LocalGateway {
  url: string;
  close(): Promise<void>;
}

type LambdaHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: unknown) => Promise<unknown>;

const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
/** API Gateway's own integration limit. */
const INTEGRATION_TIMEOUT_MS = 30_000;

function compile(route: RouteSpec) {
  const names: string[] = [];
  const pattern = route.path.replace(/\{(\w+)(\+?)\}/g, (_m, name: string, greedy: string) => {
    names.push(name);
    return greedy ? '(.+)' : '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${pattern}$`) };
}

/**
 * A small stand-in for API Gateway's HTTP API: the same route table as the stack, the Cognito JWT
 * authorizer's checks (signature, issuer, audience or client_id, expiry), payload format 2.0 events,
 * CORS for the app's origin, and the real handlers run in-process.
 */
export async function startGateway(options: GatewayOptions): Promise<LocalGateway> {
  const compiled = routes.map(compile);
  const errorModule = await loadHandler<
    (event: { status: number; code: ApiErrorCode; acceptLanguage?: string }) => unknown
  >(options.root, gatewayErrors.entry);
  /** The gateway's own answer, shaped like a handler's (headers, error body in the caller's language). */
  const fail = (req: IncomingMessage, res: ServerResponse, status: number, code: ApiErrorCode) =>
    writeResult(res, errorModule({ status, code, acceptLanguage: req.headers['accept-language'] }));
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  const modules = new Map<FunctionName, Promise<LambdaHandler>>();

  const handlerOf = (fn: FunctionName) => {
    let loaded = modules.get(fn);
    if (!loaded) {
      loaded = loadHandler<LambdaHandler>(options.root, functions[fn].entry);
      modules.set(fn, loaded);
    }
    return loaded;
  };

  async function authorize(header: string | undefined): Promise<JWTPayload | undefined> {
    if (!header) return undefined;
    const token = header.replace(/^Bearer\s+/i, '').trim();
    try {
      // An expiry is required (jose would accept a token without one), and only access tokens are taken:
      // the SPA sends its access token; an ID token (token_use "id") or one without token_use is refused.
      const { payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'token_use'],
      });
      if (payload.token_use !== 'access') return undefined;
      const audiences = [payload.aud, payload.client_id]
        .flat()
        .filter((v): v is string => typeof v === 'string');
      return audiences.some((a) => options.audience.includes(a)) ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    const requestId = randomUUID();
    res.setHeader('x-request-id', requestId);
    handle(req, res, requestId)
      .catch(() => fail(req, res, 500, 'internal'))
      .finally(() => {
        const ms = (performance.now() - started).toFixed(1);
        options.log?.(`${req.method} ${req.url?.split('?')[0]} ${res.statusCode} ${ms} ms ${requestId}`);
      });
  });

  async function handle(req: IncomingMessage, res: ServerResponse, requestId: string) {
    const origin = req.headers.origin;
    if (origin && options.allowedOrigins.includes(origin)) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'origin');
      res.setHeader('access-control-expose-headers', API_CORS.exposeHeaders.join(','));
    }
    if (req.method === 'OPTIONS') {
      if (origin && options.allowedOrigins.includes(origin)) {
        res.setHeader('access-control-allow-methods', API_CORS.allowMethods.join(','));
        res.setHeader('access-control-allow-headers', API_CORS.allowHeaders.join(','));
        res.setHeader('access-control-max-age', String(API_CORS.maxAgeSeconds));
      }
      res.writeHead(204).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://gateway');
    const local = options.localRoutes?.[`${req.method} ${url.pathname}`];
    if (local) {
      const body = await readBody(req);
      const answer = await local(body?.toString('utf8') ?? '');
      return send(res, answer.status, answer.body);
    }
    const match = compiled
      .filter((c) => c.route.method === req.method)
      .map((c) => ({ c, m: c.regex.exec(url.pathname) }))
      .find((x) => x.m);
    if (!match || !match.m) return fail(req, res, 404, 'route_not_found');

    const body = await readBody(req);
    if (body === null) return fail(req, res, 413, 'payload_too_large');

    const claims = await authorize(req.headers.authorization);
    if (!claims) {
      res.setHeader('www-authenticate', 'Bearer');
      return fail(req, res, 401, 'unauthorized');
    }

    const { route, names } = match.c;
    const pathParameters = Object.fromEntries(names.map((n, i) => [n, decodeSegment(match.m![i + 1] ?? '')]));
    const event = buildEvent(req, url, route, pathParameters, body, claims, requestId);
    const handler = await handlerOf(route.fn);
    const timeoutMs = Math.min(functions[route.fn].timeoutSeconds * 1000, INTEGRATION_TIMEOUT_MS);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    let result: unknown;
    try {
      result = await Promise.race([handler(event, { awsRequestId: requestId }), timeout]);
    } catch {
      return fail(req, res, 500, 'internal');
    } finally {
      clearTimeout(timer);
    }
    if (result === 'timeout') return fail(req, res, 503, 'unavailable');
    return writeResult(res, result);
  }

  const port = await listen(server, options.port, options.host, 'the local API gateway');
  return { url: `http://${options.host}:${port}`, close: () => closeServer(server) };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
function encodedBody(body: Buffer): { body: string; isBase64Encoded: boolean } {
  try {
    return { body: utf8.decode(body), isBase64Encoded: false };
  } catch {
    return { body: body.toString('base64'), isBase64Encoded: true };
  }
}

/**
 * A path parameter as the handler receives it: decoded, or as sent when its percent-encoding is broken
 * ("%", "%E0%A4%A"), so the handler refuses it like any other bad id (400/404 in the caller's language)
 * instead of the gateway failing.
 */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** HTTP API hands JWT claims to Lambda as strings. */
function stringClaims(claims: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  );
}

function buildEvent(
  req: IncomingMessage,
  url: URL,
  route: RouteSpec,
  pathParameters: Record<string, string>,
  body: Buffer,
  claims: JWTPayload,
  requestId: string,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: stringClaims(claims), scopes: [] },
      },
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: routeKey(route),
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    // Text when it is UTF-8; otherwise the bytes as sent, base64-encoded (the handler refuses them).
    ...(body.length === 0 ? { isBase64Encoded: false } : encodedBody(body)),
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Payload format 2.0: a structured result, or any other value as a 200 JSON body. */
function writeResult(res: ServerResponse, result: unknown) {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const r = result as {
      statusCode: number;
      headers?: Record<string, string>;
      body?: string;
      isBase64Encoded?: boolean;
    };
    // A file (an export) comes base64-encoded; API Gateway sends its bytes.
    res
      .writeHead(r.statusCode, r.headers ?? {})
      .end(r.isBase64Encoded ? Buffer.from(r.body ?? '', 'base64') : (r.body ?? ''));
    return;
  }
  send(res, 200, result);
}
