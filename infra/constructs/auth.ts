import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ACCESS_TOKEN_MINUTES, REFRESH_TOKEN_DAYS } from '../../lambdas/contracts/session';
import { CONSENT_ATTRIBUTE_NAME } from '../../lambdas/contracts/consent';
import { PASSWORD_MIN_LENGTH } from '../../lambdas/contracts/password';
import { triggers } from '../../lambdas/routes';
import { AppFunction } from './app-function';

export interface AuthProps {
  retainData: boolean;
  threatProtection: boolean;
  mailFrom?: string;
  logKey: kms.IKey;
  logRetentionDays: logs.RetentionDays;
}

/**
 * The user pool: e-mail sign-in, self sign-up with code verification, `name` and `locale`, the consent
 * attribute, the password rule (8+, no composition rules), and the two triggers (localized code e-mails,
 * consent required). The web client uses SRP only and never reveals whether an account exists.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const fn = (name: keyof typeof triggers) =>
      new AppFunction(this, name, {
        entry: triggers[name].entry,
        description: triggers[name].description,
        logKey: props.logKey,
        logRetentionDays: props.logRetentionDays,
      }).fn;

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
      ...(props.mailFrom ? { email: cognito.UserPoolEmail.withSES({ fromEmail: props.mailFrom }) } : {}),
      lambdaTriggers: { customMessage: fn('customMessage'), preSignUp: fn('preSignUp') },
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    const attributes = new cognito.ClientAttributes()
      .withStandardAttributes({ email: true, fullname: true, locale: true })
      .withCustomAttributes(CONSENT_ATTRIBUTE_NAME);
    this.client = this.userPool.addClient('Web', {
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      generateSecret: false,
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      idTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      refreshTokenValidity: Duration.days(REFRESH_TOKEN_DAYS),
      readAttributes: attributes.withStandardAttributes({
        email: true,
        emailVerified: true,
        fullname: true,
        locale: true,
      }),
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
        'Composition rules are deliberately off (NIST SP 800-63B, OWASP ASVS 5): 8+ characters, passphrases welcome, common passwords refused by the form, compromised credentials checked by threat protection on prod.',
    });
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
