import type { TestProject } from 'vitest/node';

/**
 * Mutation testing (StrykerJS) across the local twin. Stryker switches a mutant on through a global
 * (`__stryker__.activeMutant`) it sets in the test workers; the integration tests reach the handlers over HTTP,
 * and the twin runs them in the main Vitest process, which that global never reaches. This global setup
 * mirrors the active mutant into the main process; tests/support/stryker-coverage.ts reports the mutants
 * covered only there. Outside a Stryker run it does nothing.
 */
export function setup(project: TestProject) {
  if (!process.env.STRYKER_MUTATOR_WORKER) return;
  const provided = () =>
    project.vitest.getRootProject().getProvidedContext() as { mode?: string; activeMutant?: string };
  const g = globalThis as { __stryker__?: object };
  const ns = (g.__stryker__ ??= {});
  Object.defineProperty(ns, 'activeMutant', {
    configurable: true,
    get: () => {
      const context = provided();
      return context.mode === 'mutant' ? String(context.activeMutant) : undefined;
    },
    set: () => {},
  });
}
