import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/bin/app';
import { loadStageConfig } from '../../infra/config';
import { PROD_CONTEXT } from '../support/prod-context';

/**
 * Where the assistant calls the model is a stage setting (issue 17 §5): an EU data-residency endpoint or any
 * OpenAI-compatible provider, over HTTPS only, passed to the function; unset, the package's default.
 */
const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

function assistantEnvironment(context: Record<string, string>) {
  const app = new App({ context: { ...context, ...SKIP_BUNDLING } });
  const { stack } = buildApp(app);
  const template = Template.fromJSON(app.synth().getStackByName(stack.stackName).template);
  const fn = Object.values(template.findResources('AWS::Lambda::Function')).find((f) =>
    String(f.Properties.Description ?? '').startsWith('Salus'),
  );
  if (!fn) throw new Error('no assistant function in the template');
  return fn.Properties.Environment.Variables as Record<string, unknown>;
}

describe("the model's endpoint", () => {
  it('reaches the assistant when the stage names one, and is left to the default otherwise', () => {
    const prod = { stage: 'prod', ...PROD_CONTEXT };
    expect(assistantEnvironment({ ...prod, modelEndpoint: 'https://eu.api.openai.com/v1' })).toMatchObject({
      OPENAI_BASE_URL: 'https://eu.api.openai.com/v1',
      OPENAI_MODEL: 'gpt-4o-mini',
    });
    expect(assistantEnvironment(prod)).not.toHaveProperty('OPENAI_BASE_URL');
  });

  it('refuses an endpoint that is not HTTPS, or not an address', () => {
    const context = (values: Record<string, string>) => (key: string) => values[key];
    for (const modelEndpoint of ['http://eu.api.openai.com/v1', 'eu.api.openai.com'])
      expect(() => loadStageConfig(context({ stage: 'dev', modelEndpoint }))).toThrow(/modelEndpoint/);
  });
});
