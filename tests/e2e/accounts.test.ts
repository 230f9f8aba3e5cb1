import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { codeIn, twin, uniqueEmail, verifiedAccount, waitForEmail } from '../support/accounts';
import { appReady, screenshot, submitLogin, tick, watch } from '../support/browser';
import { test } from '../support/e2e';

/** Console errors the app did not cause: a 401 from the API is reported by Chromium itself. */
const real = (problems: string[]) => problems.filter((p) => !/status of 40[01]/.test(p));

async function visit(page: Page, route: string) {
  await page.goto(`${twin().appUrl}/#${route}`);
  await appReady(page);
}

describe('accounts in the browser, in Italian, on a phone', () => {
  test('registers, verifies with the e-mailed code, signs in, keeps the session on reload, signs out', async ({
    open,
  }) => {
    const { page } = await open();
    const problems = watch(page);
    const email = uniqueEmail('maria');
    const password = 'la mia bici rossa del 1998';

    await visit(page, '/');
    await expect.poll(() => page.url()).toContain('#/login');
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    await page.getByRole('link', { name: 'Registrati' }).click();
    await page.getByRole('heading', { name: 'Crea il tuo account' }).waitFor();

    // Submitting the empty form shows every problem next to its field, in Italian.
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.getByText('Il nome è obbligatorio').waitFor();
    await page.getByText("L'email è obbligatoria").waitFor();
    await page
      .getByText("Per creare l'account devi acconsentire al trattamento dei dati relativi alla salute.")
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await page.getByLabel('Nome').fill('Maria Rossi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByLabel('Conferma password').fill('passwor');
    await tick(page, /Acconsento al trattamento/);
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.getByText('Questa password è troppo comune').waitFor();
    await page.getByText('Le password non coincidono').waitFor();

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Conferma password').fill(password);
    await screenshot(page, 'register-filled-phone');
    await page.getByRole('button', { name: 'Registrati' }).click();

    await page.getByRole('heading', { name: 'Verifica la tua email' }).waitFor();
    await page.getByText('Registrazione completata. Controlla la tua email per la verifica.').waitFor();
    await screenshot(page, 'verify-phone');

    const mail = await waitForEmail(email);
    expect(mail.subject).toBe('SaluteMia: il tuo codice di verifica');
    await page.getByLabel('Codice di verifica').fill('000000');
    await page.getByRole('button', { name: 'Verifica', exact: true }).click();
    await page.getByText('Il codice non è corretto').waitFor();
    await page.getByLabel('Codice di verifica').fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verifica', exact: true }).click();

    await page.getByRole('heading', { name: 'Email verificata!' }).waitFor();
    await page.getByRole('button', { name: "Continua con l'accesso" }).click();
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await page.getByLabel('Password', { exact: true }).fill(password);
    await tick(page, 'Ricordami su questo dispositivo');
    await page.getByRole('button', { name: 'Accedi' }).click();

    await page.getByRole('heading', { name: 'Ciao, Maria Rossi!' }).waitFor();
    expect(page.url()).toContain('#/dashboard');
    await screenshot(page, 'dashboard-phone');
    // The profile shows the account as the API (GET /me) sees it.
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Profilo' })
      .click();
    await page.getByTestId('profile-email').filter({ hasText: email }).waitFor();
    expect(await page.getByTestId('created-at').innerText()).toMatch(/^\d{1,2} [a-z]+ 20\d\d$/);

    // "Ricordami": the tokens are in localStorage, and a reload keeps the session.
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider')),
    );
    expect(stored.length).toBeGreaterThan(0);
    await page.reload();
    await page.getByTestId('profile-email').filter({ hasText: email }).waitFor();
    await visit(page, '/login');
    await expect.poll(() => page.url()).toContain('#/dashboard');

    await visit(page, '/profile');
    await page.getByRole('button', { name: 'Esci da questo dispositivo' }).click();
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((k) => k.startsWith('CognitoIdentityServiceProvider')),
      ),
    ).toBe(false);
    await visit(page, '/dashboard');
    await expect.poll(() => page.url()).toContain('#/login');

    expect(real(problems)).toEqual([]);
  });

  test('without "Ricordami" keeps the session in this tab only (session storage)', async ({ open }) => {
    const account = await verifiedAccount({ name: 'Luca' });
    const { page } = await open();
    await visit(page, '/login');
    await submitLogin(page, account.email, account.password);
    await page.getByRole('heading', { name: 'Ciao, Luca!' }).waitFor();
    const where = await page.evaluate(() => ({
      local: Object.keys(localStorage).some((k) => k.startsWith('CognitoIdentityServiceProvider')),
      session: Object.keys(sessionStorage).some((k) => k.startsWith('CognitoIdentityServiceProvider')),
    }));
    expect(where).toEqual({ local: false, session: true });
    await page.reload();
    await page.getByRole('heading', { name: 'Ciao, Luca!' }).waitFor();
  });

  test('tells a wrong password in Italian, and sends an unverified account to verification with a new code', async ({
    open,
  }) => {
    const account = await verifiedAccount({ name: 'Anita' });
    const { page } = await open();
    await visit(page, '/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('non è la mia password');
    // The show/hide switch and what it announces are Italian too.
    const reveal = page.getByRole('switch', { name: 'Mostra password' });
    expect(await reveal.innerText()).toBe('La password è nascosta');
    await reveal.click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    expect(await reveal.innerText()).toBe('La password è visibile');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email o password non corretti' }).waitFor();
    await screenshot(page, 'login-wrong-password-phone');

    // A second account that never verified its e-mail.
    const email = uniqueEmail('unverified');
    await visit(page, '/register');
    await page.getByLabel('Nome').fill('Giulia');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('una frase abbastanza lunga');
    await page.getByLabel('Conferma password').fill('una frase abbastanza lunga');
    await tick(page, /Acconsento al trattamento/);
    await page.getByRole('button', { name: 'Registrati' }).click();
    await page.getByRole('heading', { name: 'Verifica la tua email' }).waitFor();
    await waitForEmail(email);

    await visit(page, '/login');
    await submitLogin(page, email, 'una frase abbastanza lunga');
    await page
      .getByText('Email non verificata. Controlla la tua casella o richiedi un nuovo codice.')
      .waitFor();
    await page.getByRole('button', { name: 'Invia un nuovo codice' }).click();
    await page.getByText('Ti abbiamo inviato un nuovo codice. Controlla la tua email.').waitFor();
    const resent = await waitForEmail(email, (m) => m.subject.includes('nuovo codice'));
    await page.getByLabel('Codice di verifica').fill(codeIn(resent));
    await page.getByRole('button', { name: 'Verifica', exact: true }).click();
    await page.getByRole('heading', { name: 'Email verificata!' }).waitFor();
  });

  test('resets a forgotten password with the e-mailed code and signs in with the new one', async ({
    open,
  }) => {
    const account = await verifiedAccount({ name: 'Paolo' });
    const { page } = await open();
    await visit(page, '/login');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.getByRole('heading', { name: 'Reimposta la password' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Invia il codice' }).click();
    await page.getByRole('heading', { name: 'Controlla la tua email' }).waitFor();
    await screenshot(page, 'reset-sent-phone');

    const mail = await waitForEmail(account.email, (m) => m.subject.includes('reimposta'));
    await page.getByLabel('Codice di verifica').fill(codeIn(mail));
    await page.getByLabel('Nuova password').fill('corta');
    await page.getByLabel('Conferma password').fill('corta');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await page.getByText('La password deve contenere almeno 8 caratteri').waitFor();
    await page.getByLabel('Nuova password').fill('un nuovo inizio sereno');
    await page.getByLabel('Conferma password').fill('un nuovo inizio sereno');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();

    await page
      .getByText(
        'La tua nuova password è attiva e, per sicurezza, sei uscito da tutti i dispositivi. Ora puoi accedere.',
      )
      .waitFor();
    await page.getByLabel('Password', { exact: true }).fill('un nuovo inizio sereno');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { name: 'Ciao, Paolo!' }).waitFor();
  });

  test('clears the session and returns to /login when the API answers 401', async ({ open }) => {
    const account = await verifiedAccount({ name: 'Elena' });
    const { page } = await open();
    await visit(page, '/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await tick(page, 'Ricordami su questo dispositivo');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { name: 'Ciao, Elena!' }).waitFor();

    // The API now refuses the token (revoked elsewhere, say): the app must not stay half signed in.
    await page.route(`${twin().apiUrl}/me`, (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
    );
    await visit(page, '/profile');
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    expect(page.url()).toContain('#/login');
    const left = await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
        (k) => k.startsWith('CognitoIdentityServiceProvider') || k === 'currentUser',
      ),
    );
    expect(left).toEqual([]);
  });
});
