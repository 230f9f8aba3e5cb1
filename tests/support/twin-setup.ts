import './silence';
import '../../infra/local/quiet';
import type { TestProject } from 'vitest/node';
import { startTwin, type Twin } from '../../infra/local/twin';

declare module 'vitest' {
  export interface ProvidedContext {
    twin: {
      appUrl: string;
      apiUrl: string;
      cognitoUrl: string;
      mailboxUrl: string;
      dynamoUrl: string;
      issuer: string;
      userPoolId: string;
      clientId: string;
      region: string;
    };
  }
}

let twin: Twin | undefined;

/** One twin per suite run: in-memory DynamoDB, a temporary Cognito folder, free ports on loopback. */
export async function setup(project: TestProject) {
  twin = await startTwin({ port: 0 });
  project.provide('twin', {
    appUrl: twin.appUrl,
    apiUrl: twin.apiUrl,
    cognitoUrl: twin.cognitoUrl,
    mailboxUrl: twin.mailboxUrl,
    dynamoUrl: twin.dynamoUrl,
    issuer: twin.issuer,
    userPoolId: twin.config.userPoolId,
    clientId: twin.config.userPoolClientId,
    region: twin.config.region,
  });
}

export async function teardown() {
  await twin?.stop();
}
