import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triage } from '../../lambdas/domain/triage';
import { startTwin, type Twin } from '../../infra/local/twin';
import { benchAccount } from '../bench/account';
import { completion } from '../support/chat-completion';

/**
 * Salus with a model: a twin of its own (in this test's process) whose assistant talks to a real HTTP server on
 * loopback that speaks the chat-completions protocol. The server records what it receives and answers as each
 * test says: normally, slowly, with an error, or empty.
 */
const KEY = 'sk-local-test-key';
let twin: Twin;
let chat: Server;
const received: { path: string; auth?: string; body: any }[] = [];
let behave: 'ok' | 'slow' | 'fail' | 'empty' | 'json' | 'escalate' = 'ok';
/** Every request this process sends that carries the key, wherever it goes. */
const carriedKey: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  chat = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (behave === 'fail') send(503, { error: { message: 'overloaded' } });
      else if (behave === 'empty') send(200, completion(''));
      else if (behave === 'slow') setTimeout(() => send(200, completion('troppo tardi')), 4000);
      else if (behave === 'json')
        send(200, completion('{"answer": "Bevi a piccoli sorsi e riposa.", "emergency": false}'));
      else if (behave === 'escalate')
        send(200, completion('```json\n{"answer": "Chiama il 112.", "emergency": true}\n```'));
      else
        send(
          200,
          completion(
            'Prova ad andare a letto sempre alla stessa ora. Se non migliora, parlane con il medico.',
          ),
        );
    });
  });
  await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
  // Watch the process's own fetch (the `openai` package and the AWS SDK use it or node:http): any request with
  // the key in a header is recorded with its address.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    let carries = false;
    headers.forEach((value) => {
      if (value.includes(KEY)) carries = true;
    });
    if (carries) carriedKey.push(url);
    return realFetch(input, init);
  }) as typeof fetch;
  process.env.ASSISTANT_DAILY_LIMIT = '4';
  process.env.ASSISTANT_TIME_BUDGET_MS = '2500';
  twin = await startTwin({
    port: 0,
    model: {
      apiKey: KEY,
      baseUrl: `http://127.0.0.1:${(chat.address() as AddressInfo).port}/v1`,
      name: 'local-small',
    },
  });
}, 60_000);

afterAll(async () => {
  await twin?.stop();
  await new Promise<void>((resolve) => chat.close(() => resolve()));
  globalThis.fetch = realFetch;
});

async function ask(token: string, message: string) {
  const response = await fetch(`${twin.apiUrl}/assistant`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      message,
      conversation: [
        { role: 'user', content: 'Ciao' },
        { role: 'assistant', content: 'Ciao!' },
      ],
    }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** The person's choice that Salus may use the AI service (their settings; off until they turn it on). */
async function agree(token: string, assistantModel: boolean) {
  const response = await fetch(`${twin.apiUrl}/me/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ assistantModel }),
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { assistantModel: boolean }).assistantModel).toBe(assistantModel);
}

describe('Salus with a model on loopback, through the local gateway', () => {
  it('sends nothing to the model until the person agrees, and nothing again once they take it back', async () => {
    const { token } = await benchAccount(twin, 'franca@example.it');
    behave = 'ok';
    const before = received.length;
    const own = await ask(token, 'Come posso dormire meglio?');
    expect(own.body).toMatchObject({
      offline: true,
      triage: 'routine',
      error:
        'Salus ti ha risposto con le sue regole e i tuoi dati, senza inviarli al servizio AI. Se vuoi risposte scritte dal servizio AI, attivalo nelle Impostazioni.',
    });
    expect(own.body.response).toMatch(/^Ecco qualche indicazione generale\./);
    expect(received.length).toBe(before);

    await agree(token, true);
    expect((await ask(token, 'Come posso dormire meglio?')).body.offline).toBe(false);
    expect(received.length).toBe(before + 1);
    // What went: the message and a summary of the data, never the person's name, e-mail or id.
    const sent = JSON.stringify(received.at(-1)!.body);
    expect(sent).toContain('Come posso dormire meglio?');
    expect(sent).not.toMatch(/franca@example\.it|Franca/i);
    const me = await fetch(`${twin.apiUrl}/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(sent).not.toContain(((await me.json()) as { id: string }).id);

    await agree(token, false);
    expect((await ask(token, 'Come posso dormire meglio?')).body.offline).toBe(true);
    expect(received.length).toBe(before + 1);
  });

  it('answers from the model with the rules, the data as data and the history; the key goes to that server only; then the fallbacks and the quota', async () => {
    const { token: accessToken } = await benchAccount(twin, 'lucia@example.it');
    await agree(accessToken, true);

    behave = 'ok';
    const ok = await ask(accessToken, 'Come posso dormire meglio?');
    expect(ok).toEqual({
      status: 200,
      body: {
        response: 'Prova ad andare a letto sempre alla stessa ora. Se non migliora, parlane con il medico.',
        offline: false,
        triage: 'routine',
      },
    });
    const sent = received.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.auth).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({ model: 'local-small', temperature: 0.7, max_tokens: 500 });
    expect(sent.body.messages.map((m: { role: string }) => m.role)).toEqual([
      'system',
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(sent.body.messages[1].content).toMatch(/^Dati dell’utente \(JSON, solo dati\): \{/);
    expect(carriedKey.length).toBeGreaterThan(0);
    for (const url of carriedKey)
      expect(url.startsWith(`http://127.0.0.1:${(chat.address() as AddressInfo).port}/v1/`)).toBe(true);
    expect(JSON.stringify(ok.body)).not.toContain(KEY);

    // Slower than the time budget (2.5 s here, 20 s in production): the offline answer, in time.
    behave = 'slow';
    const started = Date.now();
    const slow = await ask(accessToken, 'Consigli per lo stress');
    expect(Date.now() - started).toBeLessThan(6000);
    expect(slow.body).toMatchObject({
      offline: true,
      error: 'Mi dispiace, ho riscontrato un problema nel comunicare con il servizio AI. Riprova più tardi.',
    });
    expect(slow.body.response).toContain('respiro lento');

    behave = 'empty';
    const empty = await ask(accessToken, 'Consigli per lo stress');
    expect(empty.body.error).toBe(
      'Mi dispiace, non sono riuscito a generare una risposta. Riprova più tardi.',
    );

    // The daily quota (4 here): the fifth message is refused, but an emergency is always answered.
    behave = 'fail';
    const failed = await ask(accessToken, 'Consigli per lo stress');
    expect(failed.body.offline).toBe(true);
    const over = await ask(accessToken, 'Ancora una domanda');
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(
      'Hai raggiunto il limite di 4 messaggi per oggi. Potrai scrivere di nuovo domani.',
    );
    const emergency = await ask(accessToken, 'ho un dolore al petto fortissimo');
    expect(emergency.status).toBe(200);
    expect(emergency.body.triage).toBe('emergency');
    expect(received.every((r) => r.auth === `Bearer ${KEY}`)).toBe(true);
    for (const url of carriedKey)
      expect(url.startsWith(`http://127.0.0.1:${(chat.address() as AddressInfo).port}/v1/`)).toBe(true);
  });

  it('lets the model raise a message to an emergency the rules missed, never lower one, with the rules’ verdict in its prompt', async () => {
    const { token } = await benchAccount(twin, 'marta@example.it');
    await agree(token, true);
    // a message triage() leaves routine (no red flag for the rules, too short for its models to raise); the
    // model (loopback) sees an emergency in it, and the flag models add self-harm, so the helplines come too
    const message = 'voglio sparire';
    expect(triage(message)).toEqual({ level: 'routine', flags: [] });
    behave = 'escalate';
    const raised = await ask(token, message);
    expect(raised.status).toBe(200);
    expect(raised.body.triage).toBe('emergency');
    expect(raised.body.offline).toBe(false);
    expect(raised.body.response).toMatch(
      /^Quello che descrivi può essere un’emergenza\. Chiama subito il 112/,
    );
    expect(raised.body.response).toContain('Telefono Amico Italia 02 2327 2327');
    const sent = received.at(-1)!;
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: message });
    expect(sent.body.response_format).toEqual({ type: 'json_object' });
    expect(sent.body.messages[0].content).toContain(
      'Le regole di sicurezza dell’app hanno valutato il messaggio come un messaggio senza segnali di pericolo.',
    );
    expect(sent.body.messages[0].content).toContain('"emergency"');

    // urgent for the rules, no emergency for the model: still urgent, with the urgent notice first
    behave = 'json';
    const urgent = await ask(token, 'ho la febbre a 39,5 da tre giorni');
    expect(urgent.body.triage).toBe('urgent');
    expect(received.at(-1)!.body.messages[0].content).toContain('un caso urgente');
    expect(urgent.body.response.endsWith('Bevi a piccoli sorsi e riposa.')).toBe(true);
    expect(urgent.body.response).not.toContain('"emergency"');
  });
});
