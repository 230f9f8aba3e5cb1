import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { listen } from '../net';
import { wrapRouter, type LocalUser, type ShimServices } from './shim';
import { ACCESS_TOKEN_MINUTES, REFRESH_TOKEN_DAYS } from '../../../lambdas/contracts/session';

const require = createRequire(import.meta.url);
const cl = {
  services: require('cognito-local/lib/services/index.js'),
  cognitoService: require('cognito-local/lib/services/cognitoService.js'),
  userPoolService: require('cognito-local/lib/services/userPoolService.js'),
  stormDb: require('cognito-local/lib/services/dataStore/stormDb.js'),
  messageDelivery: require('cognito-local/lib/services/messageDelivery/messageDelivery.js'),
  crypto: require('cognito-local/lib/services/crypto.js'),
  otp: require('cognito-local/lib/services/otp.js'),
  tokenGenerator: require('cognito-local/lib/services/tokenGenerator.js'),
  router: require('cognito-local/lib/server/Router.js'),
  server: require('cognito-local/lib/server/server.js'),
};
// pino is cognito-local's own logger; it is resolved from there rather than made a dependency of ours.
const pino = createRequire(require.resolve('cognito-local'))('pino');

export type TriggerName = 'CustomMessage' | 'PreSignUp' | 'PostConfirmation';
export type TriggerHandler = (event: any) => Promise<any>;

export interface LocalCognitoOptions {
  host: string;
  port: number;
  /** Folder for the emulator's JSON files (pools, clients, users). */
  dataDir: string;
  userPoolId: string;
  clientId: string;
  /** The app's own trigger handlers, run in-process with real Cognito event shapes. */
  triggers: Partial<Record<TriggerName, TriggerHandler>>;
  /** Where Cognito's e-mails go: the local SES mailbox. */
  sendEmail(to: string, subject: string, html: string): Promise<void>;
  /** Token lifetimes, as on the real app client. */
  accessTokenMinutes?: number;
  logLevel?: 'silent' | 'warn' | 'info' | 'debug';
}

export interface LocalCognito {
  url: string;
  /** The `iss` of every token, and the base of the JWKS URL. */
  issuer: string;
  jwksUrl: string;
  server: Server;
  /** Creates another pool and client (tests use it for "a token of another pool"). */
  createPool(userPoolId: string, clientId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The local Cognito: cognito-local's services composed with our trigger runner, our mailbox and the
 * shim (SRP, resend, refresh, sign-out, password policy, verified e-mail, lockout).
 */
export async function startLocalCognito(options: LocalCognitoOptions): Promise<LocalCognito> {
  const server = createServer();
  const port = await listen(server, options.port, options.host, 'Cognito');
  const url = `http://${options.host}:${port}`;

  const dbDir = path.join(options.dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const logger = pino({ level: options.logLevel ?? 'silent' });
  const ctx = { logger };
  const clock = new cl.services.DateClock();
  const dataStoreFactory = new cl.stormDb.StormDBDataStoreFactory(dbDir);
  const cognito = await new cl.cognitoService.CognitoServiceFactoryImpl(
    dbDir,
    dataStoreFactory,
    new cl.userPoolService.UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, { UsernameAttributes: ['email'] });

  // The emulator "invokes a Lambda" through this client: we run the handler in-process instead.
  const handlers: Record<string, TriggerHandler> = { ...options.triggers, PreTokenGeneration: idTokenClaims };
  const lambdaClient = {
    invoke({ FunctionName, Payload }: { FunctionName: string; Payload: string }) {
      return {
        promise: async () => {
          const handler = handlers[FunctionName];
          if (!handler) throw new Error(`No local handler for ${FunctionName}`);
          try {
            const result = await handler(JSON.parse(Payload));
            return { StatusCode: 200, Payload: JSON.stringify(result) };
          } catch (error) {
            const errorMessage = error instanceof Error ? error.message : String(error);
            return { StatusCode: 200, FunctionError: 'Unhandled', Payload: JSON.stringify({ errorMessage }) };
          }
        },
      };
    },
  };
  const triggerConfig = Object.fromEntries(Object.keys(handlers).map((name) => [name, name]));
  const lambda = new cl.services.LambdaService(triggerConfig, lambdaClient);
  const triggers = new cl.services.TriggersService(clock, cognito, lambda, new cl.crypto.CryptoService({}));
  const sender = {
    async sendEmail(_ctx: unknown, _user: LocalUser, destination: string, message: MessageContent) {
      await options.sendEmail(
        destination,
        message.emailSubject ?? 'Verification code',
        message.emailMessage ?? `Your code: ${message.__code}`,
      );
    },
    async sendSms() {
      throw new Error('SMS is not used by this product');
    },
  };
  const services: ShimServices & Record<string, unknown> = {
    clock,
    cognito,
    config: {
      UserPoolDefaults: { UsernameAttributes: ['email'] },
      TriggerFunctions: triggerConfig,
      TokenConfig: { IssuerDomain: url },
    },
    messages: new cl.services.MessagesService(
      triggers,
      new cl.messageDelivery.MessageDeliveryService(sender),
    ),
    otp: cl.otp.otp,
    tokenGenerator: new cl.tokenGenerator.JwtTokenGenerator(clock, triggers, { IssuerDomain: url }),
    triggers,
  };
  const router = wrapRouter(cl.router.Router(services), services);
  const app = cl.server.createServer(router, logger, { development: false }, services).application;
  server.on('request', app);

  async function createPool(userPoolId: string, clientId: string) {
    const pools: { Id: string }[] = await cognito.listUserPools(ctx);
    if (!pools.some((p) => p.Id === userPoolId)) {
      await cognito.createUserPool(ctx, {
        Id: userPoolId,
        Name: userPoolId,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: { PasswordPolicy: { MinimumLength: 8 } },
        // As the stack's `keepOriginal: { email: true }`: a new e-mail counts only once verified.
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      });
    }
    const pool = await cognito.getUserPool(ctx, userPoolId);
    await pool.saveAppClient(ctx, {
      ClientId: clientId,
      ClientName: 'web',
      UserPoolId: userPoolId,
      CreationDate: clock.get(),
      LastModifiedDate: clock.get(),
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: options.accessTokenMinutes ?? ACCESS_TOKEN_MINUTES,
      IdTokenValidity: options.accessTokenMinutes ?? ACCESS_TOKEN_MINUTES,
      RefreshTokenValidity: REFRESH_TOKEN_DAYS,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    });
  }
  await createPool(options.userPoolId, options.clientId);

  return {
    url,
    issuer: `${url}/${options.userPoolId}`,
    jwksUrl: `${url}/${options.userPoolId}/.well-known/jwks.json`,
    server,
    createPool,
    close: () => closeServer(server),
  };
}

interface MessageContent {
  __code: string;
  emailSubject?: string;
  emailMessage?: string;
}

/** Real ID tokens carry the standard attributes the emulator leaves out (name, locale) and a boolean email_verified. */
async function idTokenClaims(event: { request: { userAttributes: Record<string, string> } }) {
  const attrs = event.request.userAttributes;
  const claims: Record<string, string | boolean> = { email_verified: attrs.email_verified === 'true' };
  if (attrs.name) claims.name = attrs.name;
  if (attrs.locale) claims.locale = attrs.locale;
  return { response: { claimsOverrideDetails: { claimsToAddOrOverride: claims } } };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
