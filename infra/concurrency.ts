import { functions, routeKey, routes, type FunctionName, type RouteSpec } from '../lambdas/routes';
import type { StageConfig } from './config';

/**
 * How much each function may run at once, from the stage's throttling (docs/operations.md, "Concurrency").
 * API Gateway throttles each route on its own, at its class's rate; a function can then receive at most the
 * sum of its routes' rates, and each request keeps an instance busy for at most about its busy time: so its
 * reserve is ⌈Σ rate × busy time⌉ (Little's law at the throttled peak). A function that reaches its reserve is
 * throttled alone; the others, and the Cognito triggers with their own reserve, keep running.
 */

/** How long a hot or normal request (a few DynamoDB calls) keeps an instance busy, cold starts included. */
export const ROUTINE_BUSY_SECONDS = 0.5;

/**
 * Cognito's own rate quotas (requests per second, per account and region) for the operations that run each
 * trigger: UserCreation (SignUp, ConfirmSignUp) 50; account recovery (ForgotPassword, ConfirmForgotPassword,
 * the resent codes) 30. A trigger's reserve is that rate times a trigger's busy time: Cognito itself cannot
 * call it faster, so a surge on the API (or a WAF-limited flood of sign-ups) never starves sign-up or reset.
 */
export const COGNITO_RATES = { userCreation: 50, accountRecovery: 30 } as const;
export const TRIGGER_BUSY_SECONDS = 0.5;
const TRIGGER_RATES = {
  preSignUp: COGNITO_RATES.userCreation,
  customMessage: COGNITO_RATES.userCreation + COGNITO_RATES.accountRecovery,
  postConfirmation: COGNITO_RATES.userCreation + COGNITO_RATES.accountRecovery,
} as const;

/** What Lambda keeps unreserved in every account (no reserve may take it). */
export const UNRESERVED_MINIMUM = 100;

export type Throttle = StageConfig['throttle']['hot'];

export const routeThrottle = (route: RouteSpec, config: Pick<StageConfig, 'throttle'>): Throttle =>
  config.throttle[route.load ?? 'normal'];

const busySeconds = (route: RouteSpec) =>
  route.load === 'expensive'
    ? ((functions[route.fn] as { busySeconds?: number }).busySeconds ?? ROUTINE_BUSY_SECONDS)
    : ROUTINE_BUSY_SECONDS;

export interface ConcurrencyPlan {
  /** Each API function's reserve, and the rate its routes may bring it together. */
  functions: Record<FunctionName, { rps: number; reserve: number }>;
  triggers: Record<keyof typeof TRIGGER_RATES, number>;
  /** The reminders dispatcher: its SQS consumers plus the minute's tick and one overlap. */
  reminderDispatcher: number;
  /** The account sweeper: one run a minute, and one overlap. */
  accountSweeper: number;
  total: number;
  /** The account concurrency quota this stage needs (the reserves plus what Lambda keeps unreserved). */
  accountQuota: number;
}

/** Each API function's reserve, and the rate its routes may bring it together. */
export function functionReserves(config: Pick<StageConfig, 'throttle'>): ConcurrencyPlan['functions'] {
  const fns = {} as ConcurrencyPlan['functions'];
  for (const name of Object.keys(functions) as FunctionName[]) {
    const own = routes.filter((r) => r.fn === name);
    const rps = own.reduce((sum, r) => sum + routeThrottle(r, config).rateLimit, 0);
    const busy = own.reduce((sum, r) => sum + routeThrottle(r, config).rateLimit * busySeconds(r), 0);
    fns[name] = { rps, reserve: Math.max(1, Math.ceil(busy)) };
  }
  return fns;
}

/** Each Cognito trigger's reserve. */
export const triggerReserves = () =>
  Object.fromEntries(
    Object.entries(TRIGGER_RATES).map(([name, rate]) => [name, Math.ceil(rate * TRIGGER_BUSY_SECONDS)]),
  ) as ConcurrencyPlan['triggers'];

/** The reminders dispatcher's reserve: its SQS consumers, the minute's tick, and one overlapping tick. */
export const dispatcherReserve = (shards: number) => dispatcherConsumers(shards) + 2;
/** The account sweeper's: one run a minute, and one overlap. */
export const SWEEPER_RESERVE = 2;

/** The stage's reserves, sized from its throttling, and the account quota they need. */
export function concurrencyPlan(config: Pick<StageConfig, 'throttle' | 'reminderShards'>): ConcurrencyPlan {
  const fns = functionReserves(config);
  const triggers = triggerReserves();
  const reminderDispatcher = dispatcherReserve(config.reminderShards);
  const total =
    Object.values(fns).reduce((sum, f) => sum + f.reserve, 0) +
    Object.values(triggers).reduce((sum, n) => sum + n, 0) +
    reminderDispatcher +
    SWEEPER_RESERVE;
  return {
    functions: fns,
    triggers,
    reminderDispatcher,
    accountSweeper: SWEEPER_RESERVE,
    total,
    accountQuota: total + UNRESERVED_MINIMUM,
  };
}

/** How many shard messages the dispatcher reads at once (its SQS event source's maximum concurrency). */
export const dispatcherConsumers = (shards: number) => Math.max(2, shards);

/** The stage's route settings: each route's own throttle, by its route key. */
export function routeSettings(config: Pick<StageConfig, 'throttle'>) {
  return Object.fromEntries(
    routes.map((r) => {
      const t = routeThrottle(r, config);
      return [routeKey(r), { ThrottlingRateLimit: t.rateLimit, ThrottlingBurstLimit: t.burstLimit }];
    }),
  );
}
