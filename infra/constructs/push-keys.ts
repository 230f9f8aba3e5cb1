import { CustomResource, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as secrets from 'aws-cdk-lib/aws-secretsmanager';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { deployTasks } from '../../lambdas/routes';
import { AppFunction, ownLogRole } from './app-function';
import { acknowledgeManualRotation } from './rotation';

export interface PushKeysProps {
  key: kms.IKey;
  logRetentionDays: logs.RetentionDays;
}

/**
 * The stage's VAPID key pair for Web Push: a secret the stack creates, filled once at the first deploy by a
 * custom resource (lambdas/handlers/deploy/vapid-keys.ts) that hands the public key back for /config.json.
 */
export class PushKeys extends Construct {
  readonly secret: secrets.Secret;
  /** The public key (base64url), a deploy-time value. */
  readonly publicKey: string;

  constructor(scope: Construct, id: string, props: PushKeysProps) {
    super(scope, id);
    this.secret = new secrets.Secret(this, 'Secret', {
      description: `VAPID key pair for reminder pushes (${Stack.of(this).stackName}); made at the first deploy.`,
      encryptionKey: props.key,
      // Replaced at the first deploy by the custom resource below.
      secretStringValue: SecretValue.unsafePlainText('{}'),
    });
    acknowledgeManualRotation(
      this.secret,
      'Rotating a VAPID key invalidates every browser subscription; it is done by hand when needed (docs/operations.md).',
    );

    const maker = new AppFunction(this, 'Maker', {
      entry: deployTasks.vapidKeys.entry,
      description: deployTasks.vapidKeys.description,
      logKey: props.key,
      logRetentionDays: props.logRetentionDays,
      concurrency: {
        unreservedBecause:
          'Run once per deployment by CloudFormation (a custom resource), never by people: nothing can make it run in parallel.',
      },
    });
    this.secret.grantRead(maker.fn);
    this.secret.grantWrite(maker.fn);

    // Writing to the maker's log group only (CDK's default is the AWS-managed basic execution role); the
    // framework adds the invocation of the maker.
    const providerRole = ownLogRole(this, 'ProviderRole', maker.fn.logGroup);
    const provider = new cr.Provider(this, 'Provider', {
      onEventHandler: maker.fn,
      logGroup: maker.fn.logGroup,
      frameworkOnEventRole: providerRole,
    });
    const reason = 'CDK Provider framework function, run only by CloudFormation at deploy time.';
    for (const construct of [provider, providerRole]) {
      const v = Validations.of(construct);
      for (const rule of [
        'AwsSolutions-L1',
        // Invoking any version of the maker function: what the framework needs, nothing else.
        `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(maker.fn.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
        'HIPAA.Security-IAMNoInlinePolicy',
        'HIPAA.Security-LambdaConcurrency',
        'HIPAA.Security-LambdaDLQ',
        'HIPAA.Security-LambdaInsideVPC',
      ]) {
        v.acknowledge({ id: rule, reason });
      }
    }
    const keys = new CustomResource(this, 'Keys', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::VapidKeys',
      properties: { SecretArn: this.secret.secretArn },
    });
    this.publicKey = keys.getAttString('PublicKey');
  }
}
