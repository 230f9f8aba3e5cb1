/**
 * `npm test`: everything that proves the product works, in order, then one line `N passed, N failed`.
 *   1. build the SPA into web/dist (the local twin serves it to the integration and e2e suites; the CDK app
 *      builds its own copy from the sources)
 *   2. type-check (strict) and lint
 *   3. the unit, integration, infra and e2e suites (Vitest)
 * Everything the run writes to the temporary directory (each CDK synthesis makes a `cdk.out*` there, Chromium a
 * profile, some tests their own files) goes into one folder of its own, removed at the end, so that running the
 * tests again and again does not fill the disk.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, 'tests/artifacts');
mkdirSync(artifacts, { recursive: true });
const scratch = mkdtempSync(path.join(tmpdir(), 'salute-test-'));
const env = {
  ...process.env,
  TMPDIR: scratch,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
};

function step(name: string, command: string, args: string[]): boolean {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const checks: [string, boolean][] = [];
checks.push([
  'build the SPA',
  step('build the SPA', bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']),
]);
checks.push([
  'type-check',
  step('type-check', bin('tsc'), ['-p', 'tsconfig.json']) &&
    step('type-check web', bin('tsc'), ['-p', 'web/tsconfig.json']),
]);
checks.push(['lint', step('lint', bin('eslint'), ['.', '--max-warnings', '0'])]);
checks.push([
  'OpenAPI document current',
  step('OpenAPI document current', bin('tsx'), ['scripts/openapi.ts', '--check']),
]);

const report = path.join(artifacts, 'vitest.json');
const suitesOk = step('test suites', bin('vitest'), [
  'run',
  ...process.argv.slice(2),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

let passed = 0;
let failed = 0;
try {
  const data = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed = data.numPassedTests;
  failed = data.numFailedTests;
} catch {
  failed += 1;
}
const failedChecks = checks.filter(([, ok]) => !ok).map(([name]) => name);
if (failedChecks.length) console.log(`\nFailed checks: ${failedChecks.join(', ')}`);
if (!suitesOk && failed === 0) failed = 1;
console.log(
  `\n${passed + checks.length - failedChecks.length} passed, ${failed + failedChecks.length} failed`,
);
rmSync(scratch, { recursive: true, force: true });
process.exit(failed + failedChecks.length === 0 && suitesOk ? 0 : 1);
