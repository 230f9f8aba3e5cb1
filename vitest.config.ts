import { defineConfig } from 'vitest/config';

/**
 * Four suites, one runner. One local twin (in memory, free ports) is started for the whole run and its URLs
 * reach the tests through `inject`: the handlers run in this process and read their endpoints from its
 * environment, so two twins in one process would cross wires.
 */
export default defineConfig({
  test: {
    reporters: ['default'],
    globalSetup: ['tests/support/twin-setup.ts'],
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/support/unit-setup.ts'],
          environment: 'node',
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // What a test polls for is the app answering (a round trip to the twin, which shares this process with
          // the other suites): 1 s, vitest's default, was too short on a busy CI machine (an emergency card after
          // the assistant's first message of a test, 2026-11-29). As long as a locator's own wait.
          expect: { poll: { timeout: 30_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
