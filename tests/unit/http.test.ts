import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lambdas/lib/errors';
import { MAX_BODY_BYTES, route } from '../../lambdas/lib/http';
import { apiEvent, bodyOf } from '../support/events';

const Body = z.strictObject({
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  email: z.optional(z.email()),
});

let seen: unknown[] = [];
const echo = route({ body: Body }, async ({ body, userId }) => {
  seen.push(body);
  return { status: 201, body: { ...body, userId } };
});

describe('the API wrapper', () => {
  it('answers 415 to a body of another type, reads JSON with a charset or without a type', async () => {
    seen = [];
    const json = (type?: string) =>
      echo(apiEvent('POST /x', { rawBody: '{"rating":4}', headers: type ? { 'content-type': type } : {} }));
    const refused = await json('text/plain');
    expect(refused.statusCode).toBe(415);
    expect(bodyOf(refused).error.code).toBe('unsupported_media_type');
    expect((await json('application/json; charset=UTF-8')).statusCode).toBe(201);
    expect((await json('Application/JSON')).statusCode).toBe(201);
    expect((await json(' application/json ')).statusCode).toBe(201);
    expect((await json()).statusCode).toBe(201);
    expect(seen).toHaveLength(4);
    // Only JSON itself: not a type that starts or ends like it.
    for (const type of [
      'application/jsonp',
      'application/json-patch+json',
      'x-application/json',
      'text/json',
    ]) {
      expect((await json(type)).statusCode).toBe(415);
    }
    expect(seen).toHaveLength(4);
  });

  it('refuses base64 bytes that are not UTF-8 with 400, and reads those that are', async () => {
    seen = [];
    const event = (bytes: Buffer) => ({
      ...apiEvent('POST /x', { headers: { 'content-type': 'application/json' } }),
      body: bytes.toString('base64'),
      isBase64Encoded: true,
    });
    const broken = Buffer.from('{"rating":4,"email":"\xc3(@x.it"}', 'latin1');
    expect((await echo(event(broken))).statusCode).toBe(400);
    expect((await echo(event(Buffer.from('{"rating":4}')))).statusCode).toBe(201);
    expect(seen).toHaveLength(1);
  });

  it('hands a valid body and the caller id from the token to the handler', async () => {
    seen = [];
    const result = await echo(apiEvent('POST /x', { sub: 'user-a', body: { rating: 4 } }));
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toEqual({ rating: 4, userId: 'user-a' });
  });

  it('refuses a body that breaks the schema with 400, field details in Italian, and never calls the handler', async () => {
    seen = [];
    const result = await echo(
      apiEvent('POST /x', { body: { rating: 9, email: 'not-an-email', extra: true } }),
    );
    expect(result.statusCode).toBe(400);
    const error = bodyOf(result).error;
    expect(error.code).toBe('validation_failed');
    expect(error.message).toMatch(/^Alcuni dati non sono validi: /);
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: 'rating', issue: 'valore troppo grande' },
        { path: 'email', issue: 'formato non valido' },
        { path: 'extra', issue: 'campo non previsto' },
      ]),
    );
    expect(seen).toHaveLength(0);
  });

  it('says which field is missing, in the caller language', async () => {
    const result = await echo(apiEvent('POST /x', { body: {}, headers: { 'accept-language': 'hi' } }));
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).error.details).toEqual([{ path: 'rating', issue: 'आवश्यक फ़ील्ड' }]);
  });

  it('answers 400 for a body that is not JSON, and 413 for one too large', async () => {
    const broken = await echo(apiEvent('POST /x', { rawBody: '{"rating":' }));
    expect(broken.statusCode).toBe(400);
    expect(bodyOf(broken).error.code).toBe('invalid_json');
    const huge = await echo(
      apiEvent('POST /x', { rawBody: JSON.stringify({ rating: 1, pad: 'x'.repeat(MAX_BODY_BYTES) }) }),
    );
    expect(huge.statusCode).toBe(413);
  });

  it('does not let "__proto__" in a body reach the handler', async () => {
    seen = [];
    const result = await echo(apiEvent('POST /x', { rawBody: '{"rating":3,"__proto__":{"admin":true}}' }));
    expect(result.statusCode).toBe(400);
    expect(seen).toHaveLength(0);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('maps a domain error to its status with a translated message', async () => {
    const missing = route({}, async () => {
      throw new HttpError(404, 'not_found');
    });
    const result = await missing(
      apiEvent('GET /x', { headers: { 'Accept-Language': 'en;q=0.8, it;q=0.9' } }),
    );
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).error.message).toBe('Elemento non trovato.');
  });

  it("says a refinement's own message in the caller's language, and any other issue as invalid", async () => {
    const Dated = z.strictObject({
      day: z.string().check(z.refine((d) => d < '2100', { message: 'date_future' })),
    });
    const Odd = z.strictObject({ n: z.number().check(z.multipleOf(2)) });
    const Unnamed = z.strictObject({
      x: z.string().check(z.refine(() => false, { message: 'no such key' })),
    });
    const send = (schema: z.ZodMiniType, body: unknown, lang = 'it') =>
      route({ body: schema }, async () => ({ status: 200, body: {} }))(
        apiEvent('POST /x', { body, headers: { 'accept-language': lang } }),
      );
    const future = bodyOf(await send(Dated, { day: '2200-01-01' }));
    expect(future.error.details).toEqual([{ path: 'day', issue: expect.stringMatching(/futur/i) }]);
    const english = bodyOf(await send(Dated, { day: '2200-01-01' }, 'en'));
    expect(english.error.details[0].issue).not.toBe(future.error.details[0].issue);
    const odd = bodyOf(await send(Odd, { n: 3 }));
    const unnamed = bodyOf(await send(Unnamed, { x: 'a' }));
    expect(odd.error.details).toEqual([{ path: 'n', issue: unnamed.error.details[0].issue }]);
    expect(unnamed.error.details[0].issue).toEqual(expect.any(String));
    expect(unnamed.error.details[0].issue).not.toBe(future.error.details[0].issue);
  });
});
