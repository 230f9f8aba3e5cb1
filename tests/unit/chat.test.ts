import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clearCaches } from '@aws-lambda-powertools/parameters';
import { mockClient } from 'aws-sdk-client-mock';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../lambdas/domain/assistant';
import { apiKey, ChatError, complete, MODEL_DEFAULTS, TIME_BUDGET_MS } from '../../lambdas/lib/chat';
import { logsOf } from '../support/logs';
import { completion } from '../support/chat-completion';

/**
 * The model client (lambdas/lib/chat.ts) against a loopback chat-completions server that answers, fails or
 * hangs as each test says: retries, time budget, settings, and what reaches the logs.
 */
const sm = mockClient(SecretsManagerClient);
const ARN = 'arn:aws:secretsmanager:eu-south-1:000000000000:secret:openai';
const MESSAGES: ChatMessage[] = [
  { role: 'system', content: 'Sei Salus.' },
  { role: 'user', content: 'Ho la pressione a 150 da ieri' },
];

type Answer = { status: number; body: unknown } | 'hang' | 'drop';
let server: Server;
let received: { auth: string | undefined; body: any }[] = [];
let answers: Answer[] = [];
const hanging = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
      const answer = answers.shift() ?? { status: 500, body: { error: { message: 'no answer scripted' } } };
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const reply = (content: string | null, choices = true) => ({
  status: 200,
  body: completion(content, choices),
});
const failure = (status: number) => ({ status, body: { error: { message: `failed with ${status}` } } });

/** The ChatError a call ends with (or a failure of the test when it answers). */
async function chatError(run: Promise<string>): Promise<ChatError> {
  try {
    await run;
  } catch (error) {
    expect(error).toBeInstanceOf(ChatError);
    return error as ChatError;
  }
  throw new Error('expected a ChatError');
}

const SETTINGS = [
  'OPENAI_API_KEY',
  'OPENAI_SECRET_ARN',
  'OPENAI_MODEL',
  'OPENAI_TEMPERATURE',
  'OPENAI_MAX_TOKENS',
  'ASSISTANT_TIME_BUDGET_MS',
];
beforeEach(() => {
  sm.reset();
  clearCaches();
  received = [];
  answers = [];
  for (const name of SETTINGS) delete process.env[name];
  process.env.OPENAI_API_KEY = 'sk-test';
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  for (const res of hanging) res.destroy();
  hanging.clear();
});

describe('complete()', () => {
  it('sends the messages with the default model and settings, and answers the trimmed text', async () => {
    answers = [reply('  Misurala di nuovo domattina, a riposo.\n')];
    expect(await complete(MESSAGES)).toBe('Misurala di nuovo domattina, a riposo.');
    expect(received).toHaveLength(1);
    expect(received[0]?.auth).toBe('Bearer sk-test');
    expect(received[0]?.body).toEqual({
      model: 'gpt-4o-mini',
      temperature: 0.7,
      max_tokens: 500,
      response_format: { type: 'json_object' },
      messages: MESSAGES,
    });
    expect(MODEL_DEFAULTS).toEqual({ model: 'gpt-4o-mini', temperature: 0.7, maxTokens: 500 });
  });

  it('uses the model, temperature and length the function is configured with', async () => {
    process.env.OPENAI_MODEL = 'gpt-4.1-mini';
    process.env.OPENAI_TEMPERATURE = '0.2';
    process.env.OPENAI_MAX_TOKENS = '300';
    answers = [reply('Va bene.')];
    await complete(MESSAGES);
    expect(received[0]?.body).toMatchObject({ model: 'gpt-4.1-mini', temperature: 0.2, max_tokens: 300 });
  });

  it('keeps the defaults for settings that are empty or not numbers (a temperature of 0 is a setting)', async () => {
    process.env.OPENAI_MODEL = '';
    process.env.OPENAI_TEMPERATURE = '';
    process.env.OPENAI_MAX_TOKENS = 'molti';
    answers = [reply('Va bene.'), reply('Va bene.')];
    await complete(MESSAGES);
    expect(received[0]?.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.7, max_tokens: 500 });
    process.env.OPENAI_TEMPERATURE = '0';
    process.env.OPENAI_MAX_TOKENS = 'Infinity';
    await complete(MESSAGES);
    expect(received[1]?.body).toMatchObject({ temperature: 0, max_tokens: 500 });
  });

  it('tries once more after a server error or a 429, and says "failure" when both fail', async () => {
    answers = [failure(500), reply('Seconda volta.')];
    expect(await complete(MESSAGES)).toBe('Seconda volta.');
    expect(received).toHaveLength(2);

    received = [];
    answers = [failure(429), failure(503)];
    const error = await chatError(complete(MESSAGES));
    expect(error).toMatchObject({ kind: 'failure', name: 'ChatError', message: 'chat failure' });
    expect(received).toHaveLength(2);
  });

  it('does not retry a request the server refuses (4xx), and says "failure"', async () => {
    answers = [failure(400), reply('mai')];
    expect((await chatError(complete(MESSAGES))).kind).toBe('failure');
    expect(received).toHaveLength(1);
    answers = [failure(499)];
    received = [];
    expect((await chatError(complete(MESSAGES))).kind).toBe('failure');
    expect(received).toHaveLength(1);
  });

  it('says "config" at once when the key is refused (401 or 403), and "config" with no key at all', async () => {
    for (const status of [401, 403]) {
      received = [];
      answers = [failure(status), reply('mai')];
      expect((await chatError(complete(MESSAGES))).kind).toBe('config');
      expect(received).toHaveLength(1);
    }
    delete process.env.OPENAI_API_KEY;
    received = [];
    expect((await chatError(complete(MESSAGES))).kind).toBe('config');
    expect(received).toHaveLength(0);
  });

  it('says "empty" for a blank answer or none, without trying again', async () => {
    answers = [reply('   ')];
    expect((await chatError(complete(MESSAGES))).kind).toBe('empty');
    answers = [reply(null)];
    expect((await chatError(complete(MESSAGES))).kind).toBe('empty');
    answers = [reply('x', false)];
    expect((await chatError(complete(MESSAGES))).kind).toBe('empty');
    const noMessage = reply('x');
    noMessage.body.choices = [{ index: 0, finish_reason: 'stop' } as never];
    answers = [noMessage];
    expect((await chatError(complete(MESSAGES))).kind).toBe('empty');
    expect(received).toHaveLength(4);
  });

  it('gives up when the server hangs past the time budget, without a second try it has no time for', async () => {
    answers = ['hang', reply('troppo tardi')];
    const started = Date.now();
    expect((await chatError(complete(MESSAGES, 1500))).kind).toBe('failure');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(5000);
    expect(received).toHaveLength(1);
  });

  it('tries again when the connection drops (no status) while the budget allows', async () => {
    answers = ['drop', reply('Eccomi.')];
    expect(await complete(MESSAGES, 3000)).toBe('Eccomi.');
    expect(received).toHaveLength(2);
  });

  it('sends nothing with under a second of budget, and reads the budget from the configuration', async () => {
    expect((await chatError(complete(MESSAGES, 999))).kind).toBe('failure');
    process.env.ASSISTANT_TIME_BUDGET_MS = '900';
    expect((await chatError(complete(MESSAGES))).kind).toBe('failure');
    expect(received).toHaveLength(0);
    expect(TIME_BUDGET_MS).toBe(20_000);
    answers = [reply('Con il budget pieno.')];
    process.env.ASSISTANT_TIME_BUDGET_MS = 'tanto';
    expect(await complete(MESSAGES)).toBe('Con il budget pieno.');
  });

  it('calls with exactly one second of budget left', async () => {
    // The clock stands still, so no time passes before the call: what is left is the whole budget.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      answers = [reply('Appena in tempo.')];
      expect(await complete(MESSAGES, 1000)).toBe('Appena in tempo.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs each failed call with its attempt and status, never the key nor the messages', async () => {
    process.env.OPENAI_API_KEY = 'sk-very-secret';
    answers = [failure(500), failure(502)];
    const logs = await logsOf(() => complete(MESSAGES).catch(() => undefined));
    const failed = logs.filter((l) => l.level === 'WARN');
    expect(failed.map((l) => [l.attempt, l.status, l.error])).toEqual([
      [1, 500, 'Error'],
      [2, 502, 'Error'],
    ]);
    const text = JSON.stringify(logs);
    expect(text).not.toContain('sk-very-secret');
    expect(text).not.toContain('pressione');
    expect(text).not.toContain('failed with');
  });
});

describe('apiKey()', () => {
  beforeEach(() => {
    delete process.env.OPENAI_API_KEY;
    process.env.OPENAI_SECRET_ARN = ARN;
  });

  it('reads the secret, trimmed, and none for the "unset" marker, a blank or a binary secret', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretString: '  sk-from-secrets\n' });
    expect(await apiKey()).toBe('sk-from-secrets');
    for (const value of [
      { SecretString: 'unset' },
      { SecretString: '  ' },
      { SecretBinary: new Uint8Array([1]) },
    ]) {
      clearCaches();
      sm.reset();
      sm.on(GetSecretValueCommand).resolves(value);
      expect(await apiKey()).toBeUndefined();
    }
  });

  it('is none without a key or a secret, and the configuration error is logged by name only', async () => {
    delete process.env.OPENAI_SECRET_ARN;
    expect(await apiKey()).toBeUndefined();
    process.env.OPENAI_SECRET_ARN = ARN;
    sm.on(GetSecretValueCommand).rejects(
      Object.assign(new Error('denied for arn:secret'), { name: 'AccessDenied' }),
    );
    let error: ChatError | undefined;
    const logs = await logsOf(async () => {
      error = await chatError(complete(MESSAGES));
    });
    expect(error?.kind).toBe('config');
    expect(logs.filter((l) => l.level === 'ERROR').map((l) => l.error)).toEqual(['GetParameterError']);
    expect(JSON.stringify(logs)).not.toContain('denied for');
  });

  it('reads the secret again at once after the provider refused it with 403', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretString: 'sk-old' });
    answers = [failure(403)];
    expect((await chatError(complete(MESSAGES))).kind).toBe('config');
    sm.on(GetSecretValueCommand).resolves({ SecretString: 'sk-new' });
    answers = [reply('Ora sì.')];
    expect(await complete(MESSAGES)).toBe('Ora sì.');
    expect(received.map((r) => r.auth)).toEqual(['Bearer sk-old', 'Bearer sk-new']);
    // Then the cache holds again.
    answers = [reply('Ancora.')];
    await complete(MESSAGES);
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
