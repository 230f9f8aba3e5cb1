import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/bin/app';
import { WEB_REQUESTS_PER_IP } from '../../infra/edge-stack';
import { EMAIL_SENDING_PER_IP, USER_POOL_REQUESTS_PER_IP } from '../../infra/stack';
import { PROD_CONTEXT } from '../support/prod-context';

/**
 * WAF in front of the public entry points (issue 17 §2): the CloudFront distribution's web ACL in us-east-1
 * (its own stack, read across regions), the user pool's in the stage's region; each blocks an address past
 * its rate and the addresses AWS lists as malicious, and logs only what it blocks. cdk-nag runs on both stacks.
 */
const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
type Resource = { Properties: Record<string, any> };

function synth(context: Record<string, unknown>) {
  const app = new App({ context: { ...context, ...SKIP_BUNDLING } });
  const built = buildApp(app);
  const assembly = app.synth();
  return { ...built, assembly };
}

const only = (template: Template, type: string) => {
  const found = Object.values(template.findResources(type)) as Resource[];
  expect(found, type).toHaveLength(1);
  return found[0]!.Properties;
};

const rule = (acl: Record<string, any>, name: string) =>
  (acl.Rules as { Name: string; Statement: any; Action?: unknown }[]).find((r) => r.Name === name);

describe('prod', () => {
  let edge: Template;
  let main: Template;
  let edgeRegion: string;
  beforeAll(() => {
    const built = synth({ stage: 'prod', ...PROD_CONTEXT });
    expect(built.edge).toBeDefined();
    edgeRegion = built.edge!.region;
    edge = Template.fromJSON(built.assembly.getStackByName(built.edge!.stackName).template);
    main = Template.fromJSON(built.assembly.getStackByName(built.stack.stackName).template);
  });

  it('puts the web app’s web ACL in us-east-1, for CloudFront, and the distribution uses it', () => {
    expect(edgeRegion).toBe('us-east-1');
    const acl = only(edge, 'AWS::WAFv2::WebACL');
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    expect(rule(acl, 'PerAddress')).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: { Limit: WEB_REQUESTS_PER_IP, AggregateKeyType: 'IP', EvaluationWindowSec: 300 },
      },
    });
    expect(rule(acl, 'IpReputation')?.Statement.ManagedRuleGroupStatement).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesAmazonIpReputationList',
    });
    const distribution = only(main, 'AWS::CloudFront::Distribution');
    // Read from the edge stack through CDK's cross-region reference (an SSM parameter in us-east-1).
    expect(JSON.stringify(distribution.DistributionConfig.WebACLId)).toContain('ExportsReader');
  });

  it('limits the user pool per address, sign-up, resent codes and resets (they send e-mail) much more', () => {
    const acl = only(main, 'AWS::WAFv2::WebACL');
    expect(acl.Scope).toBe('REGIONAL');
    const email = rule(acl, 'EmailSending')!;
    expect(email.Statement.RateBasedStatement.Limit).toBe(EMAIL_SENDING_PER_IP);
    const targets = email.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements.map(
      (s: any) => [s.ByteMatchStatement.FieldToMatch.SingleHeader.Name, s.ByteMatchStatement.SearchString],
    );
    expect(targets).toEqual(
      ['SignUp', 'ResendConfirmationCode', 'ForgotPassword'].map((op) => [
        'x-amz-target',
        `AWSCognitoIdentityProviderService.${op}`,
      ]),
    );
    expect(rule(acl, 'PerAddress')?.Statement.RateBasedStatement.Limit).toBe(USER_POOL_REQUESTS_PER_IP);
    const association = only(main, 'AWS::WAFv2::WebACLAssociation');
    const [poolId] = Object.keys(main.findResources('AWS::Cognito::UserPool'));
    expect(association.ResourceArn).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
    const [aclId] = Object.keys(main.findResources('AWS::WAFv2::WebACL'));
    expect(association.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('logs only blocked requests, without the Authorization header, to an encrypted aws-waf-logs- group', () => {
    for (const template of [edge, main]) {
      const logging = only(template, 'AWS::WAFv2::LoggingConfiguration');
      expect(logging.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }]);
      expect(logging.LoggingFilter).toEqual({
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }],
          },
        ],
      });
      const groups = Object.entries(template.findResources('AWS::Logs::LogGroup')) as [string, Resource][];
      const waf = groups.filter(([, g]) =>
        String(g.Properties.LogGroupName ?? '').startsWith('aws-waf-logs-'),
      );
      expect(waf).toHaveLength(1);
      expect(waf[0]![1].Properties.KmsKeyId).toBeDefined();
      expect(JSON.stringify(logging.LogDestinationConfigs)).toContain(waf[0]![0]);
    }
  });
});

describe('dev', () => {
  it('has no WAF (a development stage) and one stack; `-c waf=true` adds both web ACLs', () => {
    const dev = synth({ stage: 'dev' });
    expect(dev.edge).toBeUndefined();
    expect(dev.assembly.stacks).toHaveLength(1);
    expect(Template.fromJSON(dev.assembly.stacks[0]!.template).findResources('AWS::WAFv2::WebACL')).toEqual(
      {},
    );
    const withWaf = synth({ stage: 'dev', waf: 'true' });
    expect(withWaf.assembly.stacks.map((s) => s.stackName).sort()).toEqual(['Salute-dev', 'Salute-dev-edge']);
  });
});
