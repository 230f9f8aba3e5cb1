import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRIC, METRICS_DIMENSIONS, METRICS_NAMESPACE } from '../../lambdas/contracts/metrics';
import { MAIL_EVENTS_DIMENSION } from './mail';

export interface MonitoringProps {
  stage: string;
  /** Who is told (docs/operations.md): each confirms the subscription from the e-mail AWS sends. */
  alarmEmails: readonly string[];
  /** The stage's customer-managed key: the topic is encrypted with it. */
  key: kms.Key;
  httpApi: apigwv2.HttpApi;
  /** Every function of the product, by a name an operator recognises. */
  functions: Readonly<Record<string, lambda.IFunction>>;
  table: dynamodb.TableV2;
  /** The reminders' shard queue and its dead-letter queue. */
  reminderShards: sqs.IQueue;
  reminderDeadLetters: sqs.IQueue;
  /**
   * The scheduled functions' dead-letter queues by the function's name: the runs their schedule could not
   * hand over (`schedule`), and the asynchronous invocations that failed (`invocations`).
   */
  scheduledDeadLetters: Readonly<Record<string, { schedule: sqs.IQueue; invocations: sqs.IQueue }>>;
  /** Whether the stage is meant to answer with the model (its alarm when no key is configured). */
  modelExpected: boolean;
  /** When the stage sends through SES: its configuration set's events, counted under the stage's name. */
  mailEvents?: { stage: string };
}

const FIVE_MINUTES = Duration.minutes(5);

/** The messages waiting in a queue (a dead-letter queue: any is one too many), over five minutes. */
const waiting = (queue: sqs.IQueue) =>
  queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' });

/** One of the product's own counts (lambdas/lib/metrics.ts), by its exact dimension, summed over five minutes. */
const productCount = (metricName: string) =>
  new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { ...METRICS_DIMENSIONS },
    statistic: 'Sum',
    period: FIVE_MINUTES,
  });
/** Below this many e-mails in an hour, a bounce or complaint rate says nothing. */
export const MAIL_RATE_MIN_SENDS = 20;

/**
 * Someone is told when the stage breaks: an SNS topic (KMS, TLS only) whose subscribers are a stage setting,
 * and an alarm for each way it breaks that an operator can act on. Each alarm also says when it is over (OK).
 * The same figures on one dashboard per stage. Thresholds and what to do: docs/operations.md.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Alarms', {
      displayName: `Salute (${props.stage}): allarmi`,
      masterKey: props.key,
      enforceSSL: true,
    });
    // CloudWatch publishes to the encrypted topic: it needs the key for this account's alarms only.
    const stack = Stack.of(this);
    props.key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );
    for (const address of props.alarmEmails)
      this.topic.addSubscription(new subscriptions.EmailSubscription(address));

    const api = props.httpApi;
    const requests = api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrorRate = new cloudwatch.MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period: FIVE_MINUTES,
      label: 'API 5xx (%)',
    });
    const latencyP99 = api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    this.alarm('Api5xxRate', serverErrorRate, {
      threshold: 1,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: 'More than 1 % of API requests answered 5xx in two of the last three 5-minute periods.',
    });
    this.alarm('ApiLatencyP99', latencyP99, {
      threshold: 3000,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      description: "The API's p99 latency above 3 s for 15 minutes.",
    });

    const functionWidgets: cloudwatch.IWidget[] = [];
    for (const [name, fn] of Object.entries(props.functions)) {
      const errors = fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' });
      const throttles = fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' });
      this.alarm(`${name}Errors`, errors, {
        threshold: 1,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        description: `The ${name} function failed (unhandled errors) in two of the last three 5-minute periods.`,
      });
      this.alarm(`${name}Throttles`, throttles, {
        threshold: 1,
        evaluationPeriods: 1,
        description: `The ${name} function was throttled: its reserved or the account's concurrency is used up.`,
      });
      functionWidgets.push(
        new cloudwatch.GraphWidget({ title: name, left: [errors, throttles], width: 6, height: 5 }),
      );
    }

    // The operations the product uses (an alarm's expression takes at most 10 metrics).
    const operations = [
      dynamodb.Operation.GET_ITEM,
      dynamodb.Operation.BATCH_GET_ITEM,
      dynamodb.Operation.QUERY,
      dynamodb.Operation.PUT_ITEM,
      dynamodb.Operation.UPDATE_ITEM,
      dynamodb.Operation.DELETE_ITEM,
      dynamodb.Operation.BATCH_WRITE_ITEM,
    ];
    const throttled = props.table.metricThrottledRequestsForOperations({ operations, period: FIVE_MINUTES });
    const systemErrors = props.table.metricSystemErrorsForOperations({ operations, period: FIVE_MINUTES });
    this.alarm('TableThrottled', throttled, {
      threshold: 1,
      evaluationPeriods: 1,
      description: 'DynamoDB throttled requests to the table.',
    });
    this.alarm('TableSystemErrors', systemErrors, {
      threshold: 1,
      evaluationPeriods: 1,
      description: 'DynamoDB answered with system errors (5xx of the service).',
    });

    // SES's reputation, account-wide: AWS reviews an account above 5 % bounces or 0.1 % complaints, and
    // stops its sending at 10 % and 0.5 %; the alarms come at half of the review levels.
    const reputation = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: 'Maximum',
        period: Duration.hours(1),
      });
    const bounceRate = reputation('Reputation.BounceRate');
    const complaintRate = reputation('Reputation.ComplaintRate');
    this.alarm('SesBounceRate', bounceRate, {
      threshold: 0.025,
      evaluationPeriods: 1,
      description: 'SES bounce rate above 2.5 % (AWS reviews the account at 5 %).',
    });
    this.alarm('SesComplaintRate', complaintRate, {
      threshold: 0.0005,
      evaluationPeriods: 1,
      description: 'SES complaint rate above 0.05 % (AWS reviews the account at 0.1 %).',
    });

    // The stage's own mail, from its configuration set's events over the last hour (infra/constructs/mail.ts):
    // what it sent that bounced or was marked as spam, once it has sent enough for a rate to mean something.
    const { mailEvents } = props;
    if (mailEvents) {
      const event = (metricName: string) =>
        new cloudwatch.Metric({
          namespace: 'AWS/SES',
          metricName,
          dimensionsMap: { [MAIL_EVENTS_DIMENSION]: mailEvents.stage },
          statistic: 'Sum',
          period: Duration.hours(1),
        });
      const rate = (of: string) =>
        new cloudwatch.MathExpression({
          expression: `IF(sends >= ${MAIL_RATE_MIN_SENDS}, 100 * events / sends, 0)`,
          usingMetrics: { sends: event('Send'), events: event(of) },
          period: Duration.hours(1),
        });
      this.alarm('MailBouncesLastHour', rate('Bounce'), {
        threshold: 5,
        evaluationPeriods: 1,
        description: `5 % or more of what the stage sent in the last hour bounced (at least ${MAIL_RATE_MIN_SENDS} sent).`,
      });
      this.alarm('MailComplaintsLastHour', rate('Complaint'), {
        threshold: 0.1,
        evaluationPeriods: 1,
        description: `Someone marked the stage's e-mail as spam in the last hour (0.1 % or more, at least ${MAIL_RATE_MIN_SENDS} sent).`,
      });
    }

    // The reminders: a shard message older than two minutes is a minute not kept (the lag); one in the
    // dead-letter queue is a shard that failed three times.
    const lag = props.reminderShards.metricApproximateAgeOfOldestMessage({
      period: Duration.minutes(1),
      statistic: 'Maximum',
    });
    const deadShards = waiting(props.reminderDeadLetters);
    this.alarm('RemindersLag', lag, {
      threshold: 120,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description:
        "A reminders shard waited more than two minutes to be sent: the minute's reminders are late.",
    });
    this.alarm('RemindersDeadLetters', deadShards, {
      threshold: 1,
      evaluationPeriods: 1,
      description: 'A reminders shard failed three times and waits in the dead-letter queue (kept 14 days).',
    });
    for (const [name, queues] of Object.entries(props.scheduledDeadLetters)) {
      this.alarm(`${name}ScheduleDeadLetters`, waiting(queues.schedule), {
        threshold: 1,
        evaluationPeriods: 1,
        description: `EventBridge Scheduler could not invoke ${name} (throttled, or its permission gone): the run waits in the schedule's dead-letter queue.`,
      });
      this.alarm(`${name}InvocationDeadLetters`, waiting(queues.invocations), {
        threshold: 1,
        evaluationPeriods: 1,
        description: `A run of ${name} failed and waits in its dead-letter queue; the next minute's run covers it.`,
      });
    }

    // Salus answering offline because the model keeps failing (its key unreadable or refused, the provider
    // down or answering empty): the handler counts each (lambdas/lib/metrics.ts).
    const modelFailures = productCount(METRIC.assistantModelFailures);
    this.alarm('AssistantModelFailures', modelFailures, {
      threshold: 3,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      description:
        'Salus answered offline because the model call failed, three times or more in each of two 5-minute periods.',
    });

    // Salus answering offline because no key is configured, in a stage meant to have the model (the secret
    // still holds its `unset` marker: docs/operations.md section 5).
    const notConfigured = productCount(METRIC.assistantModelNotConfigured);
    if (props.modelExpected) {
      this.alarm('AssistantModelNotConfigured', notConfigured, {
        threshold: 1,
        evaluationPeriods: 1,
        description:
          'Salus answered offline because no model key is configured: put the OpenAI key in the stage’s secret (docs/operations.md, section 5).',
      });
    }

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `salute-${props.stage}`,
      defaultInterval: Duration.hours(3),
      widgets: [
        [
          new cloudwatch.GraphWidget({
            title: 'API: requests and 5xx',
            left: [requests, serverErrors],
            width: 8,
          }),
          new cloudwatch.GraphWidget({ title: 'API: 5xx (%)', left: [serverErrorRate], width: 8 }),
          new cloudwatch.GraphWidget({ title: 'API: p99 latency (ms)', left: [latencyP99], width: 8 }),
        ],
        functionWidgets,
        [
          new cloudwatch.GraphWidget({
            title: 'DynamoDB: throttled requests',
            left: [throttled],
            width: 6,
          }),
          // Apart: both sums name their operations' metrics alike, which one graph cannot hold.
          new cloudwatch.GraphWidget({ title: 'DynamoDB: system errors', left: [systemErrors], width: 6 }),
          new cloudwatch.GraphWidget({
            title: 'SES: bounces and complaints',
            left: [bounceRate, complaintRate],
            width: 6,
          }),
          new cloudwatch.GraphWidget({
            title: 'Reminders: lag (s), dead shards',
            left: [lag],
            right: [deadShards],
            width: 6,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Salus: offline answers because the model failed',
            left: [modelFailures, notConfigured],
            width: 6,
          }),
        ],
        [new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 })],
      ],
    });
  }

  private alarm(
    id: string,
    metric: cloudwatch.IMetric,
    options: {
      threshold: number;
      evaluationPeriods: number;
      datapointsToAlarm?: number;
      description: string;
    },
  ) {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods,
      ...(options.datapointsToAlarm ? { datapointsToAlarm: options.datapointsToAlarm } : {}),
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data is no traffic (or no e-mail sent yet), not a failure.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    alarm.addOkAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }
}
