import * as z from 'zod';
import { REFRESH_TOKEN_DAYS } from '../lambdas/contracts/session';

/**
 * Per-stage settings, parsed and validated in one place. `cdk deploy -c stage=prod` picks one; the fields
 * read in loadStageConfig can be overridden with `-c key=value` (for instance `-c mailFrom=...`). An unknown
 * stage, and prod without a verified sender, without retained data or without its data controller, stop the
 * synth.
 */
const Throttle = z
  .object({ rateLimit: z.number().positive(), burstLimit: z.number().int().positive() })
  .strict();

/** Text shown in the legal pages: one line, not empty, not a page. */
const shownText = (max: number) => z.string().trim().min(1).max(max);

/**
 * The data controller (GDPR art. 13(1)(a)–(b)), named in the privacy policy and the terms through `/config.json`.
 * `dpoEmail` only if a data protection officer is appointed.
 */
const Controller = z
  .object({
    name: shownText(200),
    address: shownText(200),
    privacyEmail: z.email(),
    dpoEmail: z.email().optional(),
  })
  .strict();
export type Controller = z.infer<typeof Controller>;

/**
 * Placeholders, fine for dev (nobody's data), refused for prod: the operator names the real controller
 * (`-c controllerName=… -c controllerAddress=… -c controllerPrivacyEmail=…`, docs/operations.md section 3).
 */
export const PLACEHOLDER_CONTROLLER: Controller = {
  name: 'SaluteMia (titolare del trattamento da indicare)',
  address: 'indirizzo del titolare da indicare',
  privacyEmail: 'privacy@example.invalid',
};

/** Who runs the AI model and where it processes the data (art. 13(1)(f)): the privacy policy names them. */
const ModelProvider = z.object({ name: shownText(100), region: shownText(100) }).strict();
export type ModelProvider = z.infer<typeof ModelProvider>;

/** The `openai` package's default endpoint, api.openai.com: OpenAI, in the USA. */
export const DEFAULT_MODEL_PROVIDER: ModelProvider = { name: 'OpenAI', region: 'USA' };

const StageConfigSchema = z
  .object({
    stage: z.string().regex(/^[a-z][a-z0-9-]{1,15}$/, 'stage: lower case letters, digits and dashes'),
    account: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    region: z.string().regex(/^[a-z]{2}-[a-z]+-\d$/),
    /** prod keeps data when the stack is deleted, and protects the user pool from deletion. */
    retainData: z.boolean(),
    /** Where the SPA is served from, besides the CloudFront domain (CORS). */
    extraAllowedOrigins: z.array(z.url()).default([]),
    /** Verified SES identity for product e-mails; unset, Cognito sends its own (50 a day, fine for dev). */
    mailFrom: z.email().optional(),
    /**
     * The SES domain identity `mailFrom` belongs to, when the domain (not only the address) is verified, with DKIM:
     * Cognito's e-mail configuration then names the domain identity.
     */
    mailDomain: z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      .optional(),
    /**
     * How long a session kept on a device lives without a new sign-in (Cognito's refresh token, rotated at each
     * refresh). Without "Ricordami" the app keeps its tokens for the browser session only.
     */
    refreshTokenDays: z.number().int().min(1).max(365),
    /** The product team's inbox for feedback. */
    teamAddress: z.email().optional(),
    /** Cognito threat protection (Plus plan): adaptive authentication and compromised-credential checks. */
    threatProtection: z.boolean(),
    openAiModel: z.string().min(1),
    /**
     * Where the model is called: any OpenAI-compatible chat-completions API, over HTTPS (for example an EU
     * data-residency endpoint, `https://eu.api.openai.com/v1`, or a provider hosted in the EU). Unset: the
     * `openai` package's default (api.openai.com). The privacy policy must name the provider and where it is.
     */
    modelEndpoint: z.url({ protocol: /^https$/ }).optional(),
    /**
     * Who the model's provider is and where it processes the data, as the privacy policy says it: set it with
     * `modelEndpoint` (`-c modelProviderName=… -c modelProviderRegion=…`). Default: OpenAI, USA.
     */
    modelProvider: ModelProvider,
    /** The data controller the privacy policy and the terms name (placeholders refused for prod). */
    controller: Controller,
    /** The assistant's model settings (spec: temperature 0.7, 500 tokens) and its daily quota per person. */
    assistant: z
      .object({
        temperature: z.number().min(0).max(2),
        maxTokens: z.number().int().min(50).max(4000),
        dailyLimit: z.number().int().min(1).max(1000),
      })
      .strict(),
    logRetentionDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.literal(731)]),
    /**
     * API Gateway throttling, per route, by the route's class in the route table (lambdas/routes.ts `load`):
     * each route has its own bucket at its class's rate. The functions' reserved concurrency is sized from
     * these (infra/concurrency.ts).
     */
    throttle: z.object({ hot: Throttle, normal: Throttle, expensive: Throttle }).strict(),
    /**
     * Reserve each function's concurrency (sized from the throttling) and the Cognito triggers' own. Needs an
     * account concurrency quota above the sum (docs/operations.md); new accounts start at 10.
     */
    reserveConcurrency: z.boolean(),
    /**
     * AWS WAF in front of the public entry points: the CloudFront distribution (its web ACL in us-east-1, a
     * stack of its own) and the Cognito user pool (docs/operations.md). About 17 USD a month plus requests
     * (two web ACLs, five rules, two KMS keys: docs/operations.md section 11).
     */
    waf: z.boolean(),
    /**
     * The stage is meant to answer with the model: an alarm fires when Salus answers offline because no key is
     * configured (the secret still holds its `unset` marker). A stage run without the model on purpose has none.
     */
    modelExpected: z.boolean(),
    /** Partitions of the reminders' due index (docs/operations.md: the 08:00 peak). */
    reminderShards: z.number().int().min(1).max(256),
    /** Who the alarms e-mail (`-c alarmEmails=a@example.org,b@example.org`); each confirms once. */
    alarmEmails: z.array(z.email()).default([]),
    /**
     * A backup vault in another region or account that each daily backup is also copied to, kept as long
     * (docs/operations.md, "Backups and restore"). Unset: the backups stay in the stage's own vault only.
     */
    backupCopyVaultArn: z
      .string()
      .regex(
        /^arn:aws:backup:[a-z]{2}(-[a-z]+)+-\d:\d{12}:backup-vault:[A-Za-z0-9_-]{2,50}$/,
        'backupCopyVaultArn: the ARN of a backup vault, arn:aws:backup:<region>:<12-digit account>:backup-vault:<name>',
      )
      .optional(),
    /**
     * The app's own domain (for example `app.example.it`), served by CloudFront with `certificateArn`; unset, the
     * distribution's `*.cloudfront.net` name. DNS (the CNAME or alias to the distribution) is the operator's.
     */
    domainName: z
      .string()
      .regex(
        /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'domainName: a lower-case host name such as app.example.it',
      )
      .optional(),
    /** The ACM certificate for `domainName`: CloudFront takes certificates of us-east-1 only. */
    certificateArn: z
      .string()
      .regex(
        /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/,
        'certificateArn: an ACM certificate of us-east-1 (CloudFront takes no other region), arn:aws:acm:us-east-1:<account>:certificate/<id>',
      )
      .optional(),
  })
  .strict();

export type StageConfig = z.infer<typeof StageConfigSchema>;

const DEFAULTS: Record<string, Omit<StageConfig, 'stage'>> = {
  dev: {
    region: 'eu-south-1',
    retainData: false,
    extraAllowedOrigins: ['http://localhost:4173'],
    threatProtection: false,
    refreshTokenDays: REFRESH_TOKEN_DAYS,
    openAiModel: 'gpt-4o-mini',
    modelProvider: DEFAULT_MODEL_PROVIDER,
    controller: PLACEHOLDER_CONTROLLER,
    assistant: { temperature: 0.7, maxTokens: 500, dailyLimit: 30 },
    logRetentionDays: 30,
    throttle: {
      hot: { rateLimit: 10, burstLimit: 20 },
      normal: { rateLimit: 5, burstLimit: 10 },
      expensive: { rateLimit: 1, burstLimit: 2 },
    },
    // A dev account often has the default 10 concurrent executions: reserving would fail the deploy.
    reserveConcurrency: false,
    waf: false,
    modelExpected: false,
    reminderShards: 4,
    alarmEmails: [],
  },
  prod: {
    region: 'eu-south-1',
    retainData: true,
    extraAllowedOrigins: [],
    threatProtection: true,
    refreshTokenDays: REFRESH_TOKEN_DAYS,
    openAiModel: 'gpt-4o-mini',
    modelProvider: DEFAULT_MODEL_PROVIDER,
    controller: PLACEHOLDER_CONTROLLER,
    assistant: { temperature: 0.7, maxTokens: 500, dailyLimit: 30 },
    logRetentionDays: 365,
    // Sized for the 08:00 peak of 10,000 active people: half have a dose then and answer it within minutes.
    throttle: {
      hot: { rateLimit: 50, burstLimit: 100 },
      normal: { rateLimit: 10, burstLimit: 20 },
      expensive: { rateLimit: 2, burstLimit: 5 },
    },
    reserveConcurrency: true,
    waf: true,
    modelExpected: true,
    reminderShards: 32,
    alarmEmails: [],
  },
};

/** Builds the stage's config from the defaults and the CDK context; throws a readable error when invalid. */
export function loadStageConfig(context: (key: string) => unknown): StageConfig {
  const stage = String(context('stage') ?? 'dev');
  const base = DEFAULTS[stage];
  // A misspelt stage ("prd") must not deploy a new stack with development settings beside prod.
  if (!base) {
    throw new Error(
      `Unknown stage "${stage}": the stages are ${Object.keys(DEFAULTS).join(' and ')} (infra/config.ts).`,
    );
  }
  const overrides: Record<string, unknown> = {};
  for (const key of [
    'account',
    'region',
    'mailFrom',
    'mailDomain',
    'teamAddress',
    'openAiModel',
    'modelEndpoint',
    'backupCopyVaultArn',
    'domainName',
    'certificateArn',
  ] as const) {
    const value = context(key);
    if (typeof value === 'string' && value) overrides[key] = value;
  }
  const days = context('refreshTokenDays');
  if (days !== undefined) overrides.refreshTokenDays = Number(days);
  const alarmEmails = context('alarmEmails');
  if (typeof alarmEmails === 'string' && alarmEmails)
    overrides.alarmEmails = alarmEmails.split(',').map((a) => a.trim());
  else if (Array.isArray(alarmEmails)) overrides.alarmEmails = alarmEmails;
  for (const key of ['waf', 'modelExpected'] as const) {
    const value = context(key);
    if (value !== undefined) overrides[key] = value === true || value === 'true';
  }
  const controller = pick(context, {
    name: 'controllerName',
    address: 'controllerAddress',
    privacyEmail: 'controllerPrivacyEmail',
    dpoEmail: 'controllerDpoEmail',
  });
  if (Object.keys(controller).length) overrides.controller = { ...base.controller, ...controller };
  const provider = pick(context, { name: 'modelProviderName', region: 'modelProviderRegion' });
  if (Object.keys(provider).length) overrides.modelProvider = { ...base.modelProvider, ...provider };
  const retain = context('retainData');
  if (retain !== undefined) overrides.retainData = retain === true || retain === 'true';
  const parsed = StageConfigSchema.safeParse({ ...base, ...overrides, stage });
  if (!parsed.success) {
    throw new Error(`Invalid configuration for stage "${stage}":\n${z.prettifyError(parsed.error)}`);
  }
  const { mailFrom, mailDomain } = parsed.data;
  if (mailDomain && (!mailFrom || !mailFrom.toLowerCase().endsWith(`@${mailDomain}`))) {
    throw new Error(
      `mailDomain "${mailDomain}" needs a sender of that domain: -c mailFrom=noreply@${mailDomain} (docs/operations.md, section 6).`,
    );
  }
  refuseHalfADomain(parsed.data);
  if (stage === 'prod') refuseForProd(parsed.data);
  return parsed.data;
}

/** The context values (`-c <key>=…`) given for an object's fields, by field. */
function pick(context: (key: string) => unknown, keys: Record<string, string>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(keys)) {
    const value = context(key);
    if (typeof value === 'string' && value) picked[field] = value;
  }
  return picked;
}

/** A domain without its certificate cannot be served, and a certificate without a domain names nothing. */
function refuseHalfADomain({ domainName, certificateArn, account }: StageConfig) {
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error(
      'domainName and certificateArn go together: -c domainName=app.example.it -c certificateArn=arn:aws:acm:us-east-1:… ' +
        '(the certificate for that name, in us-east-1; docs/operations.md, "Custom domain").',
    );
  }
  const certificateAccount = certificateArn?.split(':')[4];
  if (account && certificateAccount && certificateAccount !== account) {
    throw new Error(
      `certificateArn belongs to account ${certificateAccount}, but the stage deploys to ${account}: CloudFront takes a certificate of its own account.`,
    );
  }
}

/** What cannot work, or cannot be undone, in prod: the synth stops with what to do instead. */
function refuseForProd(config: StageConfig) {
  if (!config.mailFrom) {
    throw new Error(
      'prod needs a verified SES sender: -c mailFrom=noreply@<your domain> (docs/operations.md, section 6). ' +
        "Without one, Cognito would send its own e-mails (about 50 a day) and the team's feedback mail would not go.",
    );
  }
  if (!config.retainData) {
    throw new Error(
      'prod keeps its data when the stack is deleted: -c retainData=false is refused for prod (people’s health data).',
    );
  }
  const { controller } = config;
  if (
    (['name', 'address', 'privacyEmail'] as const).some((k) => controller[k] === PLACEHOLDER_CONTROLLER[k])
  ) {
    throw new Error(
      'Set the data controller (controller.name, address, privacyEmail) for prod: -c controllerName=… ' +
        '-c controllerAddress=… -c controllerPrivacyEmail=… (and -c controllerDpoEmail=… if a DPO is appointed). ' +
        'The privacy policy and the terms name them (GDPR art. 13; docs/operations.md, section 3).',
    );
  }
}
