import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { CONSENT_ATTRIBUTE } from '../contracts/consent';
import type { ConsentRecord } from '../data/consent';
import { endSessions } from '../data/sessions';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n';
import { requireEnv } from './env';
import { traced } from './tracer';

/** The caller's account in the user pool: its attributes by name, or undefined when it no longer exists. */
const cognito = traced(new CognitoIdentityProviderClient({}));

export interface Account {
  attributes: Record<string, string>;
  createdAt: Date | undefined;
}

export async function account(username: string): Promise<Account | undefined> {
  try {
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: username }),
    );
    return {
      attributes: Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? ''])),
      createdAt: user.UserCreateDate,
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/**
 * Ends every session of the person, the caller's included ("Esci da tutti i dispositivi", a password reset):
 * the API refuses tokens authenticated up to this second (lambdas/data/sessions.ts), and Cognito stops
 * renewing them and refuses their access tokens. Tokens carry whole seconds, so a sign-in later in this same
 * second would look ended: it answers once that second is over (at most a second, on a rare action), and the
 * sign-in that follows is never refused.
 */
export async function endEverySession(
  userId: string,
  username: string,
  userPoolId = requireEnv('USER_POOL_ID'),
): Promise<void> {
  const endedAt = Math.floor(Date.now() / 1000);
  await endSessions(userId, endedAt);
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    // An account already gone has no session left to end.
    if (!(error instanceof Error && error.name === 'UserNotFoundException')) throw error;
  }
  const rest = (endedAt + 1) * 1000 - Date.now();
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

/**
 * When the person consented to the processing of health data: the server's record (lambdas/data/consent.ts),
 * or, for an account registered before the record existed, the time its sign-up carried in the pool.
 */
export function consentedAt(
  record: ConsentRecord | undefined,
  attributes: Record<string, string>,
): string | null {
  return record?.at ?? (attributes[CONSENT_ATTRIBUTE] || null);
}

/** The account's language (its `locale`, "it-IT" or "it"), Italian when unset. */
export function languageOf(attributes: Record<string, string>): Language {
  const locale = attributes.locale?.toLowerCase().split('-')[0];
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/**
 * Whether `password` is the account's password, asked of Cognito with the caller's own access token (a change
 * of the password to itself: nothing changes). 'wrong' for another password, 'throttled' when Cognito refuses
 * to try again for now.
 */
export async function checkPassword(
  accessToken: string,
  password: string,
): Promise<'ok' | 'wrong' | 'throttled'> {
  try {
    await cognito.send(
      new ChangePasswordCommand({
        AccessToken: accessToken,
        PreviousPassword: password,
        ProposedPassword: password,
      }),
    );
    return 'ok';
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'NotAuthorizedException' || name === 'InvalidPasswordException') return 'wrong';
    if (name === 'LimitExceededException' || name === 'TooManyRequestsException') return 'throttled';
    throw error;
  }
}

/** The account leaves the user pool (its sessions end with it); one already gone is no error. */
export async function deleteAccount(
  username: string,
  userPoolId = requireEnv('USER_POOL_ID'),
): Promise<void> {
  for (const command of [
    new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }),
    new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }),
  ]) {
    try {
      await cognito.send(command as AdminDeleteUserCommand);
    } catch (error) {
      if (!(error instanceof Error && error.name === 'UserNotFoundException')) throw error;
    }
  }
}
