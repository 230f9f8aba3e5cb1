import { AssetHashType, Duration, Validations, type BundlingOptions, type ILocalBundling } from 'aws-cdk-lib';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import path from 'node:path';
import { bundleFunction } from '../function-bundle';
import { REPO_ROOT } from '../paths';

export interface AppFunctionProps {
  /** Module relative to the repository root, exporting `handler`. */
  entry: string;
  description: string;
  memoryMb?: number;
  timeoutSeconds?: number;
  environment?: Record<string, string>;
  logKey: kms.IKey;
  logRetentionDays: logs.RetentionDays;
  /**
   * Its reserved concurrency (infra/concurrency.ts), or why it has none: a stage that does not reserve
   * (`reserveConcurrency: false`), or a function run only by a deployment.
   */
  concurrency: { reserve: number } | { unreservedBecause: string };
  /**
   * Invoked asynchronously (EventBridge Scheduler): how often Lambda retries a failed event, and for how long;
   * an event that still fails goes to the function's dead-letter queue (`deadLetters`). Without it the function
   * is invoked synchronously only (API Gateway, Cognito, CloudFormation), and a failure returns to the caller.
   */
  asynchronous?: { retryAttempts: number; maxEventAge: Duration };
}

/**
 * Every Lambda of the product: Node 24 on arm64, an esbuild ESM bundle (`bundleFunction`: minified, split, source
 * maps, the AWS SDK v3 from the runtime), X-Ray tracing, Powertools settings, and its own encrypted log group.
 */
export class AppFunction extends Construct {
  readonly fn: lambda.Function;
  /** Where its failed asynchronous events wait (kept 14 days), when it is invoked asynchronously. */
  readonly deadLetters?: sqs.Queue;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetentionDays,
      encryptionKey: props.logKey,
    });
    // CDK adds X-Ray's actions and the grants of its spec to its own role.
    const role = ownLogRole(this, 'Role', logGroup);
    if (props.asynchronous) {
      this.deadLetters = scheduledRunDeadLetters(this, 'the function’s asynchronous invocations');
    }
    this.fn = new lambda.Function(this, 'Fn', {
      code: functionCode(props.entry),
      handler: 'index.handler',
      description: props.description,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memoryMb ?? 256,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      role,
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: {
        POWERTOOLS_SERVICE_NAME: id,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      ...(this.deadLetters ? { deadLetterQueue: this.deadLetters } : {}),
      ...('reserve' in props.concurrency ? { reservedConcurrentExecutions: props.concurrency.reserve } : {}),
    });
    acknowledgeServerlessFindings(this);
    if (props.asynchronous) this.fn.configureAsyncInvoke(props.asynchronous);
    else acknowledgeSynchronous(this.fn);
    if ('unreservedBecause' in props.concurrency) {
      Validations.of(this.fn).acknowledge({
        id: 'HIPAA.Security-LambdaConcurrency',
        reason: props.concurrency.unreservedBecause,
      });
    }
  }
}

/**
 * How CDK builds a function's asset: `bundleFunction` of its entry, on this machine (the Docker image is required
 * by the API and never pulled: the local bundling always builds or throws). The entry is a field of its own so
 * that CDK, which caches staged assets by their bundling options, tells two functions' assets apart.
 */
class FunctionBundling implements BundlingOptions {
  readonly image = lambda.Runtime.NODEJS_24_X.bundlingImage;
  readonly local: ILocalBundling;
  constructor(readonly entry: string) {
    this.local = {
      tryBundle(outputDir: string) {
        bundleFunction(entry, outputDir);
        return true;
      },
    };
  }
}

/**
 * A function's code: its bundle (`bundleFunction`), built when the asset is staged and hashed by what it holds,
 * so an unchanged function is not uploaded again. `cdk synth` with bundling skipped (`aws:cdk:bundling-stacks`)
 * builds nothing.
 */
export function functionCode(entry: string): lambda.Code {
  return lambda.Code.fromAsset(path.join(REPO_ROOT, 'lambdas'), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: new FunctionBundling(entry),
  });
}

/**
 * A dead-letter queue for scheduled runs (`{ now }`, the minute a run stands for: no personal data, so SQS's own
 * encryption), kept 14 days, TLS only. `of` says whose dead letters they are (cdk-nag's reason).
 */
export function scheduledRunDeadLetters(scope: Construct, of: string): sqs.Queue {
  const queue = new sqs.Queue(scope, 'DeadLetters', {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: `This is the dead-letter queue of ${of}.`,
  });
  return queue;
}

/**
 * A Lambda execution role that may write to the function's own log group only: the AWS-managed basic execution
 * role would let it create and write any log group of the account (tests/infra/privilege.test.ts).
 */
export function ownLogRole(scope: Construct, id: string, logGroup: logs.ILogGroup): iam.Role {
  const role = new iam.Role(scope, id, { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroup.logGroupArn],
    }),
  );
  return role;
}

/** Findings that do not fit a serverless API function, each with its reason. */
export function acknowledgeServerlessFindings(fn: Construct) {
  const v = Validations.of(fn);
  v.acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) has no resource-level permissions.',
  });
  v.acknowledge({
    id: 'HIPAA.Security-IAMNoInlinePolicy',
    reason:
      'CDK grants produce one least-privilege policy per function role, attached to that role only; shared managed policies would grant more.',
  });
  v.acknowledge({
    id: 'HIPAA.Security-LambdaInsideVPC',
    reason:
      'The functions reach only AWS public endpoints (DynamoDB, SES, Cognito, Secrets Manager) over TLS with IAM, and OpenAI over TLS; a VPC would add NAT cost without reducing exposure. No private resources exist.',
  });
}

/** A function invoked synchronously only has no asynchronous events to keep. */
export function acknowledgeSynchronous(fn: Construct) {
  Validations.of(fn).acknowledge({
    id: 'HIPAA.Security-LambdaDLQ',
    reason:
      'Invoked synchronously only (API Gateway, Cognito, CloudFormation’s provider): a failure returns to the caller and nothing is queued, so a dead-letter queue would never receive an event.',
  });
}

/** Why a stage that does not reserve concurrency leaves a function without a reserve. */
export const STAGE_DOES_NOT_RESERVE =
  'This stage does not reserve concurrency (reserveConcurrency: false: a development account often has the default 10 concurrent executions, and a reserve would fail the deploy); prod reserves each function its share (infra/concurrency.ts, docs/operations.md).';

/** A stage's reserve for a function, or the reason it has none. */
export const reserveOrReason = (
  reserveConcurrency: boolean,
  reserve: number,
): AppFunctionProps['concurrency'] =>
  reserveConcurrency ? { reserve } : { unreservedBecause: STAGE_DOES_NOT_RESERVE };
