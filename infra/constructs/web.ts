import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { spaSource } from '../spa-asset';
import { ownLogRole } from './app-function';
import { contentSecurityPolicy, HSTS_SECONDS, PERMISSIONS_POLICY } from '../web-security';

export interface WebProps {
  retainData: boolean;
  /** The stage's WAF web ACL for CloudFront (us-east-1, infra/edge-stack.ts); none in a stage without WAF. */
  webAclArn?: string;
  /**
   * The app's own domain and its ACM certificate (us-east-1), with the exact origin of the API it calls. The
   * API's CORS then names this domain rather than the distribution, so the CSP can name the API without a cycle.
   */
  domain?: { name: string; certificateArn: string; apiOrigin: string };
}

/**
 * The SPA on S3 behind CloudFront: private bucket reached through origin access control, HTTPS only,
 * the security headers policy (CSP, HSTS, nosniff, frame-ancestors none), access logs kept in a log bucket.
 */
/** Served fresh on every request (see the distribution's behaviours). */
export const UNCACHED_PATHS = ['/config.json', '/index.html', '/sw.js', '/manifest.webmanifest'] as const;

export class Web extends Construct {
  readonly bucket: s3.Bucket;
  /** The access-log bucket, for the stage's other buckets too. */
  readonly logs: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    const { domain } = props;
    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const autoDelete = !props.retainData;

    const logs = (this.logs = new s3.Bucket(this, 'Logs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365), noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy,
      autoDeleteObjects: autoDelete,
    }));

    this.bucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy,
      autoDeleteObjects: autoDelete,
    });

    // The security headers on every answer, and how long a browser may keep it: hashed assets a year (their
    // name changes with their content), everything else checked each time (as the local twin serves them).
    const policy = (id: string, cacheControl: string) =>
      new cloudfront.ResponseHeadersPolicy(this, id, {
        comment: `SaluteMia security headers, Cache-Control ${cacheControl}`,
        securityHeadersBehavior: {
          contentSecurityPolicy: {
            override: true,
            // Without a custom domain the exact API URL would make the stack circular (the API's CORS names this
            // distribution): the CSP then allows the region's API Gateway endpoints. With one, the API itself.
            contentSecurityPolicy: contentSecurityPolicy({
              connect: [
                domain ? domain.apiOrigin : `https://*.execute-api.${region}.amazonaws.com`,
                `https://cognito-idp.${region}.amazonaws.com`,
                // The import bucket (its name would make the stack circular too): the browser uploads there.
                `https://*.s3.${region}.amazonaws.com`,
              ],
            }),
          },
          strictTransportSecurity: {
            override: true,
            accessControlMaxAge: Duration.seconds(HSTS_SECONDS),
            includeSubdomains: true,
          },
          contentTypeOptions: { override: true },
          frameOptions: { override: true, frameOption: cloudfront.HeadersFrameOption.DENY },
          referrerPolicy: {
            override: true,
            referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          },
        },
        customHeadersBehavior: {
          customHeaders: [
            { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
            { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
            { header: 'Cache-Control', value: cacheControl, override: true },
          ],
        },
      });
    const headers = policy('Headers', 'no-cache');
    const assetHeaders = policy('AssetHeaders', 'public, max-age=31536000, immutable');

    this.distribution = new cloudfront.Distribution(this, 'Cdn', {
      comment: 'SaluteMia web app',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      // The app's own name, with TLS 1.2 or later and modern ciphers only (SNI); the *.cloudfront.net name
      // still answers, but the API's CORS accepts the app's domain only.
      ...(domain
        ? {
            domainNames: [domain.name],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
            sslSupportMethod: cloudfront.SSLMethod.SNI,
          }
        : {}),
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
      },
      additionalBehaviors: {
        // Named by their content's hash: kept a year by CloudFront and by browsers.
        '/assets/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          responseHeadersPolicy: assetHeaders,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          compress: true,
        },
        // Files that change without a new name are never cached: the config, the page, and the service worker
        // with its manifest (a stale worker would keep an old app installed).
        ...Object.fromEntries(
          UNCACHED_PATHS.map((path) => [
            path,
            {
              origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
              viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
              responseHeadersPolicy: headers,
              cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
            },
          ]),
        ),
      },
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cdn/',
    });
    this.url = `https://${domain ? domain.name : this.distribution.distributionDomainName}`;

    const v = Validations.of(this.distribution);
    v.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'No geo restriction: Italian speakers live and travel everywhere; the API is authenticated.',
    });
    if (!props.webAclArn) {
      v.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'This stage runs without WAF (waf: false, a development stage: about 17 USD a month saved); prod has its web ACL (infra/edge-stack.ts). The distribution serves static files only.',
      });
    }
    if (!domain) {
      v.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate cannot pin TLS 1.2; a stage with a custom domain (domainName, certificateArn) serves it with TLSv1.2_2021.',
      });
    }
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });
    for (const bucket of [logs, this.bucket]) {
      const b = Validations.of(bucket);
      b.acknowledge({
        id: 'HIPAA.Security-S3BucketReplicationEnabled',
        reason:
          'No health data is stored in S3: the site bucket holds the public build of the SPA (rebuilt from git on every deploy) and the log bucket holds access logs.',
      });
      b.acknowledge({
        id: 'HIPAA.Security-S3DefaultEncryptionKMS',
        reason:
          'No health data in S3 (public SPA files, access logs); CloudFront standard logging only delivers to SSE-S3 buckets. Health data is in DynamoDB under the customer-managed key.',
      });
    }
  }

  /**
   * Uploads the SPA, built from its sources by the asset itself (`spaSource`: `vite build` at synth when the
   * sources changed), and the stage's `/config.json`, then invalidates the entry files.
   */
  deploy(config: Record<string, unknown>, logging: { key: kms.IKey; retentionDays: logs.RetentionDays }) {
    // CDK's upload function writes to a log group of its own, encrypted, and to nothing else.
    const logGroup = new logs.LogGroup(this, 'DeployLogs', {
      retention: logging.retentionDays,
      encryptionKey: logging.key,
    });
    const role = ownLogRole(this, 'DeployRole', logGroup);
    const deployment = new s3deploy.BucketDeployment(this, 'Deploy', {
      logGroup,
      role,
      sources: [spaSource(), s3deploy.Source.jsonData('config.json', config)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json'],
      memoryLimit: 512,
      prune: true,
    });
    // CDK's own upload function (a singleton at stack level) is not ours to configure.
    const stack = Stack.of(this);
    const handlers = stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    // Its grants (what CDK gives it on the two buckets) are on the role given to it.
    for (const child of [...handlers, role]) {
      const v = Validations.of(child);
      const reason = 'CDK-managed BucketDeployment handler, run only by CloudFormation at deploy time.';
      for (const id of [
        'AwsSolutions-L1',
        'AwsSolutions-IAM5[Action::s3:Abort*]',
        'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
        'AwsSolutions-IAM5[Action::s3:GetBucket*]',
        'AwsSolutions-IAM5[Action::s3:GetObject*]',
        'AwsSolutions-IAM5[Action::s3:List*]',
        'AwsSolutions-IAM5[Resource::*]',
        `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>/*]`,
        // The asset bucket's name holds the account: as a token, or as the number given with -c account=.
        `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account}-${stack.region}/*]`,
        'HIPAA.Security-IAMNoInlinePolicy',
        'HIPAA.Security-LambdaConcurrency',
        'HIPAA.Security-LambdaDLQ',
        'HIPAA.Security-LambdaInsideVPC',
      ]) {
        v.acknowledge({ id, reason });
      }
    }
    return deployment;
  }
}
