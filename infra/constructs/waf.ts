import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** A rate-based rule: requests per IP address in any five minutes, optionally only those a statement matches. */
export interface RateRule {
  name: string;
  /** Requests one address may send in five minutes (WAF's minimum is 10). */
  limit: number;
  /** Only the requests that match (for instance the Cognito operations that send e-mail). */
  scopeDown?: wafv2.CfnWebACL.StatementProperty;
}

export interface RateLimitedAclProps {
  scope: 'CLOUDFRONT' | 'REGIONAL';
  description: string;
  rules: RateRule[];
  retainLogs: boolean;
  logRetentionDays: logs.RetentionDays;
}

/**
 * A WAF web ACL that blocks an address past each of its rate rules, and the addresses AWS's threat
 * intelligence lists as malicious (the managed IP reputation list). It logs only what it blocks, without the
 * Authorization header, to its own encrypted log group (`aws-waf-logs-…`): enough to see who was stopped.
 */
export class RateLimitedAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: RateLimitedAclProps) {
    super(scope, id);
    const metric = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${id}${name}`.replace(/[^\w]/g, ''),
    });
    const rules: wafv2.CfnWebACL.RuleProperty[] = props.rules.map((rule, index) => ({
      name: rule.name,
      priority: index,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit: rule.limit,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          ...(rule.scopeDown ? { scopeDownStatement: rule.scopeDown } : {}),
        },
      },
      visibilityConfig: metric(rule.name),
    }));
    rules.push({
      name: 'IpReputation',
      priority: rules.length,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' },
      },
      visibilityConfig: metric('IpReputation'),
    });
    this.acl = new wafv2.CfnWebACL(this, 'Acl', {
      scope: props.scope,
      description: props.description,
      defaultAction: { allow: {} },
      rules,
      visibilityConfig: metric('All'),
    });

    const stack = Stack.of(this);
    const key = new kms.Key(this, 'LogKey', {
      description: `${props.description}: its log of blocked requests`,
      enableKeyRotation: true,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal(`logs.${stack.region}.amazonaws.com`)],
        actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
        resources: ['*'],
        conditions: {
          ArnLike: {
            'kms:EncryptionContext:aws:logs:arn': `arn:aws:logs:${stack.region}:${stack.account}:*`,
          },
        },
      }),
    );
    const logGroup = new logs.LogGroup(this, 'Logs', {
      // WAF writes only to log groups whose name starts with aws-waf-logs-.
      logGroupName: `aws-waf-logs-${stack.stackName}-${id}`.slice(0, 512),
      retention: props.logRetentionDays,
      encryptionKey: key,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.acl.attrArn,
      logDestinationConfigs: [logGroup.logGroupArn],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }],
          },
        ],
      },
    });
  }
}

/** Matches a Cognito user-pool API call by its operation (the `X-Amz-Target` header). */
export const cognitoOperations = (operations: string[]): wafv2.CfnWebACL.StatementProperty => {
  const one = (operation: string): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
      positionalConstraint: 'EXACTLY',
      searchString: `AWSCognitoIdentityProviderService.${operation}`,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  return operations.length === 1 ? one(operations[0]!) : { orStatement: { statements: operations.map(one) } };
};
