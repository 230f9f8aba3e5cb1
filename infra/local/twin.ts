import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scheduled, triggers } from '../../lambdas/routes';
import { DEFAULT_MODEL_PROVIDER, type Controller, type ModelProvider } from '../config';
import { REPO_ROOT } from '../paths';
import { startLocalCognito, type TriggerHandler } from './cognito/server';
import { ensureTable, startDynamo } from './dynamo';
import { loadHandler } from './entries';
import { startGateway } from './gateway';
import { startMailbox } from './mailbox';
import { startLocalS3 } from './s3';
import { everyMinute, loadDispatcher, localTick } from './reminders';
import { localVapidKeys } from './vapid';
import { startWeb } from './web';

/** Fixed local identities, so the SPA's config and the tests never depend on a previous run. */
export const LOCAL = {
  region: 'eu-south-1',
  userPoolId: 'eu-south-1_SaluteLoc',
  userPoolClientId: 'salutelocalwebclient000001',
  tableName: 'salute-local',
  mailFrom: 'SaluteMia <noreply@salute.local>',
  teamAddress: 'team@salute.local',
  /** Who the push services may contact about our pushes (RFC 8292 "sub"). */
  vapidSubject: 'mailto:promemoria@salute.local',
  importBucket: 'salute-imports-local',
} as const;

export interface TwinOptions {
  /** The app's port; the others follow it (+1 API, +2 Cognito, +3 mailbox, +4 DynamoDB, +5 S3). 0 = any free ports. */
  port: number;
  host?: string;
  /** Folder for DynamoDB and Cognito data; undefined = in memory / a temporary folder (tests). */
  dataDir?: string;
  distDir?: string;
  log?: (line: string) => void;
  viteMiddleware?: (req: unknown, res: unknown, next: () => void) => void;
  /** Shorter tokens, for tests of expiry. */
  accessTokenMinutes?: number;
  /** Run the reminders' dispatcher at every minute of the real clock (npm start; tests tick it themselves). */
  reminderTimer?: boolean;
  /**
   * The assistant's model: an OpenAI key and, for any OpenAI-compatible server, its base URL. Without it the
   * assistant answers offline; a key in the caller's environment is never picked up by chance (tests).
   */
  model?: { apiKey: string; baseUrl?: string; name?: string };
}

export interface Twin {
  appUrl: string;
  apiUrl: string;
  cognitoUrl: string;
  mailboxUrl: string;
  dynamoUrl: string;
  issuer: string;
  config: LocalConfig;
  createPool(userPoolId: string, clientId: string): Promise<void>;
  stop(): Promise<void>;
}

export interface LocalConfig {
  stage: 'local';
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  apiUrl: string;
  cognitoEndpoint: string;
  mailboxUrl: string;
  /** The key the browsers subscribe to push with (RFC 8292). */
  vapidPublicKey: string;
  /** The data controller and the model's provider the legal pages name: the stage's settings in the cloud. */
  controller: Controller;
  modelProvider: ModelProvider;
}

/** This machine's stand-in for the data controller: marked as the local twin's, never a real contact. */
export const LOCAL_CONTROLLER: Controller = {
  name: 'SaluteMia (ambiente locale)',
  address: 'nessun indirizzo: ambiente locale di prova',
  privacyEmail: 'privacy@localhost.invalid',
};

/** Whether a request managed to add anything to Object.prototype in this process (the handlers' own). */
function prototypePolluted(): boolean {
  const probe: Record<string, unknown> = {};
  return Object.keys(Object.prototype).length > 0 || 'admin' in probe || probe.isAdmin !== undefined;
}

/** Starts the whole product on this machine: DynamoDB, mailbox, Cognito, API gateway and the SPA. */
export async function startTwin(options: TwinOptions): Promise<Twin> {
  const host = options.host ?? '127.0.0.1';
  const at = (offset: number) => (options.port === 0 ? 0 : options.port + offset);
  const log = options.log ?? (() => {});
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const close of stops.reverse()) await close().catch(() => {});
  };

  try {
    const dataDir = options.dataDir;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const dynamo = await startDynamo(host, at(4), dataDir ? path.join(dataDir, 'dynamodb') : undefined);
    stops.push(dynamo.close);
    await ensureTable(dynamo.url, LOCAL.tableName);

    const mailbox = await startMailbox(host, at(3));
    stops.push(mailbox.close);

    // Uploaded import files: a folder behind a path-style S3 subset (in memory's stead, a temporary folder).
    const appOrigins: string[] = [];
    const s3Dir = dataDir ? path.join(dataDir, 's3') : mkdtempSync(path.join(tmpdir(), 'salute-s3-'));
    const s3 = await startLocalS3(host, at(5), s3Dir, () => appOrigins);
    stops.push(s3.close);
    if (!dataDir) stops.push(async () => rmSync(s3Dir, { recursive: true, force: true }));

    const vapid = localVapidKeys(dataDir);
    // The handlers read their settings and endpoints from the environment, as in Lambda.
    Object.assign(process.env, {
      AWS_REGION: LOCAL.region,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
      AWS_ENDPOINT_URL_SESV2: mailbox.url,
      AWS_ENDPOINT_URL_S3: s3.url,
      S3_FORCE_PATH_STYLE: 'true',
      IMPORT_BUCKET: LOCAL.importBucket,
      // An import job goes on after its request's answer (lambdas/handlers/account/import.ts).
      IMPORT_KEEP_RUNNING: 'true',
      TABLE_NAME: LOCAL.tableName,
      USER_POOL_ID: LOCAL.userPoolId,
      MAIL_FROM: LOCAL.mailFrom,
      TEAM_ADDRESS: LOCAL.teamAddress,
      STAGE: 'local',
      // The twin's push services (and the tests') listen on loopback http.
      PUSH_ALLOW_LOOPBACK_HTTP: 'true',
      REMINDER_SHARDS: '8',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: LOCAL.vapidSubject,
      // The list cursors' key (in AWS the stage's secret): new at each start, so a cursor outlives no twin.
      CURSOR_KEY: randomBytes(32).toString('hex'),
    });
    for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_SECRET_ARN', 'OPENAI_MODEL'])
      delete process.env[name];
    if (options.model) {
      process.env.OPENAI_API_KEY = options.model.apiKey;
      if (options.model.baseUrl) process.env.OPENAI_BASE_URL = options.model.baseUrl;
      if (options.model.name) process.env.OPENAI_MODEL = options.model.name;
    }

    // The user-pool triggers the stack builds, loaded by the same entries (after the environment is set).
    const trigger = (name: keyof typeof triggers) =>
      loadHandler<TriggerHandler>(REPO_ROOT, triggers[name].entry);
    const cognitoDir = dataDir
      ? path.join(dataDir, 'cognito')
      : mkdtempSync(path.join(tmpdir(), 'salute-cognito-'));
    if (!dataDir) stops.push(async () => rmSync(cognitoDir, { recursive: true, force: true }));
    const cognito = await startLocalCognito({
      host,
      port: at(2),
      dataDir: cognitoDir,
      userPoolId: LOCAL.userPoolId,
      clientId: LOCAL.userPoolClientId,
      triggers: {
        CustomMessage: await trigger('customMessage'),
        PreSignUp: await trigger('preSignUp'),
        PostConfirmation: await trigger('postConfirmation'),
      },
      sendEmail: (to, subject, html) => mailbox.send(LOCAL.mailFrom, to, subject, html),
      ...(options.accessTokenMinutes ? { accessTokenMinutes: options.accessTokenMinutes } : {}),
    });
    stops.push(cognito.close);
    process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = cognito.url;

    // The app's origin must be known for CORS before the gateway starts; with port 0 it is reserved first.
    const web = await startWeb({
      host,
      port: at(0),
      distDir: options.distDir ?? path.join(REPO_ROOT, 'web/dist'),
      ...(options.viteMiddleware ? { viteMiddleware: options.viteMiddleware } : {}),
    });
    stops.push(web.close);
    const appPort = new URL(web.url).port;
    appOrigins.push(`http://localhost:${appPort}`, `http://127.0.0.1:${appPort}`);
    // Links in reminders (push, e-mail) open the app here.
    process.env.APP_URL = web.url;

    const dispatch = await loadDispatcher();
    // The account sweeper: deletions finished on the same timer, or on demand with any clock.
    const sweep = await loadHandler<(event: { now?: string }) => Promise<unknown>>(
      REPO_ROOT,
      scheduled.accountSweeper.entry,
    );
    const gateway = await startGateway({
      host,
      port: at(1),
      root: REPO_ROOT,
      issuer: cognito.issuer,
      jwksUrl: cognito.jwksUrl,
      audience: [LOCAL.userPoolClientId],
      allowedOrigins: [`http://localhost:${appPort}`, `http://127.0.0.1:${appPort}`],
      log,
      localRoutes: {
        'POST /_local/reminders/tick': (body) => localTick(dispatch, body),
        'POST /_local/accounts/sweep': (body) => localTick(sweep, body),
        // For the tests of hostile bodies: whether anything reached Object.prototype where the handlers run.
        'GET /_local/prototype': async () => ({ status: 200, body: { polluted: prototypePolluted() } }),
      },
    });
    stops.push(gateway.close);
    if (options.reminderTimer) {
      const stopTimer = everyMinute(async (now) => {
        await dispatch({ now: now.toISOString() });
        await sweep({ now: now.toISOString() });
      });
      stops.push(async () => stopTimer());
    }

    const config: LocalConfig = {
      stage: 'local',
      region: LOCAL.region,
      userPoolId: LOCAL.userPoolId,
      userPoolClientId: LOCAL.userPoolClientId,
      apiUrl: gateway.url,
      cognitoEndpoint: cognito.url,
      mailboxUrl: mailbox.url,
      vapidPublicKey: vapid.publicKey,
      controller: LOCAL_CONTROLLER,
      modelProvider: DEFAULT_MODEL_PROVIDER,
    };
    web.configure(config, [gateway.url, cognito.url, s3.url]);

    return {
      appUrl: web.url,
      apiUrl: gateway.url,
      cognitoUrl: cognito.url,
      mailboxUrl: mailbox.url,
      dynamoUrl: dynamo.url,
      issuer: cognito.issuer,
      config,
      createPool: cognito.createPool,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
