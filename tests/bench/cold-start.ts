/**
 * Budget: a handler's init ≤ its AWS SDK clients' own init + 25 ms (architecture section 8).
 * Bundles each function as the stack does (esbuild, ESM, minified, SDK external) and imports it in fresh
 * Node processes, side by side with a module that only creates the same SDK clients. Median of 11.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { functions, triggers } from '../../lambdas/routes';
import { REPO_ROOT } from '../../infra/paths';

const RUNS = 11;
const BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** The SDK clients each function creates at module scope, created the same way (the baseline). */
const CLIENTS: Record<string, string> = {
  profile: `import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
new CognitoIdentityProviderClient({});`,
  feedback: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
DynamoDBDocumentClient.from(new DynamoDBClient({}));
new SESv2Client({});`,
  records: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
DynamoDBDocumentClient.from(new DynamoDBClient({}));`,
  assistant: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
DynamoDBDocumentClient.from(new DynamoDBClient({}));
new SecretsManagerClient({});`,
  customMessage: 'export {};',
  preSignUp: 'export {};',
};

async function bundle(entry: string, out: string) {
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    external: ['@aws-sdk/*'],
    banner: { js: BANNER },
    logLevel: 'silent',
  });
  return statSync(out).size;
}

function importMs(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t)`;
  const times = Array.from({ length: RUNS }, () =>
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          AWS_REGION: 'eu-south-1',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
        },
      }).toString(),
    ),
  );
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? NaN;
}

export async function measureColdStarts() {
  const dir = mkdtempSync(path.join(REPO_ROOT, 'node_modules/.bench-'));
  const rows = [];
  for (const [name, spec] of Object.entries({ ...functions, ...triggers })) {
    const out = path.join(dir, `${name}.mjs`);
    const size = await bundle(path.join(REPO_ROOT, spec.entry), out);
    const baseline = path.join(dir, `${name}-sdk.mjs`);
    const clients = CLIENTS[name];
    if (!clients) throw new Error(`No SDK baseline for ${name}: add it to CLIENTS`);
    writeFileSync(baseline, clients);
    rows.push({ name, kb: size / 1024, initMs: importMs(out), sdkMs: importMs(baseline) });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measureColdStarts()) {
    console.log(
      `${r.name.padEnd(14)} bundle ${r.kb.toFixed(1)} KB  init ${r.initMs.toFixed(1)} ms  SDK clients alone ${r.sdkMs.toFixed(1)} ms  overhead ${(r.initMs - r.sdkMs).toFixed(1)} ms (budget 25)`,
    );
  }
}
