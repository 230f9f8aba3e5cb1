import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { readMailbox } from '../../infra/local/mailbox';
import {
  callApi,
  codeIn,
  signInWithSrp,
  twin,
  uniqueEmail,
  verifiedAccount,
  waitForEmail,
} from '../support/accounts';
import { axeCheck } from '../support/axe';
import { DESKTOP, newContext, screenshot, signInUi } from '../support/browser';
import { test } from '../support/e2e';

async function storedFeedback(sub: string) {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: twin().dynamoUrl,
      region: twin().region,
      credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    }),
  );
  const result = await db.send(
    new QueryCommand({
      TableName: 'salute-local',
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${sub}`, ':sk': 'FEEDBACK#' },
    }),
  );
  return result.Items ?? [];
}

/** The progress bar's width in percent of the track: (step + 1) / 6. */
async function progress(page: Page) {
  return Number.parseFloat(
    await page.locator('.progress-bar').evaluate((el) => (el as HTMLElement).style.width),
  );
}

describe('the feedback widget', () => {
  test('walks the six steps, survives a failed send with the answers kept, and is stored and e-mailed once', async ({
    signIn,
  }) => {
    const { tokens, page } = await signIn({ name: 'Luca' });

    await page.getByRole('button', { name: 'Lascia un feedback' }).click();
    const panel = page.getByRole('dialog', { name: 'Aiutaci a migliorare SaluteMia' });
    await panel.waitFor();
    const next = panel.getByRole('button', { name: 'Avanti' });

    // Step 1: a rating is needed before going on; no "Indietro" on the first step.
    expect(await progress(page)).toBeCloseTo((1 / 6) * 100, 2);
    expect(await next.isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Indietro' }).count()).toBe(0);
    await panel.getByRole('radio', { name: '4 su 5' }).check({ force: true });
    await next.click();

    // Step 2: a choice is needed.
    expect(await progress(page)).toBeCloseTo((2 / 6) * 100, 2);
    expect(await next.isDisabled()).toBe(true);
    await panel.getByText('Gestione dei farmaci').click();
    await next.click();

    // Step 3: free text, optional, 4 rows.
    const missing = panel.getByLabel('Quale funzione vorresti che aggiungessimo?');
    expect(await missing.getAttribute('rows')).toBe('4');
    await missing.fill('Un promemoria per le analisi del sangue');
    await next.click();

    // Back and forth keeps the answers.
    await panel.getByRole('button', { name: 'Indietro' }).click();
    expect(await missing.inputValue()).toBe('Un promemoria per le analisi del sangue');
    await next.click();

    await panel.getByRole('radio', { name: '5 su 5' }).check({ force: true });
    await next.click();
    await panel.getByRole('radio', { name: '9 su 10' }).check({ force: true });
    await next.click();

    // Step 6: optional e-mail (type email) and comments (3 rows); the submit button.
    expect(await progress(page)).toBeCloseTo(100, 2);
    expect(await panel.getByLabel('Email (facoltativa)').getAttribute('type')).toBe('email');
    expect(await panel.getByLabel('Commenti').getAttribute('rows')).toBe('3');
    await panel.getByLabel('Commenti').fill('Semplice da usare la sera.');
    expect(await axeCheck(page, 'phone feedback step 6')).toEqual([]);
    await screenshot(page, 'phone-feedback-step6');

    // The network fails once: the Italian alert, the form stays, nothing is lost.
    await page.route('**/feedback/send', (route) => route.abort('connectionreset'));
    await panel.getByRole('button', { name: 'Invia feedback' }).click();
    await panel
      .getByRole('alert')
      .filter({ hasText: "Si è verificato un errore durante l'invio del feedback. Riprova più tardi." })
      .waitFor();
    expect(await panel.getByLabel('Commenti').inputValue()).toBe('Semplice da usare la sera.');
    await page.unroute('**/feedback/send');

    await panel.getByRole('button', { name: 'Invia feedback' }).click();
    await panel.getByText('Grazie per il tuo feedback!').waitFor();
    await panel.getByText('I tuoi commenti ci aiuteranno a migliorare').waitFor();
    await screenshot(page, 'phone-feedback-thanks');

    const items = await storedFeedback(tokens.sub);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      satisfaction: 4,
      usefulFeature: 'medications',
      missingFeature: 'Un promemoria per le analisi del sangue',
      usabilityRating: 5,
      recommendation: 9,
      additionalComments: 'Semplice da usare la sera.',
      emailed: true,
    });
    const mails = (await readMailbox(twin().mailboxUrl)).filter((m) =>
      (m.body.text ?? '').includes(items[0]?.submissionId),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.destination.to).toEqual(['team@salute.local']);

    // "Chiudi" resets and closes: opening again starts from step 1.
    await panel.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Lascia un feedback' }).click();
    expect(await progress(page)).toBeCloseTo((1 / 6) * 100, 2);
    expect(await page.getByRole('radio', { name: '4 su 5' }).isChecked()).toBe(false);
  });
});

describe('profile and settings', () => {
  test('changes the display name, and the e-mail only after the new address confirms its code', async ({
    open,
  }) => {
    const account = await verifiedAccount({ name: 'Anna' });
    const newEmail = uniqueEmail('anna-new');
    const { page } = await open(DESKTOP);
    await signInUi(page, twin().appUrl, account.email, account.password);
    await page.getByRole('link', { name: 'Profilo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profilo' }).waitFor();
    expect(await page.getByTestId('created-at').innerText()).toMatch(/^\d{1,2} [a-z]+ \d{4}$/);

    await page.getByRole('textbox', { name: 'Nome visualizzato' }).fill('Anna Maria');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Nome aggiornato.').waitFor();
    await page.locator('aside.sidebar').getByText('Anna Maria').waitFor();

    await page.getByRole('button', { name: 'Cambia email' }).click();
    await page.getByLabel('Nuova email').fill(newEmail);
    await page.getByLabel('Password attuale').fill('una password sbagliata');
    await page.getByRole('button', { name: 'Invia il codice' }).click();
    await page.getByRole('alert').filter({ hasText: 'La password non è corretta.' }).waitFor();

    await page.getByLabel('Password attuale').fill(account.password);
    await page.getByRole('button', { name: 'Invia il codice' }).click();
    await page.getByText(`Abbiamo inviato un codice a ${newEmail}`).waitFor();
    const mail = await waitForEmail(newEmail);
    expect(mail.subject).toBe('SaluteMia: conferma il nuovo indirizzo email');
    // Until confirmed, the old address is still the account's.
    const before = await signInWithSrp(account.email, account.password);
    expect((await callApi('GET', '/me', before.accessToken)).body.email).toBe(account.email);

    await page.getByLabel('Codice di verifica').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Email aggiornata.').waitFor();
    expect(await page.getByTestId('profile-email').innerText()).toBe(newEmail);
    const after = await signInWithSrp(newEmail, account.password);
    expect((await callApi('GET', '/me', after.accessToken)).body).toMatchObject({
      email: newEmail,
      emailVerified: true,
      name: 'Anna Maria',
    });
    await screenshot(page, 'desktop-profile-after');
  });

  test('signs out of every device: this one lands on the login with a notice, the other browser is refused', async ({
    open,
  }) => {
    const account = await verifiedAccount({ name: 'Paola' });
    const { page } = await open(DESKTOP);
    await signInUi(page, twin().appUrl, account.email, account.password);
    // The same person on another browser, and a session held by a script.
    const { page: other } = await open(DESKTOP);
    await signInUi(other, twin().appUrl, account.email, account.password);
    const script = await signInWithSrp(account.email, account.password);
    expect((await callApi('GET', '/symptoms', script.accessToken)).status).toBe(200);

    await page.getByRole('link', { name: 'Profilo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profilo' }).waitFor();
    // Asked first, in Italian; declining changes nothing.
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Esci da tutti i dispositivi' }).click();
    await expect.poll(() => dialogs).toHaveLength(1);
    expect(dialogs[0]).toContain('Uscirai da SaluteMia su tutti i dispositivi, compreso questo');
    expect((await callApi('GET', '/symptoms', script.accessToken)).status).toBe(200);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Esci da tutti i dispositivi' }).click();
    await page
      .getByText('Sei uscito da tutti i dispositivi. Per rientrare, accedi con la tua password.')
      .waitFor();
    expect(page.url()).toContain('#/login');
    expect((await callApi('GET', '/symptoms', script.accessToken)).status).toBe(401);

    // The other browser: its next page needs the API, which refuses it; it ends on the login form.
    await other.goto(`${twin().appUrl}/#/symptoms`);
    await other.reload();
    await expect.poll(() => other.url()).toContain('#/login');
    await other.getByRole('button', { name: 'Accedi' }).waitFor();
    await screenshot(page, 'desktop-signed-out-everywhere');
  });

  test('switches the language at once, saves it to the account, and applies it at the next sign-in', async ({
    signIn,
    browser,
  }) => {
    const { account, page } = await signIn({ name: 'Anita' });
    await page.goto(`${twin().appUrl}/#/settings`);
    await page.getByRole('heading', { level: 1, name: 'Impostazioni' }).waitFor();

    await page.getByRole('combobox', { name: "Lingua dell'app" }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByText('Language updated.').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const tokens = await signInWithSrp(account.email, account.password);
    expect((await callApi('GET', '/me', tokens.accessToken)).body.language).toBe('en');

    await page.getByRole('combobox', { name: 'App language' }).selectOption('hi');
    await page.getByRole('heading', { level: 1, name: 'सेटिंग्स' }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'मुख्य नेविगेशन' }).getByRole('link').first().innerText(),
    ).toBe('डैशबोर्ड');
    expect(await axeCheck(page, 'phone settings hindi')).toEqual([]);
    await screenshot(page, 'phone-settings-hindi');

    // A new browser in Italian: signing in applies the account's language.
    const other = await newContext(browser, DESKTOP);
    const second = await other.newPage();
    await signInUi(second, twin().appUrl, account.email, account.password);
    await second.getByRole('heading', { level: 1, name: 'नमस्ते Anita!' }).waitFor();

    await page.getByRole('combobox', { name: 'ऐप की भाषा' }).selectOption('it');
    await page.getByRole('heading', { level: 1, name: 'Impostazioni' }).waitFor();
    await other.close();
  });
});
