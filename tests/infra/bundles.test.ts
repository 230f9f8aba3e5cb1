import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLING } from '../../infra/constructs/app-function';
import { REPO_ROOT } from '../../infra/paths';
import { functions, scheduled, type FunctionName } from '../../lambdas/routes';

/**
 * The function bundles as the stack builds them (BUNDLING), run in a fresh Node process through the paths
 * that load code on first use: the assistant's model call (`openai`, inside the bundle) and the feedback
 * e-mail (`@aws-sdk/client-sesv2`, external). A loopback server plays DynamoDB, OpenAI and SES.
 */
const cache = path.join(REPO_ROOT, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
// Inside the repository, so the bundles find the AWS SDK the way the Lambda runtime provides it.
const dir = mkdtempSync(path.join(cache, 'bundles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundle(
  name: keyof typeof functions | keyof typeof scheduled,
  outfile = path.join(dir, `${name}.mjs`),
) {
  const spec =
    name in functions ? functions[name as keyof typeof functions] : scheduled[name as keyof typeof scheduled];
  await build({
    entryPoints: [path.join(REPO_ROOT, spec.entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: BUNDLING.format,
    minify: BUNDLING.minify,
    sourcemap: BUNDLING.sourceMap,
    // The stack targets the Lambda runtime (node24); these tests run on this machine's Node.
    target: `node${process.versions.node.split('.')[0]}`,
    mainFields: BUNDLING.mainFields,
    external: BUNDLING.externalModules,
    banner: { js: BUNDLING.banner },
    logLevel: 'silent',
  });
  return outfile;
}

/** Runs in the child process: imports the bundles and calls them once each. */
const RUN = `
import { createServer } from 'node:http';
const [assistant, feedback, dispatcher] = JSON.parse(process.argv[1]);
const calls = [];
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    calls.push(req.url === '/' ? req.headers['x-amz-target'] : req.url);
    const json = (body, type = 'application/json') => res.writeHead(200, { 'content-type': type }).end(JSON.stringify(body));
    if (req.url === '/v1/chat/completions')
      return json({ id: 'c', object: 'chat.completion', created: 0, model: 'm',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Bevi acqua.' } }] });
    if (req.url === '/v2/email/outbound-emails') return json({ MessageId: 'm' });
    json(raw.includes('KeyConditionExpression') ? { Items: [], Count: 0 } : {}, 'application/x-amz-json-1.0');
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = 'http://127.0.0.1:' + server.address().port;
Object.assign(process.env, {
  AWS_REGION: 'eu-south-1', AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test', AWS_ENDPOINT_URL: url,
  TABLE_NAME: 'salute-test', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: url + '/v1',
  MAIL_FROM: 'noreply@salute.example', TEAM_ADDRESS: 'team@salute.example', POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const event = (routeKey, body, headers = {}) => ({
  routeKey, body: JSON.stringify(body), isBase64Encoded: false, headers: { 'content-type': 'application/json', ...headers },
  requestContext: { requestId: 'r', authorizer: { jwt: { claims: { sub: '9e8d7c6b-5a49-4382-a716-151413121110' } } } },
});
const report = await (await import(dispatcher)).handler({ now: '2026-11-24T07:00:00Z' });
const a = await (await import(assistant)).handler(event('POST /assistant', { message: 'quanta acqua bevo?', conversation: [] }));
const f = await (await import(feedback)).handler(event('POST /feedback/send',
  { satisfaction: 4, usefulFeature: 'medications', missingFeature: '', usabilityRating: 5, recommendation: 9, additionalComments: '' },
  { 'idempotency-key': '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' }));
server.close();
console.log(JSON.stringify({ assistant: [a.statusCode, JSON.parse(a.body)], feedback: f.statusCode, report, calls }));
`;

/** Runs in the child process: the account bundle answers `POST /export/pdf` (a loopback server plays AWS). */
const BRIEF = `
import { createServer } from 'node:http';
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' })
    .end(JSON.stringify(raw.includes('KeyConditionExpression') ? { Items: [], Count: 0 } : {})));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
Object.assign(process.env, {
  AWS_REGION: 'eu-south-1', AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test',
  AWS_ENDPOINT_URL: 'http://127.0.0.1:' + server.address().port, TABLE_NAME: 'salute-test',
  USER_POOL_ID: 'eu-south-1_test', POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const { handler } = await import(process.argv[1]);
const r = await handler({
  routeKey: 'POST /export/{type}', pathParameters: { type: 'pdf' }, body: '{}', isBase64Encoded: false,
  headers: { 'content-type': 'application/json', 'accept-language': 'hi' },
  requestContext: { requestId: 'r', http: { method: 'POST' }, authorizer: { jwt: { claims: { sub: '9e8d7c6b-5a49-4382-a716-151413121110' } } } },
});
server.close();
console.log(JSON.stringify({ status: r.statusCode, type: r.headers['content-type'],
  head: r.isBase64Encoded ? Buffer.from(r.body, 'base64').subarray(0, 5).toString() : '' }));
`;

describe('the function bundles', () => {
  it('load, and run the code they import on first use: the model client and the SES client', async () => {
    const assistant = await bundle('assistant');
    const feedback = await bundle('feedback');
    // The reminders' dispatcher, run by the scheduler: its ESM dependencies (p-map, temporal-polyfill) load.
    const dispatcher = await bundle('reminderDispatcher');
    // esbuild keeps the SDK import as a real import(), and openai inside the bundle (no second file).
    expect(readFileSync(feedback, 'utf8')).toContain('import("@aws-sdk/client-sesv2")');
    expect(readFileSync(feedback, 'utf8')).not.toMatch(/from\s*"@aws-sdk\/client-sesv2"/);
    expect(readFileSync(assistant, 'utf8')).not.toContain('import("openai")');

    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', RUN, JSON.stringify([assistant, feedback, dispatcher])],
      {
        cwd: REPO_ROOT,
        // Not the twin's endpoints (the test runner's setup sets them): every call goes to the loopback server.
        env: {
          ...Object.fromEntries(
            Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_ENDPOINT_URL')),
          ),
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      },
    ).toString();
    const result = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
    expect(result.assistant).toEqual([200, { response: 'Bevi acqua.', offline: false, triage: 'routine' }]);
    expect(result.feedback).toBe(201);
    // A tick over an empty due index: every shard read for the two hours before, nothing sent.
    expect(result.report).toEqual({ now: '2026-11-24T07:00:00.000Z', reminders: 0, sent: 0, retried: 0 });
    expect(result.calls.filter((c: string) => c === 'DynamoDB_20120810.Query').length).toBeGreaterThan(
      8 * 120,
    );
    expect(result.calls).toContain('/v1/chat/completions');
    expect(result.calls).toContain('/v2/email/outbound-emails');
  });

  it('draw the visit brief in Hindi with the fonts the stack copies beside the bundle', async () => {
    const out = path.join(dir, 'account');
    mkdirSync(out, { recursive: true });
    const account = await bundle('account', path.join(out, 'index.mjs'));
    const brief = (env: Record<string, string> = {}) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', BRIEF, account], {
        cwd: REPO_ROOT,
        env: {
          ...Object.fromEntries(
            Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_ENDPOINT_URL')),
          ),
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          ...env,
        },
      })
        .toString()
        .trim()
        .split('\n')
        .at(-1);
    // The stack's own hook, run as CDK runs it after bundling: the fonts beside the bundle that draws.
    for (const command of BUNDLING.commandHooks.afterBundling(REPO_ROOT, out)) {
      execFileSync('bash', ['-c', command]);
    }
    expect(readdirSync(path.join(out, 'fonts')).sort()).toEqual(
      ['devanagari', 'latin', 'latin-ext']
        .flatMap((subset) =>
          [400, 700].map((weight) => `noto-sans-devanagari-${subset}-${weight}-normal.woff`),
        )
        .sort(),
    );
    const result = JSON.parse(brief() ?? '{}');
    expect(result.status).toBe(200);
    expect(result.type).toBe('application/pdf');
    expect(result.head).toBe('%PDF-');
  });
});

/** The clients a function may create at start: every request of the functions that have them needs them. */
const AT_START = new Set(['client-dynamodb', 'lib-dynamodb', 'client-cognito-identity-provider']);
/** SDK packages that only some requests use, imported by those requests (a real `import()`: external). */
const ON_FIRST_USE: [FunctionName, string[]][] = [
  ['records', ['client-secrets-manager']],
  ['assistant', ['client-secrets-manager']],
  ['reminders', ['client-secrets-manager', 'client-sesv2']],
  ['feedback', ['client-sesv2']],
  ['account', ['client-s3', 's3-presigned-post']],
];

describe('what a cold start loads', () => {
  // esbuild hoists a static import of an external package to the top of the bundle even when the module that
  // has it is itself imported lazily: only the packages above may appear there (docs/performance.md).
  it.each(Object.keys(functions) as FunctionName[])(
    '%s imports at start no SDK client but DynamoDB and Cognito',
    async (name) => {
      const code = readFileSync(await bundle(name), 'utf8');
      const atStart = Array.from(code.matchAll(/from\s*"@aws-sdk\/([^"]+)"/g), (m) => m[1]!);
      expect(atStart.filter((pkg) => !AT_START.has(pkg))).toEqual([]);
    },
  );

  it.each(ON_FIRST_USE)('%s loads %j when a request needs them', async (name, packages) => {
    const code = readFileSync(await bundle(name), 'utf8');
    for (const pkg of packages) expect(code, pkg).toContain(`import("@aws-sdk/${pkg}")`);
  });
});
