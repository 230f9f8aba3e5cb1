import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  CodeDeliveryDetailsType,
  ConfirmForgotPasswordRequest,
  ConfirmForgotPasswordResponse,
  ConfirmSignUpRequest,
  ConfirmSignUpResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  GetTokensFromRefreshTokenRequest,
  GetTokensFromRefreshTokenResponse,
  AdminUserGlobalSignOutRequest,
  AdminUserGlobalSignOutResponse,
  AssociateSoftwareTokenRequest,
  AssociateSoftwareTokenResponse,
  GetUserRequest,
  GetUserResponse,
  GlobalSignOutRequest,
  GlobalSignOutResponse,
  InitiateAuthRequest,
  InitiateAuthResponse,
  ResendConfirmationCodeRequest,
  ResendConfirmationCodeResponse,
  RespondToAuthChallengeRequest,
  RespondToAuthChallengeResponse,
  RevokeTokenRequest,
  RevokeTokenResponse,
  SetUserMFAPreferenceRequest,
  SetUserMFAPreferenceResponse,
  SignUpRequest,
  SignUpResponse,
  UpdateUserAttributesRequest,
  UpdateUserAttributesResponse,
  VerifySoftwareTokenRequest,
  VerifySoftwareTokenResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { passwordProblem } from '../../../lambdas/contracts/password';
import { createLocalJWKSet, decodeJwt, importJWK, jwtVerify, SignJWT } from 'jose';
import { createRequire } from 'node:module';
import {
  computeB,
  newPrivateB,
  newSecretBlock,
  padHex,
  parseHex,
  poolNameOf,
  randomSalt,
  verifyPasswordClaim,
} from './srp';
import { newTotpSecret, totpStep } from './totp';

const require = createRequire(import.meta.url);

/* Loose views of cognito-local's internals, limited to what the shim touches. */
type Attr = { Name: string; Value?: string };
const errors = require('cognito-local/lib/errors.js') as {
  CognitoError: new (code: string, message: string) => Error;
  InvalidParameterError: new (message?: string) => Error;
  UserNotConfirmedException: new () => Error;
};
const poolHelpers = require('cognito-local/lib/services/userPoolService.js') as {
  attributeValue(name: string, attributes: Attr[]): string | undefined;
  attributesAppend(attributes: Attr[], ...more: Attr[]): Attr[];
};
export interface LocalUser {
  Username: string;
  Password: string;
  UserStatus: string;
  Enabled: boolean;
  Attributes: Attr[];
  RefreshTokens: string[];
  /** The shim's: the sessions (refresh tokens' `jti`, the `origin_jti` of their access tokens) ended early. */
  RevokedOrigins?: string[];
  /** The shim's: refresh tokens rotated out by a refresh, each still good until `until` (ms, the grace period). */
  RotatedRefreshTokens?: { token: string; until: number }[];
  ConfirmationCode?: string;
  UserLastModifiedDate: Date;
  /**
   * The shim's, for TOTP MFA: the authenticator's secret once a code from it was verified, one associated and
   * not yet verified, whether sign-in asks for a code, and the last 30-second step a code was used in (a code
   * is good once).
   */
  TotpSecret?: string;
  PendingTotpSecret?: string;
  TotpMfaEnabled?: boolean;
  TotpLastStep?: number;
}
interface Ctx {
  logger: unknown;
}
interface UserPoolService {
  options: { Id: string };
  listUsers(ctx: Ctx): Promise<LocalUser[]>;
  getUserByUsername(ctx: Ctx, username: string): Promise<LocalUser | null>;
  saveUser(ctx: Ctx, user: LocalUser): Promise<void>;
  listUserGroupMembership(ctx: Ctx, user: LocalUser): Promise<string[]>;
  storeRefreshToken(ctx: Ctx, token: string, user: LocalUser): Promise<void>;
}
export interface ShimServices {
  clock: { get(): Date };
  cognito: {
    getUserPoolForClientId(ctx: Ctx, clientId: string): Promise<UserPoolService>;
    getUserPool(ctx: Ctx, userPoolId: string): Promise<UserPoolService>;
    getAppClient(ctx: Ctx, clientId: string): Promise<unknown>;
  };
  messages: {
    deliver(
      ctx: Ctx,
      source: string,
      clientId: string,
      userPoolId: string,
      user: LocalUser,
      code: string,
      clientMetadata: unknown,
      delivery: { AttributeName: 'email'; DeliveryMedium: 'EMAIL'; Destination: string },
    ): Promise<void>;
  };
  otp(): string;
  tokenGenerator: {
    generate(
      ctx: Ctx,
      user: LocalUser,
      groups: string[],
      client: unknown,
      meta: unknown,
      source: string,
    ): Promise<{ AccessToken: string; IdToken: string; RefreshToken: string }>;
  };
  triggers: { preSignUp(ctx: Ctx, params: { validationData?: unknown }): Promise<unknown> };
}
/** A cognito-local operation as its server calls it: the request is the JSON body, the answer goes back as JSON. */
type Handler = (ctx: Ctx, req: unknown) => Promise<unknown>;
type Router = (target: string) => Handler;

const PASSWORD_MAX = 256;
/** Cognito locks an account out for a growing time after repeated wrong passwords. */
const FREE_ATTEMPTS = 5;
const MAX_LOCK_MS = 15 * 60 * 1000;

const notAuthorized = (message = 'Incorrect username or password.') =>
  new errors.CognitoError('NotAuthorizedException', message);
const attemptsExceeded = () => notAuthorized('Password attempts exceeded');

/**
 * The stack's password policy on the server, as the form applies it (lambdas/contracts/password.ts): at least
 * 8 characters, not only spaces, not one of the most common passwords. (In AWS: the pool's policy, and on prod
 * threat protection's compromised-credentials check.)
 */
function checkPasswordPolicy(password: unknown) {
  if (typeof password === 'string' && password.length > PASSWORD_MAX) {
    throw new errors.CognitoError(
      'InvalidParameterException',
      'Password must have length less than or equal to 256',
    );
  }
  const problem = typeof password === 'string' ? passwordProblem(password) : 'required';
  if (problem === 'required' || problem === 'tooShort') {
    throw new errors.CognitoError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );
  }
  if (problem) {
    throw new errors.CognitoError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password is too common',
    );
  }
}

const emailOf = (user: LocalUser) => poolHelpers.attributeValue('email', user.Attributes);

/** The emulator's own handler of an operation; it answers with Cognito's shapes. */
const original =
  <Req, Res>(base: Router, target: string) =>
  (ctx: Ctx, req: Req) =>
    base(target)(ctx, req) as Promise<Res>;

/** cognito-local's errors carry Cognito's error name in `code`. */
const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** Cognito locks an account out for a growing time after repeated wrong passwords (in memory here). */
class Lockout {
  private readonly failures = new Map<string, { count: number; lockedUntil: number }>();
  constructor(private readonly now: () => number) {}

  /** Throws "Password attempts exceeded" while the account (its e-mail or user name) is locked. */
  assertOpen(account: string) {
    const f = this.failures.get(account.toLowerCase());
    if (f && f.lockedUntil > this.now()) throw attemptsExceeded();
  }

  recordFailure(account: string) {
    const key = account.toLowerCase();
    const f = this.failures.get(key) ?? { count: 0, lockedUntil: 0 };
    f.count += 1;
    if (f.count >= FREE_ATTEMPTS) {
      f.lockedUntil = this.now() + Math.min(MAX_LOCK_MS, 1000 * 2 ** (f.count - FREE_ATTEMPTS + 1));
    }
    this.failures.set(key, f);
  }

  clear(account: string) {
    this.failures.delete(account.toLowerCase());
  }
}

/** What the server remembers between SRP's two steps (InitiateAuth, then RespondToAuthChallenge). */
interface SrpSession {
  username: string;
  /** The name the client gave (an e-mail, a sub…): what an unknown account's failures count against. */
  given: string;
  poolId: string;
  salt: bigint;
  b: bigint;
  B: bigint;
  secretBlock: string;
  A: bigint;
  known: boolean;
  expires: number;
}
const SRP_SESSION_MS = 3 * 60 * 1000;

/** What every shimmed operation works with: the emulator, its services, and the shim's own state. */
interface Shim {
  base: Router;
  services: ShimServices;
  lockout: Lockout;
  srpSessions: Map<string, SrpSession>;
  /** Sign-ins waiting for the authenticator's code (SOFTWARE_TOKEN_MFA), by session. */
  mfaSessions: Map<string, MfaSession>;
  now(): number;
}

interface MfaSession {
  username: string;
  clientId: string;
  expires: number;
  /** Wrong codes so far: the session ends after MFA_ATTEMPTS. */
  failures: number;
}
/** A sign-in waits this long for the code (Cognito's session lasts 3 minutes) and takes this many wrong ones. */
const MFA_SESSION_MS = 3 * 60 * 1000;
const MFA_ATTEMPTS = 5;

/** The emulator's tokens for a user of an app client, after a sign-in or a refresh (its pre-token trigger's source). */
async function generateTokens(
  shim: Shim,
  ctx: Ctx,
  pool: UserPoolService,
  user: LocalUser,
  clientId: string,
  source: 'Authentication' | 'RefreshTokens',
) {
  const client = await shim.services.cognito.getAppClient(ctx, clientId);
  const groups = await pool.listUserGroupMembership(ctx, user);
  return shim.services.tokenGenerator.generate(ctx, user, groups, client, undefined, source);
}

async function issueTokens(
  shim: Shim,
  ctx: Ctx,
  pool: UserPoolService,
  user: LocalUser,
  clientId: string,
): Promise<RespondToAuthChallengeResponse> {
  const tokens = await generateTokens(shim, ctx, pool, user, clientId, 'Authentication');
  await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
  return { ChallengeParameters: {}, AuthenticationResult: await sessionTokens(tokens) };
}

/**
 * Tokens as Cognito issues them: the access and ID tokens name their session (`origin_jti`, the session's first
 * refresh token's id, which RevokeToken and GlobalSignOut end; the emulator leaves it out) and, after a refresh,
 * keep the session's `auth_time` (the emulator stamps a refresh as a new sign-in); `ExpiresIn` is the token's life.
 */
async function sessionTokens<T extends { AccessToken?: string; IdToken?: string; RefreshToken?: string }>(
  result: T,
): Promise<T & { ExpiresIn: number; TokenType: 'Bearer' }> {
  const session = claimsOf(result.RefreshToken ?? '');
  const extra: Record<string, unknown> = {};
  const origin = session ? originOf(session) : undefined;
  if (origin) extra.origin_jti = origin;
  // A rotated refresh token carries its session's sign-in time (getTokensFromRefreshToken).
  if (typeof session?.auth_time === 'number') extra.auth_time = session.auth_time;
  const resign = async (token: string | undefined) =>
    token && Object.keys(extra).length > 0 ? resignJwt(token, extra) : token;
  return {
    ...result,
    AccessToken: await resign(result.AccessToken),
    IdToken: await resign(result.IdToken),
    ExpiresIn: lifetimeOf(result.AccessToken ?? ''),
    TokenType: 'Bearer',
  };
}

/** A token of the emulator's, its claims completed by the shim and signed again with the emulator's key. */
async function resignJwt(token: string, extra: Record<string, unknown>): Promise<string> {
  return new SignJWT({ ...decodeJwt(token), ...extra })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' })
    .sign(await signingKey);
}

/**
 * The session a refresh token belongs to: the first refresh token's `jti`, kept by every token rotated from it
 * (`origin_jti`), so that ending the session ends all of them and the access tokens they issued.
 */
const originOf = (claims: Record<string, unknown>): string | undefined =>
  typeof claims.origin_jti === 'string'
    ? claims.origin_jti
    : typeof claims.jti === 'string'
      ? claims.jti
      : undefined;

const claimsOf = (token: string): Record<string, unknown> | undefined => {
  try {
    return decodeJwt(token);
  } catch {
    return undefined;
  }
};

/** The e-mail delivery details Cognito answers with, the address masked. */
const emailDelivery = (address: string): { CodeDeliveryDetails: CodeDeliveryDetailsType } => ({
  CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(address) },
});

/** InitiateAuth: SRP's first step is the shim's; a password sign-in gets the lockout; the rest is the emulator's. */
async function initiateAuth(shim: Shim, ctx: Ctx, req: InitiateAuthRequest): Promise<InitiateAuthResponse> {
  if (req.AuthFlow === 'USER_SRP_AUTH') return startSrp(shim, ctx, req);
  // With refresh-token rotation on (as the stack's app client), Cognito refreshes through
  // GetTokensFromRefreshToken only.
  if (req.AuthFlow?.startsWith('REFRESH_TOKEN')) {
    throw new errors.InvalidParameterError(
      'Refresh token rotation is enabled for this app client: use GetTokensFromRefreshToken',
    );
  }
  const result =
    req.AuthFlow === 'USER_PASSWORD_AUTH'
      ? await passwordSignIn(shim, ctx, req)
      : await original<InitiateAuthRequest, InitiateAuthResponse>(shim.base, 'InitiateAuth')(ctx, req);
  if (!result.AuthenticationResult?.AccessToken) return result;
  return { ...result, AuthenticationResult: await sessionTokens(result.AuthenticationResult) };
}

/** USER_SRP_AUTH: answers the client's A with the PASSWORD_VERIFIER challenge (salt, B, secret block). */
async function startSrp(shim: Shim, ctx: Ctx, req: InitiateAuthRequest): Promise<InitiateAuthResponse> {
  const pool = await shim.services.cognito.getUserPoolForClientId(ctx, req.ClientId as string);
  const name = String(req.AuthParameters?.USERNAME ?? '');
  const A = parseHex(req.AuthParameters?.SRP_A);
  if (!name || A === undefined) throw new errors.InvalidParameterError('Missing USERNAME or SRP_A');
  const user = await pool.getUserByUsername(ctx, name);
  // An unknown user gets a challenge that can never be answered, like the real pool.
  const userId = user?.Username ?? randomUUID();
  const salt = randomSalt();
  const b = newPrivateB();
  const B = computeB(poolNameOf(pool.options.Id), userId, user?.Password ?? randomUUID(), salt, b);
  const secretBlock = newSecretBlock();
  const session = randomUUID();
  shim.srpSessions.set(session, {
    username: userId,
    given: name,
    poolId: pool.options.Id,
    salt,
    b,
    B,
    secretBlock,
    A,
    known: Boolean(user),
    expires: shim.now() + SRP_SESSION_MS,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: session,
    ChallengeParameters: {
      SALT: padHex(salt),
      SRP_B: padHex(B),
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: userId,
      USERNAME: userId,
    },
  };
}

/** USER_PASSWORD_AUTH: the emulator checks the password; the shim adds the lockout and one answer for both failures. */
async function passwordSignIn(shim: Shim, ctx: Ctx, req: InitiateAuthRequest): Promise<InitiateAuthResponse> {
  const given = String(req.AuthParameters?.USERNAME ?? '');
  const pool = await shim.services.cognito.getUserPoolForClientId(ctx, req.ClientId as string);
  const account = accountKey(await pool.getUserByUsername(ctx, given), given);
  shim.lockout.assertOpen(account);
  try {
    const result = await original<InitiateAuthRequest, InitiateAuthResponse>(shim.base, 'InitiateAuth')(
      ctx,
      req,
    );
    shim.lockout.clear(account);
    const user = await pool.getUserByUsername(ctx, given);
    // The emulator issued tokens; with TOTP on, that session ends at once and the code is asked instead.
    if (user?.TotpMfaEnabled) {
      const refresh = result.AuthenticationResult?.RefreshToken;
      if (refresh) await endSessions(shim, ctx, pool, user, [refresh]);
      return totpChallenge(shim, user, req.ClientId as string);
    }
    return result;
  } catch (error) {
    if (
      codeOf(error) === 'InvalidPasswordException' ||
      codeOf(error) === 'NotAuthorizedException' ||
      codeOf(error) === 'UserNotFoundException'
    ) {
      shim.lockout.recordFailure(account);
      throw notAuthorized();
    }
    throw error;
  }
}

/**
 * What the lockout counts against: the account itself (its user name, the same whether the person signs in
 * with the e-mail, the `sub` or any alias, by SRP or by password), or, for no account, the name given (an
 * unknown e-mail locks the same way, so the lockout does not tell who is registered).
 */
const accountKey = (user: LocalUser | null, given: string) =>
  user ? `user:${user.Username}` : `name:${given.trim().toLowerCase()}`;

/** RespondToAuthChallenge: PASSWORD_VERIFIER (SRP's second step) is the shim's, with the lockout. */
async function respondToAuthChallenge(
  shim: Shim,
  ctx: Ctx,
  req: RespondToAuthChallengeRequest,
): Promise<RespondToAuthChallengeResponse> {
  if (req.ChallengeName === 'SOFTWARE_TOKEN_MFA') return answerTotpChallenge(shim, ctx, req);
  if (req.ChallengeName !== 'PASSWORD_VERIFIER') {
    return original<RespondToAuthChallengeRequest, RespondToAuthChallengeResponse>(
      shim.base,
      'RespondToAuthChallenge',
    )(ctx, req);
  }
  const state = shim.srpSessions.get(String(req.Session ?? ''));
  shim.srpSessions.delete(String(req.Session ?? ''));
  if (!state || state.expires < shim.now())
    throw notAuthorized('Invalid session for the user, session is expired.');
  const pool = await shim.services.cognito.getUserPoolForClientId(ctx, req.ClientId as string);
  const user = state.known ? await pool.getUserByUsername(ctx, state.username) : null;
  const account = accountKey(user, state.given);
  shim.lockout.assertOpen(account);
  const answers = req.ChallengeResponses ?? {};
  const ok =
    user !== null &&
    verifyPasswordClaim({
      poolName: poolNameOf(state.poolId),
      userId: state.username,
      password: user.Password,
      salt: state.salt,
      b: state.b,
      B: state.B,
      A: state.A,
      secretBlock: String(answers.PASSWORD_CLAIM_SECRET_BLOCK ?? ''),
      timestamp: String(answers.TIMESTAMP ?? ''),
      signature: String(answers.PASSWORD_CLAIM_SIGNATURE ?? ''),
    });
  if (!ok || !user) {
    shim.lockout.recordFailure(account);
    throw notAuthorized();
  }
  shim.lockout.clear(account);
  if (!user.Enabled) throw notAuthorized('User is disabled.');
  if (user.UserStatus === 'UNCONFIRMED') throw new errors.UserNotConfirmedException();
  if (user.TotpMfaEnabled) return totpChallenge(shim, user, req.ClientId as string);
  return issueTokens(shim, ctx, pool, user, req.ClientId as string);
}

/** The password was right and the person turned on TOTP: the code is asked before any token is issued. */
function totpChallenge(shim: Shim, user: LocalUser, clientId: string): RespondToAuthChallengeResponse {
  const session = randomUUID();
  shim.mfaSessions.set(session, {
    username: user.Username,
    clientId,
    expires: shim.now() + MFA_SESSION_MS,
    failures: 0,
  });
  return { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session, ChallengeParameters: {} };
}

/**
 * SOFTWARE_TOKEN_MFA: the authenticator's code for the sign-in's session. A wrong one may be typed again in the
 * same session (CodeMismatch), up to MFA_ATTEMPTS; a code already used, even right, is refused.
 */
async function answerTotpChallenge(
  shim: Shim,
  ctx: Ctx,
  req: RespondToAuthChallengeRequest,
): Promise<RespondToAuthChallengeResponse> {
  const key = String(req.Session ?? '');
  const state = shim.mfaSessions.get(key);
  if (!state || state.expires < shim.now() || state.clientId !== req.ClientId) {
    shim.mfaSessions.delete(key);
    throw notAuthorized('Invalid session for the user, session is expired.');
  }
  const pool = await shim.services.cognito.getUserPoolForClientId(ctx, state.clientId);
  const user = await pool.getUserByUsername(ctx, state.username);
  const code = String(req.ChallengeResponses?.SOFTWARE_TOKEN_MFA_CODE ?? '').trim();
  const step = user?.TotpSecret ? totpStep(user.TotpSecret, code, shim.now()) : null;
  if (!user || step === null || step <= (user.TotpLastStep ?? -1)) {
    state.failures += 1;
    if (state.failures >= MFA_ATTEMPTS) shim.mfaSessions.delete(key);
    throw new errors.CognitoError('CodeMismatchException', 'Invalid code received for user');
  }
  shim.mfaSessions.delete(key);
  const used = { ...user, TotpLastStep: step };
  await pool.saveUser(ctx, used);
  return issueTokens(shim, ctx, pool, used, state.clientId);
}

/** The signed-in caller of an operation that takes an access token (already checked by the router). */
async function caller(shim: Shim, ctx: Ctx, token: unknown) {
  const found = await userFromAccessToken(ctx, shim.services, String(token ?? ''));
  if (!found) throw notAuthorized('Invalid Access Token');
  return found;
}

/** AssociateSoftwareToken (missing from the emulator): a new secret for the caller's authenticator app. */
async function associateSoftwareToken(
  shim: Shim,
  ctx: Ctx,
  req: AssociateSoftwareTokenRequest,
): Promise<AssociateSoftwareTokenResponse> {
  // The pool's MFA is optional: nobody is asked to enrol during a sign-in (MFA_SETUP), only once signed in.
  if (!req.AccessToken) throw new errors.InvalidParameterError('An access token is required');
  const { pool, user } = await caller(shim, ctx, req.AccessToken);
  const secret = newTotpSecret();
  await pool.saveUser(ctx, { ...user, PendingTotpSecret: secret });
  return { SecretCode: secret };
}

/** VerifySoftwareToken: a code from the app proves it holds the secret, which becomes the account's. */
async function verifySoftwareToken(
  shim: Shim,
  ctx: Ctx,
  req: VerifySoftwareTokenRequest,
): Promise<VerifySoftwareTokenResponse> {
  const { pool, user } = await caller(shim, ctx, req.AccessToken);
  if (!user.PendingTotpSecret) {
    throw new errors.InvalidParameterError('User has not associated a software token');
  }
  const step = totpStep(user.PendingTotpSecret, String(req.UserCode ?? '').trim(), shim.now());
  if (step === null) {
    throw new errors.CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
  }
  await pool.saveUser(ctx, {
    ...user,
    TotpSecret: user.PendingTotpSecret,
    PendingTotpSecret: undefined,
    TotpLastStep: step,
  });
  return { Status: 'SUCCESS' };
}

/** SetUserMFAPreference: TOTP on or off for the caller's sign-ins (the pool offers no SMS or e-mail MFA). */
async function setUserMfaPreference(
  shim: Shim,
  ctx: Ctx,
  req: SetUserMFAPreferenceRequest,
): Promise<SetUserMFAPreferenceResponse> {
  const { pool, user } = await caller(shim, ctx, req.AccessToken);
  if (req.SMSMfaSettings?.Enabled || req.EmailMfaSettings?.Enabled) {
    throw new errors.InvalidParameterError('This user pool offers TOTP MFA only');
  }
  const settings = req.SoftwareTokenMfaSettings;
  if (!settings) return {};
  if (settings.Enabled && !user.TotpSecret) {
    throw new errors.InvalidParameterError('User has not verified software token mfa');
  }
  await pool.saveUser(ctx, { ...user, TotpMfaEnabled: Boolean(settings.Enabled) });
  return {};
}

/** GetUser: the emulator's answer, with the MFA settings Cognito adds (what Amplify's fetchMFAPreference reads). */
async function getUser(shim: Shim, ctx: Ctx, req: GetUserRequest): Promise<GetUserResponse> {
  const answer = await original<GetUserRequest, GetUserResponse>(shim.base, 'GetUser')(ctx, req);
  const { user } = await caller(shim, ctx, req.AccessToken);
  return user.TotpMfaEnabled
    ? { ...answer, UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' }
    : { ...answer, UserMFASettingList: [] };
}

/**
 * The attributes the app client may write, as the stack's (infra/constructs/auth.ts, `writeAttributes`;
 * tests/infra checks they are the same): the person's own details. Cognito refuses any other in a sign-up or
 * an update, the consent attribute among them.
 */
export const CLIENT_WRITE_ATTRIBUTES: readonly string[] = ['email', 'name', 'locale'];

function checkWritable(attributes: { Name?: string }[] | undefined) {
  if ((attributes ?? []).some((a) => !CLIENT_WRITE_ATTRIBUTES.includes(a.Name ?? ''))) {
    throw notAuthorized('A client attempted to write unauthorized attribute');
  }
}

/** The sign-up being handled: its validation data, which the emulator does not hand to the trigger. */
const signingUp = new AsyncLocalStorage<{ validationData: Record<string, string> | undefined }>();

/**
 * SignUp: the stack's password policy and the client's write attributes first (the emulator enforces
 * neither); the validation data reaches the pre-sign-up trigger as Cognito's does.
 */
async function signUp(shim: Shim, ctx: Ctx, req: SignUpRequest): Promise<SignUpResponse> {
  checkPasswordPolicy(req.Password);
  checkWritable(req.UserAttributes);
  const validationData = req.ValidationData
    ? Object.fromEntries(req.ValidationData.map((a) => [a.Name ?? '', a.Value ?? '']))
    : undefined;
  return signingUp.run({ validationData }, () =>
    original<SignUpRequest, SignUpResponse>(shim.base, 'SignUp')(ctx, req),
  );
}

/** UpdateUserAttributes: only the attributes the client may write. */
async function updateUserAttributes(
  shim: Shim,
  ctx: Ctx,
  req: UpdateUserAttributesRequest,
): Promise<UpdateUserAttributesResponse> {
  checkWritable(req.UserAttributes);
  return original<UpdateUserAttributesRequest, UpdateUserAttributesResponse>(
    shim.base,
    'UpdateUserAttributes',
  )(ctx, req);
}

/** ConfirmSignUp: real Cognito marks the e-mail verified when the sign-up code is confirmed; the emulator does not. */
async function confirmSignUp(
  shim: Shim,
  ctx: Ctx,
  req: ConfirmSignUpRequest,
): Promise<ConfirmSignUpResponse> {
  const result = await original<ConfirmSignUpRequest, ConfirmSignUpResponse>(shim.base, 'ConfirmSignUp')(
    ctx,
    req,
  );
  const pool = await shim.services.cognito.getUserPoolForClientId(ctx, req.ClientId as string);
  const user = await pool.getUserByUsername(ctx, req.Username as string);
  if (user) {
    await pool.saveUser(ctx, {
      ...user,
      Attributes: poolHelpers.attributesAppend(user.Attributes, { Name: 'email_verified', Value: 'true' }),
      UserLastModifiedDate: shim.services.clock.get(),
    });
  }
  return result;
}

/** ResendConfirmationCode (missing from the emulator): a new code by e-mail; an unknown user looks the same. */
async function resendConfirmationCode(
  shim: Shim,
  ctx: Ctx,
  req: ResendConfirmationCodeRequest,
): Promise<ResendConfirmationCodeResponse> {
  const pool = await shim.services.cognito.getUserPoolForClientId(ctx, req.ClientId as string);
  const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
  if (!user) return emailDelivery(String(req.Username ?? ''));
  if (user.UserStatus !== 'UNCONFIRMED') throw new errors.InvalidParameterError('User is already confirmed.');
  const email = emailOf(user) ?? '';
  const code = shim.services.otp();
  await shim.services.messages.deliver(
    ctx,
    'ResendCode',
    req.ClientId as string,
    pool.options.Id,
    user,
    code,
    req.ClientMetadata,
    { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email },
  );
  await pool.saveUser(ctx, {
    ...user,
    ConfirmationCode: code,
    UserLastModifiedDate: shim.services.clock.get(),
  });
  return emailDelivery(email);
}

/** ForgotPassword: an unknown user gets the same answer as a known one (PreventUserExistenceErrors). */
async function forgotPassword(
  shim: Shim,
  ctx: Ctx,
  req: ForgotPasswordRequest,
): Promise<ForgotPasswordResponse> {
  try {
    return await original<ForgotPasswordRequest, ForgotPasswordResponse>(shim.base, 'ForgotPassword')(
      ctx,
      req,
    );
  } catch (error) {
    if (codeOf(error) !== 'UserNotFoundException') throw error;
    return emailDelivery(String(req.Username ?? ''));
  }
}

/** ConfirmForgotPassword: the password policy, and a reset lifts the lockout. */
async function confirmForgotPassword(
  shim: Shim,
  ctx: Ctx,
  req: ConfirmForgotPasswordRequest,
): Promise<ConfirmForgotPasswordResponse> {
  checkPasswordPolicy(req.Password);
  const result = await original<ConfirmForgotPasswordRequest, ConfirmForgotPasswordResponse>(
    shim.base,
    'ConfirmForgotPassword',
  )(ctx, req);
  const given = String(req.Username ?? '');
  const pool = await shim.services.cognito.getUserPoolForClientId(ctx, req.ClientId as string);
  shim.lockout.clear(accountKey(await pool.getUserByUsername(ctx, given), given));
  return result;
}

/** How long a rotated-out refresh token still works: the stack's app client's RetryGracePeriodSeconds. */
export const ROTATION_GRACE_MS = 60_000;

const stillGood = (user: LocalUser, token: string, now: number) =>
  (user.RefreshTokens ?? []).includes(token) ||
  (user.RotatedRefreshTokens ?? []).some((r) => r.token === token && r.until > now);

/**
 * GetTokensFromRefreshToken (Amplify 6.22's refresh, missing from the emulator), with refresh-token rotation as
 * the stack's app client has it: new ID and access tokens and a new refresh token of the same session (its
 * origin and sign-in time carried over); the one used works one more minute (a second tab, a retry), then never.
 */
async function getTokensFromRefreshToken(
  shim: Shim,
  ctx: Ctx,
  req: GetTokensFromRefreshTokenRequest,
): Promise<GetTokensFromRefreshTokenResponse> {
  const clientId = String(req.ClientId ?? '');
  const pool = await shim.services.cognito.getUserPoolForClientId(ctx, clientId);
  const used = String(req.RefreshToken ?? '');
  const now = shim.now();
  const claims = claimsOf(used);
  const user = (await pool.listUsers(ctx)).find((u) => stillGood(u, used, now));
  if (!user || !claims) throw notAuthorized('Invalid Refresh Token');
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) {
    throw notAuthorized('Refresh Token has expired');
  }
  if (!user.Enabled) throw notAuthorized('User is disabled.');
  const fresh = await generateTokens(shim, ctx, pool, user, clientId, 'RefreshTokens');
  const session: Record<string, unknown> = {
    origin_jti: originOf(claims),
    auth_time: typeof claims.auth_time === 'number' ? claims.auth_time : claims.iat,
  };
  const refresh = await resignJwt(fresh.RefreshToken, session);
  const wasCurrent = (user.RefreshTokens ?? []).includes(used);
  await pool.saveUser(ctx, {
    ...user,
    RefreshTokens: [...(user.RefreshTokens ?? []).filter((t) => t !== used), refresh],
    RotatedRefreshTokens: [
      ...(user.RotatedRefreshTokens ?? []).filter((r) => r.until > now),
      ...(wasCurrent ? [{ token: used, until: now + ROTATION_GRACE_MS }] : []),
    ],
    UserLastModifiedDate: shim.services.clock.get(),
  });
  return {
    AuthenticationResult: await sessionTokens({
      AccessToken: fresh.AccessToken,
      IdToken: fresh.IdToken,
      RefreshToken: refresh,
    }),
  };
}

/** How many ended sessions an account remembers (an access token lives 15 minutes; far fewer end in that time). */
const REVOKED_KEPT = 200;

/** Ends sessions of a user: their refresh tokens stop working, and so do the access tokens issued from them. */
async function endSessions(shim: Shim, ctx: Ctx, pool: UserPoolService, user: LocalUser, tokens: string[]) {
  const origins = tokens
    .map((t) => claimsOf(t))
    .map((claims) => (claims ? originOf(claims) : undefined))
    .filter((j): j is string => typeof j === 'string');
  const ended = (token: string) => {
    const claims = claimsOf(token);
    return tokens.includes(token) || (claims !== undefined && origins.includes(originOf(claims) ?? ''));
  };
  await pool.saveUser(ctx, {
    ...user,
    RefreshTokens: (user.RefreshTokens ?? []).filter((t) => !ended(t)),
    RotatedRefreshTokens: (user.RotatedRefreshTokens ?? []).filter((r) => !ended(r.token)),
    RevokedOrigins: [...(user.RevokedOrigins ?? []), ...origins].slice(-REVOKED_KEPT),
    UserLastModifiedDate: shim.services.clock.get(),
  });
}

/** Every refresh token of a user that may still work: the current ones and those in their grace period. */
const allRefreshTokens = (user: LocalUser) => [
  ...(user.RefreshTokens ?? []),
  ...(user.RotatedRefreshTokens ?? []).map((r) => r.token),
];

/** GlobalSignOut (missing from the emulator): ends every session of the caller, as Cognito does. */
async function globalSignOut(
  shim: Shim,
  ctx: Ctx,
  req: GlobalSignOutRequest,
): Promise<GlobalSignOutResponse> {
  const found = await caller(shim, ctx, req.AccessToken);
  await endSessions(shim, ctx, found.pool, found.user, allRefreshTokens(found.user));
  return {};
}

/** AdminUserGlobalSignOut (missing from the emulator): the same, asked by the server for a user of its pool. */
async function adminUserGlobalSignOut(
  shim: Shim,
  ctx: Ctx,
  req: AdminUserGlobalSignOutRequest,
): Promise<AdminUserGlobalSignOutResponse> {
  const pool = await shim.services.cognito.getUserPool(ctx, String(req.UserPoolId ?? ''));
  const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
  if (!user) throw new errors.CognitoError('UserNotFoundException', 'User does not exist.');
  await endSessions(shim, ctx, pool, user, allRefreshTokens(user));
  return {};
}

/** RevokeToken: ends the session of one refresh token (Amplify's sign-out on this device), its access tokens too. */
async function revokeToken(shim: Shim, ctx: Ctx, req: RevokeTokenRequest): Promise<RevokeTokenResponse> {
  const pool = await shim.services.cognito.getUserPoolForClientId(ctx, String(req.ClientId ?? ''));
  const token = String(req.Token ?? '');
  const user = (await pool.listUsers(ctx)).find((u) => allRefreshTokens(u).includes(token));
  // Cognito answers the same for a token already revoked or unknown.
  if (user) await endSessions(shim, ctx, pool, user, [token]);
  return {};
}

/** ChangePassword: the password policy, and a wrong current password is NotAuthorized, as in Cognito. */
async function changePassword(
  shim: Shim,
  ctx: Ctx,
  req: ChangePasswordRequest,
): Promise<ChangePasswordResponse> {
  checkPasswordPolicy(req.ProposedPassword);
  try {
    return await original<ChangePasswordRequest, ChangePasswordResponse>(shim.base, 'ChangePassword')(
      ctx,
      req,
    );
  } catch (error) {
    if (codeOf(error) === 'InvalidPasswordException') throw notAuthorized();
    throw error;
  }
}

/** One function per operation the shim adds or changes; every other operation is the emulator's own. */
type Operation<Req, Res> = (shim: Shim, ctx: Ctx, req: Req) => Promise<Res>;
const OPERATIONS = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GlobalSignOut: globalSignOut,
  AdminUserGlobalSignOut: adminUserGlobalSignOut,
  RevokeToken: revokeToken,
  ChangePassword: changePassword,
  UpdateUserAttributes: updateUserAttributes,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMfaPreference,
  GetUser: getUser,
} satisfies Record<string, Operation<never, unknown>>;

const hasAccessToken = (req: unknown): req is { AccessToken: string } =>
  typeof req === 'object' &&
  req !== null &&
  typeof (req as { AccessToken?: unknown }).AccessToken === 'string';

/**
 * Wraps cognito-local's router with what Amplify v6 and this product need and the emulator lacks:
 * SRP sign-in, ResendConfirmationCode, GetTokensFromRefreshToken, GlobalSignOut, the password policy,
 * e-mail marked verified on confirmation, lockout after repeated wrong passwords, TOTP MFA (enrolment and the
 * sign-in challenge), and user-existence-safe answers (as with PreventUserExistenceErrors on the real pool).
 */
export function wrapRouter(base: Router, services: ShimServices): Router {
  const now = () => services.clock.get().getTime();
  const shim: Shim = {
    base,
    services,
    lockout: new Lockout(now),
    srpSessions: new Map(),
    mfaSessions: new Map(),
    now,
  };
  const preSignUp = services.triggers.preSignUp.bind(services.triggers);
  services.triggers.preSignUp = (ctx, params) =>
    preSignUp(ctx, { ...params, validationData: signingUp.getStore()?.validationData ?? null });

  return (target) => {
    const operation: Operation<never, unknown> | undefined = Object.hasOwn(OPERATIONS, target)
      ? OPERATIONS[target as keyof typeof OPERATIONS]
      : undefined;
    // The request is the emulator's parsed JSON body for this target, read as Cognito's request shape.
    const handler: Handler = operation ? (ctx, req) => operation(shim, ctx, req as never) : base(target);
    // cognito-local only decodes access tokens; Cognito verifies them, and refuses those of an ended
    // session (GetUser, UpdateUserAttributes, ChangePassword…): so does the shim.
    return async (ctx, req) => {
      if (hasAccessToken(req) && !(await userFromAccessToken(ctx, services, req.AccessToken))) {
        throw notAuthorized('Access Token has been revoked');
      }
      return handler(ctx, req);
    };
  };
}

/** Seconds an access token lives (its exp − iat), as Cognito's ExpiresIn says: the app client's setting. */
function lifetimeOf(token: string): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: number;
      iat?: number;
    };
    return typeof claims.exp === 'number' && typeof claims.iat === 'number' ? claims.exp - claims.iat : 0;
  } catch {
    return 0;
  }
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

const localKeys = createLocalJWKSet({
  keys: [require('cognito-local/lib/keys/cognitoLocal.public.json').jwk],
});
/** The emulator's own signing key (public in its package): the shim re-signs the tokens it completes. */
const signingKey = importJWK(require('cognito-local/lib/keys/cognitoLocal.private.json').jwk, 'RS256');

/** The user of a valid access token whose session has not ended, or null. */
async function userFromAccessToken(ctx: Ctx, services: ShimServices, token: string) {
  let claims: Record<string, unknown>;
  try {
    claims = (await jwtVerify(token, localKeys)).payload as Record<string, unknown>;
  } catch {
    return null;
  }
  if (
    claims.token_use !== 'access' ||
    typeof claims.client_id !== 'string' ||
    typeof claims.username !== 'string'
  ) {
    return null;
  }
  const pool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
  const user = await pool.getUserByUsername(ctx, claims.username);
  if (!user) return null;
  if (typeof claims.origin_jti === 'string' && (user.RevokedOrigins ?? []).includes(claims.origin_jti)) {
    return null;
  }
  return { pool, user };
}
