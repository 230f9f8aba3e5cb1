import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { readMailbox, type StoredEmail } from '../../infra/local/mailbox';
import { CONSENT_VALIDATION_KEY, CONSENT_VERSION } from '../../lambdas/contracts/consent';

export const twin = () => inject('twin');

export function cognitoClient() {
  const t = twin();
  return new CognitoIdentityProviderClient({
    endpoint: t.cognitoUrl,
    region: t.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.it`;

/** Waits for the newest e-mail to an address that matches, as a person waits for their inbox. */
export async function waitForEmail(
  to: string,
  match: (mail: StoredEmail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<StoredEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readMailbox(twin().mailboxUrl)).filter(
      (m) => m.destination.to.some((address) => address.includes(to)) && match(m),
    );
    const last = mails.at(-1);
    if (last) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail for ${to} within ${timeoutMs} ms`);
}

export function codeIn(mail: StoredEmail): string {
  const code = /\b(\d{6})\b/.exec(mail.body.html ?? mail.body.text ?? '')?.[1];
  if (!code) throw new Error(`No code in the e-mail "${mail.subject}"`);
  return code;
}

export async function emailsTo(to: string): Promise<StoredEmail[]> {
  return (await readMailbox(twin().mailboxUrl)).filter((m) => m.destination.to.some((a) => a.includes(to)));
}

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** Registers through Cognito's API with consent, as the SPA does; returns before verification. */
export async function signUp(overrides: Partial<Account & { locale: string; consent: string | null }> = {}) {
  const account: Account = {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'una frase lunga e sicura',
    name: overrides.name ?? 'Maria Rossi',
  };
  const attributes = [
    { Name: 'email', Value: account.email },
    { Name: 'name', Value: account.name },
    { Name: 'locale', Value: overrides.locale ?? 'it' },
  ];
  // The version of the consent text agreed to (null: the box not ticked).
  const consent = overrides.consent === undefined ? CONSENT_VERSION : overrides.consent;
  await cognitoClient().send(
    new SignUpCommand({
      ClientId: twin().clientId,
      Username: account.email,
      Password: account.password,
      UserAttributes: attributes,
      ...(consent ? { ValidationData: [{ Name: CONSENT_VALIDATION_KEY, Value: consent }] } : {}),
    }),
  );
  return account;
}

/** Registers and confirms with the code read from the local mailbox. */
export async function verifiedAccount(overrides: Parameters<typeof signUp>[0] = {}) {
  const account = await signUp(overrides);
  const mail = await waitForEmail(account.email);
  await cognitoClient().send(
    new ConfirmSignUpCommand({
      ClientId: twin().clientId,
      Username: account.email,
      ConfirmationCode: codeIn(mail),
    }),
  );
  return account;
}

let configuredFor: string | undefined;

/** Amplify v6 in Node, configured against the local Cognito: SRP sign-in exactly as in the browser. */
export function useAmplify() {
  const t = twin();
  if (configuredFor === t.cognitoUrl) return;
  // Amplify warns on every configure that the endpoint is custom: expected here.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure({
    Auth: {
      Cognito: { userPoolId: t.userPoolId, userPoolClientId: t.clientId, userPoolEndpoint: t.cognitoUrl },
    },
  });
  configuredFor = t.cognitoUrl;
}

export interface Tokens {
  accessToken: string;
  idToken: string;
  sub: string;
}

/**
 * Signs in as the browser does and hands back the tokens. The session is signed out after (its refresh token
 * revoked: Cognito then refuses its access token for the user's own calls, the API does not), unless `live`:
 * then Cognito still accepts the access token (ChangePassword, the password asked again), until the next
 * sign-in of this process.
 */
export async function signInWithSrp(email: string, password: string, live = false): Promise<Tokens> {
  useAmplify();
  await signOut().catch(() => {});
  const result = await signIn({ username: email, password });
  if (!result.isSignedIn) throw new Error(`Not signed in: ${result.nextStep.signInStep}`);
  const session = await fetchAuthSession();
  const accessToken = session.tokens?.accessToken.toString() ?? '';
  const idToken = session.tokens?.idToken?.toString() ?? '';
  const sub = String(session.tokens?.accessToken.payload.sub ?? '');
  if (!live) await signOut();
  return { accessToken, idToken, sub };
}

/** Calls the local API gateway as the SPA does. */
export async function callApi(
  method: string,
  path: string,
  token?: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${twin().apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as any) : undefined,
  };
}

/** The name of the error a call fails with (Cognito's exception names), or "no error". */
export async function errorName(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'no error';
  } catch (error) {
    return (error as Error).name;
  }
}
