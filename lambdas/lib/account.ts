import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n';
import { requireEnv } from './env';

/** The caller's account in the user pool: its attributes by name, or undefined when it no longer exists. */
const cognito = new CognitoIdentityProviderClient({});

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

/** Ends every session of the account at Cognito: its refresh tokens, and the access tokens issued from them. */
export async function signOutEverywhere(
  username: string,
  userPoolId = requireEnv('USER_POOL_ID'),
): Promise<void> {
  try {
    await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    // An account already gone has no session left to end.
    if (error instanceof Error && error.name === 'UserNotFoundException') return;
    throw error;
  }
}

/** The account's language (its `locale`, "it-IT" or "it"), Italian when unset. */
export function languageOf(attributes: Record<string, string>): Language {
  const locale = attributes.locale?.toLowerCase().split('-')[0];
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}
