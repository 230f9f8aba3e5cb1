import { describe, expect, it } from 'vitest';
import { BODY_AREAS } from '../../lambdas/contracts/records';
import { SYMPTOM_LIST } from '../../lambdas/contracts/symptom-list';

/** The Italian symptom list the symptom form offers, area by area (the labels are checked in i18n.test.ts). */
describe('the symptom list offers', () => {
  it('symptoms to choose from in every body area, none blank or repeated within its area', () => {
    for (const area of BODY_AREAS) {
      const codes = SYMPTOM_LIST[area];
      expect(codes.length, area).toBeGreaterThan(0);
      expect(new Set(codes).size, area).toBe(codes.length);
      for (const code of codes) expect(code, area).toMatch(/^[a-z_]+$/);
    }
  });

  it('the common complaints where a person looks for them', () => {
    const where: [(typeof BODY_AREAS)[number], string][] = [
      ['testa', 'mal_di_testa'],
      ['occhi', 'vista_offuscata'],
      ['orecchie_naso_gola', 'mal_di_gola'],
      ['orecchie_naso_gola', 'tosse'],
      ['petto_respiro', 'tosse'],
      ['petto_respiro', 'fiato_corto'],
      ['cuore_circolazione', 'palpitazioni'],
      ['pancia_digestione', 'nausea'],
      ['schiena_articolazioni', 'mal_di_schiena'],
      ['braccia_gambe', 'formicolio'],
      ['pelle', 'prurito'],
      ['urinario', 'bruciore_urinare'],
      ['umore_sonno', 'insonnia'],
      ['generale', 'febbre'],
    ];
    for (const [area, code] of where) expect(SYMPTOM_LIST[area], area).toContain(code);
  });
});
