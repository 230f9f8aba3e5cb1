import { describe, expect } from 'vitest';
import { DESKTOP } from '../support/browser';
import { test } from '../support/e2e';

describe('with the keyboard only', () => {
  test('reaches the sidebar with a visible focus ring, and completes the feedback questionnaire', async ({
    signIn,
  }) => {
    const { page } = await signIn({ name: 'Tastiera', device: DESKTOP });
    await page.getByRole('heading', { level: 1, name: 'Ciao, Tastiera!' }).waitFor();

    // The skip link comes first, then the sidebar; the focused control shows a visible outline.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Vai al contenuto');
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return {
        label: el.getAttribute('aria-label'),
        width: Number.parseFloat(style.outlineWidth),
        styleName: style.outlineStyle,
      };
    });
    expect(ring.label).toBe('Comprimi il menu');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.styleName).not.toBe('none');

    // The feedback widget, from its button to the thank-you, without a mouse.
    await page.getByRole('button', { name: 'Lascia un feedback' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Aiutaci a migliorare SaluteMia' });
    await panel.waitFor();
    await panel.getByRole('radio', { name: '1 su 5' }).focus();
    await page.keyboard.press('ArrowRight'); // 2
    await page.keyboard.press('ArrowRight'); // 3
    expect(await panel.getByRole('radio', { name: '3 su 5' }).isChecked()).toBe(true);
    await page.keyboard.press('Enter'); // Avanti
    await panel.getByRole('radio', { name: 'Monitoraggio dei sintomi' }).waitFor();
    await panel.getByRole('radio', { name: 'Monitoraggio dei sintomi' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await panel.getByLabel('Quale funzione vorresti che aggiungessimo?').focus();
    await page.keyboard.type('Niente, va bene così');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // Indietro → Avanti
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Avanti');
    await page.keyboard.press('Enter');
    await panel.getByRole('radio', { name: '1 su 5' }).focus();
    await page.keyboard.press('ArrowLeft'); // wraps to 5
    await page.keyboard.press('Enter');
    await panel.getByRole('radio', { name: '1 su 10' }).focus();
    await page.keyboard.press('ArrowLeft'); // wraps to 10
    await page.keyboard.press('Enter');
    await panel.getByLabel('Commenti').focus();
    await page.keyboard.type('Tutto con la tastiera.');
    await page.keyboard.press('Enter'); // a new line in the comments, not a submit
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Invia feedback');
    await page.keyboard.press('Enter');
    await panel.getByText('Grazie per il tuo feedback!').waitFor();
  });
});
