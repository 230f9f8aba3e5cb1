import {
  ConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import { readMailbox } from '../../infra/local/mailbox';
import type { Twin } from '../../infra/local/twin';
import { CONSENT_VALIDATION_KEY, CONSENT_VERSION } from '../../lambdas/contracts/consent';

/** A verified account on the twin for a benchmark, signed in with SRP: its e-mail, password and token. */
export async function benchAccount(twin: Twin, email = 'bench@example.it') {
  const { userPoolId, userPoolClientId, region } = twin.config;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: twin.cognitoUrl,
    region,
    credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
  });
  const password = 'una frase per il benchmark';
  await cognito.send(
    new SignUpCommand({
      ClientId: userPoolClientId,
      Username: email,
      Password: password,
      ValidationData: [{ Name: CONSENT_VALIDATION_KEY, Value: CONSENT_VERSION }],
    }),
  );
  const mail = (await readMailbox(twin.mailboxUrl)).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.body.html ?? '')?.[1] ?? '';
  await cognito.send(
    new ConfirmSignUpCommand({ ClientId: userPoolClientId, Username: email, ConfirmationCode: code }),
  );
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, userPoolEndpoint: twin.cognitoUrl } },
  });
  // one account at a time in this process: the previous one (if any) signs out first
  await signOut();
  await signIn({ username: email, password });
  const token = (await fetchAuthSession()).tokens?.accessToken.toString() ?? '';
  return { email, password, token };
}
