/** `npm run bench`: every benchmark, one after the other; figures go to docs/performance.md by hand. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../infra/paths';

const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
execFileSync(
  path.join(REPO_ROOT, 'node_modules/.bin/vite'),
  ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
  { cwd: REPO_ROOT, stdio: 'inherit' },
);
for (const bench of [
  'bundle.ts',
  'lighthouse.ts',
  'cold-start.ts',
  'api-latency.ts',
  'symptoms-render.ts',
  'triage.ts',
  'reminders.ts',
  'sessions.ts',
  'analytics.ts',
  'export.ts',
]) {
  execFileSync(tsx, [path.join(REPO_ROOT, 'tests/bench', bench)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
  });
}
