import { CfnOutput, Lazy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secrets from 'aws-cdk-lib/aws-secretsmanager';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { MODEL_KEY_UNSET } from '../lambdas/contracts/assistant';
import type { StageConfig } from './config';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { PushKeys } from './constructs/push-keys';
import { acknowledgeManualRotation } from './constructs/rotation';
import { Reminders } from './constructs/reminders';
import { AccountSweeper } from './constructs/account-sweeper';
import { ImportBucket } from './constructs/imports';
import { Mail } from './constructs/mail';
import { Monitoring } from './constructs/monitoring';
import { cognitoOperations, RateLimitedAcl } from './constructs/waf';
import { Web } from './constructs/web';

export interface SaluteStackProps extends StackProps {
  config: StageConfig;
  /** The web app's WAF web ACL, made in us-east-1 by the edge stack (a stage with `waf`). */
  webAclArn?: string;
}

/** Requests one address may make to the user pool in five minutes: sign-in, refreshes, the profile. */
export const USER_POOL_REQUESTS_PER_IP = 300;
/** Sign-ups, resent codes and password resets (each sends an e-mail) one address may ask in five minutes. */
export const EMAIL_SENDING_PER_IP = 20;

const RETENTION: Record<StageConfig['logRetentionDays'], logs.RetentionDays> = {
  30: logs.RetentionDays.ONE_MONTH,
  90: logs.RetentionDays.THREE_MONTHS,
  365: logs.RetentionDays.ONE_YEAR,
  731: logs.RetentionDays.TWO_YEARS,
};

/** One stack per stage: data, accounts, API, web, and the OpenAI key's secret. */
export class SaluteStack extends Stack {
  constructor(scope: Construct, id: string, props: SaluteStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logRetentionDays = RETENTION[config.logRetentionDays];

    const data = new Data(this, 'Data', {
      retainData: config.retainData,
      ...(config.backupCopyVaultArn ? { backupCopyVaultArn: config.backupCopyVaultArn } : {}),
    });

    const openAiKey = new secrets.Secret(this, 'OpenAiKey', {
      description: `OpenAI API key for the assistant (${config.stage}). Set its value with put-secret-value.`,
      encryptionKey: data.key,
      // Not a secret: a marker the assistant reads as "no key yet" (offline answers, no failing model calls).
      secretStringValue: SecretValue.unsafePlainText(MODEL_KEY_UNSET),
    });
    acknowledgeManualRotation(
      openAiKey,
      'A third-party API key: OpenAI keys cannot be rotated by a Lambda. The operator rotates it with put-secret-value (docs/operations.md); functions re-read it without a deploy.',
    );

    const pushKeys = new PushKeys(this, 'PushKeys', { key: data.key, logRetentionDays });

    // Seals list cursors (lambdas/data/cursor.ts): made by CloudFormation, never seen by anyone. Replacing its
    // value only refuses the cursors of lists being paged at that moment (the app reads the list again).
    const cursorKey = new secrets.Secret(this, 'CursorKey', {
      description: `Seals the API's list cursors (${config.stage}).`,
      encryptionKey: data.key,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledgeManualRotation(
      cursorKey,
      'Replacing the value (put-secret-value, docs/operations.md) only refuses cursors in flight; a rotation Lambda would add nothing.',
    );

    // Through SES, when the stage has a sender: one configuration set for everything it sends.
    const mail = config.mailFrom ? new Mail(this, 'Mail', { stage: config.stage }) : undefined;
    const mailSettings = {
      ...(config.mailFrom ? { mailFrom: config.mailFrom } : {}),
      ...(mail ? { mailConfigurationSet: mail.configurationSetName } : {}),
    };
    const auth = new Auth(this, 'Auth', {
      retainData: config.retainData,
      threatProtection: config.threatProtection,
      refreshTokenDays: config.refreshTokenDays,
      ...mailSettings,
      ...(config.mailDomain ? { mailDomain: config.mailDomain } : {}),
      logKey: data.key,
      logRetentionDays,
      table: data.table,
      dataKey: data.key,
      reserveConcurrency: config.reserveConcurrency,
    });

    if (config.waf) {
      // Sign-up, resent codes and forgotten passwords send e-mail and are open to anyone: limited per address.
      const poolAcl = new RateLimitedAcl(this, 'UserPoolAcl', {
        scope: 'REGIONAL',
        description: `SaluteMia user pool, stage ${config.stage}`,
        rules: [
          {
            name: 'EmailSending',
            limit: EMAIL_SENDING_PER_IP,
            scopeDown: cognitoOperations(['SignUp', 'ResendConfirmationCode', 'ForgotPassword']),
          },
          { name: 'PerAddress', limit: USER_POOL_REQUESTS_PER_IP },
        ],
        retainLogs: config.retainData,
        logRetentionDays,
      });
      new wafv2.CfnWebACLAssociation(this, 'UserPoolAclAssociation', {
        resourceArn: auth.userPool.userPoolArn,
        webAclArn: poolAcl.acl.attrArn,
      });
    }

    const web = new Web(this, 'Web', {
      retainData: config.retainData,
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
      ...(config.domainName && config.certificateArn
        ? {
            domain: {
              name: config.domainName,
              certificateArn: config.certificateArn,
              // The API is made below (its CORS names the app's address): its origin is read at synth.
              apiOrigin: Lazy.string({ produce: (): string => api.httpApi.apiEndpoint }),
            },
          }
        : {}),
    });
    const imports = new ImportBucket(this, 'Imports', {
      dataKey: data.key,
      allowedOrigins: [web.url, ...config.extraAllowedOrigins],
      logs: web.logs,
      retainData: config.retainData,
    });

    const environment = {
      STAGE: config.stage,
      TABLE_NAME: data.table.tableName,
      OPENAI_SECRET_ARN: openAiKey.secretArn,
      OPENAI_MODEL: config.openAiModel,
      ...(config.modelEndpoint ? { OPENAI_BASE_URL: config.modelEndpoint } : {}),
      OPENAI_TEMPERATURE: String(config.assistant.temperature),
      OPENAI_MAX_TOKENS: String(config.assistant.maxTokens),
      ASSISTANT_DAILY_LIMIT: String(config.assistant.dailyLimit),
      VAPID_SECRET_ARN: pushKeys.secret.secretArn,
      CURSOR_SECRET_ARN: cursorKey.secretArn,
      VAPID_PUBLIC_KEY: pushKeys.publicKey,
      // The push services' contact for our pushes (RFC 8292): the app's own address.
      VAPID_SUBJECT: web.url,
      APP_URL: web.url,
      REMINDER_SHARDS: String(config.reminderShards),
      IMPORT_BUCKET: imports.bucket.bucketName,
      ...(config.mailFrom ? { MAIL_FROM: config.mailFrom } : {}),
      ...(mail ? { MAIL_CONFIGURATION_SET: mail.configurationSetName } : {}),
      ...(config.teamAddress ? { TEAM_ADDRESS: config.teamAddress } : {}),
    };

    const api = new Api(this, 'Api', {
      dataKey: data.key,
      userPool: auth.userPool,
      client: auth.client,
      table: data.table,
      modelKey: openAiKey,
      pushKeys: pushKeys.secret,
      cursorKey,
      importBucket: imports.bucket,
      allowedOrigins: [web.url, ...config.extraAllowedOrigins],
      environment,
      ...mailSettings,
      logKey: data.key,
      logRetentionDays,
      throttle: config.throttle,
      reserveConcurrency: config.reserveConcurrency,
    });

    const reminders = new Reminders(this, 'Reminders', {
      table: data.table,
      dataKey: data.key,
      userPool: auth.userPool,
      pushKeys: pushKeys.secret,
      cursorKey,
      ...mailSettings,
      environment,
      logKey: data.key,
      logRetentionDays,
      shards: config.reminderShards,
      reserveConcurrency: config.reserveConcurrency,
    });

    const sweeper = new AccountSweeper(this, 'AccountSweeper', {
      table: data.table,
      dataKey: data.key,
      importBucket: imports.bucket,
      userPool: auth.userPool,
      environment,
      logKey: data.key,
      logRetentionDays,
      reserveConcurrency: config.reserveConcurrency,
    });

    new Monitoring(this, 'Monitoring', {
      stage: config.stage,
      alarmEmails: config.alarmEmails,
      key: data.key,
      httpApi: api.httpApi,
      functions: {
        ...Object.fromEntries(Object.entries(api.functions).map(([name, f]) => [name, f.fn])),
        reminderDispatcher: reminders.dispatcher.fn,
        accountSweeper: sweeper.fn.fn,
        ...auth.triggers,
      },
      table: data.table,
      reminderShards: reminders.shards,
      reminderDeadLetters: reminders.deadLetters,
      modelExpected: config.modelExpected,
      ...(mail ? { mailEvents: { stage: config.stage } } : {}),
      scheduledDeadLetters: {
        reminderDispatcher: {
          schedule: reminders.schedule.deadLetters,
          invocations: reminders.dispatcher.deadLetters!,
        },
        accountSweeper: { schedule: sweeper.schedule.deadLetters, invocations: sweeper.fn.deadLetters! },
      },
    });

    web.deploy(
      {
        stage: config.stage,
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.client.userPoolClientId,
        apiUrl: api.url,
        vapidPublicKey: pushKeys.publicKey,
        // Named by the privacy policy and the terms (GDPR art. 13): the stage's settings, not the build's.
        controller: config.controller,
        modelProvider: config.modelProvider,
      },
      { key: data.key, retentionDays: logRetentionDays },
    );

    new CfnOutput(this, 'AppUrl', { value: web.url });
    new CfnOutput(this, 'ApiUrl', { value: api.url });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'OpenAiSecretArn', { value: openAiKey.secretArn });
  }
}
