import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { scheduled } from '../../lambdas/routes';
import { grantSpec, type ApiProps } from './api';
import { AppFunction } from './app-function';

export interface RemindersProps extends Pick<
  ApiProps,
  'table' | 'dataKey' | 'userPool' | 'pushKeys' | 'cursorKey' | 'mailFrom' | 'environment' | 'logKey'
> {
  logRetentionDays: logs.RetentionDays;
}

/**
 * The reminders' dispatcher, invoked every minute by EventBridge Scheduler with the minute it stands for.
 * Its own cron is not used for the doses themselves (it skips wall-clock times in the spring-forward gap): the
 * dispatcher computes due times with Temporal and finds them in the due index.
 */
export class Reminders extends Construct {
  readonly dispatcher: AppFunction;

  constructor(scope: Construct, id: string, props: RemindersProps) {
    super(scope, id);
    const spec = scheduled.reminderDispatcher;
    this.dispatcher = new AppFunction(this, 'Dispatcher', {
      entry: spec.entry,
      description: spec.description,
      memoryMb: spec.memoryMb,
      timeoutSeconds: spec.timeoutSeconds,
      environment: { ...props.environment, USER_POOL_ID: props.userPool.userPoolId },
      logKey: props.logKey,
      logRetentionDays: props.logRetentionDays,
    });
    grantSpec(this.dispatcher.fn, spec, props);
    // A tick that fails is not retried: the next minute's tick starts from the checkpoint and covers it.
    this.dispatcher.fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });

    // The scheduler's own role: invoking this function only (its versions included, as the target grants).
    const role = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    });
    const v = Validations.of(role);
    v.acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.dispatcher.fn.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
      reason: "lambda:InvokeFunction on the dispatcher and its versions: the scheduler target's own grant.",
    });
    v.acknowledge({
      id: 'HIPAA.Security-IAMNoInlinePolicy',
      reason: 'One least-privilege policy on the scheduler role, attached to it only.',
    });

    new scheduler.Schedule(this, 'EveryMinute', {
      description: 'Runs the reminders dispatcher every minute',
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(spec.everyMinutes)),
      target: new targets.LambdaInvoke(this.dispatcher.fn, {
        role,
        input: scheduler.ScheduleTargetInput.fromObject({ now: scheduler.ContextAttribute.scheduledTime }),
        retryAttempts: 0,
        maxEventAge: Duration.minutes(1),
      }),
    });
  }
}
