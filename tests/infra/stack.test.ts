import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/bin/app';
import { DEFAULT_MODEL_PROVIDER, loadStageConfig, PLACEHOLDER_CONTROLLER } from '../../infra/config';
import { deployTasks, functions, routeKey, routes, scheduled, triggers } from '../../lambdas/routes';
import { CONSENT_ATTRIBUTE } from '../../lambdas/contracts/consent';
import { CLIENT_WRITE_ATTRIBUTES } from '../../infra/local/cognito/shim';
import { PROD_CONTEXT } from '../support/prod-context';

/** No asset is built (the SPA, the functions' bundles): for what only the template shows. */
const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] };

function synth(stage: string, context: Record<string, unknown> = {}) {
  const app = new App({ context: { stage, ...context } });
  const { stack } = buildApp(app);
  // cdk-nag runs as a validation plugin: synth throws if any finding is not acknowledged.
  const assembly = app.synth();
  return Template.fromJSON(assembly.getStackByName(stack.stackName).template);
}

describe('the dev stack', () => {
  let template: Template;
  beforeAll(() => {
    template = synth('dev');
  });

  it('has exactly the routes of the route table, every one behind the Cognito JWT authorizer', () => {
    const found = template.findResources('AWS::ApiGatewayV2::Route');
    const keys = Object.values(found).map((r) => r.Properties.RouteKey as string);
    expect(keys.sort()).toEqual(routes.map(routeKey).sort());
    for (const route of Object.values(found)) {
      expect(route.Properties.AuthorizationType).toBe('JWT');
      expect(route.Properties.AuthorizerId).toBeDefined();
    }
    // One Lambda integration per bounded-context function, shared by its routes.
    expect(Object.keys(template.findResources('AWS::ApiGatewayV2::Integration'))).toHaveLength(
      new Set(routes.map((r) => r.fn)).size,
    );
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [Match.anyValue()], Issuer: Match.anyValue() },
    });
  });

  it('keeps the table encrypted with the customer key, with point-in-time recovery and a daily backup', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          SSESpecification: { KMSMasterKeyId: Match.anyValue() },
        }),
      ],
    });
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    // The reminders' due index: sparse and keys only (the dispatcher reads each reminder from the table).
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: Match.arrayWith([
        Match.objectLike({ IndexName: 'gsi1', Projection: { ProjectionType: 'ALL' } }),
        Match.objectLike({
          IndexName: 'due',
          KeySchema: [
            { AttributeName: 'duePk', KeyType: 'HASH' },
            { AttributeName: 'dueSk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        }),
      ]),
    });
    template.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: { BackupPlanRule: [Match.objectLike({ Lifecycle: { DeleteAfterDays: 35 } })] },
    });
  });

  it('serves the SPA with the security headers policy', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"),
            Override: true,
          },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 31536000,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      },
    });
    // Two policies with the same security headers: hashed assets kept a year, everything else revalidated.
    const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map(
      (r) => r.Properties.ResponseHeadersPolicyConfig,
    );
    const cacheControl = (config: any) =>
      config.CustomHeadersConfig.Items.find((h: any) => h.Header === 'Cache-Control')?.Value;
    expect(policies.map(cacheControl).sort()).toEqual(['no-cache', 'public, max-age=31536000, immutable']);
    expect(new Set(policies.map((c) => JSON.stringify(c.SecurityHeadersConfig))).size).toBe(1);
    const behaviors = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
      .DistributionConfig.CacheBehaviors as { PathPattern: string; ResponseHeadersPolicyId: unknown }[];
    const assets = behaviors.find((b) => b.PathPattern === '/assets/*');
    const immutable = Object.entries(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).find(
      ([, r]) => cacheControl(r.Properties.ResponseHeadersPolicyConfig)?.includes('immutable'),
    )?.[0];
    expect(assets?.ResponseHeadersPolicyId).toEqual({ Ref: immutable });
    const csp = JSON.stringify(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        SigningBehavior: 'always',
        OriginAccessControlOriginType: 's3',
      }),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('writes /config.json beside the SPA at deploy time', () => {
    const deployment = JSON.stringify(template.findResources('Custom::CDKBucketDeployment'));
    expect(deployment).toContain('config.json');
  });

  it('runs every function on Node 24, arm64, with tracing', () => {
    // Ours are the ones configured for Powertools; CDK adds its own deployment helpers.
    const ours = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (f) => f.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME,
    );
    expect(ours.length).toBe(
      Object.keys(functions).length +
        Object.keys(triggers).length +
        Object.keys(deployTasks).length +
        Object.keys(scheduled).length,
    );
    for (const f of ours) {
      expect(f.Properties.Runtime).toBe('nodejs24.x');
      expect(f.Properties.Architectures).toEqual(['arm64']);
      expect(f.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    }
  });

  it('has a user pool with e-mail sign-in, the 8-character rule without composition rules, and the triggers', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      LambdaConfig: {
        CustomMessage: Match.anyValue(),
        PreSignUp: Match.anyValue(),
        PostConfirmation: Match.anyValue(),
      },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'health_consent', AttributeDataType: 'String' })]),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      // SRP only: with rotation, refreshes go through GetTokensFromRefreshToken, not REFRESH_TOKEN_AUTH.
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      GenerateSecret: false,
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      // Rotated at each refresh, the replaced one kept a minute for a second tab.
      RefreshTokenRotation: { Feature: 'ENABLED', RetryGracePeriodSeconds: 60 },
      // No OAuth flow it does not use (CDK's default would be the implicit flow to https://example.com).
      AllowedOAuthFlowsUserPoolClient: false,
    });
    const client = Object.values(template.findResources('AWS::Cognito::UserPoolClient'))[0]!.Properties;
    for (const unused of ['AllowedOAuthFlows', 'AllowedOAuthScopes', 'CallbackURLs', 'LogoutURLs']) {
      expect(client, unused).not.toHaveProperty(unused);
    }
  });

  it('stops each trigger within the 5 s Cognito waits for it', () => {
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0];
    const triggerIds = Object.values(
      pool?.Properties.LambdaConfig as Record<string, { 'Fn::GetAtt': [string] }>,
    ).map((ref) => ref['Fn::GetAtt'][0]);
    expect(triggerIds).toHaveLength(3);
    const functions = template.findResources('AWS::Lambda::Function');
    for (const id of triggerIds) expect(functions[id]?.Properties.Timeout, id).toBe(5);
  });

  it('makes the VAPID key pair once at deploy, keeps it in its own secret, readable by the push senders only', () => {
    const vapid = Object.entries(template.findResources('Custom::VapidKeys'));
    expect(vapid).toHaveLength(1);
    const secretRef = vapid[0]![1].Properties.SecretArn as { Ref: string };
    const secret = template.findResources('AWS::SecretsManager::Secret')[secretRef.Ref];
    expect(secret?.Properties).toMatchObject({ KmsKeyId: expect.anything(), SecretString: '{}' });
    // Which functions' roles may read it: the ones the route table says send pushes, and the maker.
    const readers = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((p) =>
        JSON.stringify(p.Properties.PolicyDocument.Statement).includes(
          `"Action":["secretsmanager:GetSecretValue","secretsmanager:DescribeSecret"],"Effect":"Allow","Resource":{"Ref":"${secretRef.Ref}"}`,
        ),
      )
      .map((p) => JSON.stringify(p.Properties.Roles));
    const senders = Object.entries({ ...functions, ...scheduled }).filter(
      ([, f]) => 'sendsPush' in f && f.sendsPush,
    );
    expect(senders.map(([name]) => name)).toEqual(['reminders', 'reminderDispatcher']);
    expect(readers).toHaveLength(senders.length + 1);
    expect(readers.join()).toContain('ApiremindersRole');
    expect(readers.join()).toContain('RemindersDispatcherRole');
    expect(readers.join()).not.toContain('assistantRole');
  });

  it('runs the reminders dispatcher every minute with the minute it stands for, never retried, on the shards of the stage', () => {
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule'));
    // The dispatcher's, and the account sweeper's (the test below).
    expect(schedules).toHaveLength(2);
    const dispatch = schedules.find((s) =>
      JSON.stringify(s.Properties.Target.Arn).includes('RemindersDispatcherFn'),
    );
    const { ScheduleExpression, Target, State } = dispatch!.Properties;
    expect(ScheduleExpression).toBe('rate(1 minute)');
    expect(State).toBe('ENABLED');
    expect(JSON.parse(Target.Input)).toEqual({ now: '<aws.scheduler.scheduled-time>' });
    expect(Target.RetryPolicy).toEqual({ MaximumEventAgeInSeconds: 60, MaximumRetryAttempts: 0 });
    expect(JSON.stringify(Target.Arn)).toContain('RemindersDispatcherFn');
    const dispatcher = Object.values(template.findResources('AWS::Lambda::Function')).find(
      (f) => f.Properties.Description === scheduled.reminderDispatcher.description,
    );
    expect(dispatcher?.Properties).toMatchObject({
      Timeout: 50,
      MemorySize: 1024,
      Environment: {
        Variables: expect.objectContaining({ REMINDER_SHARDS: '4', TABLE_NAME: expect.anything() }),
      },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
  });

  it('runs the account jobs every minute, with the table, the user pool’s delete and the import files only', () => {
    const sweeps = Object.values(template.findResources('AWS::Scheduler::Schedule')).filter((s) =>
      JSON.stringify(s.Properties.Target.Arn).includes('AccountSweeperFn'),
    );
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0]!.Properties).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      Target: { RetryPolicy: { MaximumRetryAttempts: 0 } },
    });
    const sweeper = Object.entries(template.findResources('AWS::Lambda::Function')).find(
      ([, f]) => f.Properties.Description === scheduled.accountSweeper.description,
    );
    expect(sweeper).toBeDefined();
    const role = String(sweeper![1].Properties.Role['Fn::GetAtt'][0]);
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: role }]))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
      .flatMap((st) => [st.Action].flat());
    expect(statements).toEqual(
      expect.arrayContaining([
        'cognito-idp:AdminDeleteUser',
        'dynamodb:BatchWriteItem',
        'dynamodb:Query',
        's3:GetObject',
        's3:DeleteObject',
      ]),
    );
    expect(statements).not.toContain('cognito-idp:AdminGetUser');
    expect(statements.some((a) => a.startsWith('ses:'))).toBe(false);
  });

  it('seals list cursors with a generated secret under the customer key, readable by the functions that list records only', () => {
    const secrets = Object.entries(template.findResources('AWS::SecretsManager::Secret')).filter(([, r]) =>
      String(r.Properties.Description).startsWith("Seals the API's list cursors"),
    );
    expect(secrets).toHaveLength(1);
    const [id, secret] = secrets[0]!;
    expect(secret.Properties).toMatchObject({
      KmsKeyId: expect.anything(),
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
    const readers = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((p) =>
        JSON.stringify(p.Properties.PolicyDocument.Statement).includes(`"Resource":{"Ref":"${id}"}`),
      )
      .map((p) => JSON.stringify(p.Properties.Roles));
    const listers = Object.entries({ ...functions, ...scheduled })
      .filter(([, f]) => 'readsCursorKey' in f && f.readsCursorKey)
      .map(([name]) => name);
    expect(listers.sort()).toEqual(['assistant', 'records', 'reminders']);
    expect(readers).toHaveLength(listers.length);
    for (const name of listers) expect(readers.join()).toContain(`Api${name}Role`);
    expect(readers.join()).not.toContain('profileRole');
    // Every function is told where it is.
    const ours = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (f) => f.Properties.Environment?.Variables?.TABLE_NAME && f.Properties.Environment.Variables.STAGE,
    );
    for (const f of ours) expect(f.Properties.Environment.Variables.CURSOR_SECRET_ARN).toEqual({ Ref: id });
  });

  it('fans each minute out per shard: a KMS-encrypted queue with a dead-letter queue, read one shard at a time by the dispatcher', () => {
    // The shard queue and its dead-letter queue, under the customer key (the other queues are the scheduled
    // functions' dead letters: tests/infra/monitoring.test.ts).
    const queues = Object.fromEntries(
      Object.entries(template.findResources('AWS::SQS::Queue')).filter(([id]) =>
        id.startsWith('RemindersShards'),
      ),
    );
    expect(Object.keys(queues)).toHaveLength(2);
    const main = Object.entries(queues).find(([, q]) => q.Properties.RedrivePolicy);
    expect(main).toBeDefined();
    const [mainId, queue] = main!;
    expect(queue.Properties).toMatchObject({
      KmsMasterKeyId: expect.anything(),
      VisibilityTimeout: 300,
      MessageRetentionPeriod: 7200,
      RedrivePolicy: { maxReceiveCount: 3, deadLetterTargetArn: expect.anything() },
    });
    for (const q of Object.values(queues)) expect(q.Properties.KmsMasterKeyId).toBeDefined();
    // TLS only, on every queue.
    const policies = Object.values(template.findResources('AWS::SQS::QueuePolicy'));
    expect(policies).toHaveLength(Object.keys(template.findResources('AWS::SQS::Queue')).length);
    for (const p of policies) {
      expect(JSON.stringify(p.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    }
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: 4 },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: { 'Fn::GetAtt': [mainId, 'Arn'] },
    });
    const dispatcher = Object.values(template.findResources('AWS::Lambda::Function')).find(
      (f) => f.Properties.Description === scheduled.reminderDispatcher.description,
    );
    expect(dispatcher?.Properties.Environment.Variables.REMINDER_QUEUE_URL).toEqual({ Ref: mainId });
    // Only the dispatcher may send to it.
    const senders = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      (p.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[]).some(
        (st) =>
          JSON.stringify(st.Action).includes('sqs:SendMessage') &&
          JSON.stringify(st.Resource).includes(`"${mainId}"`),
      ),
    );
    expect(senders).toHaveLength(1);
    expect(JSON.stringify(senders[0]!.Properties.Roles)).toContain('RemindersDispatcherRole');
  });

  it('keeps the OpenAI key in Secrets Manager under the customer key', () => {
    // Created with the "unset" marker, not a random string the assistant would send to the provider.
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      KmsKeyId: Match.anyValue(),
      SecretString: 'unset',
    });
  });
});

describe('the prod stack', () => {
  it('retains data and protects the user pool and the table from deletion (and passes cdk-nag)', () => {
    // The dev synth builds every asset; prod differs in its settings only.
    const template = synth('prod', { ...SKIP_BUNDLING, ...PROD_CONTEXT });
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE', UserPoolTier: 'PLUS' }),
    });
  });

  it("lets the app write the person's details only, never the consent, which the pre-sign-up trigger records", () => {
    const template = synth('prod', { ...SKIP_BUNDLING, ...PROD_CONTEXT });
    const client = Object.values(template.findResources('AWS::Cognito::UserPoolClient'))[0]!.Properties;
    // The same list as the twin's Cognito, which refuses the others as Cognito does.
    expect([...client.WriteAttributes].sort()).toEqual([...CLIENT_WRITE_ATTRIBUTES].sort());
    expect(client.WriteAttributes).not.toContain(CONSENT_ATTRIBUTE);
    // Older accounts' attribute is still read.
    expect(client.ReadAttributes).toContain(CONSENT_ATTRIBUTE);

    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!.Properties;
    const preSignUp = pool.LambdaConfig.PreSignUp['Fn::GetAtt'][0] as string;
    const fn = template.findResources('AWS::Lambda::Function')[preSignUp]!.Properties;
    expect(fn.Environment.Variables.TABLE_NAME).toBeDefined();
    const role = fn.Role['Fn::GetAtt'][0] as string;
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === role))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[] }[]);
    const actions = statements.flatMap((st) => [st.Action].flat());
    // One write to the table, under the key's condition; nothing of Cognito.
    expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual(['dynamodb:PutItem']);
    expect(actions.filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
  });
});

describe('a wrong deploy cannot happen (issue 17 §4)', () => {
  const PROD = { ...SKIP_BUNDLING, ...PROD_CONTEXT };
  const stackOf = (context: Record<string, unknown>) => {
    const app = new App({ context: { ...SKIP_BUNDLING, ...context } });
    const built = buildApp(app);
    app.synth();
    return built;
  };

  it('spells out threat protection in prod: leaked passwords refused at sign-up and change, risky sign-ins by level', () => {
    const { stack } = stackOf({ stage: 'prod', ...PROD_CONTEXT });
    const prod = Template.fromStack(stack);
    prod.resourceCountIs('AWS::Cognito::UserPoolRiskConfigurationAttachment', 1);
    prod.hasResourceProperties('AWS::Cognito::UserPoolRiskConfigurationAttachment', {
      ClientId: 'ALL',
      // Sign-in is SRP: Cognito never sees the password there (docs/decisions.md).
      CompromisedCredentialsRiskConfiguration: {
        Actions: { EventAction: 'BLOCK' },
        EventFilter: ['SIGN_UP', 'PASSWORD_CHANGE'],
      },
      AccountTakeoverRiskConfiguration: {
        Actions: {
          HighAction: { EventAction: 'BLOCK', Notify: false },
          MediumAction: { EventAction: 'MFA_IF_CONFIGURED', Notify: false },
          LowAction: { EventAction: 'NO_ACTION', Notify: false },
        },
      },
    });
    // Without the Plus plan (dev) there is nothing to configure.
    const { stack: devStack } = stackOf({ stage: 'dev' });
    Template.fromStack(devStack).resourceCountIs('AWS::Cognito::UserPoolRiskConfigurationAttachment', 0);
  });

  it('keeps a session as long as the stage says (-c refreshTokenDays), 30 days by default', () => {
    const clientOf = (context: Record<string, unknown>) => {
      const { stack } = stackOf(context);
      return Object.values(Template.fromStack(stack).findResources('AWS::Cognito::UserPoolClient'))[0]!
        .Properties;
    };
    expect(clientOf({ stage: 'dev' }).RefreshTokenValidity).toBe(30 * 24 * 60);
    expect(clientOf({ stage: 'dev', refreshTokenDays: '7' }).RefreshTokenValidity).toBe(7 * 24 * 60);
    expect(() => stackOf({ stage: 'dev', refreshTokenDays: '0' })).toThrow(/refreshTokenDays/);
  });

  it('refuses an unknown stage instead of giving it development settings', () => {
    expect(() => stackOf({ stage: 'prd' })).toThrow('Unknown stage "prd": the stages are dev and prod');
  });

  it('refuses prod without a verified sender, and prod without its data kept', () => {
    expect(() => stackOf({ stage: 'prod' })).toThrow('prod needs a verified SES sender: -c mailFrom=');
    expect(() => stackOf({ stage: 'prod', ...PROD, retainData: 'false' })).toThrow(
      '-c retainData=false is refused for prod',
    );
  });

  it('refuses prod with the placeholder data controller: the privacy policy and the terms name the real one', () => {
    const config = (values: Record<string, string>) => loadStageConfig((key) => values[key]);
    const refusal = 'Set the data controller (controller.name, address, privacyEmail) for prod';
    expect(() => stackOf({ stage: 'prod', mailFrom: PROD_CONTEXT.mailFrom })).toThrow(refusal);
    // Each of the three: an empty value is no value, and leaves the placeholder.
    for (const key of ['controllerName', 'controllerAddress', 'controllerPrivacyEmail'])
      expect(() => config({ stage: 'prod', ...PROD_CONTEXT, [key]: '' }), key).toThrow(refusal);
    expect(() => config({ ...PROD_CONTEXT, stage: 'prod', controllerPrivacyEmail: 'privacy' })).toThrow(
      /controller\.privacyEmail/,
    );
    expect(() => config({ ...PROD_CONTEXT, stage: 'prod', controllerDpoEmail: 'dpo@' })).toThrow(
      /controller\.dpoEmail/,
    );
    expect(() => config({ ...PROD_CONTEXT, stage: 'prod', controllerName: 'x'.repeat(201) })).toThrow(
      /controller\.name/,
    );
    expect(
      config({
        ...PROD_CONTEXT,
        stage: 'prod',
        controllerDpoEmail: 'dpo@example.it',
        modelProviderRegion: 'UE',
      }),
    ).toMatchObject({
      controller: {
        name: PROD_CONTEXT.controllerName,
        address: PROD_CONTEXT.controllerAddress,
        privacyEmail: PROD_CONTEXT.controllerPrivacyEmail,
        dpoEmail: 'dpo@example.it',
      },
      modelProvider: { name: 'OpenAI', region: 'UE' },
    });
    // dev keeps the placeholders: nobody's data.
    expect(config({ stage: 'dev' })).toMatchObject({
      controller: PLACEHOLDER_CONTROLLER,
      modelProvider: DEFAULT_MODEL_PROVIDER,
    });
  });

  it('protects prod’s stacks from termination, not dev’s', () => {
    const prod = stackOf({ stage: 'prod', ...PROD });
    expect(prod.stack.terminationProtection).toBe(true);
    expect(prod.edge?.terminationProtection).toBe(true);
    expect(stackOf({ stage: 'dev' }).stack.terminationProtection).toBe(false);
  });

  it('synthesizes prod pinned to an account (-c account=), cdk-nag clean', () => {
    const pinned = stackOf({ stage: 'prod', ...PROD, account: '123456789012' });
    expect(pinned.stack.account).toBe('123456789012');
    expect(pinned.edge?.account).toBe('123456789012');
  });
});

describe('cdk-nag in the real app (infra/bin/app.ts)', () => {
  it('fails the synth of the stage on a finding nobody acknowledged, from both packs', () => {
    // The app exactly as `cdk synth` builds it; a careless bucket added to its stack.
    const { app, stack } = buildApp(new App({ context: { stage: 'dev', ...SKIP_BUNDLING } }));
    new s3.Bucket(stack, 'Careless');
    let error: unknown;
    try {
      app.synth();
    } catch (e) {
      error = e;
    }
    const message = String(error instanceof Error ? error.message : error);
    expect(message).toContain('Salute-dev/Careless/Resource');
    // The AwsSolutions pack (no access logs) and the HIPAA Security pack (no versioning).
    expect(message).toContain("Acknowledge with 'AwsSolutions::AwsSolutions-S1'\n");
    expect(message).toContain("Acknowledge with 'HIPAA.Security::HIPAA.Security-S3BucketVersioningEnabled'");
  });
});

describe("the stack's /config.json", () => {
  it("holds this stack's pool id, client id and API URL, each from the right resource, and the legal pages' controller", () => {
    const app = new App({ context: { stage: 'dev', ...SKIP_BUNDLING } });
    const { stack } = buildApp(app);
    const assembly = app.synth();
    const template = Template.fromJSON(assembly.getStackByName(stack.stackName).template);
    const logicalId = (type: string) => {
      const ids = Object.keys(template.findResources(type));
      expect(ids, type).toHaveLength(1);
      return ids[0]!;
    };
    // The file as written into the asset, with CloudFormation markers where the deploy-time values go.
    const folder = readdirSync(assembly.directory)
      .map((name) => path.join(assembly.directory, name))
      .find((dir) => existsSync(path.join(dir, 'config.json')));
    expect(folder).toBeDefined();
    let text = readFileSync(path.join(folder!, 'config.json'), 'utf8');
    const markers: Record<string, unknown> = Object.assign(
      {},
      ...Object.values(template.findResources('Custom::CDKBucketDeployment')).flatMap(
        (d) => (d.Properties.SourceMarkers ?? []) as Record<string, unknown>[],
      ),
    );
    for (const [marker, value] of Object.entries(markers)) {
      // A whole value, or a part of one (the API URL is built around the API's id).
      text = text.split(JSON.stringify(marker)).join(JSON.stringify(value));
      text = text.split(marker).join(JSON.stringify(value).replace(/"/g, "'"));
    }
    const config = JSON.parse(text) as Record<string, unknown>;

    expect(config.stage).toBe('dev');
    expect(config.userPoolId).toEqual({ Ref: logicalId('AWS::Cognito::UserPool') });
    expect(config.userPoolClientId).toEqual({ Ref: logicalId('AWS::Cognito::UserPoolClient') });
    expect(JSON.stringify(config.apiUrl)).toContain(logicalId('AWS::ApiGatewayV2::Api'));
    expect(config.vapidPublicKey).toEqual({ 'Fn::GetAtt': [logicalId('Custom::VapidKeys'), 'PublicKey'] });
    // The legal pages' data controller and model provider: the stage's settings (dev: the placeholders).
    expect(config.controller).toEqual(PLACEHOLDER_CONTROLLER);
    expect(config.modelProvider).toEqual(DEFAULT_MODEL_PROVIDER);
    expect(JSON.stringify(config)).not.toContain('cognitoEndpoint');
  });
});
