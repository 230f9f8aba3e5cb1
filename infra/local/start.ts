/**
 * `npm start`: the whole product on this machine, no AWS account and no internet.
 * PORT sets the app's port (default 4173); the services use the next four ports.
 */
import './quiet';
import path from 'node:path';
import { PortInUseError } from './net';
import { REPO_ROOT } from '../paths';
import { startTwin } from './twin';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port <= 0 || port > 65530) {
  console.error(`PORT must be a port number (got "${process.env.PORT}").`);
  process.exit(1);
}

// Lambda logs as JSON through Powertools; locally the twin prints one line per API request instead.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

async function main() {
  let viteMiddleware: ((req: unknown, res: unknown, next: () => void) => void) | undefined;
  let closeVite = async () => {};
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(REPO_ROOT, 'web/vite.config.ts'),
      server: { middlewareMode: true, hmr: { port: port + 5 } },
      appType: 'spa',
    });
    viteMiddleware = vite.middlewares as never;
    closeVite = () => vite.close();
  }

  // The assistant's model, when the person starting the app gives one (OpenAI, or any compatible server such
  // as a local model server via OPENAI_BASE_URL); otherwise Salus answers offline.
  const model = process.env.OPENAI_API_KEY
    ? {
        apiKey: process.env.OPENAI_API_KEY,
        ...(process.env.OPENAI_BASE_URL ? { baseUrl: process.env.OPENAI_BASE_URL } : {}),
        ...(process.env.OPENAI_MODEL ? { name: process.env.OPENAI_MODEL } : {}),
      }
    : undefined;
  const twin = await startTwin({
    port,
    dataDir: path.join(REPO_ROOT, '.local-data'),
    log: (line) => console.log(`  api  ${line}`),
    reminderTimer: true,
    ...(viteMiddleware ? { viteMiddleware } : {}),
    ...(model ? { model } : {}),
  });

  console.log(`
  SaluteMia is running locally${dev ? ' (development, hot reload)' : ''}.

    App:       ${twin.appUrl}
    Mailbox:   ${twin.mailboxUrl}   (every e-mail the app sends, verification codes included)
    API:       ${twin.apiUrl}
    Cognito:   ${twin.cognitoUrl}
    DynamoDB:  ${twin.dynamoUrl}
    Assistant: ${model ? `model ${model.name ?? 'gpt-4o-mini'}${model.baseUrl ? ` at ${model.baseUrl}` : ''}` : 'offline answers (set OPENAI_API_KEY, and OPENAI_BASE_URL for a compatible server, to use a model)'}

  Data is kept in .local-data/ (delete the folder to start afresh). Press Ctrl-C to stop.
`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: stopping…`);
    await closeVite();
    await twin.stop();
    console.log('  Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('Ctrl-C'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) console.error(`\n  ${error.message}\n`);
  else
    console.error(
      '\n  The local twin could not start:',
      error instanceof Error ? error.message : error,
      '\n',
    );
  process.exit(1);
});
