import { build, type Metafile } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTION_BUILD, bundleFunction, loadedAtStart } from '../../infra/function-bundle';
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
 * The function bundles as the stack builds them (`bundleFunction`: the entry, the files it loads on use, the
 * data files beside them), run in a fresh Node process through the paths that load code on first use: the
 * assistant's answer and its model call (`openai`), the feedback e-mail (`@aws-sdk/client-sesv2`, external), the
 * export's file and the brief's PDF engine. A loopback server plays DynamoDB, OpenAI and SES. Each function's
 * folder is what its asset holds; the folder above has only the AWS SDK in its `node_modules`, as the Lambda
 * runtime provides it, so a package missing from an asset cannot be found in the repository's instead.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'bundles-'));
mkdirSync(path.join(dir, 'node_modules'));
symlinkSync(path.join(REPO_ROOT, 'node_modules/@aws-sdk'), path.join(dir, 'node_modules/@aws-sdk'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Asset {
  /** Its entry, `index.mjs`. */
  entry: string;
  folder: string;
  metafile: Metafile;
}

/** The function's asset folder, built as CDK builds it (for this machine's Node: the stack targets node24). */
function bundle(name: keyof typeof functions | keyof typeof scheduled | keyof typeof deployTasks): Asset {
  const spec: { entry: string } = { ...functions, ...scheduled, ...deployTasks }[name];
  const folder = path.join(dir, name);
  rmSync(folder, { recursive: true, force: true });
  const metafile = bundleFunction(spec.entry, folder, {
    target: `node${process.versions.node.split('.')[0]}`,
  });
  return { entry: path.join(folder, 'index.mjs'), folder, metafile };
}

const outputsOf = (asset: Asset) =>
  Object.keys(asset.metafile.outputs).filter((file) => file.endsWith('.mjs'));
const startOf = (asset: Asset) => loadedAtStart(asset.metafile, path.relative(REPO_ROOT, asset.entry));
/** The code of the given output files (metafile paths), one string. */
const codeOf = (files: string[]) =>
  files.map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8')).join('\n');
/** The modules (repository paths) inside the given output files. */
const modulesIn = (asset: Asset, files: string[]) =>
  files.flatMap((file) => Object.keys(asset.metafile.outputs[file]!.inputs));
/** The external packages the given output files import, statically or with `import()`. */
const externalsOf = (asset: Asset, files: string[], kind: 'import-statement' | 'dynamic-import') =>
  files.flatMap((file) =>
    asset.metafile.outputs[file]!.imports.filter((i) => i.external && i.kind === kind).map((i) => i.path),
  );

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

/** A package's modules are inside the asset (`node_modules/<name>/…` among the files' inputs). */
const hasPackage = (asset: Asset, files: string[], pkg: string) =>
  modulesIn(asset, files).some((m) => m.includes(`node_modules/${pkg}/`));

describe('the function bundles', () => {
  it('load, and run the code they import on first use: the answer, the model client and the SES client', () => {
    const assistant = bundle('assistant');
    const feedback = bundle('feedback');
    // The reminders' dispatcher, run by the scheduler: its ESM dependencies (p-map, temporal-polyfill) load.
    const dispatcher = bundle('reminderDispatcher');
    // esbuild keeps the SDK import as a real import(), not a static one a start would load.
    expect(externalsOf(feedback, outputsOf(feedback), 'dynamic-import')).toContain('@aws-sdk/client-sesv2');
    expect(externalsOf(feedback, startOf(feedback), 'import-statement')).not.toContain(
      '@aws-sdk/client-sesv2',
    );
    // The model client, the red-flag rules and the answers are in the asset, in files a start does not load:
    // opening the chat (GET) does not parse them; the first message does.
    const atStart = startOf(assistant);
    const later = outputsOf(assistant).filter((file) => !atStart.includes(file));
    expect(hasPackage(assistant, later, 'openai')).toBe(true);
    expect(hasPackage(assistant, atStart, 'openai')).toBe(false);
    expect(codeOf(atStart)).not.toContain('api.openai.com');
    for (const module of ['lambdas/domain/triage.ts', 'lambdas/handlers/assistant/reply.ts']) {
      expect(modulesIn(assistant, later), module).toContain(module);
      expect(modulesIn(assistant, atStart), module).not.toContain(module);
    }
    // The triage model beside the bundle, as trained (read on the first message, below).
    expect(readFileSync(path.join(assistant.folder, 'triage-model.json.gz'))).toEqual(
      readFileSync(path.join(REPO_ROOT, 'lambdas/domain/triage-model.json.gz')),
    );
    expect(codeOf(outputsOf(assistant))).not.toContain('"weights"');
    // Only the function that calls the model carries it; one that loads nothing on use is one file.
    expect(hasPackage(feedback, outputsOf(feedback), 'openai')).toBe(false);
    expect(outputsOf(feedback)).toHaveLength(1);

    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', RUN, JSON.stringify([assistant.entry, feedback.entry, dispatcher.entry])],
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

  it('draw the visit brief in Hindi with the fonts copied beside the bundle', () => {
    const exporter = bundle('export');
    // The PDF engine (fontkit's WOFF2 signature marks it) and Temporal are in files a start does not load.
    const atStart = startOf(exporter);
    const later = outputsOf(exporter).filter((file) => !atStart.includes(file));
    expect(codeOf(atStart).includes('wOF2')).toBe(false);
    expect(codeOf(later).includes('wOF2')).toBe(true);
    for (const pkg of ['pdfkit', 'temporal-polyfill', 'ical-generator', 'fflate']) {
      expect(hasPackage(exporter, atStart, pkg), pkg).toBe(false);
      expect(hasPackage(exporter, later, pkg), pkg).toBe(true);
    }
    const brief = (env: Record<string, string> = {}) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', BRIEF, exporter.entry], {
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
    // The fonts beside the bundle that draws (and only there).
    expect(readdirSync(path.join(exporter.folder, 'fonts')).sort()).toEqual(
      ['devanagari', 'latin', 'latin-ext']
        .flatMap((subset) =>
          [400, 700].map((weight) => `noto-sans-devanagari-${subset}-${weight}-normal.woff`),
        )
        .sort(),
    );
    expect(readdirSync(bundle('records').folder)).not.toContain('fonts');
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
  it('is loaded on use by the functions that push, and makes the stage’s key pair', () => {
    const maker = bundle('vapidKeys');
    for (const name of ['reminders', 'reminderDispatcher'] as const) {
      const asset = bundle(name);
      const atStart = startOf(asset);
      const later = outputsOf(asset).filter((file) => !atStart.includes(file));
      expect(hasPackage(asset, later, 'web-push'), name).toBe(true);
      expect(hasPackage(asset, atStart, 'web-push'), name).toBe(false);
    }
    const records = bundle('records');
    expect(hasPackage(records, outputsOf(records), 'web-push')).toBe(false);
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', VAPID, maker.entry], {
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
  // A static import of an external package is loaded with the file that has it, even when the module that
  // has it is itself imported lazily: only the packages above may be imported by the files a start loads.
  it.each(Object.keys(functions) as FunctionName[])(
    '%s imports at start no SDK client but DynamoDB and Cognito',
    (name) => {
      const asset = bundle(name);
      const atStart = externalsOf(asset, startOf(asset), 'import-statement')
        .filter((pkg) => pkg.startsWith('@aws-sdk/'))
        .map((pkg) => pkg.slice('@aws-sdk/'.length));
      expect(atStart.filter((pkg) => !AT_START.has(pkg))).toEqual([]);
      expect(atStart).toContain('lib-dynamodb');
    },
  );

  it.each(ON_FIRST_USE)('%s loads %j when a request needs them', (name, packages) => {
    const asset = bundle(name);
    const onUse = externalsOf(asset, outputsOf(asset), 'dynamic-import');
    for (const pkg of packages) expect(onUse, pkg).toContain(`@aws-sdk/${pkg}`);
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
    mainFields: FUNCTION_BUILD.mainFields,
    external: FUNCTION_BUILD.external,
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
