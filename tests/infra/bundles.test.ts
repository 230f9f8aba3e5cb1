import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLING } from '../../infra/constructs/app-function';
import { REPO_ROOT } from '../../infra/paths';
import {
  deployTasks,
  functions,
  scheduled,
  triggers,
  type FunctionName,
  type TableAction,
} from '../../lambdas/routes';

/**
 * The function bundles as the stack builds them (BUNDLING, then its after-bundling hooks), run in a fresh Node
 * process through the paths that load code on first use: the assistant's model call (`openai`, bundled beside
 * the function) and the feedback e-mail (`@aws-sdk/client-sesv2`, external). A loopback server plays DynamoDB,
 * OpenAI and SES. Each function's folder is what its asset holds; the folder above has only the AWS SDK in
 * its `node_modules`, as the Lambda runtime provides it, so a package missing from an asset cannot be found
 * in the repository's instead.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'bundles-'));
mkdirSync(path.join(dir, 'node_modules'));
symlinkSync(path.join(REPO_ROOT, 'node_modules/@aws-sdk'), path.join(dir, 'node_modules/@aws-sdk'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The function's asset folder, built as CDK builds it; answers the path of its `index.mjs`. */
async function bundle(name: keyof typeof functions | keyof typeof scheduled | keyof typeof deployTasks) {
  const spec: { entry: string } = { ...functions, ...scheduled, ...deployTasks }[name];
  const asset = path.join(dir, name);
  const outfile = path.join(asset, 'index.mjs');
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
  // The stack's own hooks, run as CDK runs them after bundling.
  for (const command of BUNDLING.commandHooks.afterBundling(REPO_ROOT, asset)) {
    execFileSync('bash', ['-c', command]);
  }
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
    // The person agreed to the model's answers (their settings); every other read finds nothing.
    if (raw.includes('"S":"SETTINGS"')) return json({ Item: { assistantModel: { BOOL: true } } }, 'application/x-amz-json-1.0');
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

/** Runs in the child process: the export bundle answers `POST /export/pdf` (a loopback server plays AWS). */
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
    // esbuild keeps the SDK import as a real import(); openai is a file of its own beside the assistant's.
    expect(readFileSync(feedback, 'utf8')).toContain('import("@aws-sdk/client-sesv2")');
    expect(readFileSync(feedback, 'utf8')).not.toMatch(/from\s*"@aws-sdk\/client-sesv2"/);
    expect(readFileSync(assistant, 'utf8')).toContain('import("openai")');
    expect(readFileSync(assistant, 'utf8')).not.toContain('api.openai.com');
    const client = path.join(path.dirname(assistant), 'node_modules/openai');
    expect(JSON.parse(readFileSync(path.join(client, 'package.json'), 'utf8')).main).toBe('index.mjs');
    expect(readFileSync(path.join(client, 'index.mjs'), 'utf8')).toContain('api.openai.com');
    // The triage model beside the bundle, as trained (read on the first message, below).
    expect(readFileSync(path.join(path.dirname(assistant), 'triage-model.json'), 'utf8')).toBe(
      readFileSync(path.join(REPO_ROOT, 'lambdas/domain/triage-model.json'), 'utf8'),
    );
    expect(readFileSync(assistant, 'utf8')).not.toContain('"weights"');
    // Only the function that calls the model carries it.
    expect(existsSync(path.join(path.dirname(feedback), 'node_modules'))).toBe(false);

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
    const exporter = await bundle('export');
    const out = path.dirname(exporter);
    // The PDF engine is a file of its own beside the function's (the first brief loads it), not inside it.
    expect(readFileSync(exporter, 'utf8')).toContain('import("pdfkit")');
    // fontkit's WOFF2 signature marks the engine's code (no assertion prints a megabyte of it).
    const engine = readFileSync(path.join(out, 'node_modules/pdfkit/index.mjs'), 'utf8');
    expect(readFileSync(exporter, 'utf8').includes('wOF2')).toBe(false);
    expect(engine.includes('wOF2')).toBe(true);
    const brief = (env: Record<string, string> = {}) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', BRIEF, exporter], {
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
    // The stack's own hook put the fonts beside the bundle that draws.
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

/** Runs in the child process: the deploy-time VAPID maker, with no pair stored yet (a loopback Secrets Manager). */
const VAPID = `
import { createServer } from 'node:http';
const put = [];
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const target = req.headers['x-amz-target'];
    if (target === 'secretsmanager.PutSecretValue') put.push(JSON.parse(JSON.parse(raw).SecretString));
    res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' })
      .end(JSON.stringify(target === 'secretsmanager.GetSecretValue' ? { SecretString: 'unset' } : {}));
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
Object.assign(process.env, {
  AWS_REGION: 'eu-south-1', AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test',
  AWS_ENDPOINT_URL: 'http://127.0.0.1:' + server.address().port, POWERTOOLS_LOG_LEVEL: 'SILENT',
});
const r = await (await import(process.argv[1])).handler({ RequestType: 'Create', ResourceProperties: { SecretArn: 'arn:aws:secretsmanager:eu-south-1:111122223333:secret:vapid' } });
server.close();
console.log(JSON.stringify({ r, put }));
`;

describe('Web Push, a file of its own', () => {
  it('is beside the functions that push, and makes the stage’s key pair from there', async () => {
    const maker = await bundle('vapidKeys');
    for (const name of ['reminders', 'reminderDispatcher'] as const) {
      const code = readFileSync(await bundle(name), 'utf8');
      expect(code, name).toContain('import("web-push")');
      expect(existsSync(path.join(dir, name, 'node_modules/web-push/index.mjs')), name).toBe(true);
    }
    expect(existsSync(path.join(dir, 'records', 'node_modules'))).toBe(false);
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', VAPID, maker], {
      cwd: REPO_ROOT,
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('AWS_ENDPOINT_URL'))),
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    }).toString();
    const { r, put } = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
    expect(put).toHaveLength(1);
    expect(put[0].publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(put[0].privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r).toEqual({ PhysicalResourceId: 'vapid-keys', Data: { PublicKey: put[0].publicKey } });
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

/** The DynamoDB action each command of the SDK stands for (a paginator sends its command). */
const ACTION_OF: Record<string, TableAction | 'Scan'> = {
  GetCommand: 'GetItem',
  BatchGetCommand: 'BatchGetItem',
  QueryCommand: 'Query',
  paginateQuery: 'Query',
  PutCommand: 'PutItem',
  UpdateCommand: 'UpdateItem',
  DeleteCommand: 'DeleteItem',
  BatchWriteCommand: 'BatchWriteItem',
  ScanCommand: 'Scan',
  paginateScan: 'Scan',
};

/**
 * The DynamoDB commands a function's code sends: the ones it imports from the SDK (external, so named in the
 * bundle) and uses after esbuild has shaken off what the function never calls. Unminified, so each imported
 * name is itself, and a use of it is a use.
 */
async function tableActionsOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(REPO_ROOT, entry)],
    write: false,
    outfile: 'bundle.mjs',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    mainFields: BUNDLING.mainFields,
    external: BUNDLING.externalModules,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  // Each module's import stays its own statement (a second one's names get a suffix: DeleteCommand2).
  const statements = Array.from(
    code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/(?:lib|client)-dynamodb";?/g),
  );
  const rest = statements.reduce((text, statement) => text.replace(statement[0], ''), code);
  const used = new Set<string>();
  for (const statement of statements) {
    for (const specifier of statement[1]!.split(',')) {
      const [imported = '', local = imported] = specifier.trim().split(/\s+as\s+/);
      const action = ACTION_OF[imported];
      if (action && new RegExp(`(?<![\\w$])${local.replace(/\$/g, '\\$')}(?![\\w$])`).test(rest))
        used.add(action);
    }
  }
  return [...used].sort();
}

describe('what each function may do on the table', () => {
  it.each(Object.entries({ ...functions, ...scheduled }))(
    '%s: the route table lists exactly the DynamoDB actions its code uses, never a scan',
    async (_name, spec) => {
      expect(await tableActionsOf(spec.entry)).toEqual([...spec.table].sort());
    },
  );

  it('sees what the code sends: the feedback never queries, the records delete, the two table triggers only put', async () => {
    expect(await tableActionsOf(functions.feedback.entry)).toEqual(['GetItem', 'PutItem', 'UpdateItem']);
    expect(await tableActionsOf(functions.records.entry)).toContain('DeleteItem');
    // Its grant is written by hand in infra/constructs/auth.ts: one PutItem on the table.
    expect(await tableActionsOf(triggers.postConfirmation.entry)).toEqual(['PutItem']);
    // So is the consent trigger's: one PutItem (its record, written once).
    expect(await tableActionsOf(triggers.preSignUp.entry)).toEqual(['PutItem']);
  });
});
