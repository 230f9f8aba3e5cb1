import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functions, routeKey, routes, triggers } from '../../lambdas/routes';
import { REPO_ROOT } from '../../infra/paths';
import { apiEvent } from '../support/events';

describe('the route table', () => {
  it('has unique routes, every one behind the JWT authorizer', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) expect(route.auth).toBe('jwt');
  });

  it.each(Object.entries({ ...functions, ...triggers }))(
    '%s has an entry module exporting handler',
    async (_n, spec) => {
      const file = path.join(REPO_ROOT, spec.entry);
      expect(existsSync(file)).toBe(true);
      const mod = (await import(file)) as { handler?: unknown };
      expect(typeof mod.handler).toBe('function');
    },
  );

  it.each(routes.map((r) => [routeKey(r), r.fn] as const))(
    '%s is served by the %s function',
    async (key, fn) => {
      const mod = (await import(path.join(REPO_ROOT, functions[fn].entry))) as {
        handler: (e: unknown) => Promise<{ statusCode: number }>;
      };
      // Without a caller the dispatcher must reach the route (401), not answer "no such route" (404).
      const result = await mod.handler(apiEvent(key, { sub: null }));
      expect(result.statusCode).toBe(401);
    },
  );
});
