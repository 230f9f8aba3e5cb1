import { Duration } from 'aws-cdk-lib';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { scheduled } from '../../lambdas/routes';
import { grantSpec, type ApiProps } from './api';
import { SWEEPER_RESERVE } from '../concurrency';
import { AppFunction, reserveOrReason } from './app-function';
import { Every } from './every';

export interface AccountSweeperProps extends Pick<
  ApiProps,
  'table' | 'dataKey' | 'userPool' | 'environment' | 'logKey' | 'importBucket'
> {
  logRetentionDays: logs.RetentionDays;
  /** Whether the sweeper gets its reserve (infra/concurrency.ts). */
  reserveConcurrency: boolean;
}

/**
 * The account's jobs (issue 16), every minute: each unfinished deletion swept again, and once its last token
 * has expired, swept a last time and verified empty; then the import jobs of uploaded files, each resumed where
 * it stopped (lambdas/handlers/account/sweep.ts).
 */
export class AccountSweeper extends Construct {
  readonly fn: AppFunction;
  readonly schedule: Every;

  constructor(scope: Construct, id: string, props: AccountSweeperProps) {
    super(scope, id);
    const spec = scheduled.accountSweeper;
    this.fn = new AppFunction(this, 'Sweeper', {
      entry: spec.entry,
      description: spec.description,
      memoryMb: spec.memoryMb,
      timeoutSeconds: spec.timeoutSeconds,
      environment: { ...props.environment, USER_POOL_ID: props.userPool.userPoolId },
      logKey: props.logKey,
      logRetentionDays: props.logRetentionDays,
      concurrency: reserveOrReason(props.reserveConcurrency, SWEEPER_RESERVE),
      // A run that fails is not retried: the next minute's run resumes every job where it stopped.
      asynchronous: { retryAttempts: 0, maxEventAge: Duration.minutes(1) },
    });
    grantSpec(this.fn.fn, spec, props);
    this.schedule = new Every(this, 'Every', {
      fn: this.fn.fn,
      minutes: spec.everyMinutes,
      description: 'Finishes account deletions and runs import jobs',
    });
  }
}
