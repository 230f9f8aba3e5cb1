import { beforeAll, describe, expect, it } from 'vitest';
import { signInWithSrp, twin, verifiedAccount, type Tokens } from '../support/accounts';

/**
 * What the twin's gateway answers by itself (no route, no valid token, a body too large) comes with the same
 * headers as the handlers' answers and the error body in the caller's language.
 */
let user: Tokens;
beforeAll(async () => {
  const account = await verifiedAccount({ name: 'Porta' });
  user = await signInWithSrp(account.email, account.password);
});

async function expectHandlerLike(response: Response, status: number, code: string, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: { code, message } });
}

describe("the gateway's own answers", () => {
  it('say "not found", "not authenticated" and "too large" as the handlers would, in the caller language', async () => {
    const api = twin().apiUrl;
    await expectHandlerLike(
      await fetch(`${api}/non-esiste`, { headers: { authorization: `Bearer ${user.accessToken}` } }),
      404,
      'route_not_found',
      'Indirizzo non trovato.',
    );
    const noToken = await fetch(`${api}/symptoms`, { headers: { 'accept-language': 'en' } });
    expect(noToken.headers.get('www-authenticate')).toBe('Bearer');
    await expectHandlerLike(noToken, 401, 'unauthorized', 'The user is not authenticated');
    await expectHandlerLike(
      await fetch(`${api}/symptoms/0f8b7c1e-4a4b-4f4e-9a39-3b7f2a1c9d10`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ notes: 'x'.repeat(11 * 1024 * 1024) }),
      }),
      413,
      'payload_too_large',
      'La richiesta è troppo grande.',
    );
  });
});
