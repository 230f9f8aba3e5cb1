import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/bin/app';
import { twin } from '../support/accounts';

/**
 * The security headers of the SPA as the twin serves it and as CloudFront's response headers policy in the
 * synthesized stack sends them: the same set, the same values. Two things differ on purpose: HSTS only over
 * HTTPS (the twin serves http), and the CSP's connect-src names each place's own API and Cognito.
 */
function deployed(): Record<string, string>[] {
  const app = new App({ context: { stage: 'dev', 'aws:cdk:bundling-stacks': [] } });
  const { stack } = buildApp(app);
  const template = Template.fromJSON(app.synth().getStackByName(stack.stackName).template);
  return Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map((r) => {
    const config = r.Properties.ResponseHeadersPolicyConfig;
    const s = config.SecurityHeadersConfig;
    const headers: Record<string, string> = {
      'content-security-policy': s.ContentSecurityPolicy.ContentSecurityPolicy,
      'strict-transport-security': `max-age=${s.StrictTransportSecurity.AccessControlMaxAgeSec}${s.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}`,
      'x-frame-options': s.FrameOptions.FrameOption,
      'referrer-policy': s.ReferrerPolicy.ReferrerPolicy,
      ...(s.ContentTypeOptions ? { 'x-content-type-options': 'nosniff' } : {}),
    };
    // Cache-Control rides in the same policy (per path, tested with the stack); the rest are security headers.
    for (const h of config.CustomHeadersConfig?.Items ?? []) {
      const name = String(h.Header).toLowerCase();
      if (name !== 'cache-control') headers[name] = h.Value;
    }
    return headers;
  });
}

const SECURITY =
  /^(content-security-policy|strict-transport-security|x-frame-options|referrer-policy|x-content-type-options|permissions-policy|cross-origin-.*)$/;
const withoutConnect = (csp: string) =>
  csp
    .split('; ')
    .filter((d) => !d.startsWith('connect-src'))
    .join('; ');

describe('security headers, twin and CloudFront', () => {
  it('are the same on the page, config.json, an asset and a missing file', async () => {
    const policies = deployed();
    expect(policies.length).toBeGreaterThan(0);
    const page = await (await fetch(`${twin().appUrl}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(asset).toBeDefined();
    for (const path of ['/', '/index.html', '/config.json', asset!, '/non-esiste.png']) {
      const response = await fetch(`${twin().appUrl}${path}`);
      const local: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (SECURITY.test(name)) local[name] = value;
      });
      for (const cloud of policies) {
        const { 'strict-transport-security': hsts, ...rest } = cloud;
        expect(hsts).toMatch(/^max-age=31536000; includeSubDomains$/);
        expect(Object.keys(local).sort(), path).toEqual(Object.keys(rest).sort());
        for (const [name, value] of Object.entries(rest)) {
          if (name === 'content-security-policy') {
            expect(withoutConnect(local[name]!), path).toBe(withoutConnect(value));
            expect(local[name]).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
          } else expect(local[name], `${path} ${name}`).toBe(value);
        }
      }
    }
  }, 60_000);
});
