import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/bin/app';
import {
  COGNITO_RATES,
  concurrencyPlan,
  ROUTINE_BUSY_SECONDS,
  TRIGGER_BUSY_SECONDS,
  UNRESERVED_MINIMUM,
} from '../../infra/concurrency';
import { loadStageConfig, type StageConfig } from '../../infra/config';
import { REPO_ROOT } from '../../infra/paths';
import { functions, routeKey, routes, scheduled, triggers, type FunctionName } from '../../lambdas/routes';
import { PROD_CONTEXT } from '../support/prod-context';

/**
 * Nobody can exhaust it (issue 17 §2): every route throttled at its class's rate, every function of prod with
 * a reserve sized from that throttling, the Cognito triggers with a reserve of their own. The template is
 * read without building assets; cdk-nag runs (the synth throws on a finding it was not told about).
 */
const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
type Resource = { Properties: Record<string, any>; DependsOn?: string[] };

/** prod needs a verified sender and its data controller; the other settings are the stage's. */
const SENDER = PROD_CONTEXT;

function synth(stage: string) {
  const app = new App({ context: { stage, ...SENDER, ...SKIP_BUNDLING } });
  const { stack } = buildApp(app);
  return Template.fromJSON(app.synth().getStackByName(stack.stackName).template);
}

/** The template's functions by their description (the route table's, for ours). */
const byDescription = (template: Template) =>
  new Map(
    (Object.values(template.findResources('AWS::Lambda::Function')) as Resource[]).map((f) => [
      f.Properties.Description as string,
      f.Properties,
    ]),
  );

const config = (stage: string) =>
  loadStageConfig((key) => (key === 'stage' ? stage : (SENDER as Record<string, string>)[key]));

describe('the reserves, as arithmetic', () => {
  const prod = config('prod');
  const plan = concurrencyPlan(prod);
  const rate = (load: 'hot' | 'normal' | 'expensive') => prod.throttle[load].rateLimit;

  it('give each function the sum of its routes’ rates times their busy time, rounded up', () => {
    // Written out for the assistant: POST at the expensive rate for its busy time, GET and DELETE routine.
    expect(plan.functions.assistant.reserve).toBe(
      Math.ceil(
        rate('expensive') * functions.assistant.busySeconds + 2 * rate('normal') * ROUTINE_BUSY_SECONDS,
      ),
    );
    for (const name of Object.keys(functions) as FunctionName[]) {
      const own = routes.filter((r) => r.fn === name);
      expect(plan.functions[name].rps, name).toBe(own.reduce((s, r) => s + rate(r.load ?? 'normal'), 0));
      expect(plan.functions[name].reserve, name).toBeGreaterThanOrEqual(
        Math.ceil(plan.functions[name].rps * ROUTINE_BUSY_SECONDS),
      );
    }
  });

  it('give the triggers what Cognito itself can call them at, and leave Lambda its unreserved 100', () => {
    expect(plan.triggers).toEqual({
      preSignUp: Math.ceil(COGNITO_RATES.userCreation * TRIGGER_BUSY_SECONDS),
      customMessage: Math.ceil(
        (COGNITO_RATES.userCreation + COGNITO_RATES.accountRecovery) * TRIGGER_BUSY_SECONDS,
      ),
      postConfirmation: Math.ceil(
        (COGNITO_RATES.userCreation + COGNITO_RATES.accountRecovery) * TRIGGER_BUSY_SECONDS,
      ),
    });
    expect(plan.accountQuota).toBe(plan.total + UNRESERVED_MINIMUM);
    // The default account quota (1,000) holds prod's reserves; a new account's 10 does not (docs/operations.md).
    expect(plan.accountQuota).toBeLessThanOrEqual(1000);
  });

  it('grow with the stage’s rates: a faster class needs a larger reserve', () => {
    const faster: StageConfig = {
      ...prod,
      throttle: { ...prod.throttle, hot: { rateLimit: 100, burstLimit: 200 } },
    };
    expect(concurrencyPlan(faster).functions.records.reserve).toBeGreaterThan(plan.functions.records.reserve);
    expect(concurrencyPlan(faster).functions.analytics.reserve).toBe(plan.functions.analytics.reserve);
  });
});

describe('the prod stack', () => {
  let template: Template;
  let fns: Map<string, Record<string, any>>;
  const plan = concurrencyPlan(config('prod'));
  beforeAll(() => {
    template = synth('prod');
    fns = byDescription(template);
  });

  it('throttles every route at its class’s rate, the stage depending on the routes it names', () => {
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage')) as Resource[];
    const settings = stage!.Properties.RouteSettings as Record<string, Record<string, number>>;
    const prod = config('prod');
    expect(Object.keys(settings).sort()).toEqual(routes.map(routeKey).sort());
    for (const route of routes) {
      const { rateLimit, burstLimit } = prod.throttle[route.load ?? 'normal'];
      expect(settings[routeKey(route)], routeKey(route)).toEqual({
        ThrottlingRateLimit: rateLimit,
        ThrottlingBurstLimit: burstLimit,
      });
    }
    expect(settings['POST /assistant']?.ThrottlingRateLimit).toBeLessThan(
      settings['GET /symptoms']?.ThrottlingRateLimit ?? 0,
    );
    const routeIds = Object.keys(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routeIds).toHaveLength(routes.length);
    expect(stage!.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('reserves each API function its share', () => {
    for (const name of Object.keys(functions) as FunctionName[]) {
      expect(fns.get(functions[name].description)?.ReservedConcurrentExecutions, name).toBe(
        plan.functions[name].reserve,
      );
    }
  });

  it('keeps a reserve for each Cognito trigger, the dispatcher (above its queue consumers) and the sweeper', () => {
    for (const name of Object.keys(triggers) as (keyof typeof triggers)[]) {
      expect(fns.get(triggers[name].description)?.ReservedConcurrentExecutions, name).toBe(
        plan.triggers[name],
      );
    }
    expect(fns.get(scheduled.reminderDispatcher.description)?.ReservedConcurrentExecutions).toBe(
      plan.reminderDispatcher,
    );
    expect(fns.get(scheduled.accountSweeper.description)?.ReservedConcurrentExecutions).toBe(
      plan.accountSweeper,
    );
    const [mapping] = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')) as Resource[];
    expect(mapping!.Properties.ScalingConfig.MaximumConcurrency).toBeLessThan(plan.reminderDispatcher);
  });
});

describe('the dev stack', () => {
  it('reserves nothing (a new account has 10 concurrent executions) but throttles every route', () => {
    const template = synth('dev');
    const reserved = [...byDescription(template).values()].filter((f) => f.ReservedConcurrentExecutions);
    expect(reserved).toEqual([]);
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage')) as Resource[];
    expect(Object.keys(stage!.Properties.RouteSettings)).toHaveLength(routes.length);
  });
});

describe('docs/operations.md', () => {
  it('gives the reserves and the quota the code computes for prod', () => {
    const doc = readFileSync(path.join(REPO_ROOT, 'docs/operations.md'), 'utf8');
    const plan = concurrencyPlan(config('prod'));
    const rows = new Map(
      Array.from(
        doc.matchAll(/^\| (?:\*\*)?(\w+)(?:\*\*)?(?: \(trigger\))? +\|.*\| (?:\*\*)?(\d+)(?:\*\*)? +\|$/gm),
        (m) => [m[1]!, Number(m[2])],
      ),
    );
    const expected: Record<string, number> = {
      ...Object.fromEntries(Object.entries(plan.functions).map(([n, f]) => [n, f.reserve])),
      ...plan.triggers,
      reminderDispatcher: plan.reminderDispatcher,
      accountSweeper: plan.accountSweeper,
      total: plan.total,
    };
    for (const [name, reserve] of Object.entries(expected)) expect(rows.get(name), name).toBe(reserve);
    expect(doc).toContain(`at least **${plan.accountQuota}**`);
  });
});
