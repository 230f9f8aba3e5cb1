import { Amplify, type ResourcesConfig } from '@aws-amplify/core';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { AppConfig } from './config';
import { detectRememberMe, tokenStorage } from './auth/storage';

/**
 * Amplify with user-pool tokens only. `Amplify` from 'aws-amplify' also wires the identity-pool credentials
 * provider, which this app never uses: configuring the core directly keeps 2.7 KB off the entry route.
 */
export function configureAmplify(cfg: AppConfig) {
  const auth: ResourcesConfig['Auth'] = {
    Cognito: {
      userPoolId: cfg.userPoolId,
      userPoolClientId: cfg.userPoolClientId,
      // Only the local twin sets this: the Cognito emulator instead of cognito-idp.<region>.amazonaws.com.
      ...(cfg.cognitoEndpoint ? { userPoolEndpoint: cfg.cognitoEndpoint } : {}),
      loginWith: { email: true },
    },
  };
  detectRememberMe();
  cognitoUserPoolsTokenProvider.setAuthConfig(auth);
  cognitoUserPoolsTokenProvider.setKeyValueStorage(tokenStorage);
  Amplify.configure({ Auth: auth }, { Auth: { tokenProvider: cognitoUserPoolsTokenProvider } });
}
