import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppFunction } from '../../infra/constructs/app-function';
import { triggers } from '../../lambdas/routes';

const outdir = mkdtempSync(path.join(tmpdir(), 'function-assets-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/**
 * CDK stages an asset once per set of bundling options and gives every later asset with the same options the
 * first one's output: two functions whose options did not name their entry would deploy the same code. Two
 * small functions, bundled for real (the other infra tests skip bundling).
 */
describe('each function’s asset', () => {
  it('is its own entry’s bundle', () => {
    const app = new App({ outdir });
    const stack = new Stack(app, 'Assets');
    const logKey = new kms.Key(stack, 'LogKey');
    const common = {
      logKey,
      logRetentionDays: logs.RetentionDays.ONE_WEEK,
      concurrency: { unreservedBecause: 'test' },
    };
    new AppFunction(stack, 'Message', { ...common, entry: triggers.customMessage.entry, description: 'a' });
    new AppFunction(stack, 'Consent', { ...common, entry: triggers.preSignUp.entry, description: 'b' });
    const assembly = app.synth();
    const functions = Template.fromStack(stack).findResources('AWS::Lambda::Function');
    const keys = Object.fromEntries(
      Object.entries(functions).map(([id, r]) => [
        id.startsWith('Message') ? 'message' : 'consent',
        r.Properties.Code.S3Key as string,
      ]),
    );
    expect(keys.message).not.toBe(keys.consent);
    // Each asset holds its own entry's handler: the e-mail texts in one, the consent record in the other.
    const code = (key: string) =>
      readFileSync(path.join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs'), 'utf8');
    expect(code(keys.message!)).toContain('CustomMessage_');
    expect(code(keys.consent!)).toContain('CONSENT#');
    expect(code(keys.message!)).not.toContain('CONSENT#');
  });
});
