import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/bin/app';
import {
  BACKUP_RETENTION_DAYS,
  VAULT_LOCK_GRACE_DAYS,
  VAULT_LOCK_MIN_RETENTION_DAYS,
} from '../../infra/constructs/data';
import { PROD_CONTEXT } from '../support/prod-context';

/**
 * The table's backups on prod (issue 17 §5): a vault of their own under the stage's key, with a Vault Lock, and
 * with `backupCopyVaultArn` a copy of each backup in another vault. cdk-nag runs in every synth below.
 */
const PROD = { stage: 'prod', ...PROD_CONTEXT, 'aws:cdk:bundling-stacks': [] };
const COPY_VAULT = 'arn:aws:backup:eu-central-1:210987654321:backup-vault:salute-prod-copy';

function synth(context: Record<string, unknown> = {}) {
  const app = new App({ context: { ...PROD, ...context } });
  const { stack } = buildApp(app);
  return Template.fromJSON(app.synth().getStackByName(stack.stackName).template);
}

/** Evaluates the intrinsic functions a name is made of (Join, Select, Split, the stack id), as CloudFormation would. */
function resolveJoin(value: unknown, stackId: string): string {
  const v = value as Record<string, unknown>;
  if (typeof value === 'string') return value;
  if (v.Ref === 'AWS::StackId') return stackId;
  if ('Fn::Join' in v) {
    const [sep, parts] = v['Fn::Join'] as [string, unknown[]];
    return parts.map((p) => resolveJoin(p, stackId)).join(sep);
  }
  if ('Fn::Select' in v) {
    const [index, list] = v['Fn::Select'] as [number, unknown];
    return resolveList(list, stackId)[index]!;
  }
  throw new Error(`not evaluated: ${JSON.stringify(value)}`);
}
function resolveList(value: unknown, stackId: string): string[] {
  const [sep, source] = (value as { 'Fn::Split': [string, unknown] })['Fn::Split'];
  return resolveJoin(source, stackId).split(sep);
}

type Rule = { Lifecycle: { DeleteAfterDays: number }; CopyActions?: unknown[]; TargetBackupVault: unknown };
const rulesOf = (template: Template) => {
  const plans = Object.values(template.findResources('AWS::Backup::BackupPlan'));
  expect(plans).toHaveLength(1);
  const rules = plans[0]!.Properties.BackupPlan.BackupPlanRule as Rule[];
  expect(rules.length).toBeGreaterThan(0);
  return rules;
};

describe('the backups of prod', () => {
  let template: Template;
  beforeAll(() => {
    template = synth();
  });

  it('go to a vault of their own, under the key that encrypts the table, kept if the stack is deleted', () => {
    const vaults = Object.entries(template.findResources('AWS::Backup::BackupVault'));
    expect(vaults).toHaveLength(1);
    const [vaultId, vault] = vaults[0]!;
    expect(vault.DeletionPolicy).toBe('Retain');
    // Named after this creation of the stack (its id's UUID), so a stage deployed again after a destroy gets a
    // vault of its own beside the one kept: arn:aws:cloudformation:<region>:<account>:stack/<name>/<uuid>.
    const name = vault.Properties.BackupVaultName;
    const stackId =
      'arn:aws:cloudformation:eu-south-1:123456789012:stack/Salute-prod/8f1c2a30-5b7e-11ef-9a2b-0a1b2c3d4e5f';
    expect(resolveJoin(name, stackId)).toBe('Salute-prod-backups-0a1b2c3d4e5f');
    expect(resolveJoin(name, stackId).length).toBeLessThanOrEqual(50);
    const table = Object.values(template.findResources('AWS::DynamoDB::GlobalTable'))[0]!;
    const tableKey = table.Properties.Replicas[0].SSESpecification.KMSMasterKeyId;
    expect(tableKey).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataKey/), 'Arn'] });
    expect(vault.Properties.EncryptionKeyArn).toEqual(tableKey);
    for (const rule of rulesOf(template)) {
      expect(rule.TargetBackupVault).toEqual({ 'Fn::GetAtt': [vaultId, 'BackupVaultName'] });
      expect(rule.Lifecycle.DeleteAfterDays).toBe(BACKUP_RETENTION_DAYS);
    }
  });

  it('are protected by a Vault Lock no longer than the rules keep them, with a grace period of at least 3 days', () => {
    const vault = Object.values(template.findResources('AWS::Backup::BackupVault'))[0]!;
    expect(vault.Properties.LockConfiguration).toEqual({
      MinRetentionDays: VAULT_LOCK_MIN_RETENTION_DAYS,
      ChangeableForDays: VAULT_LOCK_GRACE_DAYS,
    });
    expect(VAULT_LOCK_MIN_RETENTION_DAYS).toBe(7);
    expect(VAULT_LOCK_GRACE_DAYS).toBeGreaterThanOrEqual(3);
    // A backup kept less than the lock's minimum would be refused by the vault: every rule keeps at least that.
    for (const rule of rulesOf(template))
      expect(rule.Lifecycle.DeleteAfterDays).toBeGreaterThanOrEqual(VAULT_LOCK_MIN_RETENTION_DAYS);
  });

  it('are not copied anywhere without backupCopyVaultArn', () => {
    for (const rule of rulesOf(template)) expect(rule).not.toHaveProperty('CopyActions');
  });

  it('are copied to the vault that backupCopyVaultArn names, kept as long as the originals', () => {
    const copied = synth({ backupCopyVaultArn: COPY_VAULT });
    for (const rule of rulesOf(copied)) {
      expect(rule.CopyActions).toEqual([
        { DestinationBackupVaultArn: COPY_VAULT, Lifecycle: { DeleteAfterDays: BACKUP_RETENTION_DAYS } },
      ]);
    }
  });

  it('refuse a backupCopyVaultArn that is not the ARN of a backup vault, before anything is built', () => {
    for (const backupCopyVaultArn of [
      'salute-prod-copy',
      'arn:aws:s3:::salute-prod-copy',
      'arn:aws:backup:eu-central-1:210987654321:backup-plan:salute-prod-copy',
      'arn:aws:backup:eu-central-1:2109876543:backup-vault:salute-prod-copy',
      'arn:aws:backup:eu-central-1:210987654321:backup-vault:',
      `${COPY_VAULT} `,
    ]) {
      expect(
        () => buildApp(new App({ context: { ...PROD, backupCopyVaultArn } })),
        backupCopyVaultArn,
      ).toThrow(
        'backupCopyVaultArn: the ARN of a backup vault, arn:aws:backup:<region>:<12-digit account>:backup-vault:<name>',
      );
    }
  });
});
