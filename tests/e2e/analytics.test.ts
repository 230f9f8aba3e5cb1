import { describe, expect } from 'vitest';
import { axeCheck } from '../support/axe';
import { romeDay, screenshot, watch } from '../support/browser';
import { writeThroughApi } from '../support/diary-api';
import { DESKTOP, goTo, test } from '../support/e2e';

/**
 * /symptom-analytics on a seeded account, in Italian, as a person uses it: the findings said plainly, the chart
 * (drawn, and moved through with the keyboard) and the same data as a table, another period, the dashboard's
 * insights, and the spec's offline result when the analysis cannot be reached.
 */
const FINDING =
  /Il giorno dopo un giorno con ore di sonno fino a 7, l'intensità di mal di testa è stata in media più alta di/;

describe('symptom analytics, in Italian', () => {
  test('on a phone: the findings, the chart and its table, another period, axe clean', async ({ signIn }) => {
    const { tokens, page } = await signIn({ name: 'Giulia' });
    const problems = watch(page);
    await writeThroughApi(tokens.accessToken, { seed: 3, days: 90, to: romeDay(), shortSleepNextDay: 3 });

    await goTo(page, '/symptom-analytics', 'Analisi dei sintomi');
    const findings = page.getByRole('region', { name: 'Che cosa emerge' });
    const finding = findings.getByRole('listitem').filter({ hasText: FINDING });
    await finding.waitFor();
    expect(await finding.innerText()).toContain(
      "È un'associazione, non la prova di una causa: parlane con il medico.",
    );
    expect(await finding.innerText()).toMatch(/Associazione (forte|moderata)/);
    expect(await finding.innerText()).toMatch(
      /Quando: il giorno dopo · intervallo al 95 %: da [-−]?\d+,\d a [-−]?\d+,\d punti · q (=|<) 0,\d{3}/,
    );
    await page.getByText('Dal ').filter({ hasText: 'giorni con dati 90 su 180' }).waitFor();

    // The chart is drawn, then keyboard-navigable: focused, the arrow keys show each day's value.
    const chart = page.getByRole('group', {
      name: /^Grafico dell'intensità più alta di ogni giorno per Mal di testa/,
    });
    await chart.locator('.recharts-line').waitFor();
    await chart.locator('.recharts-surface').focus();
    await page.keyboard.press('ArrowRight');
    const label = chart.locator('.recharts-tooltip-label');
    await label.waitFor();
    const first = await label.innerText();
    expect(first).toMatch(/^\d{1,2} [a-z]+ 2026$/);
    await chart.locator('.recharts-tooltip-wrapper').getByText('nessun dato').waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => label.innerText()).not.toBe(first);

    // The same data as a table: always there for screen readers, shown on request.
    const table = page.getByRole('table', { name: 'Mal di testa: intensità giorno per giorno' });
    expect(await table.getByRole('row').count()).toBe(91);
    await page.getByRole('button', { name: 'Mostra i dati in tabella' }).first().click();
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Nascondi la tabella' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await axeCheck(page, 'phone analytics with the table')).toEqual([]);
    await screenshot(page, 'phone-analytics');

    // Another period: the window says so, and the findings are those of the 30 days.
    await page.getByLabel('Periodo').selectOption({ label: 'Ultimi 30 giorni' });
    await page.getByText('giorni con dati 30 su 30').waitFor();

    // A symptom recorded now is in the analysis at once (the analysis asked again, not a minute-old copy).
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Sintomi' })
      .click();
    await page.getByRole('button', { name: 'Aggiungi sintomo' }).click();
    await page.getByRole('radio', { name: 'Scrivilo con parole tue' }).click();
    await page.getByLabel('Il tuo sintomo').fill('Fischio alle orecchie');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Sintomo salvato.').waitFor();
    await goTo(page, '/symptom-analytics', 'Analisi dei sintomi');
    await expect
      .poll(() => page.getByLabel('Sintomo').locator('option').allInnerTexts())
      .toContain('Fischio alle orecchie');
    expect(problems).toEqual([]);
  });

  test('on a desktop: the dashboard’s insights lead to the analysis; offline, the spec’s result', async ({
    signIn,
  }) => {
    const { tokens, page } = await signIn({ name: 'Paolo', device: DESKTOP });
    await writeThroughApi(tokens.accessToken, { seed: 1, days: 120, to: romeDay(), missedDoseSameDay: 3 });

    await goTo(page, '/dashboard', 'Ciao, Paolo!');
    const insights = page.getByRole('region', { name: 'Per te' });
    await insights
      .getByText('Un’associazione nei tuoi dati')
      .or(insights.getByText('Dosi da non dimenticare'))
      .first()
      .waitFor();
    expect(await insights.getByRole('listitem').count()).toBe(3);
    expect(await axeCheck(page, 'desktop dashboard with insights')).toEqual([]);

    await goTo(page, '/symptom-analytics', 'Analisi dei sintomi');
    await page
      .getByRole('region', { name: 'Che cosa emerge' })
      .getByText(/^Nei giorni in cui non hai preso tutte le dosi di Ramipril, l'intensità di mal di testa/)
      .waitFor();
    await page
      .getByRole('group', { name: /^Grafico a barre dell'intensità media di Mal di testa/ })
      .locator('.recharts-bar')
      .waitFor();
    expect(await axeCheck(page, 'desktop analytics')).toEqual([]);
    await screenshot(page, 'desktop-analytics');

    // The analysis cannot be reached: the spec's offline result, nothing else on the screen.
    await page.route('**/analyze/correlations', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Periodo').selectOption({ label: 'Ultimi 3 mesi' });
    await page
      .getByText('Funzionalità completa disponibile solo online. Salvataggio locale eseguito.')
      .waitFor();
    expect(await page.getByText('Nessun collegamento sicuro in questo periodo.').isVisible()).toBe(true);
  });
});
