import { describe, expect } from 'vitest';
import { callApi } from '../support/accounts';
import { axeCheck } from '../support/axe';
import { DESKTOP, screenshot } from '../support/browser';
import { goTo, test } from '../support/e2e';

/** The twin runs with no model: Salus answers offline, as it must when the AI service is missing. */
describe('Salus, in Italian', () => {
  test('on a phone: a conversation in offline mode that survives a reload, and the emergency card', async ({
    signIn,
  }) => {
    const { page } = await signIn({ name: 'Elena' });
    // From the dashboard's list (the phone header has an "Assistente IA" icon too).
    await page.getByRole('main').getByRole('link', { name: 'Assistente IA' }).click();
    await page.getByText('Ciao, sono Salus, il tuo assistente.').waitFor();
    await page.getByText('Salus dà consigli generali e non sostituisce il medico.').waitFor();
    expect(await axeCheck(page, 'phone assistant, first visit')).toEqual([]);

    // A first question from the suggestions: answered without the AI service, which the person has not
    // agreed to, and told where to turn it on.
    await page.getByRole('button', { name: 'Come posso dormire meglio?' }).click();
    await page.getByText('Per dormire meglio aiutano orari regolari').waitFor();
    await page
      .getByText('Risposta senza il servizio AI: consigli generali e suggerimenti dai tuoi dati.')
      .waitFor();
    await page
      .getByText(
        'Salus ti ha risposto con le sue regole e i tuoi dati, senza inviarli al servizio AI. Se vuoi risposte scritte dal servizio AI, attivalo nelle Impostazioni.',
      )
      .waitFor();

    // In the settings, what would be sent is said before the box; ticking it saves the agreement at once.
    await goTo(page, '/settings', 'Impostazioni');
    const model = page.getByRole('region', { name: 'Salus e il servizio AI' });
    await model.getByText(/^Se lo attivi, a ogni tuo messaggio inviamo al servizio AI/).waitFor();
    const agree = model.getByRole('checkbox', {
      name: 'Acconsento a inviare questi dati al servizio AI per le risposte di Salus',
    });
    expect(await agree.isChecked()).toBe(false);
    await agree.check();
    await model.getByText('Fatto: Salus userà il servizio AI per risponderti.').waitFor();
    expect(await axeCheck(page, 'phone settings, AI service agreed')).toEqual([]);
    await model.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-settings-ai-service');
    // Agreed, on a twin without a model: the configuration message.
    await goTo(page, '/assistente', 'Assistente AI');
    await page.getByLabel('Scrivi a Salus').fill('Come posso dormire meglio?');
    await page.getByRole('button', { name: 'Invia' }).click();
    await page
      .getByText(
        "Non è stato possibile connettersi al servizio AI a causa di un problema di configurazione. Contatta l'amministratore.",
      )
      .waitFor();

    // Markup in a message is shown as text, never run.
    await page
      .getByLabel('Scrivi a Salus')
      .fill('<img src=x onerror="document.title=\'preso\'"> ho mal di testa');
    await page.getByRole('button', { name: 'Invia' }).click();
    await page.getByText('mal di testa leggero').waitFor();
    expect(await page.title()).not.toBe('preso');
    expect(await page.locator('.chat-log img').count()).toBe(0);

    // After a reload the conversation is still there.
    // (The copy kept for offline use shows first, then the server's: wait for the whole conversation.)
    await page.reload();
    // Both answers about sleep (before and after the agreement).
    await page.getByText('Per dormire meglio aiutano orari regolari').nth(1).waitFor();
    await expect.poll(() => page.locator('.chat-turn.chat-user').count()).toBe(3);

    // An emergency: the card with the numbers to call, before anything else.
    await page.getByLabel('Scrivi a Salus').fill('mia madre non riesce a respirare');
    await page.getByLabel('Scrivi a Salus').press('Enter');
    const card = page.getByRole('alert').filter({ hasText: 'Possibile emergenza' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Chiama subito il 112');
    expect(await card.getByRole('link', { name: 'Chiama il 112' }).getAttribute('href')).toBe('tel:112');
    expect(await axeCheck(page, 'phone assistant, emergency card')).toEqual([]);
    await screenshot(page, 'phone-assistant-emergency');
  });

  test('recognises someone else’s emergency told in Italian, self-harm written in Hindi with Latin letters and self-harm told by a parent, and answers a knock on the head looked after at home', async ({
    signIn,
  }) => {
    const { page } = await signIn({ name: 'Nadia', device: DESKTOP });
    await page.getByRole('navigation').getByRole('link', { name: 'Assistente IA' }).first().click();
    await page.getByText('Ciao, sono Salus, il tuo assistente.').waitFor();
    const cards = page.getByRole('alert').filter({ hasText: 'Possibile emergenza' });
    const send = async (message: string) => {
      await page.getByLabel('Scrivi a Salus').fill(message);
      await page.getByLabel('Scrivi a Salus').press('Enter');
    };

    await send('mio padre è crollato in cucina e non risponde più');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain('Chiama subito il 112');

    await send('ab jeene ka mann nahi karta, sab khatam kar dunga aaj raat');
    await expect.poll(() => cards.count()).toBe(2);
    const selfHarm = await cards.nth(1).innerText();
    expect(selfHarm).toContain('Chiama subito il 112');
    expect(selfHarm).toContain('Telefono Amico Italia 02 2327 2327');
    expect(selfHarm).toContain('Samaritans Onlus 06 77208977');

    // Self-harm told by a parent, which only the models recognise (tests/unit/triage-flags.test.ts): the same
    // helplines.
    await send('mia figlia di 15 anni mi ha scritto che vuole ammazzarsi, si è chiusa in camera');
    await expect.poll(() => cards.count()).toBe(3);
    const told = await cards.nth(2).innerText();
    expect(told).toContain('Chiama subito il 112');
    expect(told).toContain('Telefono Amico Italia 02 2327 2327');

    // A knock on the head with its warning signs said absent: no emergency card, the answer opens with how to
    // look after it at home and what to watch for.
    await send('ho battuto la testa sulla mensola, non ho vomitato, non sono svenuto, sto bene');
    await page
      .getByText(/^Dopo un colpo alla testa senza segni d’allarme di solito ci si cura a casa/)
      .waitFor();
    expect(await cards.count()).toBe(3);
    expect(await axeCheck(page, 'desktop assistant, three emergencies')).toEqual([]);
    await screenshot(page, 'desktop-assistant-emergencies');
  });

  test('on a desktop: the quick assistant from another page talks to the same Salus, and the conversation can be deleted', async ({
    signIn,
  }) => {
    const { tokens, page } = await signIn({ name: 'Franco', device: DESKTOP });
    await page.getByRole('navigation').getByRole('link', { name: 'Sintomi' }).first().click();
    await page.getByRole('button', { name: 'Assistente Rapido' }).click();
    const widget = page.locator('#quick-assistant');
    await widget.getByText('Ciao, sono Salus, il tuo assistente.').waitFor();
    await widget.getByLabel('Scrivi a Salus').fill('Hai un consiglio per lo stress?');
    await widget.getByRole('button', { name: 'Invia' }).click();
    await widget.getByText('respiro lento').waitFor();
    expect(await axeCheck(page, 'desktop quick assistant')).toEqual([]);
    await screenshot(page, 'desktop-quick-assistant');
    const kept = await callApi('GET', '/assistant', tokens.accessToken);
    expect(kept.body.turns.map((t: { role: string }) => t.role)).toEqual(['user', 'assistant']);

    // The full page shows the same conversation; deleting it asks first.
    await widget.getByRole('link', { name: "Apri l'assistente" }).click();
    await page.getByText('Hai un consiglio per lo stress?', { exact: true }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancella la conversazione' }).click();
    await page.getByRole('button', { name: 'Come posso dormire meglio?' }).waitFor();
    await expect
      .poll(async () => JSON.stringify((await callApi('GET', '/assistant', tokens.accessToken)).body.turns))
      .toBe('[]');
  });
});
