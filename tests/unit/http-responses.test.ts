import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { conflict, HttpError, notFound, unauthorized } from '../../lambdas/lib/errors';
import {
  describeIssues,
  dispatcher,
  errorResult,
  headerOf,
  json,
  MAX_BODY_BYTES,
  route,
  type RequestContext,
} from '../../lambdas/lib/http';
import { logger } from '../../lambdas/lib/logger';
import { apiEvent, bodyOf } from '../support/events';
import { logsOf } from '../support/logs';

/** What every answer of the API carries, whatever its status. */
const BASE = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

describe('json()', () => {
  it('answers JSON that no cache keeps and no browser sniffs', () => {
    expect(json(200, { ok: true })).toEqual({ statusCode: 200, headers: BASE, body: '{"ok":true}' });
  });

  it('adds (or overrides) headers, and sends an empty body for no body', () => {
    expect(json(204, undefined, { location: '/x', 'cache-control': 'private' })).toEqual({
      statusCode: 204,
      headers: { ...BASE, location: '/x', 'cache-control': 'private' },
      body: '',
    });
    expect(json(200, null).body).toBe('null');
  });
});

describe('the domain errors', () => {
  it('carry their status and code', () => {
    expect(notFound()).toMatchObject({
      status: 404,
      code: 'not_found',
      name: 'HttpError',
      message: 'not_found',
    });
    expect(conflict()).toMatchObject({ status: 409, code: 'conflict' });
    expect(unauthorized()).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(notFound()).toBeInstanceOf(Error);
    expect(new HttpError(400, 'validation_failed', [{ path: 'a', issue: 'b' }]).details).toEqual([
      { path: 'a', issue: 'b' },
    ]);
  });
});

describe('errorResult()', () => {
  it('answers the status with the code and the message in the caller language, with the same headers', () => {
    const result = errorResult(conflict(), 'en');
    expect(result.statusCode).toBe(409);
    expect(result.headers).toEqual(BASE);
    expect(bodyOf(result)).toEqual({
      error: { code: 'conflict', message: 'The data was changed in the meantime. Reload and try again.' },
    });
  });

  it('says each detail in the caller language when it names a message, and lists them in the message', () => {
    const error = new HttpError(400, 'validation_failed', [
      { path: 'cursor', issue: 'cursor' },
      { path: '', issue: 'uuid' },
      { path: 'x', issue: 'already said' },
    ]);
    expect(bodyOf(errorResult(error, 'en')).error).toEqual({
      code: 'validation_failed',
      message:
        'Some data is not valid: cursor: the page cursor is not valid: start again from the first page; invalid identifier (a UUID is needed); x: already said',
      details: [
        { path: 'cursor', issue: 'the page cursor is not valid: start again from the first page' },
        { path: '', issue: 'invalid identifier (a UUID is needed)' },
        { path: 'x', issue: 'already said' },
      ],
    });
    // Without details, the message has none either.
    expect(bodyOf(errorResult(new HttpError(400, 'validation_failed'), 'en')).error).toEqual({
      code: 'validation_failed',
      message: 'Some data is not valid: ',
    });
    // An inherited name is not a message of the catalogue.
    const inherited = new HttpError(400, 'validation_failed', [{ path: 'p', issue: 'toString' }]);
    expect(bodyOf(errorResult(inherited, 'it')).error.details).toEqual([{ path: 'p', issue: 'toString' }]);
  });
});

describe('describeIssues()', () => {
  // With the input in each issue (reportInput), as zod can be asked to: a missing field and a wrong type differ.
  const issuesOf = (schema: z.ZodMiniType, value: unknown) => {
    const parsed = schema.safeParse(value, { reportInput: true });
    if (parsed.success) throw new Error('expected a failure');
    return parsed.error.issues;
  };

  it('names each kind of problem, with the field path, in the caller language', () => {
    const Body = z.strictObject({
      name: z.string(),
      count: z.number(),
      small: z.number().check(z.gte(3)),
      big: z.string().check(z.maxLength(2)),
      mail: z.email(),
      kind: z.enum(['a', 'b']),
      nested: z.strictObject({ inner: z.optional(z.string()) }),
      even: z.number().check(z.refine((n) => n % 2 === 0)),
      deep: z.strictObject({ n: z.number() }),
    });
    const issues = issuesOf(Body, {
      count: 'three',
      small: 1,
      big: 'long',
      mail: 'nope',
      kind: 'c',
      nested: { inner: 'x', extra: 1, more: 2 },
      even: 3,
      deep: { n: 'x' },
      top: true,
    });
    expect(describeIssues(issues, 'en')).toEqual(
      expect.arrayContaining([
        { path: 'name', issue: 'required field' },
        { path: 'count', issue: 'wrong type' },
        { path: 'small', issue: 'value too small' },
        { path: 'big', issue: 'value too large' },
        { path: 'mail', issue: 'invalid format' },
        { path: 'kind', issue: 'value not allowed' },
        { path: 'nested.extra', issue: 'unexpected field' },
        { path: 'nested.more', issue: 'unexpected field' },
        { path: 'even', issue: 'invalid value' },
        { path: 'deep.n', issue: 'wrong type' },
        { path: 'top', issue: 'unexpected field' },
      ]),
    );
    expect(describeIssues(issuesOf(z.array(z.number()), [1, 'x']), 'it')).toEqual([
      { path: '1', issue: 'tipo non valido' },
    ]);
  });

  it('says at most ten issues', () => {
    const Many = z.array(z.number());
    const issues = issuesOf(
      Many,
      Array.from({ length: 12 }, () => 'x'),
    );
    expect(issues).toHaveLength(12);
    expect(describeIssues(issues, 'it').map((d) => d.path)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i)),
    );
  });
});

describe('headerOf()', () => {
  it('finds a header whatever its case, and nothing when it is not there', () => {
    const event = apiEvent('GET /x', { headers: { 'Idempotency-Key': 'k-1', 'x-other': 'o' } });
    expect(headerOf(event, 'idempotency-key')).toBe('k-1');
    expect(headerOf(event, 'accept-language')).toBeUndefined();
    expect(headerOf({ ...event, headers: undefined } as never, 'x-other')).toBeUndefined();
  });
});

describe('route()', () => {
  let seen: RequestContext<unknown> | undefined;
  const Body = z.optional(z.strictObject({ note: z.string() }));
  const handler = route({ body: Body }, async (ctx) => {
    seen = ctx as RequestContext<unknown>;
    return { status: 200, body: { got: ctx.body ?? null }, headers: { etag: '"1"' } };
  });

  it('answers with the handler status, body and headers on top of the JSON ones', async () => {
    const result = await handler(apiEvent('POST /x', { body: { note: 'ciao' } }));
    expect(result).toEqual({
      statusCode: 200,
      headers: { ...BASE, etag: '"1"' },
      body: '{"got":{"note":"ciao"}}',
    });
  });

  it('reads a base64 body, and an empty or blank body as none', async () => {
    const base64 = {
      ...apiEvent('POST /x'),
      body: Buffer.from('{"note":"è"}').toString('base64'),
      isBase64Encoded: true,
    };
    expect(bodyOf(await handler(base64))).toEqual({ got: { note: 'è' } });
    expect(bodyOf(await handler(apiEvent('POST /x', { rawBody: '  \n' })))).toEqual({ got: null });
    expect(bodyOf(await handler(apiEvent('POST /x')))).toEqual({ got: null });
  });

  it(`takes a body of exactly ${MAX_BODY_BYTES} bytes, and refuses one byte more with 413`, async () => {
    expect(MAX_BODY_BYTES).toBe(65_536);
    const pad = (bytes: number) => JSON.stringify({ note: 'x'.repeat(bytes - '{"note":""}'.length) });
    expect(Buffer.byteLength(pad(MAX_BODY_BYTES))).toBe(MAX_BODY_BYTES);
    expect((await handler(apiEvent('POST /x', { rawBody: pad(MAX_BODY_BYTES) }))).statusCode).toBe(200);
    const over = await handler(apiEvent('POST /x', { rawBody: pad(MAX_BODY_BYTES + 1) }));
    expect(over.statusCode).toBe(413);
    expect(bodyOf(over).error).toEqual({
      code: 'payload_too_large',
      message: 'La richiesta è troppo grande.',
    });
  });

  it('hands the handler the caller, the language, the path and query values that are set, and the request id', async () => {
    const event = apiEvent('GET /x/{id}', {
      sub: 'user-1',
      username: 'maria',
      headers: { 'Accept-Language': 'hi-IN' },
      pathParameters: { id: 'abc', gone: undefined as never },
      queryStringParameters: { from: '2026-11-01', empty: undefined as never },
    });
    await handler(event);
    expect(seen).toMatchObject({
      userId: 'user-1',
      username: 'maria',
      lang: 'hi',
      params: { id: 'abc' },
      query: { from: '2026-11-01' },
      requestId: 'req-1',
      event,
    });
    expect(Object.keys(seen?.params ?? {})).toEqual(['id']);
    expect(Object.keys(seen?.query ?? {})).toEqual(['from']);
  });

  it('takes the user name from the id token claim, or the sub, when the access token has none', async () => {
    const idToken = apiEvent('GET /x', { sub: 'user-2' });
    const claims = idToken.requestContext.authorizer.jwt.claims;
    delete claims.username;
    claims['cognito:username'] = 'luca';
    await handler(idToken);
    expect(seen?.username).toBe('luca');
    delete claims['cognito:username'];
    await handler(idToken);
    expect(seen?.username).toBe('user-2');
    expect(seen?.params).toEqual({});
    expect(seen?.query).toEqual({});
  });

  it('refuses a caller without a sub with 401 before the handler, in the caller language', async () => {
    seen = undefined;
    const result = await handler(apiEvent('GET /x', { sub: null, headers: { 'accept-language': 'en' } }));
    expect(result.statusCode).toBe(401);
    expect(result.headers).toEqual(BASE);
    expect(bodyOf(result).error).toEqual({ code: 'unauthorized', message: 'The user is not authenticated' });
    expect(seen).toBeUndefined();
    const numeric = apiEvent('GET /x');
    numeric.requestContext.authorizer.jwt.claims.sub = 42 as never;
    expect((await handler(numeric)).statusCode).toBe(401);
  });

  it('answers 401, not 500, to an event without an authorizer or a request context (a route left open)', async () => {
    seen = undefined;
    const open = apiEvent('GET /x');
    delete (open.requestContext as { authorizer?: unknown }).authorizer;
    expect((await handler(open)).statusCode).toBe(401);
    const otherAuthorizer = apiEvent('GET /x');
    (otherAuthorizer.requestContext as { authorizer: unknown }).authorizer = { lambda: { sub: 'x' } };
    expect((await handler(otherAuthorizer)).statusCode).toBe(401);
    const bare = { ...apiEvent('GET /x'), requestContext: undefined } as never;
    const result = await handler(bare);
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result).error.code).toBe('unauthorized');
    expect(seen).toBeUndefined();
  });

  it('answers 500 with the generic message for anything unexpected, never its text', async () => {
    const failing = route({}, async () => {
      throw new Error('secret detail of the failure');
    });
    const result = await failing(apiEvent('GET /x', { headers: { 'accept-language': 'en' } }));
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({
      error: { code: 'internal', message: 'An error occurred. Please try again.' },
    });
    const odd = route({}, async () => {
      throw 'a string';
    });
    expect((await odd(apiEvent('GET /x'))).statusCode).toBe(500);
  });

  it('logs refusals with status and code, failures with the error, and the request id only while it runs', async () => {
    const refusing = route({}, async () => {
      logger.info('working');
      throw new HttpError(409, 'conflict');
    });
    const failing = route({ body: Body }, async () => {
      throw new TypeError('boom');
    });
    const oddly = route({}, async () => {
      throw 'ho la pressione a 180';
    });
    const event = apiEvent('PUT /symptoms/{id}');
    const logs = await logsOf(async () => {
      await refusing(event);
      await failing(apiEvent('POST /x', { body: { note: 'ho la febbre alta' } }));
      await oddly(apiEvent('GET /x'));
      logger.info('after');
    });
    expect(logs.find((l) => l.message === 'working')).toMatchObject({
      requestId: 'req-1',
      routeKey: 'PUT /symptoms/{id}',
      userId: '11111111-2222-3333-4444-555555555555',
    });
    expect(logs.find((l) => l.message === 'request refused')).toMatchObject({
      level: 'INFO',
      status: 409,
      code: 'conflict',
      requestId: 'req-1',
    });
    const failed = logs.filter((l) => l.level === 'ERROR');
    // An Error by its name, message and stack; anything else thrown, as a plain Error that does not carry it.
    expect(failed.map((l) => [l.error?.name, l.error?.message])).toEqual([
      ['TypeError', 'boom'],
      ['Error', expect.any(String)],
    ]);
    const after = logs.find((l) => l.message === 'after');
    expect(after).toBeDefined();
    expect(after).not.toHaveProperty('requestId');
    expect(after).not.toHaveProperty('routeKey');
    expect(after).not.toHaveProperty('userId');
    // The person's words never reach the logs.
    expect(JSON.stringify(logs)).not.toContain('febbre');
    expect(JSON.stringify(logs)).not.toContain('pressione');
  });

  it('logs a request without a request id as unknown', async () => {
    const event = apiEvent('GET /x');
    delete (event.requestContext as { requestId?: string }).requestId;
    const probe = route({}, async ({ requestId }) => {
      logger.info('probe');
      return { status: 200, body: { requestId } };
    });
    let body: unknown;
    const logs = await logsOf(async () => {
      body = bodyOf(await probe(event));
    });
    expect(body).toEqual({ requestId: 'unknown' });
    expect(logs.find((l) => l.message === 'probe')?.requestId).toBe('unknown');
  });
});

describe('dispatcher()', () => {
  const serve = dispatcher({ 'GET /a': async () => json(200, { route: 'a' }) });

  it('runs the handler of the route key', async () => {
    expect(bodyOf(await serve(apiEvent('GET /a')))).toEqual({ route: 'a' });
  });

  it('answers 404 for any other route, inherited names included, in the caller language', async () => {
    for (const key of ['GET /b', 'toString', 'constructor', '__proto__']) {
      const result = await serve(apiEvent(key, { headers: { 'accept-language': 'en' } }));
      expect(result.statusCode).toBe(404);
      expect(result.headers).toEqual(BASE);
      expect(bodyOf(result).error).toEqual({ code: 'route_not_found', message: 'Address not found.' });
    }
  });
});
