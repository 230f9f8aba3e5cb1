import { describe, expect, it } from 'vitest';
import { normalize, triage } from '../../lambdas/domain/triage';
import { triageMetrics } from '../../lambdas/domain/triage-metrics';
import { TRIAGE_CASES, TRIAGE_HELD_OUT } from './triage-cases';

describe('triage of red flags', () => {
  it.each(TRIAGE_CASES.map((c) => [c.lang, c.level, c.text] as const))('%s %s: %s', (_lang, level, text) => {
    expect(triage(text).level).toBe(level);
  });

  it('names what it recognised', () => {
    expect(triage('ho un forte dolore al petto e non riesco a respirare').flags).toEqual([
      'chest_pain',
      'breathing',
    ]);
    expect(triage('voglio farla finita').flags).toEqual(['self_harm']);
    expect(triage('Come posso dormire meglio?')).toEqual({ level: 'routine', flags: [] });
  });

  it('takes a plain denial into account, but never "non riesco a respirare"', () => {
    expect(triage('non ho dolore al petto').level).toBe('routine');
    expect(triage('no chest pain at all').level).toBe('routine');
    expect(triage('सीने में दर्द नहीं है').level).toBe('routine');
    expect(triage('non riesco a respirare').level).toBe('emergency');
    expect(triage("I can't breathe").level).toBe('emergency');
  });

  it('reads accents, capitals, apostrophes and spacing the same way', () => {
    expect(normalize('  Non  RIESCO più… a respirare!! ')).toBe('non riesco piu a respirare');
    expect(normalize('l’aria')).toBe("l'aria");
    expect(triage('NON RIESCO A RESPIRARE').level).toBe('emergency');
    expect(triage('Ho perso i sensi').level).toBe('emergency');
  });

  it('finds words only at their start ("male" is not in "normale")', () => {
    expect(triage('è normale sentire il battito del cuore la sera?').level).toBe('routine');
  });

  it('keeps its measured floor on phrasings it was not tuned on (held out)', () => {
    const m = triageMetrics(TRIAGE_HELD_OUT);
    // Measured 25 of 29 emergencies and 2 false alarms in 18 (docs/performance.md): no regression below.
    expect(m.emergencies).toBeGreaterThanOrEqual(29);
    expect(m.recall).toBeGreaterThanOrEqual(0.85);
    expect(m.falseAlarmRate).toBeLessThanOrEqual(0.12);
  });
});
