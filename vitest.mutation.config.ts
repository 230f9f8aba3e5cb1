import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The suites mutation testing runs (stryker.config.json): unit and integration, with the same one local twin.
 * The property test (1,000 generated bodies per kind over HTTP) is left out: it takes ~30 s a run, and the
 * schemas it would guard have their own unit and integration cases. The e2e and infra suites are too slow to
 * run once per mutant.
 */
const projects = base.test?.projects as { test: { name: string; exclude?: string[] } }[];

export default defineConfig({
  test: {
    ...base.test,
    // The Stryker bridge makes the handlers the twin runs in this process see the active mutant too.
    globalSetup: ['tests/support/twin-setup.ts', 'tests/support/stryker-bridge.ts'],
    reporters: ['default', './tests/support/stryker-coverage.ts'],
    projects: projects
      .filter((p) => p.test.name === 'unit' || p.test.name === 'integration')
      .map((p) => ({
        ...p,
        test: {
          ...p.test,
          exclude: [
            '**/node_modules/**',
            'tests/integration/records-property.test.ts',
            // Cognito's lockout (the twin's shim, not the code under mutation) is timing-bound: it fails under
            // Stryker's one-at-a-time runner
            'tests/integration/accounts.test.ts',
            // compiles its own copies of triage.ts from the source text: it tests the cases, not the mutant
            'tests/unit/triage-alternatives.test.ts',
          ],
        },
      })),
  },
});
