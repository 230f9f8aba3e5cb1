import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * X-Ray (Powertools Tracer, lambdas/lib/tracer.ts): in Lambda the functions' AWS SDK clients carry X-Ray's
 * middleware, so their calls are subsegments of the trace; elsewhere (the twin, these tests) nothing is added.
 */
const XRAY = 'XRaySDKInstrumentation';
const LAMBDA_ENV = {
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
  AWS_LAMBDA_FUNCTION_NAME: 'Salute-prod-Records',
  _X_AMZN_TRACE_ID: 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
};

/** The modules as a fresh function instance loads them, with the given environment. */
async function load(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  process.env.TABLE_NAME ??= 'salute-test';
  return {
    data: await import('../../lambdas/data/client'),
    tracer: await import('../../lambdas/lib/tracer'),
  };
}

const middleware = (client: { middlewareStack: { identify(): string[] } }) =>
  client.middlewareStack.identify().map((entry) => entry.split(' ')[0]);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('tracing', () => {
  it('in Lambda, gives the table client X-Ray’s middleware, so every DynamoDB call is a subsegment', async () => {
    const { data, tracer } = await load(LAMBDA_ENV);
    expect(tracer.tracer.isTracingEnabled()).toBe(true);
    expect(middleware(data.db)).toContain(XRAY);
    const { SESv2Client } = await import('@aws-sdk/client-sesv2');
    expect(middleware(tracer.traced(new SESv2Client({})))).toContain(XRAY);
  });

  it('outside Lambda (the twin, the tests) adds nothing: the clients are left as they are', async () => {
    const { data, tracer } = await load({});
    expect(tracer.tracer.isTracingEnabled()).toBe(false);
    expect(middleware(data.db)).not.toContain(XRAY);
  });

  it('can be turned off in Lambda with POWERTOOLS_TRACE_ENABLED=false', async () => {
    const { data, tracer } = await load({ ...LAMBDA_ENV, POWERTOOLS_TRACE_ENABLED: 'false' });
    expect(tracer.tracer.isTracingEnabled()).toBe(false);
    expect(middleware(data.db)).not.toContain(XRAY);
  });
});
