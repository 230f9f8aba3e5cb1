import * as z from 'zod/mini';

/** `/config.json`, written by the stack at deploy time (or served by the local twin): no build per stage. */
const ConfigSchema = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string().check(z.regex(/^[\w-]+_[0-9a-zA-Z]+$/)),
  userPoolClientId: z.string().check(z.minLength(1)),
  apiUrl: z.url(),
  /** Local twin only: the Cognito emulator and the mailbox. */
  cognitoEndpoint: z.optional(z.url()),
  mailboxUrl: z.optional(z.url()),
});

export type AppConfig = z.infer<typeof ConfigSchema>;

let current: AppConfig | undefined;

export async function loadConfig(): Promise<AppConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  current = ConfigSchema.parse(await response.json());
  return current;
}

export function config(): AppConfig {
  if (!current) throw new Error('Configuration not loaded');
  return current;
}
