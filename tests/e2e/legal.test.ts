import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { twin } from '../support/accounts';
import { axeCheck } from '../support/axe';
import { appReady, PHONE, watch } from '../support/browser';
import { test } from '../support/e2e';

/**
 * The legal pages name the data controller and the AI model's provider from the stage's settings
 * (/config.json: the twin's own placeholders here), and the consent at registration has the privacy policy next
 * to it (issue 18 §1). What the texts claim about the product is checked by tests/unit/legal-claims.test.ts.
 */
async function go(page: Page, route: string, heading: string) {
  await page.goto(`${twin().appUrl}/#${route}`);
  await appReady(page);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

const section = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

describe('the legal pages', () => {
  test('name the controller with its privacy email, the AI provider, and who provides the service', async ({
    open,
  }) => {
    const { page } = await open(PHONE);
    const problems = watch(page);
    // What the page itself reads: the twin's /config.json.
    const { controller, modelProvider } = (await (await fetch(`${twin().appUrl}/config.json`)).json()) as {
      controller: { name: string; address: string; privacyEmail: string };
      modelProvider: { name: string; region: string };
    };
    expect(controller.name).toBe('SaluteMia (ambiente locale)');

    await go(page, '/privacy', 'Informativa sulla privacy');
    const who = section(page, 'Titolare del trattamento');
    await expect.poll(() => who.innerText()).toContain(`${controller.name}, ${controller.address}`);
    const mail = who.getByRole('link', { name: controller.privacyEmail });
    expect(await mail.getAttribute('href')).toBe(`mailto:${controller.privacyEmail}`);
    // No DPO is set locally: no line for one.
    expect(await who.innerText()).not.toContain('DPO');
    const ai = await section(page, "L'assistente Salus e il servizio AI").innerText();
    expect(ai).toContain(`${modelProvider.name} (dati trattati in: ${modelProvider.region})`);
    // The contact is the controller's, not the feedback form (which needs an account).
    expect(await page.locator('main').innerText()).not.toContain('Lascia un feedback');
    expect(await axeCheck(page, 'privacy policy with its controller')).toEqual([]);

    await go(page, '/terms', 'Termini e condizioni');
    const provider = section(page, 'Chi fornisce il servizio');
    expect(await provider.innerText()).toContain(`fornito da ${controller.name}, ${controller.address}`);
    expect(await provider.getByRole('link', { name: controller.privacyEmail }).getAttribute('href')).toBe(
      `mailto:${controller.privacyEmail}`,
    );

    await go(page, '/cookies', 'Informativa sui cookie');
    await section(page, 'I dati sulla salute per usare il diario senza connessione').waitFor();
    expect(problems).toEqual([]);
  });

  test('the registration has the privacy policy next to the consent box', async ({ open }) => {
    const { page } = await open(PHONE);
    await go(page, '/register', 'Crea il tuo account');
    const consent = page.getByRole('checkbox', { name: /Acconsento al trattamento/ });
    await consent.waitFor();
    const link = page.getByRole('link', { name: "Leggi l'Informativa sulla privacy", exact: true });
    // Right after the box, before the register button.
    const [box, next, button] = await Promise.all([
      consent.boundingBox(),
      link.boundingBox(),
      page.getByRole('button', { name: 'Registrati' }).boundingBox(),
    ]);
    expect(next!.y).toBeGreaterThan(box!.y);
    expect(next!.y).toBeLessThan(button!.y);
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy', exact: true }).waitFor();
  });
});
