/**
 * `/config.json`, written by the stack at deploy time (or served by the local twin): no build per stage.
 * Checked by hand rather than with a schema library: a few fields, and the entry route's budget is tight.
 */
export interface AppConfig {
  stage: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  apiUrl: string;
  /** Local twin only: the Cognito emulator and the mailbox. */
  cognitoEndpoint?: string;
  mailboxUrl?: string;
  /** The stage's VAPID public key (base64url), to subscribe this device to reminders by push. */
  vapidPublicKey?: string;
  /**
   * The data controller the privacy policy and the terms name (GDPR art. 13; infra/config.ts `controller`).
   * Optional: a config.json written before it existed still loads, and the pages say the contact is missing.
   */
  controller?: Controller;
  /** Who runs the AI model and where (infra/config.ts `modelProvider`), named by the privacy policy. */
  modelProvider?: ModelProvider;
}

export interface Controller {
  name: string;
  address: string;
  privacyEmail: string;
  dpoEmail?: string;
}

export interface ModelProvider {
  name: string;
  region: string;
}

let current: AppConfig | undefined;

const isUrl = (value: unknown) => {
  try {
    return typeof value === 'string' && ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Text for a legal page: not blank, not a page (the stage's settings allow 200 characters). */
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '' && value.length <= 200;
const isEmail = (value: unknown) =>
  typeof value === 'string' && value.length <= 254 && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value);
const fields = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const isController = (value: unknown) => {
  const c = fields(value);
  return (
    isText(c.name) &&
    isText(c.address) &&
    isEmail(c.privacyEmail) &&
    (c.dpoEmail === undefined || isEmail(c.dpoEmail))
  );
};
const isProvider = (value: unknown) => isText(fields(value).name) && isText(fields(value).region);

export function parseConfig(data: unknown): AppConfig {
  const c = (data ?? {}) as Record<string, unknown>;
  const problems = [
    typeof c.stage === 'string' && c.stage ? '' : 'stage',
    typeof c.region === 'string' && c.region ? '' : 'region',
    typeof c.userPoolId === 'string' && /^[\w-]+_[0-9a-zA-Z]+$/.test(c.userPoolId) ? '' : 'userPoolId',
    typeof c.userPoolClientId === 'string' && c.userPoolClientId ? '' : 'userPoolClientId',
    isUrl(c.apiUrl) ? '' : 'apiUrl',
    c.cognitoEndpoint === undefined || isUrl(c.cognitoEndpoint) ? '' : 'cognitoEndpoint',
    c.mailboxUrl === undefined || isUrl(c.mailboxUrl) ? '' : 'mailboxUrl',
    c.vapidPublicKey === undefined ||
    (typeof c.vapidPublicKey === 'string' && /^[A-Za-z0-9_-]{87}$/.test(c.vapidPublicKey))
      ? ''
      : 'vapidPublicKey',
    c.controller === undefined || isController(c.controller) ? '' : 'controller',
    c.modelProvider === undefined || isProvider(c.modelProvider) ? '' : 'modelProvider',
  ].filter(Boolean);
  if (problems.length) throw new Error(`config.json: invalid ${problems.join(', ')}`);
  return c as unknown as AppConfig;
}

/** The last config.json seen, so the installed app opens without network (it holds no secret). */
const SAVED_KEY = 'appConfig';

export async function loadConfig(): Promise<AppConfig> {
  let fetched: unknown;
  try {
    // The page preloads it (index.html): the same request, so the preloaded answer is used. The server marks
    // it uncacheable, so it is never older than this page.
    const response = await fetch('/config.json');
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    fetched = await response.json();
  } catch (error) {
    const saved = savedConfig();
    if (!saved) throw error;
    current = saved;
    return current;
  }
  current = parseConfig(fetched);
  try {
    localStorage.setItem(SAVED_KEY, JSON.stringify(current));
  } catch {
    // Storage full or disabled: the app still works online.
  }
  return current;
}

function savedConfig(): AppConfig | undefined {
  try {
    const raw = localStorage.getItem(SAVED_KEY);
    return raw ? parseConfig(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

export function config(): AppConfig {
  if (!current) throw new Error('Configuration not loaded');
  return current;
}
