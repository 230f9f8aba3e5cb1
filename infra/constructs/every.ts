import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { scheduledRunDeadLetters } from './app-function';

/**
 * EventBridge Scheduler invoking a function every N minutes with the time it stands for (`{ now }`), through
 * a role that may invoke that function only. A run that fails is not retried: the next run covers it. A run the
 * scheduler could not hand over (the function throttled or missing) goes to its dead-letter queue.
 */
export class Every extends Construct {
  /** Where a run the scheduler could not hand to the function waits (kept 14 days). */
  readonly deadLetters: sqs.Queue;

  constructor(
    scope: Construct,
    id: string,
    props: { fn: lambda.IFunction; minutes: number; description: string },
  ) {
    super(scope, id);
    const role = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    });
    const v = Validations.of(role);
    v.acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(props.fn.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
      reason: 'lambda:InvokeFunction on this function and its versions: the scheduler target’s own grant.',
    });
    v.acknowledge({
      id: 'HIPAA.Security-IAMNoInlinePolicy',
      reason: 'One least-privilege policy on the scheduler role, attached to it only.',
    });
    this.deadLetters = scheduledRunDeadLetters(this, 'the schedule’s target');
    new scheduler.Schedule(this, 'Schedule', {
      description: props.description,
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(props.minutes)),
      target: new targets.LambdaInvoke(props.fn, {
        role,
        input: scheduler.ScheduleTargetInput.fromObject({ now: scheduler.ContextAttribute.scheduledTime }),
        retryAttempts: 0,
        maxEventAge: Duration.minutes(1),
        deadLetterQueue: this.deadLetters,
      }),
    });
  }
}
