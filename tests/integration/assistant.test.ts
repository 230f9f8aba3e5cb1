import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInWithSrp, verifiedAccount, type Tokens } from '../support/accounts';

let a: Tokens;
let b: Tokens;
beforeAll(async () => {
  const [accountA, accountB] = await Promise.all([
    verifiedAccount({ name: 'Sara' }),
    verifiedAccount({ name: 'Tommaso' }),
  ]);
  a = await signInWithSrp(accountA.email, accountA.password);
  b = await signInWithSrp(accountB.email, accountB.password);
});

/**
 * Salus through the local gateway, with no model configured on the twin (no key): the offline answers, the
 * emergency answer, the conversation kept per person. The model itself is exercised against a loopback
 * chat-completions server in tests/unit/assistant.test.ts.
 */
describe('the assistant through the local gateway', () => {
  it('answers offline with the configuration message, and an emergency with 112 first', async () => {
    const routine = await callApi('POST', '/assistant', a.accessToken, {
      body: { message: 'Come posso dormire meglio?', conversation: [] },
    });
    expect(routine.status).toBe(200);
    expect(routine.body).toMatchObject({
      offline: true,
      triage: 'routine',
      error:
        "Non è stato possibile connettersi al servizio AI a causa di un problema di configurazione. Contatta l'amministratore.",
    });
    const emergency = await callApi('POST', '/assistant', a.accessToken, {
      body: { message: 'non riesco a respirare', conversation: [] },
    });
    expect(emergency.body.triage).toBe('emergency');
    expect(emergency.body.response).toMatch(
      /^Quello che descrivi può essere un’emergenza\. Chiama subito il 112/,
    );
  });

  it("keeps each person's conversation to themselves, and deletes it on request", async () => {
    const mine = await callApi('GET', '/assistant', a.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.body.welcome).toMatch(/^Ciao, sono Salus/);
    expect(mine.body.turns.map((t: { role: string }) => t.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(mine.body.turns[0].content).toBe('Come posso dormire meglio?');

    const theirs = await callApi('GET', '/assistant', b.accessToken);
    expect(theirs.body.turns).toEqual([]);
    expect((await callApi('DELETE', '/assistant', b.accessToken)).status).toBe(204);
    expect((await callApi('GET', '/assistant', a.accessToken)).body.turns).toHaveLength(4);

    expect((await callApi('DELETE', '/assistant', a.accessToken)).status).toBe(204);
    expect((await callApi('GET', '/assistant', a.accessToken)).body.turns).toEqual([]);
  });

  it('refuses bad input with 400 in the caller’s language, storing nothing', async () => {
    const response = await callApi('POST', '/assistant', b.accessToken, {
      body: { message: '   ', conversation: [] },
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^Some data is not valid/);
    expect((await callApi('GET', '/assistant', b.accessToken)).body.turns).toEqual([]);
  });
});
