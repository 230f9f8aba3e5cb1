import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/bin/app';
import { functions, scheduled, type FunctionSpec } from '../../lambdas/routes';
import { PROD_CONTEXT } from '../support/prod-context';

/**
 * Least privilege (issue 17 §3), on the synthesized prod template: each function's role holds the DynamoDB
 * actions of its spec (which tests/infra/bundles.test.ts checks against its code) and nothing else on the
 * table, nobody may scan, every KMS grant to a role goes through the service that uses the key, and a
 * function writes its own log group only. cdk-nag runs during the synth (a finding nobody acknowledged throws).
 */
const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
};
type Resource = { Type: string; Properties: Record<string, any> };

let resources: Record<string, Resource>;
beforeAll(() => {
  const app = new App({ context: { stage: 'prod', ...PROD_CONTEXT, ...SKIP_BUNDLING } });
  const { stack } = buildApp(app);
  resources = Template.fromJSON(app.synth().getStackByName(stack.stackName).template).toJSON()
    .Resources as Record<string, Resource>;
});

const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);
const resourcesOf = (s: Statement) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]);

/** Every statement of the identity policies attached to a role (inline ones included), by role. */
function statementsByRole(): Map<string, Statement[]> {
  const out = new Map<string, Statement[]>();
  const add = (role: string, statements: Statement[]) =>
    out.set(role, [...(out.get(role) ?? []), ...statements]);
  for (const [id, r] of Object.entries(resources)) {
    if (r.Type === 'AWS::IAM::Role') {
      for (const p of r.Properties.Policies ?? []) add(id, p.PolicyDocument.Statement);
    }
    if (r.Type === 'AWS::IAM::Policy') {
      for (const role of r.Properties.Roles ?? []) add(role.Ref, r.Properties.PolicyDocument.Statement);
    }
  }
  return out;
}

/** Our functions by their description (the route table's), with their role's logical id. */
function ourFunctions(): { name: string; spec: FunctionSpec; id: string; role: string }[] {
  const byDescription = new Map(
    Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::Lambda::Function')
      .map(([id, r]) => [
        r.Properties.Description as string,
        { id, role: r.Properties.Role['Fn::GetAtt'][0] },
      ]),
  );
  return Object.entries({ ...functions, ...scheduled }).map(([name, spec]) => {
    const found = byDescription.get(spec.description);
    if (!found) throw new Error(`${name} is not in the template`);
    return { name, spec, ...found };
  });
}

describe('least privilege in prod', () => {
  it('gives each function the DynamoDB actions of its spec, and no more', () => {
    const statements = statementsByRole();
    for (const { name, spec, role } of ourFunctions()) {
      const granted = (statements.get(role) ?? [])
        .flatMap(actionsOf)
        .filter((a) => a.startsWith('dynamodb:'))
        .sort();
      expect(granted, name).toEqual(spec.table.map((a) => `dynamodb:${a}`).sort());
    }
    // The feedback function, as the issue names it: put and get (and the e-mailed mark), never a query.
    const feedback = ourFunctions().find((f) => f.name === 'feedback')!;
    expect((statements.get(feedback.role) ?? []).flatMap(actionsOf)).not.toContain('dynamodb:Query');
  });

  it('lets nobody scan the table, or use DynamoDB with a wildcard', () => {
    for (const [role, statements] of statementsByRole()) {
      for (const action of statements.flatMap(actionsOf)) {
        expect(action, role).not.toMatch(/^dynamodb:(Scan|\*|.*\*)$/);
      }
    }
  });

  it('gives a role a KMS key only through the AWS service that uses it', () => {
    let checked = 0;
    for (const [role, statements] of statementsByRole()) {
      for (const s of statements.filter((st) => actionsOf(st).some((a) => a.startsWith('kms:')))) {
        expect(
          Object.values(s.Condition ?? {}).some((c) => 'kms:ViaService' in c),
          role,
        ).toBe(true);
        checked++;
      }
    }
    // The table's key, the import bucket's, the shard queue's, the secrets' (not a vacuous loop).
    expect(checked).toBeGreaterThan(10);
  });

  it('lets each function write its own log group only, without the AWS-managed execution role', () => {
    const statements = statementsByRole();
    for (const { name, id, role } of ourFunctions()) {
      const roleProps = resources[role]!.Properties;
      expect(roleProps.ManagedPolicyArns ?? [], name).toEqual([]);
      const logGroup = resources[id]!.Properties.LoggingConfig.LogGroup.Ref as string;
      const logs = (statements.get(role) ?? []).filter((s) =>
        actionsOf(s).some((a) => a.startsWith('logs:')),
      );
      expect(logs.flatMap(actionsOf).sort(), name).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
      expect(logs.flatMap(resourcesOf), name).toEqual([{ 'Fn::GetAtt': [logGroup, 'Arn'] }]);
    }
  });

  it('gives no Lambda role the AWS-managed execution role, but the cross-region reader CDK owns', () => {
    const managed = Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::IAM::Role')
      .filter(([, r]) =>
        JSON.stringify(r.Properties.ManagedPolicyArns ?? []).includes('AWSLambdaBasicExecutionRole'),
      )
      .map(([id]) => id);
    // CDK's reader of the edge stack's exports (cross-region references) takes no role of ours.
    expect(managed).toHaveLength(1);
    expect(managed[0]).toMatch(/^CustomCrossRegionExportReader/);
  });
});
