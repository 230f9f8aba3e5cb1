import { describe, expect, it } from 'vitest';
import { callApi, signInWithSrp, verifiedAccount, type Tokens } from '../support/accounts';

/** A new person, signed in: every test owns its people and their conversations (any order, or alone). */
async function person(name: string): Promise<Tokens> {
  const account = await verifiedAccount({ name });
  return signInWithSrp(account.email, account.password);
}

const say = (who: Tokens, message: string) =>
  callApi('POST', '/assistant', who.accessToken, { body: { message, conversation: [] } });

/**
 * Salus through the local gateway, with no model configured on the twin (no key): the offline answers, the
 * emergency answer, the conversation kept per person. The model itself is exercised against a loopback
 * chat-completions server in tests/unit/assistant.test.ts.
 */
describe('the assistant through the local gateway', () => {
  it('answers offline with the configuration message, and an emergency with 112 first', async () => {
    const sara = await person('Sara');
    // Not agreed to the AI service: answered here, and told how to turn it on.
    expect((await say(sara, 'Come posso dormire meglio?')).body.error).toBe(
      'Salus ti ha risposto con le sue regole e i tuoi dati, senza inviarli al servizio AI. Se vuoi risposte scritte dal servizio AI, attivalo nelle Impostazioni.',
    );
    // Agreed, on a stage without a model: the configuration message.
    expect(
      (await callApi('PUT', '/me/settings', sara.accessToken, { body: { assistantModel: true } })).status,
    ).toBe(200);
    const routine = await say(sara, 'Come posso dormire meglio?');
    expect(routine.status).toBe(200);
    expect(routine.body).toMatchObject({
      offline: true,
      triage: 'routine',
      error:
        "Non è stato possibile connettersi al servizio AI a causa di un problema di configurazione. Contatta l'amministratore.",
    });
    const emergency = await say(sara, 'non riesco a respirare');
    expect(emergency.body.triage).toBe('emergency');
    expect(emergency.body.response).toMatch(
      /^Quello che descrivi può essere un’emergenza\. Chiama subito il 112/,
    );
  });

  it("keeps each person's conversation to themselves, and deletes it on request", async () => {
    const [sara, tommaso] = await Promise.all([person('Sara'), person('Tommaso')]);
    expect((await say(sara, 'Come posso dormire meglio?')).status).toBe(200);
    expect((await say(sara, 'non riesco a respirare')).status).toBe(200);

    const mine = await callApi('GET', '/assistant', sara.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.body.welcome).toMatch(/^Ciao, sono Salus/);
    expect(mine.body.turns.map((t: { role: string }) => t.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(mine.body.turns[0].content).toBe('Come posso dormire meglio?');

    const theirs = await callApi('GET', '/assistant', tommaso.accessToken);
    expect(theirs.body.turns).toEqual([]);
    expect((await callApi('DELETE', '/assistant', tommaso.accessToken)).status).toBe(204);
    expect((await callApi('GET', '/assistant', sara.accessToken)).body.turns).toHaveLength(4);

    expect((await callApi('DELETE', '/assistant', sara.accessToken)).status).toBe(204);
    expect((await callApi('GET', '/assistant', sara.accessToken)).body.turns).toEqual([]);
  });

  it('keeps every one of 25 messages sent at once, each with its answer', async () => {
    const sara = await person('Sara');
    const sent = await Promise.all(Array.from({ length: 25 }, (_, i) => say(sara, `Domanda parallela ${i}`)));
    expect(sent.map((r) => r.status)).toEqual(Array(25).fill(200));
    const turns = (await callApi('GET', '/assistant', sara.accessToken)).body.turns as {
      role: string;
      content: string;
    }[];
    expect(turns).toHaveLength(50);
    const questions = turns.filter((t) => t.role === 'user').map((t) => t.content);
    expect(new Set(questions)).toEqual(
      new Set(Array.from({ length: 25 }, (_, i) => `Domanda parallela ${i}`)),
    );
    // Each question is followed by its own answer.
    expect(turns.map((t) => t.role)).toEqual(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? 'assistant' : 'user')),
    );
  });

  it('deletes a conversation longer than one batch write (25 turns) completely', async () => {
    const sara = await person('Sara');
    // 14 messages, 28 turns: more than DynamoDB deletes in one batch.
    for (let i = 1; i <= 14; i++) expect((await say(sara, `Domanda numero ${i}`)).status).toBe(200);
    expect((await callApi('GET', '/assistant', sara.accessToken)).body.turns).toHaveLength(28);

    expect((await callApi('DELETE', '/assistant', sara.accessToken)).status).toBe(204);
    expect((await callApi('GET', '/assistant', sara.accessToken)).body.turns).toEqual([]);
  });

  it('refuses bad input with 400 in the caller’s language, storing nothing', async () => {
    const tommaso = await person('Tommaso');
    const response = await callApi('POST', '/assistant', tommaso.accessToken, {
      body: { message: '   ', conversation: [] },
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/^Some data is not valid/);
    expect((await callApi('GET', '/assistant', tommaso.accessToken)).body.turns).toEqual([]);
  });
});
