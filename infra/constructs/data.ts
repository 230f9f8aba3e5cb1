import { Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
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
  /** A backup vault elsewhere (another region or account) that each backup is also copied to; none without it. */
  backupCopyVaultArn?: string;
}

/** How long each daily backup is kept, in the stage's vault and in the copy. */
export const BACKUP_RETENTION_DAYS = 35;
/** The Vault Lock's minimum retention: the vault refuses a backup or a copy kept less than this. */
export const VAULT_LOCK_MIN_RETENTION_DAYS = 7;
/** How long after the deploy that sets it the Vault Lock can still be changed or removed (AWS's minimum is 3). */
export const VAULT_LOCK_GRACE_DAYS = 3;

/**
 * The customer-managed key (health data, logs, the secret) and the single table: on-demand, KMS, point-in-time
 * recovery, deletion protection and RETAIN on prod, and a daily AWS Backup with 35 days of history in a locked
 * vault under the same key, optionally copied to a vault elsewhere.
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

    // The backups' own vault, under the stage's key: AWS Backup's DynamoDB backups are encrypted with the
    // vault's key, and its service role may use a key through DynamoDB (AWSBackupServiceRolePolicyForBackup).
    // Its Vault Lock: nobody (an administrator or a stolen credential included) can delete a backup before it
    // expires or change its lifecycle, and a backup kept less than VAULT_LOCK_MIN_RETENTION_DAYS is refused.
    // Kept on every stage: CloudFormation cannot delete a vault that holds backups (the stack's delete would fail).
    // So its name is this stack's own creation's (the last group of the stack id's UUID), not the construct
    // path's: a stage destroyed and deployed again gets a new vault beside the one kept, instead of colliding
    // with it until its last backup expires.
    const created = Fn.select(4, Fn.split('-', Fn.select(2, Fn.split('/', Stack.of(this).stackId))));
    const vault = new backup.BackupVault(this, 'Vault', {
      backupVaultName: Fn.join('-', [`${Stack.of(this).stackName}-backups`, created]),
      encryptionKey: this.key,
      lockConfiguration: {
        minRetention: Duration.days(VAULT_LOCK_MIN_RETENTION_DAYS),
        // The grace period: until it ends the lock can still be changed or removed, to fix a mistake. After it
        // the lock is immutable (compliance mode): no user or service, AWS included, can change or remove it.
        changeableFor: Duration.days(VAULT_LOCK_GRACE_DAYS),
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const copyVault = props.backupCopyVaultArn
      ? backup.BackupVault.fromBackupVaultArn(this, 'CopyVault', props.backupCopyVaultArn)
      : undefined;
    const retention = Duration.days(BACKUP_RETENTION_DAYS);

    const plan = new backup.BackupPlan(this, 'Backup', {
      backupVault: vault,
      backupPlanRules: [
        new backup.BackupPlanRule({
          ruleName: 'daily',
          scheduleExpression: events.Schedule.cron({ hour: '2', minute: '0' }),
          deleteAfter: retention,
          // A copy out of this account or region survives the loss of either; kept as long as the original.
          ...(copyVault
            ? { copyActions: [{ destinationBackupVault: copyVault, deleteAfter: retention }] }
            : {}),
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
