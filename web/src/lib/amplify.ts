import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { AppConfig } from './config';
import { detectRememberMe, tokenStorage } from './auth/storage';

export function configureAmplify(cfg: AppConfig) {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: cfg.userPoolId,
        userPoolClientId: cfg.userPoolClientId,
        // Only the local twin sets this: the Cognito emulator instead of cognito-idp.<region>.amazonaws.com.
        ...(cfg.cognitoEndpoint ? { userPoolEndpoint: cfg.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  detectRememberMe();
  cognitoUserPoolsTokenProvider.setKeyValueStorage(tokenStorage);
}
