/**
 * The one route table. The CDK stack builds the HTTP API from it, the local gateway serves it, and the
 * tests check both against it: a route cannot exist in one place and not in another.
 *
 * Each route belongs to a bounded-context function (one Lambda per context); the function dispatches on
 * the event's `routeKey` ("GET /me").
 */
import { RECORD_KINDS } from './contracts/records';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * The DynamoDB actions a function may use on the single table and its indexes. They are the ones its code uses:
 * tests/infra/bundles.test.ts derives them from the function's bundle (the commands it sends) and the template
 * test finds exactly these in its role. No function may scan.
 */
export type TableAction =
  'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';

export interface FunctionSpec {
  /** Module (relative to the repository root) that exports `handler`. */
  entry: string;
  description: string;
  /** What it may do on the single table (none: it never touches it). */
  table: readonly TableAction[];
  /** Cognito admin actions on the app's own user pool. */
  userPoolActions: readonly string[];
  /** May send e-mail through SES. */
  sendsEmail: boolean;
  /** May read the OpenAI key's secret (the assistant only). */
  readsModelKey?: boolean;
  /** May read the VAPID key pair's secret to send pushes (the reminders). */
  sendsPush?: boolean;
  /** Lists records a page at a time: may read the secret that seals list cursors. */
  readsCursorKey?: boolean;
  /** Uploaded import files: presigns their upload, reads and deletes them (the stage's import bucket). */
  importFiles?: boolean;
  memoryMb: number;
  timeoutSeconds: number;
  /**
   * How long one of its expensive requests keeps an instance busy, for sizing the function's reserved
   * concurrency: a p99 with a slow dependency, not the timeout (infra/concurrency.ts, docs/operations.md).
   * Its other routes, and a function without expensive routes, are sized at a routine request's time.
   */
  busySeconds?: number;
}

export const functions = {
  profile: {
    entry: 'lambdas/handlers/profile/index.ts',
    description: "The signed-in user's profile",
    // The reminder settings, answered with the profile; when the person's sessions were ended.
    table: ['GetItem', 'PutItem'],
    userPoolActions: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminUserGlobalSignOut'],
    sendsEmail: false,
    memoryMb: 256,
    timeoutSeconds: 10,
  },
  feedback: {
    entry: 'lambdas/handlers/feedback/index.ts',
    description: 'Feedback from the widget: stored, then e-mailed to the team',
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    userPoolActions: [],
    sendsEmail: true,
    memoryMb: 256,
    timeoutSeconds: 10,
  },
  records: {
    entry: 'lambdas/handlers/records/index.ts',
    description: 'Symptoms, medications and doses, wellness, appointments',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    userPoolActions: [],
    sendsEmail: false,
    readsCursorKey: true,
    memoryMb: 512,
    timeoutSeconds: 10,
  },
  assistant: {
    entry: 'lambdas/handlers/assistant/index.ts',
    description:
      'Salus: red-flag triage, then the model with the caller’s own data if they agreed, or an answer made here',
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'BatchWriteItem'],
    userPoolActions: [],
    sendsEmail: false,
    readsModelKey: true,
    readsCursorKey: true,
    memoryMb: 512,
    // The model's time budget is 20 s (lambdas/lib/chat.ts); API Gateway stops waiting at 30 s.
    timeoutSeconds: 28,
    busySeconds: 10,
  },
  reminders: {
    entry: 'lambdas/handlers/reminders/index.ts',
    description: 'Reminder settings and the devices’ push subscriptions',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    // The e-mail address and language reminders go to, read when the settings change.
    userPoolActions: ['cognito-idp:AdminGetUser'],
    sendsEmail: true,
    sendsPush: true,
    readsCursorKey: true,
    memoryMb: 256,
    timeoutSeconds: 10,
  },
  analytics: {
    entry: 'lambdas/handlers/analytics/index.ts',
    description: 'Symptom analytics and insights from the caller’s own diary',
    // Reads the diary; builds the monthly roll-ups when they are missing or stale.
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
    userPoolActions: [],
    sendsEmail: false,
    // Five years of a diary: read page after page, then analysed in memory (docs/performance.md).
    memoryMb: 1024,
    timeoutSeconds: 20,
    busySeconds: 3,
  },
  account: {
    entry: 'lambdas/handlers/account/index.ts',
    description: 'The person’s own data: import, deletion of the account',
    // Import writes every kind of record; the deletion finds and removes the caller's items.
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    // The account's deletion (its sessions, then the user).
    // Imports of uploaded files: the presigned upload and the file read (the stage's import bucket).
    userPoolActions: ['cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDeleteUser'],
    sendsEmail: false,
    importFiles: true,
    // An import of 5,000 records checked and written in memory (docs/performance.md).
    memoryMb: 1024,
    timeoutSeconds: 28,
    busySeconds: 5,
  },
  export: {
    entry: 'lambdas/handlers/export/index.ts',
    description: 'The person’s own data as a file: JSON, CSV, the visit brief (PDF), calendar, FHIR',
    // Reads every kind of the caller's records; the visit brief builds the roll-ups its analysis reads.
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
    // The export's profile (name, e-mail, consent).
    userPoolActions: ['cognito-idp:AdminGetUser'],
    sendsEmail: false,
    // A PDF of 5,000 records and its fonts in memory (docs/performance.md).
    memoryMb: 1024,
    timeoutSeconds: 28,
    busySeconds: 5,
  },
} as const satisfies Record<string, FunctionSpec>;

export type FunctionName = keyof typeof functions;

export interface RouteSpec {
  method: HttpMethod;
  /** API Gateway path syntax: `/symptoms/{id}`. */
  path: string;
  fn: FunctionName;
  /** Every route is behind the Cognito JWT authorizer; there is no public route. */
  auth: 'jwt';
  /**
   * Its throttling class (the stage's rate for each class: infra/config.ts): `hot` for what every screen
   * reads, `expensive` for what costs a model call, an analysis or a file; any other route is `normal`.
   */
  load?: 'hot' | 'expensive';
}

export const routes: readonly RouteSpec[] = [
  { method: 'GET', path: '/me', fn: 'profile', auth: 'jwt', load: 'hot' },
  { method: 'DELETE', path: '/me/sessions', fn: 'profile', auth: 'jwt' },
  { method: 'POST', path: '/feedback/send', fn: 'feedback', auth: 'jwt' },
  ...RECORD_KINDS.flatMap((kind): RouteSpec[] => [
    { method: 'GET', path: `/${kind}`, fn: 'records', auth: 'jwt', load: 'hot' },
    { method: 'GET', path: `/${kind}/{id}`, fn: 'records', auth: 'jwt' },
    { method: 'PUT', path: `/${kind}/{id}`, fn: 'records', auth: 'jwt' },
    { method: 'DELETE', path: `/${kind}/{id}`, fn: 'records', auth: 'jwt' },
  ]),
  { method: 'GET', path: '/doses', fn: 'records', auth: 'jwt', load: 'hot' },
  { method: 'POST', path: '/assistant', fn: 'assistant', auth: 'jwt', load: 'expensive' },
  { method: 'GET', path: '/assistant', fn: 'assistant', auth: 'jwt' },
  { method: 'DELETE', path: '/assistant', fn: 'assistant', auth: 'jwt' },
  { method: 'GET', path: '/medications/{id}/doses', fn: 'records', auth: 'jwt' },
  { method: 'PUT', path: '/medications/{id}/doses/{doseId}', fn: 'records', auth: 'jwt', load: 'hot' },
  { method: 'DELETE', path: '/medications/{id}/doses/{doseId}', fn: 'records', auth: 'jwt' },
  { method: 'GET', path: '/me/settings', fn: 'reminders', auth: 'jwt' },
  { method: 'PUT', path: '/me/settings', fn: 'reminders', auth: 'jwt' },
  { method: 'PUT', path: '/push/subscriptions/{id}', fn: 'reminders', auth: 'jwt' },
  { method: 'DELETE', path: '/push/subscriptions/{id}', fn: 'reminders', auth: 'jwt' },
  { method: 'POST', path: '/reminders/test', fn: 'reminders', auth: 'jwt' },
  { method: 'GET', path: '/reminders', fn: 'reminders', auth: 'jwt', load: 'hot' },
  { method: 'POST', path: '/reminders/{id}/taken', fn: 'reminders', auth: 'jwt', load: 'hot' },
  { method: 'POST', path: '/reminders/{id}/skip', fn: 'reminders', auth: 'jwt', load: 'hot' },
  { method: 'POST', path: '/reminders/{id}/snooze', fn: 'reminders', auth: 'jwt', load: 'hot' },
  { method: 'GET', path: '/notifications', fn: 'reminders', auth: 'jwt', load: 'hot' },
  { method: 'POST', path: '/analyze/correlations', fn: 'analytics', auth: 'jwt', load: 'expensive' },
  { method: 'POST', path: '/insights', fn: 'analytics', auth: 'jwt', load: 'expensive' },
  { method: 'POST', path: '/notifications/{id}/read', fn: 'reminders', auth: 'jwt' },
  { method: 'POST', path: '/export/{type}', fn: 'export', auth: 'jwt', load: 'expensive' },
  { method: 'POST', path: '/import', fn: 'account', auth: 'jwt', load: 'expensive' },
  { method: 'POST', path: '/import/uploads', fn: 'account', auth: 'jwt', load: 'expensive' },
  { method: 'GET', path: '/import/{id}', fn: 'account', auth: 'jwt' },
  { method: 'DELETE', path: '/me', fn: 'account', auth: 'jwt', load: 'expensive' },
];

/** CORS is configured on the HTTP API (and the local gateway), never in handlers. */
export const API_CORS = {
  allowHeaders: ['authorization', 'content-type', 'accept-language', 'idempotency-key', 'if-match'],
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const,
  exposeHeaders: ['x-request-id', 'content-disposition'],
  maxAgeSeconds: 600,
};

export const routeKey = (r: Pick<RouteSpec, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Cognito user-pool triggers, also built by the stack and run in-process by the local twin. */
export const triggers = {
  customMessage: {
    entry: 'lambdas/handlers/auth-triggers/custom-message.ts',
    description: 'Verification and reset e-mails in the user language',
  },
  preSignUp: {
    entry: 'lambdas/handlers/auth-triggers/pre-sign-up.ts',
    description: 'Refuses a sign-up without consent to health-data processing, and records the consent',
  },
  postConfirmation: {
    entry: 'lambdas/handlers/auth-triggers/post-confirmation.ts',
    description: 'A password reset ends every session of the account',
  },
} as const;

/** Run by CloudFormation at deploy time (custom resources), never by the API. */
export const deployTasks = {
  vapidKeys: {
    entry: 'lambdas/handlers/deploy/vapid-keys.ts',
    description: "Makes the stage's VAPID key pair once and keeps it in its secret",
  },
} as const;

/** Functions run on a schedule, never by the API: the stack gives each the same grants as a route's function. */
export const scheduled = {
  reminderDispatcher: {
    entry: 'lambdas/handlers/reminders/dispatch.ts',
    description: 'Sends the reminders due each minute (push, e-mail, in-app), each once per channel',
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    userPoolActions: [],
    sendsEmail: true,
    sendsPush: true,
    memoryMb: 1024,
    // Well inside the minute between two ticks.
    timeoutSeconds: 50,
    everyMinutes: 1,
  },
  accountSweeper: {
    entry: 'lambdas/handlers/account/sweep.ts',
    description:
      'Finishes the deletion of accounts (sweeps, then verifies nothing remains) and runs the import jobs of uploaded files',
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    // The user pool, in case a deletion request stopped before the user was deleted.
    userPoolActions: ['cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDeleteUser'],
    sendsEmail: false,
    importFiles: true,
    // Reads an uploaded file (≤ 5 MB) and its records in memory.
    memoryMb: 1024,
    timeoutSeconds: 60,
    everyMinutes: 1,
  },
} as const satisfies Record<string, FunctionSpec & { everyMinutes: number }>;

/** The twin's gateway answers its own errors through this module, as the handlers answer theirs. */
export const gatewayErrors = { entry: 'lambdas/handlers/gateway-errors.ts' } as const;
