import { Stack, type StackProps } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { StageConfig } from './config';
import { RateLimitedAcl } from './constructs/waf';

export interface EdgeStackProps extends StackProps {
  config: StageConfig;
}

/** Requests one address may make to the web app in five minutes: a page load is about 20 files. */
export const WEB_REQUESTS_PER_IP = 1000;

/**
 * What CloudFront needs from us-east-1: the web app's WAF web ACL (CloudFront takes only web ACLs of that
 * region). The stage's stack reads its ARN through CDK's cross-region references.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const acl = new RateLimitedAcl(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: `SaluteMia web app, stage ${props.config.stage}`,
      rules: [{ name: 'PerAddress', limit: WEB_REQUESTS_PER_IP }],
      retainLogs: props.config.retainData,
      logRetentionDays: logs.RetentionDays.ONE_MONTH,
    });
    this.webAclArn = acl.acl.attrArn;
  }
}
