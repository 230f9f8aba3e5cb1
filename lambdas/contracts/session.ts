/**
 * How long a session's tokens live, the same on the stack's app client and the twin's: access and ID tokens
 * 15 minutes (Amplify refreshes them silently), the refresh token 30 days. A short access token bounds how long
 * a token stolen or left on a device signed out elsewhere keeps working at the API.
 */
export const ACCESS_TOKEN_MINUTES = 15;
export const REFRESH_TOKEN_DAYS = 30;
