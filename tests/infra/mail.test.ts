import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/bin/app';
import { loadStageConfig } from '../../infra/config';
import { MAIL_RATE_MIN_SENDS } from '../../infra/constructs/monitoring';
import { functions, scheduled } from '../../lambdas/routes';
import { PROD_CONTEXT } from '../support/prod-context';

/**
 * SES (issue 17 §4): everything the stage sends goes through one configuration set that counts bounces and
 * complaints, which the alarms read; Cognito's codes too, from the domain identity when one is configured.
 */
const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
type Resource = { Properties: Record<string, any> };

function synth(context: Record<string, string>) {
  const app = new App({ context: { ...context, ...SKIP_BUNDLING } });
  const { stack } = buildApp(app);
  return Template.fromJSON(app.synth().getStackByName(stack.stackName).template);
}

describe('the stage’s e-mail', () => {
  const prod = synth({ stage: 'prod', ...PROD_CONTEXT });

  it('goes through a configuration set: TLS required, reputation measured, bounced and complaining addresses suppressed', () => {
    prod.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    prod.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'salute-prod',
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      ReputationOptions: { ReputationMetricsEnabled: true },
      SendingOptions: { SendingEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    prod.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: Match.anyValue(),
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['send', 'bounce', 'complaint']),
        CloudWatchDestination: {
          DimensionConfigurations: [
            { DimensionName: 'stage', DimensionValueSource: 'messageTag', DefaultDimensionValue: 'prod' },
          ],
        },
      },
    });
  });

  it('is sent by every function that mails through it, with the grant to use it', () => {
    const byDescription = new Map(
      (Object.values(prod.findResources('AWS::Lambda::Function')) as Resource[]).map((f) => [
        f.Properties.Description as string,
        f.Properties,
      ]),
    );
    const senders = Object.values({ ...functions, ...scheduled }).filter((f) => f.sendsEmail);
    expect(senders.length).toBe(3);
    for (const spec of senders) {
      expect(byDescription.get(spec.description)?.Environment.Variables.MAIL_CONFIGURATION_SET).toBe(
        'salute-prod',
      );
    }
    const grants = (Object.values(prod.findResources('AWS::IAM::Policy')) as Resource[])
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[])
      .filter((s) => s.Action === 'ses:SendEmail');
    expect(grants).toHaveLength(senders.length);
    for (const grant of grants) {
      expect(JSON.stringify(grant.Resource)).toContain(':configuration-set/salute-prod');
    }
  });

  it("sends Cognito's codes through it, from the address, or from the domain identity when there is one", () => {
    prod.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        ConfigurationSet: 'salute-prod',
        From: 'noreply@example.it',
        SourceArn: Match.objectLike({
          'Fn::Join': Match.arrayWith([Match.arrayWith([':identity/noreply@example.it'])]),
        }),
      },
    });
    const domain = synth({ stage: 'prod', ...PROD_CONTEXT, mailDomain: 'example.it' });
    domain.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        ConfigurationSet: 'salute-prod',
        SourceArn: Match.objectLike({
          'Fn::Join': Match.arrayWith([Match.arrayWith([':identity/example.it'])]),
        }),
      },
    });
  });

  it('alarms on what bounced or was marked as spam in the last hour, read from the set’s own events', () => {
    const alarms = Object.values(prod.findResources('AWS::CloudWatch::Alarm')) as Resource[];
    const fromEvents = alarms.filter((a) =>
      a.Properties.Metrics?.some(
        (m: any) =>
          m.MetricStat?.Metric.Namespace === 'AWS/SES' &&
          m.MetricStat.Metric.Dimensions?.[0]?.Name === 'stage' &&
          m.MetricStat.Metric.Dimensions[0].Value === 'prod',
      ),
    );
    const events = (a: Resource) =>
      a.Properties.Metrics.map((m: any) => m.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort();
    expect(fromEvents.map(events)).toEqual([
      ['Bounce', 'Send'],
      ['Complaint', 'Send'],
    ]);
    for (const alarm of fromEvents) {
      const expression = alarm.Properties.Metrics.find((m: any) => m.Expression)?.Expression as string;
      expect(expression).toBe(`IF(sends >= ${MAIL_RATE_MIN_SENDS}, 100 * events / sends, 0)`);
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
    }
    expect(fromEvents.map((a) => a.Properties.Threshold)).toEqual([5, 0.1]);
  });

  it('is not there in a stage without a sender (Cognito’s own e-mail), and a domain needs a sender of it', () => {
    const dev = synth({ stage: 'dev' });
    dev.resourceCountIs('AWS::SES::ConfigurationSet', 0);
    const context = (values: Record<string, string>) => (key: string) => values[key];
    expect(() =>
      loadStageConfig(context({ stage: 'dev', mailFrom: 'noreply@other.it', mailDomain: 'example.it' })),
    ).toThrow('mailDomain "example.it" needs a sender of that domain: -c mailFrom=noreply@example.it');
  });
});
