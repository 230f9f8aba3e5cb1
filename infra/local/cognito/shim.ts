import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
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

const require = createRequire(import.meta.url);
const errors = require('cognito-local/lib/errors.js');
const poolHelpers = require('cognito-local/lib/services/userPoolService.js');

/* Loose views of cognito-local's internals, limited to what the shim touches. */
type Attr = { Name: string; Value?: string };
export interface LocalUser {
  Username: string;
  Password: string;
  UserStatus: string;
  Enabled: boolean;
  Attributes: Attr[];
  RefreshTokens: string[];
  ConfirmationCode?: string;
  UserLastModifiedDate: Date;
}
interface Ctx {
  logger: unknown;
}
interface UserPoolService {
  options: { Id: string };
  getUserByUsername(ctx: Ctx, username: string): Promise<LocalUser | null>;
  saveUser(ctx: Ctx, user: LocalUser): Promise<void>;
  listUserGroupMembership(ctx: Ctx, user: LocalUser): Promise<string[]>;
  storeRefreshToken(ctx: Ctx, token: string, user: LocalUser): Promise<void>;
}
export interface ShimServices {
  clock: { get(): Date };
  cognito: {
    getUserPoolForClientId(ctx: Ctx, clientId: string): Promise<UserPoolService>;
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
}
type Handler = (ctx: Ctx, req: any) => Promise<any>;
type Router = (target: string) => Handler;

/** Cognito's default password policy as the stack sets it: at least 8 characters, no composition rules. */
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 256;
/** Cognito locks an account out for a growing time after repeated wrong passwords. */
const FREE_ATTEMPTS = 5;
const MAX_LOCK_MS = 15 * 60 * 1000;

const notAuthorized = (message = 'Incorrect username or password.') =>
  new errors.CognitoError('NotAuthorizedException', message);
const attemptsExceeded = () => notAuthorized('Password attempts exceeded');

function checkPasswordPolicy(password: unknown) {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN) {
    throw new errors.CognitoError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );
  }
  if (password.length > PASSWORD_MAX) {
    throw new errors.CognitoError(
      'InvalidParameterException',
      'Password must have length less than or equal to 256',
    );
  }
}

const emailOf = (user: LocalUser) =>
  poolHelpers.attributeValue('email', user.Attributes) as string | undefined;

/**
 * Wraps cognito-local's router with what Amplify v6 and this product need and the emulator lacks:
 * SRP sign-in, ResendConfirmationCode, GetTokensFromRefreshToken, GlobalSignOut, the password policy,
 * e-mail marked verified on confirmation, lockout after repeated wrong passwords, and
 * user-existence-safe answers (as with PreventUserExistenceErrors on the real pool).
 */
export function wrapRouter(base: Router, services: ShimServices): Router {
  interface SrpSession {
    username: string;
    poolId: string;
    salt: bigint;
    b: bigint;
    B: bigint;
    secretBlock: string;
    A: bigint;
    known: boolean;
    expires: number;
  }
  const srpSessions = new Map<string, SrpSession>();
  const failures = new Map<string, { count: number; lockedUntil: number }>();

  const now = () => services.clock.get().getTime();

  function assertNotLocked(key: string) {
    const f = failures.get(key);
    if (f && f.lockedUntil > now()) throw attemptsExceeded();
  }
  function recordFailure(key: string) {
    const f = failures.get(key) ?? { count: 0, lockedUntil: 0 };
    f.count += 1;
    if (f.count >= FREE_ATTEMPTS) {
      f.lockedUntil = now() + Math.min(MAX_LOCK_MS, 1000 * 2 ** (f.count - FREE_ATTEMPTS + 1));
    }
    failures.set(key, f);
  }

  async function issueTokens(ctx: Ctx, pool: UserPoolService, user: LocalUser, clientId: string) {
    const client = await services.cognito.getAppClient(ctx, clientId);
    const groups = await pool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(
      ctx,
      user,
      groups,
      client,
      undefined,
      'Authentication',
    );
    await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    return {
      ChallengeParameters: {},
      AuthenticationResult: { ...tokens, ExpiresIn: 3600, TokenType: 'Bearer' },
    };
  }

  const extra: Record<string, Handler> = {
    async InitiateAuth(ctx, req) {
      if (req.AuthFlow === 'USER_SRP_AUTH') {
        const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
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
        srpSessions.set(session, {
          username: userId,
          poolId: pool.options.Id,
          salt,
          b,
          B,
          secretBlock,
          A,
          known: Boolean(user),
          expires: now() + 3 * 60 * 1000,
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
      if (req.AuthFlow === 'USER_PASSWORD_AUTH') {
        const key = String(req.AuthParameters?.USERNAME ?? '').toLowerCase();
        assertNotLocked(key);
        try {
          return await base('InitiateAuth')(ctx, req);
        } catch (error: any) {
          if (error?.code === 'InvalidPasswordException' || error?.code === 'NotAuthorizedException') {
            recordFailure(key);
            throw notAuthorized();
          }
          throw error;
        }
      }
      return base('InitiateAuth')(ctx, req);
    },

    async RespondToAuthChallenge(ctx, req) {
      if (req.ChallengeName !== 'PASSWORD_VERIFIER') return base('RespondToAuthChallenge')(ctx, req);
      const state = srpSessions.get(String(req.Session ?? ''));
      srpSessions.delete(String(req.Session ?? ''));
      if (!state || state.expires < now())
        throw notAuthorized('Invalid session for the user, session is expired.');
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = state.known ? await pool.getUserByUsername(ctx, state.username) : null;
      const key = (user ? emailOf(user) : undefined) ?? state.username;
      assertNotLocked(key.toLowerCase());
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
        recordFailure(key.toLowerCase());
        throw notAuthorized();
      }
      failures.delete(key.toLowerCase());
      if (!user.Enabled) throw notAuthorized('User is disabled.');
      if (user.UserStatus === 'UNCONFIRMED') throw new errors.UserNotConfirmedException();
      return issueTokens(ctx, pool, user, req.ClientId);
    },

    async SignUp(ctx, req) {
      checkPasswordPolicy(req.Password);
      return base('SignUp')(ctx, req);
    },

    async ConfirmSignUp(ctx, req) {
      const result = await base('ConfirmSignUp')(ctx, req);
      // Real Cognito marks the e-mail verified when the sign-up code is confirmed; the emulator does not.
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, req.Username);
      if (user) {
        await pool.saveUser(ctx, {
          ...user,
          Attributes: poolHelpers.attributesAppend(user.Attributes, {
            Name: 'email_verified',
            Value: 'true',
          }),
          UserLastModifiedDate: services.clock.get(),
        });
      }
      return result;
    },

    async ResendConfirmationCode(ctx, req) {
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, String(req.Username ?? ''));
      const masked = maskEmail(String(req.Username ?? ''));
      if (!user) {
        return {
          CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: masked },
        };
      }
      if (user.UserStatus !== 'UNCONFIRMED') {
        throw new errors.InvalidParameterError('User is already confirmed.');
      }
      const email = emailOf(user) ?? '';
      const code = services.otp();
      await services.messages.deliver(
        ctx,
        'ResendCode',
        req.ClientId,
        pool.options.Id,
        user,
        code,
        req.ClientMetadata,
        {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: email,
        },
      );
      await pool.saveUser(ctx, {
        ...user,
        ConfirmationCode: code,
        UserLastModifiedDate: services.clock.get(),
      });
      return {
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: maskEmail(email),
        },
      };
    },

    async ForgotPassword(ctx, req) {
      try {
        return await base('ForgotPassword')(ctx, req);
      } catch (error: any) {
        if (error?.code !== 'UserNotFoundException') throw error;
        return {
          CodeDeliveryDetails: {
            AttributeName: 'email',
            DeliveryMedium: 'EMAIL',
            Destination: maskEmail(String(req.Username ?? '')),
          },
        };
      }
    },

    async ConfirmForgotPassword(ctx, req) {
      checkPasswordPolicy(req.Password);
      const result = await base('ConfirmForgotPassword')(ctx, req);
      failures.delete(String(req.Username ?? '').toLowerCase());
      return result;
    },

    async GetTokensFromRefreshToken(ctx, req) {
      const result = await base('InitiateAuth')(ctx, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: req.ClientId,
        AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
      });
      return {
        AuthenticationResult: { ...result.AuthenticationResult, ExpiresIn: 3600, TokenType: 'Bearer' },
      };
    },

    async GlobalSignOut(ctx, req) {
      const user = await userFromAccessToken(ctx, services, String(req.AccessToken ?? ''));
      if (!user) throw notAuthorized('Invalid Access Token');
      await user.pool.saveUser(ctx, {
        ...user.user,
        RefreshTokens: [],
        UserLastModifiedDate: services.clock.get(),
      });
      return {};
    },
  };

  extra.ChangePassword = async (ctx, req) => {
    checkPasswordPolicy(req.ProposedPassword);
    try {
      return await base('ChangePassword')(ctx, req);
    } catch (error: any) {
      if (error?.code === 'InvalidPasswordException') throw notAuthorized();
      throw error;
    }
  };

  return (target) => {
    const handler: Handler = (Object.hasOwn(extra, target) ? extra[target] : undefined) ?? base(target);
    // cognito-local only decodes access tokens; Cognito verifies them: so does the shim.
    return async (ctx, req) => {
      if (req && typeof req.AccessToken === 'string' && !(await verifiedAccessToken(req.AccessToken))) {
        throw notAuthorized('Invalid Access Token');
      }
      return handler(ctx, req);
    };
  };
}

async function verifiedAccessToken(token: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, localKeys);
    return payload.token_use === 'access';
  } catch {
    return false;
  }
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

const localKeys = createLocalJWKSet({
  keys: [require('cognito-local/lib/keys/cognitoLocal.public.json').jwk],
});

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
  return user ? { pool, user } : null;
}
