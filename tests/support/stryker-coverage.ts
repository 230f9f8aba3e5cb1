import type { Reporter, TestModule } from 'vitest/node';

interface Coverage {
  static: Record<string, number>;
  perTest: Record<string, Record<string, number>>;
}

/**
 * Mutation testing across the local twin (see tests/support/stryker-bridge.ts): the mutants the twin's
 * handlers reached in the main process, and no test worker did, are handed to Stryker as "static" (Stryker
 * then runs every related test for them), so a mutant in lambdas/data or lambdas/lib that only integration
 * tests reach is tested, not reported as not covered. Outside a Stryker run there is no coverage to hand on.
 */
/** The module's task (Vitest's runner state), where the Stryker setup file leaves the coverage it saw. */
const metaOf = (module: TestModule) =>
  (module as unknown as { task: { meta: { mutantCoverage?: Coverage } } }).task.meta;

export default class StrykerCoverage implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const g = globalThis as { __stryker__?: { mutantCoverage?: Coverage } };
    const main = g.__stryker__?.mutantCoverage;
    const first = modules[0];
    if (!main || !first) return;
    const covered = new Set<string>();
    for (const m of modules) {
      const c = metaOf(m).mutantCoverage;
      if (!c) continue;
      Object.keys(c.static).forEach((id) => covered.add(id));
      Object.values(c.perTest).forEach((t) => Object.keys(t).forEach((id) => covered.add(id)));
    }
    const meta = metaOf(first);
    const target = (meta.mutantCoverage ??= { static: {}, perTest: {} });
    for (const [id, hits] of Object.entries(main.static)) {
      if (!covered.has(id)) target.static[id] = (target.static[id] ?? 0) + hits;
    }
    main.static = {};
    main.perTest = {};
  }
}
