import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/bin/app';
import { loadStageConfig } from '../../infra/config';
import { functions, scheduled, triggers } from '../../lambdas/routes';
import { PROD_CONTEXT } from '../support/prod-context';

/** No asset is built: only the template is read. cdk-nag still runs (synth throws on a finding). */
const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
const OPERATORS = ['reperibile@example.org', 'sicurezza@example.org'];

type Resource = { Properties: Record<string, any> };

describe('the prod stack tells someone when it breaks', () => {
  let template: Template;
  let alarms: Resource[];
  let topicId: string;
  beforeAll(() => {
    const app = new App({
      context: {
        stage: 'prod',
        ...PROD_CONTEXT,
        alarmEmails: OPERATORS.join(','),
        ...SKIP_BUNDLING,
      },
    });
    const { stack } = buildApp(app);
    template = Template.fromJSON(app.synth().getStackByName(stack.stackName).template);
    alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
    [topicId = ''] = Object.keys(template.findResources('AWS::SNS::Topic'));
  });

  it('has one alarm topic, encrypted with the stage key, TLS only, e-mailing each operator of the stage', () => {
    expect(Object.keys(template.findResources('AWS::SNS::Topic'))).toHaveLength(1);
    template.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    const subscribed = Object.values(template.findResources('AWS::SNS::Subscription')) as Resource[];
    expect(subscribed.map((s) => [s.Properties.Protocol, s.Properties.Endpoint]).sort()).toEqual(
      OPERATORS.map((o) => ['email', o]),
    );
    expect(subscribed.every((s) => s.Properties.TopicArn.Ref === topicId)).toBe(true);
    // CloudWatch may use the key to publish, for this account's alarms only.
    template.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
            Condition: { StringEquals: { 'aws:SourceAccount': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('sends every alarm, and its end, to that topic', () => {
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions, alarm.Properties.AlarmDescription).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
      expect(alarm.Properties.AlarmDescription).toEqual(expect.any(String));
    }
  });

  it('watches errors and throttles of every function of the product', () => {
    // The product's functions, told apart from CDK's helpers and the deploy-time tasks by their descriptions.
    const product = [...Object.values(functions), ...Object.values(scheduled), ...Object.values(triggers)];
    const fns = Object.entries(template.findResources('AWS::Lambda::Function'))
      .filter(([, r]) => product.some((spec) => spec.description === (r as Resource).Properties.Description))
      .map(([id]) => id);
    expect(fns.length).toBe(product.length);
    for (const [metric, ids] of [
      ['Errors', fns],
      ['Throttles', fns],
    ] as const) {
      const watched = alarms
        .filter((a) => a.Properties.Namespace === 'AWS/Lambda' && a.Properties.MetricName === metric)
        .map((a) => a.Properties.Dimensions[0].Value.Ref as string);
      expect(watched.sort(), metric).toEqual([...ids].sort());
    }
  });

  it("watches the API's 5xx rate and p99 latency, DynamoDB, SES's reputation and the reminders' lag", () => {
    const math = alarms.find((a) =>
      a.Properties.Metrics?.some((m: any) => m.Expression?.includes('100 * errors')),
    );
    expect(
      math?.Properties.Metrics.map((m: any) => m.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['5xx', 'Count']);
    expect(math?.Properties.Threshold).toBe(1);
    const single = (namespace: string, name: string) =>
      alarms.filter((a) => a.Properties.Namespace === namespace && a.Properties.MetricName === name);
    expect(single('AWS/ApiGateway', 'Latency')[0]?.Properties).toMatchObject({
      ExtendedStatistic: 'p99',
      Threshold: 3000,
    });
    expect(single('AWS/SES', 'Reputation.BounceRate')[0]?.Properties.Threshold).toBe(0.025);
    expect(single('AWS/SES', 'Reputation.ComplaintRate')[0]?.Properties.Threshold).toBe(0.0005);
    expect(single('AWS/SQS', 'ApproximateAgeOfOldestMessage')[0]?.Properties.Threshold).toBe(120);
    expect(
      single('AWS/SQS', 'ApproximateNumberOfMessagesVisible').map((a) => a.Properties.Threshold),
    ).toEqual([1, 1, 1, 1, 1]);
    // DynamoDB's throttles and system errors, summed over the table's operations.
    const dynamo = alarms.filter((a) =>
      a.Properties.Metrics?.some((m: any) => m.MetricStat?.Metric.Namespace === 'AWS/DynamoDB'),
    );
    const dynamoMetrics = new Set(
      dynamo.flatMap((a) =>
        a.Properties.Metrics.map((m: any) => m.MetricStat?.Metric.MetricName).filter(Boolean),
      ),
    );
    expect([...dynamoMetrics].sort()).toEqual(['SystemErrors', 'ThrottledRequests']);
  });

  it('keeps what a scheduled run could not do in dead-letter queues, and says when one holds a message', () => {
    const queues = template.findResources('AWS::SQS::Queue');
    const functionsById = template.findResources('AWS::Lambda::Function');
    for (const spec of Object.values(scheduled)) {
      const [id, fn] = Object.entries(functionsById).find(
        ([, f]) => f.Properties.Description === spec.description,
      )!;
      // Its failed asynchronous runs: a dead-letter queue, and no retry (the next minute's run covers it).
      const dlq = fn.Properties.DeadLetterConfig.TargetArn['Fn::GetAtt'][0] as string;
      expect(queues[dlq]?.Properties.MessageRetentionPeriod).toBe(14 * 86400);
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: id },
        MaximumRetryAttempts: 0,
        MaximumEventAgeInSeconds: 60,
      });
      // What the schedule could not hand to it: the schedule's own dead-letter queue.
      const schedule = Object.values(template.findResources('AWS::Scheduler::Schedule')).find(
        (sc) => sc.Properties.Target.Arn['Fn::GetAtt'][0] === id,
      );
      const scheduleDlq = schedule?.Properties.Target.DeadLetterConfig.Arn['Fn::GetAtt'][0] as string;
      expect(queues[scheduleDlq]).toBeDefined();
      expect(scheduleDlq).not.toBe(dlq);
      // One alarm on each, at the first message, to the topic.
      for (const queue of [dlq, scheduleDlq]) {
        const watching = alarms.filter(
          (a) =>
            a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
            JSON.stringify(a.Properties.Dimensions).includes(`"${queue}"`),
        );
        expect(watching, queue).toHaveLength(1);
        expect(watching[0]!.Properties.Threshold).toBe(1);
        expect(watching[0]!.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      }
    }
  });

  it('watches Salus answering offline because the model fails: the metric the handler publishes, by its exact dimension', () => {
    const failures = alarms.filter(
      (a) => a.Properties.Namespace === 'SaluteMia' && a.Properties.MetricName === 'AssistantModelFailures',
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]?.Properties).toMatchObject({
      Statistic: 'Sum',
      Period: 300,
      Threshold: 3,
      EvaluationPeriods: 2,
      DatapointsToAlarm: 2,
      // the handler's EMF line names exactly this dimension (tests/unit/assistant.test.ts)
      Dimensions: [{ Name: 'service', Value: 'salute' }],
    });
    // And when no key is configured at all, in a stage meant to have the model (prod): at the first answer.
    const unset = alarms.filter((a) => a.Properties.MetricName === 'AssistantModelNotConfigured');
    expect(unset).toHaveLength(1);
    expect(unset[0]?.Properties).toMatchObject({
      Namespace: 'SaluteMia',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      EvaluationPeriods: 1,
      Dimensions: [{ Name: 'service', Value: 'salute' }],
      AlarmActions: [{ Ref: topicId }],
    });
  });

  it('shows the same figures on a dashboard of its own', () => {
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'salute-prod' });
  });

  it('writes the caller (the token subject) on every API access-log line', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0] as Resource;
    const format = JSON.parse(stage.Properties.AccessLogSettings.Format) as Record<string, string>;
    expect(format.caller).toBe('$context.authorizer.claims.sub');
    expect(format).toMatchObject({ routeKey: '$context.routeKey', status: '$context.status' });
  });
});

describe("the stage's alarm recipients", () => {
  const context = (values: Record<string, unknown>) => (key: string) => values[key];
  it('are read from -c alarmEmails (comma-separated), none by default', () => {
    expect(loadStageConfig(context({ stage: 'prod', ...PROD_CONTEXT })).alarmEmails).toEqual([]);
    expect(
      loadStageConfig(context({ stage: 'dev', alarmEmails: 'a@example.org, b@example.org' })).alarmEmails,
    ).toEqual(['a@example.org', 'b@example.org']);
  });
  it('refuse an address that is not one, with a readable message', () => {
    expect(() =>
      loadStageConfig(context({ stage: 'dev', alarmEmails: 'a@example.org,not-an-address' })),
    ).toThrow(/Invalid configuration for stage "dev"[\s\S]*alarmEmails/);
  });
});

describe('the model-not-configured alarm', () => {
  const alarmsOf = (context: Record<string, unknown>) => {
    const app = new App({ context: { ...context, ...SKIP_BUNDLING } });
    const { stack } = buildApp(app);
    const template = Template.fromJSON(app.synth().getStackByName(stack.stackName).template);
    return (Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[]).map(
      (a) => a.Properties.MetricName as string | undefined,
    );
  };
  it('is in a stage meant to have the model (prod; -c modelExpected=true), not in dev by default', () => {
    expect(alarmsOf({ stage: 'dev' })).not.toContain('AssistantModelNotConfigured');
    expect(alarmsOf({ stage: 'dev', modelExpected: 'true' })).toContain('AssistantModelNotConfigured');
  });
});
