import { describe, expect } from 'vitest';
import { totpCode } from '../../infra/local/cognito/totp';
import { twin } from '../support/accounts';
import { axeCheck } from '../support/axe';
import { screenshot, submitLogin } from '../support/browser';
import { goTo, test } from '../support/e2e';

/** The code an authenticator app shows, `steps` × 30 s from now (a code is good once: the next one is new). */
const appCode = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * 30_000);

describe('two-step verification', () => {
  test('is turned on from the profile with an authenticator app, then asked at every sign-in', async ({
    signIn,
    open,
  }) => {
    const { account, page } = await signIn({ name: 'Giulia' });
    await goTo(page, '/profile', 'Profilo');
    const card = page.locator('section[aria-labelledby="two-step-title"]');
    await card.and(page.locator('[data-state="off"]')).waitFor();
    await card.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();

    // The QR code for the app, and its key written out for those who cannot scan it.
    await card.getByRole('img', { name: "Codice QR da inquadrare con l'app di autenticazione" }).waitFor();
    await card.locator('svg.totp-qr path').waitFor();
    const secret = (await card.locator('code.totp-key').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'phone-two-step-enrol');
    expect(await axeCheck(page, 'two-step enrolment')).toEqual([]);

    const field = card.getByLabel("2. Scrivi il codice a 6 cifre che l'app mostra ora.");
    // A wrong code: said, and nothing turned on.
    await field.fill('000000');
    await card.getByRole('button', { name: 'Conferma e attiva' }).click();
    await card
      .getByRole('alert')
      .getByText("Il codice non è corretto. Inserisci quello che l'app mostra adesso.")
      .waitFor();
    await field.fill(appCode(secret));
    await card.getByRole('button', { name: 'Conferma e attiva' }).click();
    await card
      .getByRole('status')
      .getByText('Verifica in due passaggi attiva. Dal prossimo accesso ti chiederemo il codice.')
      .waitFor();
    await card.and(page.locator('[data-state="on"]')).waitFor();

    // On another device: the password, then the app's code.
    const other = (await open()).page;
    await other.goto(`${twin().appUrl}/#/login`);
    await submitLogin(other, account.email, account.password);
    await other.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' }).waitFor();
    const code = other.getByLabel('Codice di verifica');
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    await code.fill('123456');
    await other.getByRole('button', { name: 'Verifica' }).click();
    await other
      .getByText("Il codice non è corretto o è già stato usato. Inserisci quello che l'app mostra adesso.")
      .waitFor();
    await screenshot(other, 'phone-two-step-sign-in');
    expect(await axeCheck(other, 'two-step sign-in')).toEqual([]);
    await code.fill(appCode(secret, 1));
    await other.getByRole('button', { name: 'Verifica' }).click();
    await other.waitForURL(/#\/dashboard$/);

    // Turned off: the password alone is enough again.
    await card.getByRole('button', { name: 'Disattiva la verifica in due passaggi' }).click();
    await card.and(page.locator('[data-state="off"]')).waitFor();
    const third = (await open()).page;
    await third.goto(`${twin().appUrl}/#/login`);
    await submitLogin(third, account.email, account.password);
    await third.waitForURL(/#\/dashboard$/);
  });
});
