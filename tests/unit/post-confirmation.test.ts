import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/auth-triggers/post-confirmation';

const cognito = mockClient(CognitoIdentityProviderClient);
const db = mockClient(DynamoDBDocumentClient);
const SUB = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';

const event = (triggerSource: string, attributes: Record<string, string> = { sub: SUB }) =>
  ({
    version: '1',
    region: 'eu-south-1',
    userPoolId: 'eu-south-1_Pool',
    userName: 'the-username',
    triggerSource,
    callerContext: { awsSdkVersion: '1', clientId: 'client' },
    request: { userAttributes: attributes },
    response: {},
  }) as unknown as PostConfirmationTriggerEvent;

describe('PostConfirmation: a password reset ends every session', () => {
  beforeEach(() => {
    cognito.reset();
    db.reset();
    process.env.TABLE_NAME = 'salute-test';
    db.on(PutCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
  });

  it('records the second for the API and signs the account out at Cognito, answering once that second is over', async () => {
    const input = event('PostConfirmation_ConfirmForgotPassword');
    expect(await handler(input)).toBe(input);
    const answeredAt = Date.now();
    const item = db.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toEqual({ pk: `USER#${SUB}`, sk: 'SESSIONS', endedAt: expect.any(Number) });
    expect(answeredAt).toBeGreaterThanOrEqual((item?.endedAt + 1) * 1000);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-south-1_Pool',
      Username: 'the-username',
    });
  });

  it('changes nothing when a sign-up is confirmed, or without a sub', async () => {
    await handler(event('PostConfirmation_ConfirmSignUp'));
    await handler(event('PostConfirmation_ConfirmForgotPassword', {}));
    expect(db.calls()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('does not undo the reset when the table or Cognito fails: the event goes back, an error is logged', async () => {
    db.on(PutCommand).rejects(new Error('throttled'));
    const input = event('PostConfirmation_ConfirmForgotPassword');
    expect(await handler(input)).toBe(input);
    expect(cognito.calls()).toHaveLength(0);
    db.on(PutCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).rejects(new Error('throttled'));
    expect(await handler(input)).toBe(input);
  });
});
