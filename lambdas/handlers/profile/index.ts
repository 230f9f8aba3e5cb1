import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { MeResponse } from '../../contracts/profile';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n';
import { HttpError } from '../../lib/errors';
import { dispatcher, route } from '../../lib/http';
import { requireEnv } from '../../lib/env';
import { CONSENT_ATTRIBUTE } from '../../contracts/consent';

const cognito = new CognitoIdentityProviderClient({});

export const getMe = route({}, async ({ username }) => {
  let user;
  try {
    user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: username }),
    );
  } catch (error) {
    // A token can outlive its account (deleted user): that is an unauthenticated caller, not a crash.
    if (error instanceof Error && error.name === 'UserNotFoundException')
      throw new HttpError(401, 'unauthorized');
    throw error;
  }
  const attrs = Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
  const locale = attrs.locale?.toLowerCase().split('-')[0];
  const body: MeResponse = {
    id: attrs.sub ?? '',
    email: attrs.email ?? '',
    name: attrs.name ?? '',
    language: isLanguage(locale) ? locale : DEFAULT_LANGUAGE,
    emailVerified: attrs.email_verified === 'true',
    createdAt: user.UserCreateDate ? user.UserCreateDate.toISOString() : null,
    healthDataConsentAt: attrs[CONSENT_ATTRIBUTE] || null,
  };
  return { status: 200, body };
});

export const handler = dispatcher({ 'GET /me': getMe });
