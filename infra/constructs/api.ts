import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as secrets from 'aws-cdk-lib/aws-secretsmanager';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { TABLE_KEYS } from '../../lambdas/contracts/table';
import {
  API_CORS,
  functions,
  routes,
  type FunctionName,
  type FunctionSpec,
  type TableAction,
} from '../../lambdas/routes';
import type { StageConfig } from '../config';
import { functionReserves, routeSettings } from '../concurrency';
import { AppFunction, reserveOrReason } from './app-function';

export interface ApiProps {
  /** The customer-managed key of the table. */
  dataKey: kms.IKey;
  userPool: cognito.IUserPool;
  client: cognito.IUserPoolClient;
  table: dynamodb.ITableV2;
  allowedOrigins: string[];
  environment: Record<string, string>;
  /** The OpenAI key's secret, readable by the functions that call the model. */
  modelKey?: secrets.ISecret;
  /** The VAPID key pair's secret, readable by the functions that send pushes. */
  pushKeys?: secrets.ISecret;
  /** The secret that seals list cursors, readable by the functions that list records. */
  cursorKey?: secrets.ISecret;
  /** The bucket of uploaded import files. */
  importBucket?: s3.IBucket;
  mailFrom?: string;
  /** The stage's SES configuration set: sending through it needs its own grant. */
  mailConfigurationSet?: string;
  logKey: kms.IKey;
  logRetentionDays: logs.RetentionDays;
  /** The stage's throttling by route class, and whether each function gets its reserve. */
  throttle: StageConfig['throttle'];
  reserveConcurrency: boolean;
}

/** Actions that only read: a function with these alone needs only to decrypt. */
const READS: readonly TableAction[] = ['GetItem', 'BatchGetItem', 'Query'];

/**
 * Least privilege on the table, spelled out: the function's own DynamoDB actions (the route table's, which its
 * bundle is checked against) on the table and its named indexes, and the exact KMS actions DynamoDB needs on
 * the customer key, through DynamoDB only (CDK's grant helpers add wildcard actions).
 */
function grantTable(
  fn: lambda.IFunction,
  table: dynamodb.ITableV2,
  key: kms.IKey,
  actions: FunctionSpec['table'],
) {
  if (!actions.length) return;
  const indexes = TABLE_KEYS.indexes.map((index) => `${table.tableArn}/index/${index.name}`);
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: actions.map((action) => `dynamodb:${action}`),
      // Queries read the indexes; every other action names the table only.
      resources: actions.includes('Query') ? [table.tableArn, ...indexes] : [table.tableArn],
    }),
  );
  const writes = actions.some((action) => !READS.includes(action));
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: writes
        ? ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey']
        : ['kms:Decrypt', 'kms:DescribeKey'],
      resources: [key.keyArn],
      conditions: { StringEquals: { 'kms:ViaService': viaService(fn, 'dynamodb') } },
    }),
  );
}

/** The `kms:ViaService` value of an AWS service in the function's region. */
export const viaService = (scope: Construct, service: string) =>
  `${service}.${Stack.of(scope).region}.amazonaws.com`;

/** What a function of the route table may do, as its spec says: the table, the pool, secrets, e-mail. */
export function grantSpec(
  fn: lambda.IFunction,
  spec: FunctionSpec,
  props: Pick<
    ApiProps,
    | 'table'
    | 'dataKey'
    | 'userPool'
    | 'modelKey'
    | 'pushKeys'
    | 'cursorKey'
    | 'mailFrom'
    | 'mailConfigurationSet'
    | 'importBucket'
  >,
) {
  const { region, account } = Stack.of(fn);
  grantTable(fn, props.table, props.dataKey, spec.table);
  if (spec.userPoolActions.length) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [...spec.userPoolActions],
        resources: [props.userPool.userPoolArn],
      }),
    );
  }
  // Read only, this one secret (and the key it is encrypted with, through Secrets Manager only).
  if (spec.readsModelKey && props.modelKey) props.modelKey.grantRead(fn);
  if (spec.sendsPush && props.pushKeys) props.pushKeys.grantRead(fn);
  if (spec.readsCursorKey && props.cursorKey) props.cursorKey.grantRead(fn);
  if (spec.importFiles && props.importBucket) {
    // The import files only, spelled out: presigning the upload (PutObject), reading, deleting; and the data
    // key the bucket encrypts them with (CDK's grants add wildcard actions).
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: [props.importBucket.arnForObjects('imports/*')],
      }),
    );
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['kms:GenerateDataKey', 'kms:Decrypt'],
        resources: [props.dataKey.keyArn],
        conditions: { StringEquals: { 'kms:ViaService': viaService(fn, 's3') } },
      }),
    );
    // Listing the person's own folder only (the deletion of the account finds their files left behind).
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [props.importBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': ['imports/*'] } },
      }),
    );
    const bucket = Stack.of(fn).getLogicalId(props.importBucket.node.defaultChild as s3.CfnBucket);
    // On the role, where the policy is (the function's own role: infra/constructs/app-function.ts).
    Validations.of(fn.role ?? fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucket}.Arn>/imports/*]`,
      reason:
        'The import files of every person (imports/<sub>/<upload id>.json): the key of each is the caller’s own, set by the presigned policy and by the handler from the verified token.',
    });
  }
  if (spec.sendsEmail && props.mailFrom) {
    // Only the sender's own identities: the address, or its verified domain.
    const domain = props.mailFrom.split('@')[1] ?? props.mailFrom;
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          `arn:aws:ses:${region}:${account}:identity/${props.mailFrom}`,
          `arn:aws:ses:${region}:${account}:identity/${domain}`,
          ...(props.mailConfigurationSet
            ? [`arn:aws:ses:${region}:${account}:configuration-set/${props.mailConfigurationSet}`]
            : []),
        ],
      }),
    );
  }
}

/**
 * The HTTP API, built from the one route table: a function per bounded context, the Cognito JWT authorizer
 * on every route, CORS for the app's origin only, JSON access logs without query strings, stage throttling.
 */
export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly functions: Record<FunctionName, AppFunction>;
  readonly url: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, 'Http', {
      description: 'SaluteMia API',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: props.allowedOrigins,
        allowHeaders: API_CORS.allowHeaders,
        allowMethods: API_CORS.allowMethods.map((m) => apigwv2.CorsHttpMethod[m]),
        exposeHeaders: API_CORS.exposeHeaders,
        maxAge: Duration.seconds(API_CORS.maxAgeSeconds),
      },
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetentionDays,
      encryptionKey: props.logKey,
    });
    const stage = new apigwv2.HttpStage(this, 'Default', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Any route without its own setting (none today) gets the normal class's rate.
      throttle: props.throttle.normal,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            sourceIp: '$context.identity.sourceIp',
            // Who called (the token's subject): after an incident, which account read what. Never more.
            caller: '$context.authorizer.claims.sub',
            time: '$context.requestTime',
          }),
        ),
      },
    });
    this.url = stage.url;

    const authorizer = new HttpUserPoolAuthorizer('Cognito', props.userPool, {
      userPoolClients: [props.client],
      identitySource: ['$request.header.Authorization'],
    });

    const reserves = functionReserves({ throttle: props.throttle });
    this.functions = {} as Record<FunctionName, AppFunction>;
    for (const [name, spec] of Object.entries(functions) as [
      FunctionName,
      (typeof functions)[FunctionName],
    ][]) {
      const appFn = new AppFunction(this, name, {
        entry: spec.entry,
        description: spec.description,
        memoryMb: spec.memoryMb,
        timeoutSeconds: spec.timeoutSeconds,
        environment: { ...props.environment, USER_POOL_ID: props.userPool.userPoolId },
        logKey: props.logKey,
        logRetentionDays: props.logRetentionDays,
        concurrency: reserveOrReason(props.reserveConcurrency, reserves[name].reserve),
      });
      grantSpec(appFn.fn, spec, props);
      this.functions[name] = appFn;
    }

    // One integration per function, shared by its routes (one invoke permission each, not one per route).
    const integrations = new Map<FunctionName, HttpLambdaIntegration>();
    for (const route of routes) {
      let integration = integrations.get(route.fn);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${route.fn}-integration`, this.functions[route.fn].fn);
        integrations.set(route.fn, integration);
      }
      const httpRoute = new apigwv2.HttpRoute(this, `${route.method}${route.path.replace(/[^\w]/g, '_')}`, {
        httpApi: this.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration,
        authorizer,
      });
      // The stage names each route's throttle by its key: the route must exist first.
      stage.node.addDependency(httpRoute);
    }
    // Each route's own throttle, by its class (infra/concurrency.ts): CDK's HttpStage sets only the default.
    (stage.node.defaultChild as apigwv2.CfnStage).routeSettings = routeSettings({ throttle: props.throttle });
  }
}
