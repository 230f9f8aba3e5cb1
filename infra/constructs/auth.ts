import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { viaService } from './api';
import { ACCESS_TOKEN_MINUTES } from '../../lambdas/contracts/session';
import { CONSENT_ATTRIBUTE_NAME } from '../../lambdas/contracts/consent';
import { PASSWORD_MIN_LENGTH } from '../../lambdas/contracts/password';
import { triggers } from '../../lambdas/routes';
import { triggerReserves } from '../concurrency';
import { AppFunction, reserveOrReason } from './app-function';

/** How cdk-nag spells a value in a finding: as itself, or as the pseudo-parameter it stands for. */
const shown = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);

export interface AuthProps {
  retainData: boolean;
  threatProtection: boolean;
  mailFrom?: string;
  /** How long a refresh token lives (stage setting `refreshTokenDays`). */
  refreshTokenDays: number;
  /** Its verified domain identity, when there is one (stage setting `mailDomain`). */
  mailDomain?: string;
  /** The stage's SES configuration set, when it sends through SES (infra/constructs/mail.ts). */
  mailConfigurationSet?: string;
  logKey: kms.IKey;
  logRetentionDays: logs.RetentionDays;
  /** Where a password reset records that the account's sessions ended (the API's own check). */
  table: dynamodb.ITable;
  /** The table's customer key. */
  dataKey: kms.IKey;
  /** Whether the triggers get their own reserved concurrency (infra/concurrency.ts). */
  reserveConcurrency: boolean;
}

/**
 * The user pool: e-mail sign-in, self sign-up with code verification, `name` and `locale`, the password rule
 * (8+, no composition rules), and the triggers (localized code e-mails; consent required and recorded; a reset
 * ends every session). The web client uses SRP only, never reveals whether an account exists, and cannot
 * write the consent.
 */
/** Cognito's own limit for a user-pool trigger. */
export const TRIGGER_TIMEOUT_SECONDS = 5;

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  /** The pool's triggers, by name (for the alarms). */
  readonly triggers: Record<string, lambda.IFunction> = {};

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const fn = (name: keyof typeof triggers, environment?: Record<string, string>) =>
      (this.triggers[name] = new AppFunction(this, name, {
        entry: triggers[name].entry,
        description: triggers[name].description,
        // Cognito waits 5 s for a trigger (then fails the sign-up, the code e-mail or the reset): a trigger
        // that runs longer has already failed the person, so it stops there rather than run on.
        timeoutSeconds: TRIGGER_TIMEOUT_SECONDS,
        logKey: props.logKey,
        logRetentionDays: props.logRetentionDays,
        // A reserve of their own: a surge on the API cannot stop sign-up, the code e-mails or a reset.
        concurrency: reserveOrReason(props.reserveConcurrency, triggerReserves()[name]),
        ...(environment ? { environment } : {}),
      }).fn);

    // The pre-sign-up trigger records the consent given at registration; a password reset ends every session:
    // it records the second for the API, and signs the account out at Cognito. The pool's ARN cannot be named
    // here (the pool refers to these functions: a cycle), so the grant names the pools of this account and
    // region; the action is the only one, and the user name comes from Cognito's own event.
    const preSignUp = fn('preSignUp', { TABLE_NAME: props.table.tableName });
    const postConfirmation = fn('postConfirmation', { TABLE_NAME: props.table.tableName });
    for (const trigger of [preSignUp, postConfirmation]) {
      // One write each, to the table only (no index), with the key's exact actions (CDK's grants add wildcards).
      trigger.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [props.table.tableArn] }),
      );
      trigger.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['kms:Encrypt', 'kms:GenerateDataKey', 'kms:Decrypt', 'kms:DescribeKey'],
          resources: [props.dataKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': viaService(this, 'dynamodb') } },
        }),
      );
    }
    const stack = Stack.of(this);
    postConfirmation.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cognito-idp:AdminUserGlobalSignOut'],
        resources: [`arn:${stack.partition}:cognito-idp:${stack.region}:${stack.account}:userpool/*`],
      }),
    );
    Validations.of(postConfirmation.role ?? postConfirmation).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:cognito-idp:${shown(stack.region, 'Region')}:${shown(stack.account, 'AccountId')}:userpool/*]`,
      reason:
        "The pool refers to this trigger, so the trigger's policy cannot name the pool (a cycle): AdminUserGlobalSignOut only, on this account's pools, for the user named by Cognito's own event.",
    });

    this.userPool = new cognito.UserPool(this, 'Users', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
        locale: { required: false, mutable: true },
      },
      customAttributes: {
        [CONSENT_ATTRIBUTE_NAME]: new cognito.StringAttribute({ minLen: 20, maxLen: 30, mutable: true }),
      },
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      featurePlan: props.threatProtection ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      ...(props.threatProtection
        ? { standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION }
        : {}),
      ...(props.mailFrom
        ? {
            email: cognito.UserPoolEmail.withSES({
              fromEmail: props.mailFrom,
              ...(props.mailDomain ? { sesVerifiedDomain: props.mailDomain } : {}),
              ...(props.mailConfigurationSet ? { configurationSetName: props.mailConfigurationSet } : {}),
            }),
          }
        : {}),
      lambdaTriggers: { customMessage: fn('customMessage'), preSignUp, postConfirmation },
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // What the app may write: the person's own details. The consent is recorded by the server (pre-sign-up
    // trigger); the attribute that held it for older accounts is read, never written.
    const attributes = new cognito.ClientAttributes().withStandardAttributes({
      email: true,
      fullname: true,
      locale: true,
    });
    this.client = this.userPool.addClient('Web', {
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      generateSecret: false,
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      idTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      refreshTokenValidity: Duration.days(props.refreshTokenDays),
      // Each refresh gives a new refresh token (Amplify's refresh, GetTokensFromRefreshToken, keeps it); the one
      // it replaces still works for a minute, for a second tab refreshing at the same moment.
      refreshTokenRotationGracePeriod: Duration.seconds(60),
      // The app signs in with SRP through the API, never through the hosted UI: no OAuth flow, no callback.
      disableOAuth: true,
      readAttributes: attributes
        .withStandardAttributes({ email: true, emailVerified: true, fullname: true, locale: true })
        .withCustomAttributes(CONSENT_ATTRIBUTE_NAME),
      writeAttributes: attributes,
    });

    const v = Validations.of(this.userPool);
    v.acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is OPTIONAL with TOTP: people can turn it on; making it required would lock out older users (the spec asks e-mail and password only).',
    });
    v.acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'Composition rules are deliberately off (NIST SP 800-63B, OWASP ASVS 5): 8+ characters, passphrases welcome, common passwords refused by the form, passwords found in leaks refused by threat protection on prod at sign-up and in password-change events (sign-in is SRP: docs/decisions.md).',
    });
    if (props.threatProtection) {
      // What threat protection does, spelled out rather than left to its defaults (docs/decisions.md,
      // "Compromised passwords"). A password found in a leak is refused where Cognito sees it: at sign-up and
      // in its password-change events. Sign-in is SRP, so Cognito never sees the password there; a risky sign-in
      // (an unusual device, place or IP) is blocked when high, asks the second factor of those who set one
      // when medium, and is only recorded when low. No e-mail of Cognito's own about it (the app's e-mails
      // are the product's: infra/constructs/mail.ts).
      const noNotice = (eventAction: string) => ({ eventAction, notify: false });
      new cognito.CfnUserPoolRiskConfigurationAttachment(this, 'Risk', {
        userPoolId: this.userPool.userPoolId,
        clientId: 'ALL',
        compromisedCredentialsRiskConfiguration: {
          actions: { eventAction: 'BLOCK' },
          eventFilter: ['SIGN_UP', 'PASSWORD_CHANGE'],
        },
        accountTakeoverRiskConfiguration: {
          actions: {
            highAction: noNotice('BLOCK'),
            mediumAction: noNotice('MFA_IF_CONFIGURED'),
            lowAction: noNotice('NO_ACTION'),
          },
        },
      });
    }
    if (!props.threatProtection) {
      v.acknowledge({
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus plan comes with threat protection, enabled on prod; dev stages use Essentials for cost.',
      });
      v.acknowledge({
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection (Cognito Plus) is enabled on prod (stage config threatProtection); dev stages go without it for cost.',
      });
    }
  }
}
