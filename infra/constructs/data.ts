import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Duration } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { TABLE_KEYS } from '../../lambdas/contracts/table';

export interface DataProps {
  retainData: boolean;
}

/**
 * The customer-managed key (health data, logs, the secret) and the single table: on-demand, KMS, point-in-time
 * recovery, deletion protection and RETAIN on prod, and a daily AWS Backup with 35 days of history.
 */
export class Data extends Construct {
  readonly key: kms.Key;
  readonly table: dynamodb.TableV2;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const region = Stack.of(this).region;

    this.key = new kms.Key(this, 'Key', {
      description: 'Health data, logs and secrets of the app',
      enableKeyRotation: true,
      removalPolicy,
    });
    // CloudWatch Logs encrypts the functions' and the API's log groups with this key.
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal(`logs.${region}.amazonaws.com`)],
        actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
        resources: ['*'],
        conditions: {
          ArnLike: {
            'kms:EncryptionContext:aws:logs:arn': `arn:aws:logs:${region}:${Stack.of(this).account}:*`,
          },
        },
      }),
    );

    const keys = TABLE_KEYS;
    this.table = new dynamodb.TableV2(this, 'Table', {
      partitionKey: { name: keys.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: keys.sortKey, type: dynamodb.AttributeType.STRING },
      globalSecondaryIndexes: keys.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType:
          index.projection === 'KEYS_ONLY' ? dynamodb.ProjectionType.KEYS_ONLY : dynamodb.ProjectionType.ALL,
      })),
      billing: dynamodb.Billing.onDemand(),
      encryption: dynamodb.TableEncryptionV2.customerManagedKey(this.key),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: keys.ttlAttribute,
      deletionProtection: props.retainData,
      removalPolicy,
    });

    const plan = new backup.BackupPlan(this, 'Backup', {
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: 'daily',
          scheduleExpression: events.Schedule.cron({ hour: '2', minute: '0' }),
          deleteAfter: Duration.days(35),
        }),
      ],
    });
    const selection = plan.addSelection('Table', {
      resources: [backup.BackupResource.fromDynamoDbTable(this.table)],
    });
    Validations.of(selection).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason: "AWS Backup's own service-role policy, the documented way to let it back up the table.",
    });
  }
}
