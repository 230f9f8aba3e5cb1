/**
 * `/config.json`, written by the stack at deploy time (or served by the local twin): no build per stage.
 * Checked by hand rather than with a schema library: seven fields, and the entry route's budget is tight.
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
}

let current: AppConfig | undefined;

const isUrl = (value: unknown) => {
  try {
    return typeof value === 'string' && ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

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
  ].filter(Boolean);
  if (problems.length) throw new Error(`config.json: invalid ${problems.join(', ')}`);
  return c as unknown as AppConfig;
}

export async function loadConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  current = parseConfig(await response.json());
  return current;
}

export function config(): AppConfig {
  if (!current) throw new Error('Configuration not loaded');
  return current;
}
