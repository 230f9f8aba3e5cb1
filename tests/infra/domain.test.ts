import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/bin/app';
import { PROD_CONTEXT } from '../support/prod-context';

/**
 * A custom domain on prod (issue 17 §6): CloudFront serves it with its ACM certificate of us-east-1 and
 * TLSv1.2_2021, the app's CORS names it, and the CSP's connect-src names the exact API origin. The API is
 * reached at its own execute-api address (it is not behind the distribution), so 'self' would not cover it.
 * cdk-nag runs in every synth below.
 */
const PROD = { stage: 'prod', ...PROD_CONTEXT, 'aws:cdk:bundling-stacks': [] };
const DOMAIN = 'app.example.it';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-90ab-cdef-1234-567890abcdef';

function build(context: Record<string, unknown>) {
  return buildApp(new App({ context: { ...PROD, ...context } }));
}

function synth(context: Record<string, unknown> = {}) {
  const { app, stack } = build(context);
  return Template.fromJSON(app.synth().getStackByName(stack.stackName).template);
}

const only = (template: Template, type: string) => {
  const found = Object.entries(template.findResources(type));
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** The sources of the CSP's connect-src; a CloudFormation value in it is kept as it is (`{ 'Fn::GetAtt': … }`). */
function connectSources(template: Template): unknown[][] {
  return Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map((policy) => {
    const csp = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
      .ContentSecurityPolicy as string | { 'Fn::Join': ['', unknown[]] };
    const parts = typeof csp === 'string' ? [csp] : csp['Fn::Join'][1];
    const values: unknown[] = [];
    const text = parts
      .map((part) => (typeof part === 'string' ? part : `{{${values.push(part) - 1}}}`))
      .join('');
    const directive = text.split(';').find((d) => d.trim().startsWith('connect-src '));
    return directive!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map((source) => (/^\{\{\d+\}\}$/.test(source) ? values[Number(source.slice(2, -2))] : source));
  });
}

describe('prod with a custom domain', () => {
  let template: Template;
  beforeAll(() => {
    template = synth({ domainName: DOMAIN, certificateArn: CERTIFICATE });
  });

  it('is served by CloudFront under that name, with the us-east-1 certificate, TLSv1.2_2021 and SNI', () => {
    const [, distribution] = only(template, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig;
    expect(config.Aliases).toEqual([DOMAIN]);
    expect(config.ViewerCertificate).toEqual({
      AcmCertificateArn: CERTIFICATE,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it("names the exact API origin in the CSP's connect-src, never the region's execute-api wildcard", () => {
    const [apiId] = only(template, 'AWS::ApiGatewayV2::Api');
    const policies = connectSources(template);
    expect(policies).toHaveLength(2);
    for (const sources of policies) {
      expect(sources).toContainEqual({ 'Fn::GetAtt': [apiId, 'ApiEndpoint'] });
      expect(sources.filter((s) => typeof s === 'string' && s.includes('execute-api'))).toEqual([]);
      expect(sources).toContain("'self'");
    }
    expect(JSON.stringify(template.toJSON())).not.toContain('*.execute-api.');
  });

  it('allows that domain, and nothing else, to call the API and upload imports; the app knows its address', () => {
    const [, api] = only(template, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.CorsConfiguration.AllowOrigins).toEqual([`https://${DOMAIN}`]);
    const importCors = Object.values(template.findResources('AWS::S3::Bucket'))
      .map((b) => b.Properties.CorsConfiguration?.CorsRules)
      .filter(Boolean);
    expect(importCors).toHaveLength(1);
    for (const rule of importCors[0]) expect(rule.AllowedOrigins).toEqual([`https://${DOMAIN}`]);
    expect(template.toJSON().Outputs.AppUrl.Value).toBe(`https://${DOMAIN}`);
    const ours = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (f) => f.Properties.Environment?.Variables?.APP_URL,
    );
    expect(ours.length).toBeGreaterThan(0);
    for (const f of ours) expect(f.Properties.Environment.Variables.APP_URL).toBe(`https://${DOMAIN}`);
  });

  it('can be ordered by CloudFormation: the CSP names the API, and nothing of the API names the distribution', () => {
    // The assertions library refuses a template with a dependency cycle, as CloudFormation would at deploy.
    expect(() => Template.fromJSON(template.toJSON())).not.toThrow();
  });
});

describe('prod without a custom domain', () => {
  let template: Template;
  beforeAll(() => {
    template = synth();
  });

  it("is served under CloudFront's own name and certificate", () => {
    const [distributionId, distribution] = only(template, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig;
    expect(config).not.toHaveProperty('Aliases');
    expect(JSON.stringify(config.ViewerCertificate ?? {})).not.toContain('AcmCertificateArn');
    expect(template.toJSON().Outputs.AppUrl.Value).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
  });

  it("allows the region's API Gateway endpoints in the CSP (the exact API would be a cycle: its CORS names the distribution)", () => {
    for (const sources of connectSources(template))
      expect(sources).toContain('https://*.execute-api.eu-south-1.amazonaws.com');
  });
});

describe('the domain settings', () => {
  const MESSAGE = 'domainName and certificateArn go together';

  it('refuse a certificate of another region than us-east-1 (CloudFront takes no other)', () => {
    for (const region of ['eu-south-1', 'eu-west-1', 'us-east-2']) {
      expect(() =>
        build({ domainName: DOMAIN, certificateArn: CERTIFICATE.replace('us-east-1', region) }),
      ).toThrow('certificateArn: an ACM certificate of us-east-1 (CloudFront takes no other region)');
    }
    expect(() =>
      build({ domainName: DOMAIN, certificateArn: 'arn:aws:iam::123456789012:server-certificate/app' }),
    ).toThrow('certificateArn: an ACM certificate of us-east-1');
  });

  it('refuse a domain without its certificate, and a certificate without a domain', () => {
    expect(() => build({ domainName: DOMAIN })).toThrow(MESSAGE);
    expect(() => build({ certificateArn: CERTIFICATE })).toThrow(MESSAGE);
  });

  it('refuse a domain that is not a host name, and a certificate of another account than the stage’s', () => {
    for (const domainName of ['https://app.example.it', 'App.Example.it', 'localhost', 'app.example.it/'])
      expect(() => build({ domainName, certificateArn: CERTIFICATE }), domainName).toThrow('domainName:');
    expect(() => build({ domainName: DOMAIN, certificateArn: CERTIFICATE, account: '210987654321' })).toThrow(
      'certificateArn belongs to account 123456789012, but the stage deploys to 210987654321',
    );
  });
});
