import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import { signInWithSrp, twin, verifiedAccount, type Tokens } from '../support/accounts';
import { storedItems } from '../support/table';

/**
 * Paths and query strings nobody should send: broken percent-encoding, control characters, huge or odd
 * segments, in every route's path parameters and in every list's query. Never a server error, never a
 * stored item; a 4xx answers with the usual error body.
 */
let user: Tokens;
const RUNS = 400;

beforeAll(async () => {
  const account = await verifiedAccount({ name: 'Percorsi' });
  user = await signInWithSrp(account.email, account.password);
});

/** A path segment or query value as it travels on the wire: often not valid percent-encoding at all. */
const rawPiece = fc.oneof(
  fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%00', '%C0%AF', '..%2F..', '%2e%2e', '%FF%FE', '%u0041', '%%'),
  fc.string({ maxLength: 60 }).map((s) => encodeURIComponent(s)),
  fc.stringMatching(/^[A-Za-z0-9%._~-]{0,200}$/),
);

async function send(method: string, path: string) {
  const response = await fetch(`${twin().apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.accessToken}`, 'accept-language': 'it' },
  });
  const text = await response.text();
  return { status: response.status, text };
}

describe('paths and query strings that cannot be trusted', () => {
  it('never answer 5xx, and say what is wrong in the caller language', async () => {
    const withParams = routes.filter((r) => r.path.includes('{'));
    // What the account holds from its sign-up (the consent record): nothing is added to it.
    const before = await storedItems(`USER#${user.sub}`, '');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withParams),
        fc.array(rawPiece, { minLength: 2, maxLength: 2 }),
        async (route, pieces) => {
          let i = 0;
          const path = route.path.replace(/\{\w+\}/g, () => pieces[i++ % pieces.length] || 'x');
          const { status, text } = await send(route.method, path);
          expect(status, `${route.method} ${path}`).toBeLessThan(500);
          if (status >= 400 && status !== 404 && status !== 413)
            expect(JSON.parse(text).error.message).toEqual(expect.any(String));
        },
      ),
      { numRuns: RUNS },
    );
    expect(await storedItems(`USER#${user.sub}`, '')).toEqual(before);
  });

  it('refuse the two paths of the review with 400 or 404, never 500', async () => {
    for (const path of ['/symptoms/%', '/symptoms/%E0%A4%A']) {
      const { status, text } = await send('GET', path);
      expect([400, 404], path).toContain(status);
      expect(JSON.parse(text).error.message).toEqual(expect.any(String));
    }
  });

  it('never answer 5xx to a list query that makes no sense', async () => {
    const lists = routes.filter((r) => r.method === 'GET' && !r.path.includes('{'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lists),
        fc.array(fc.tuple(fc.constantFrom('from', 'to', 'limit', 'cursor', 'x', '__proto__'), rawPiece), {
          maxLength: 4,
        }),
        async (route, query) => {
          const qs = query.map(([k, v]) => `${k}=${v}`).join('&');
          const { status } = await send('GET', `${route.path}?${qs}`);
          expect(status, `${route.path}?${qs}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
