import { Duration, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { scheduled } from '../../lambdas/routes';
import { grantSpec, viaService, type ApiProps } from './api';
import { dispatcherConsumers, dispatcherReserve } from '../concurrency';
import { AppFunction, reserveOrReason } from './app-function';
import { Every } from './every';

export interface RemindersProps extends Pick<
  ApiProps,
  | 'table'
  | 'dataKey'
  | 'userPool'
  | 'pushKeys'
  | 'cursorKey'
  | 'mailFrom'
  | 'mailConfigurationSet'
  | 'environment'
  | 'logKey'
> {
  logRetentionDays: logs.RetentionDays;
  /** Shards of the due index: the tick sends one message per shard, sent by up to this many invocations. */
  shards: number;
  /** Whether the dispatcher gets its reserve (its consumers and ticks: infra/concurrency.ts). */
  reserveConcurrency: boolean;
}

/**
 * The reminders' dispatcher, invoked every minute by EventBridge Scheduler with the minute it stands for, and
 * by the shard queue for each shard of that minute.
 * Its own cron is not used for the doses themselves (it skips wall-clock times in the spring-forward gap): the
 * dispatcher computes due times with Temporal and finds them in the due index.
 */
export class Reminders extends Construct {
  readonly dispatcher: AppFunction;
  /** One message per shard of each minute, and where a shard that failed three times waits. */
  readonly shards: sqs.Queue;
  readonly deadLetters: sqs.Queue;
  /** The tick, every minute. */
  readonly schedule: Every;

  constructor(scope: Construct, id: string, props: RemindersProps) {
    super(scope, id);
    const spec = scheduled.reminderDispatcher;

    // The fan-out (docs/operations.md §12): the tick queues one message per shard of the minute, and the same
    // function, invoked by the queue one message at a time, sends that shard's reminders; up to one
    // invocation per shard runs at once. A shard that fails comes back after the visibility timeout (claims
    // keep it from sending anything twice); after three tries it waits in the dead-letter queue.
    const encryption = { encryption: sqs.QueueEncryption.KMS, encryptionMasterKey: props.dataKey };
    const deadLetters = (this.deadLetters = new sqs.Queue(this, 'ShardsDeadLetters', {
      ...encryption,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    }));
    Validations.of(deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This is the shard queue's dead-letter queue.",
    });
    const shards = (this.shards = new sqs.Queue(this, 'Shards', {
      ...encryption,
      enforceSSL: true,
      // AWS's advice for a Lambda consumer: six times its timeout.
      visibilityTimeout: Duration.seconds(spec.timeoutSeconds * 6),
      // A minute's shard older than the late-send window is no longer worth sending.
      retentionPeriod: Duration.hours(2),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: 3 },
    }));

    this.dispatcher = new AppFunction(this, 'Dispatcher', {
      entry: spec.entry,
      description: spec.description,
      memoryMb: spec.memoryMb,
      timeoutSeconds: spec.timeoutSeconds,
      environment: {
        ...props.environment,
        USER_POOL_ID: props.userPool.userPoolId,
        REMINDER_QUEUE_URL: shards.queueUrl,
      },
      logKey: props.logKey,
      logRetentionDays: props.logRetentionDays,
      concurrency: reserveOrReason(props.reserveConcurrency, dispatcherReserve(props.shards)),
      // A tick that fails is not retried: the next minute's tick starts from the checkpoint and covers it.
      asynchronous: { retryAttempts: 0, maxEventAge: Duration.minutes(1) },
    });
    grantSpec(this.dispatcher.fn, spec, props);
    // Sending, spelled out (CDK's grant adds wildcard KMS actions): the message, and the key's data key.
    this.dispatcher.fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [shards.queueArn] }),
    );
    this.dispatcher.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['kms:GenerateDataKey', 'kms:Decrypt'],
        resources: [props.dataKey.keyArn],
        conditions: { StringEquals: { 'kms:ViaService': viaService(this, 'sqs') } },
      }),
    );
    // The shard queue as the function's event source, its grants spelled out (CDK's event source grants the
    // key without naming the service that uses it): receiving and deleting its messages, and decrypting them
    // through SQS only.
    this.dispatcher.fn.addEventSourceMapping('Shards', {
      eventSourceArn: shards.queueArn,
      batchSize: 1,
      maxConcurrency: dispatcherConsumers(props.shards),
      reportBatchItemFailures: true,
    });
    this.dispatcher.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [
          'sqs:ReceiveMessage',
          'sqs:ChangeMessageVisibility',
          'sqs:GetQueueUrl',
          'sqs:DeleteMessage',
          'sqs:GetQueueAttributes',
        ],
        resources: [shards.queueArn],
      }),
    );

    this.schedule = new Every(this, 'EveryMinute', {
      fn: this.dispatcher.fn,
      minutes: spec.everyMinutes,
      description: 'Runs the reminders dispatcher every minute',
    });
  }
}
