/**
 * Budget: a handler's init ≤ its AWS SDK clients' own init + 25 ms (architecture section 9).
 * Bundles each function as the stack does (`bundleFunction`: esbuild, ESM, minified, split, SDK external) and
 * imports its entry in fresh Node processes, side by side with a module that only creates the SDK clients the function creates at start.
 * The two are imported in turn (handler, baseline, baseline, handler, ...), so a change in the machine's load
 * touches both; the overhead is the median of the paired differences, with its quartiles. 21 pairs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { functions, triggers } from '../../lambdas/routes';
import { bundleFunction, loadedAtStart } from '../../infra/function-bundle';
import { REPO_ROOT } from '../../infra/paths';

const RUNS = Number(process.env.COLD_START_RUNS) || 21;

/**
 * The SDK clients each function creates at module scope, created the same way: traced by Powertools Tracer
 * (X-Ray), as every function's clients are in the stack (the baseline). Clients a function loads on first use
 * are not here (SES on the first e-mail, S3 on the first upload, Secrets Manager on the first secret read,
 * SQS when a shard is queued), and their cost is not in its init either: it is paid by the first request
 * that needs them. The baseline is bundled like the function (the SDK external, the tracer inside).
 */
const trace = (client: string) => `new Tracer({ serviceName: 'salute' }).captureAWSv3Client(${client})`;
const baseline = (clients: ('dynamo' | 'cognito')[]) =>
  [
    "import { Tracer } from '@aws-lambda-powertools/tracer';",
    clients.includes('dynamo')
      ? `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
DynamoDBDocumentClient.from(${trace('new DynamoDBClient({})')});`
      : '',
    clients.includes('cognito')
      ? `import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
${trace('new CognitoIdentityProviderClient({})')};`
      : '',
    'export {};',
  ].join('\n');

const CLIENTS: Record<string, string> = {
  profile: baseline(['dynamo', 'cognito']),
  feedback: baseline(['dynamo']),
  records: baseline(['dynamo']),
  assistant: baseline(['dynamo']),
  reminders: baseline(['dynamo', 'cognito']),
  analytics: baseline(['dynamo']),
  account: baseline(['dynamo', 'cognito']),
  export: baseline(['dynamo', 'cognito']),
  customMessage: baseline([]),
  preSignUp: baseline(['dynamo']),
  postConfirmation: baseline(['dynamo', 'cognito']),
};

/**
 * The function's asset as the stack builds it, for this machine's Node; answers its entry's path and the bytes a
 * start loads (the entry and the files it imports statically).
 */
function bundle(entry: string, outDir: string) {
  const metafile = bundleFunction(entry, outDir, { target: `node${process.versions.node.split('.')[0]}` });
  const entryOut = path.relative(REPO_ROOT, path.join(outDir, 'index.mjs'));
  const size = loadedAtStart(metafile, entryOut).reduce(
    (sum, file) => sum + metafile.outputs[file]!.bytes,
    0,
  );
  return { file: path.join(outDir, 'index.mjs'), size };
}

/**
 * The SDK packages the functions and their baselines load at start (external: the Lambda runtime's). Each
 * process loads them before the timed import, on both sides of a pair: the overhead is the same quantity
 * (both sides load the same modules) without the largest and noisiest part of each import, reading and
 * compiling the SDK from disk, which made the pairs' quartiles ±15 ms wide (±1–2 ms with it). SDK_PRELOAD=0
 * times the whole import, as before 2026-11-27.
 */
const SHARED_SDK = [
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/client-cognito-identity-provider',
];
const SDK_PRELOAD = process.env.SDK_PRELOAD !== '0';

/**
 * Milliseconds to import a module in a fresh Node process: elapsed, and CPU time (user + system, all of the
 * process's threads). On a shared machine the CPU time moves less with the other processes' load.
 */
function importMs(file: string): { wall: number; cpu: number } {
  const preload = SDK_PRELOAD ? SHARED_SDK.map((pkg) => `await import('${pkg}');`).join('') : '';
  const script = `${preload}const c=process.cpuUsage();const t=performance.now();await import(${JSON.stringify(file)});const w=performance.now()-t;const u=process.cpuUsage(c);console.log(w,(u.user+u.system)/1000)`;
  const [wall = NaN, cpu = NaN] = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      AWS_REGION: 'eu-south-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
  })
    .toString()
    .trim()
    .split(' ')
    .map(Number);
  return { wall, cpu };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** Handler and baseline imported in turn, the order swapped every pair. */
function sideBySide(handler: string, baseline: string) {
  const pairs: { h: { wall: number; cpu: number }; b: { wall: number; cpu: number } }[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (i % 2 === 0) {
      const h = importMs(handler);
      pairs.push({ h, b: importMs(baseline) });
    } else {
      const b = importMs(baseline);
      pairs.push({ h: importMs(handler), b });
    }
  }
  const overhead = pairs.map((p) => p.h.wall - p.b.wall);
  const median = (values: number[]) => quantile(values, 0.5);
  return {
    initMs: median(pairs.map((p) => p.h.wall)),
    sdkMs: median(pairs.map((p) => p.b.wall)),
    overheadMs: median(overhead),
    overheadQ1: quantile(overhead, 0.25),
    overheadQ3: quantile(overhead, 0.75),
    overheadCpuMs: median(pairs.map((p) => p.h.cpu - p.b.cpu)),
  };
}

export async function measureColdStarts() {
  const dir = mkdtempSync(path.join(REPO_ROOT, 'node_modules/.bench-'));
  const rows = [];
  const only = process.env.COLD_START_ONLY?.split(',');
  for (const [name, spec] of Object.entries({ ...functions, ...triggers })) {
    if (only && !only.includes(name)) continue;
    const handler = bundle(spec.entry, path.join(dir, name));
    const clients = CLIENTS[name];
    if (!clients) throw new Error(`No SDK baseline for ${name}: add it to CLIENTS`);
    writeFileSync(path.join(dir, `${name}-sdk.ts`), clients);
    const baseline = bundle(path.join(dir, `${name}-sdk.ts`), path.join(dir, `${name}-sdk`));
    rows.push({ name, kb: handler.size / 1024, ...sideBySide(handler.file, baseline.file) });
  }
  if (!process.env.COLD_START_KEEP) rmSync(dir, { recursive: true, force: true });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = (ms: number) => ms.toFixed(1);
  for (const r of await measureColdStarts()) {
    console.log(
      `${r.name.padEnd(14)} loaded at start ${r.kb.toFixed(1)} KB  init ${f(r.initMs)} ms  SDK clients alone ${f(r.sdkMs)} ms  overhead ${f(r.overheadMs)} ms (quartiles ${f(r.overheadQ1)} to ${f(r.overheadQ3)}; CPU ${f(r.overheadCpuMs)} ms; budget 25)`,
    );
  }
}
