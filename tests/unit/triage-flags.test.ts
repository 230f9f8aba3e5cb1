import { describe, expect, it } from 'vitest';
import { emergencyReply } from '../../lambdas/domain/assistant';
import {
  escalated,
  FLAG_MODEL_THRESHOLD,
  normalize,
  triage,
  triageRules,
  withFlagModels,
} from '../../lambdas/domain/triage';
import { modelScores } from '../../lambdas/domain/triage-model';
import { assistantCatalogs } from '../../lambdas/i18n/assistant';

/**
 * The flag models (lambdas/domain/triage-model.ts, FLAG_MODELS): an emergency the rules did not flag as self-harm
 * or poisoning gets the flag from its model, so that the answer gives the helplines or the poison centre whoever
 * found the emergency. The messages below were written for this test, in no corpus file; the rules find none of
 * their flags.
 */
describe('the flags the models add to an emergency', () => {
  const none = { self_harm: 0, poisoning: 0 };

  it('adds a flag at its threshold and above, to an emergency only, never twice and never taking one away', () => {
    const emergency = { level: 'emergency' as const, flags: ['fainting' as const] };
    expect(withFlagModels(emergency, none)).toEqual(emergency);
    expect(withFlagModels(emergency, { self_harm: FLAG_MODEL_THRESHOLD, poisoning: 0.49 })).toEqual({
      level: 'emergency',
      flags: ['fainting', 'self_harm'],
    });
    expect(withFlagModels(emergency, { self_harm: 0.9, poisoning: 0.9 }).flags).toEqual([
      'fainting',
      'self_harm',
      'poisoning',
    ]);
    expect(
      withFlagModels({ level: 'emergency', flags: ['poisoning'] }, { self_harm: 0, poisoning: 1 }).flags,
    ).toEqual(['poisoning']);
    for (const level of ['urgent', 'routine'] as const)
      expect(withFlagModels({ level, flags: [] }, { self_harm: 1, poisoning: 1 })).toEqual({
        level,
        flags: [],
      });
    expect(FLAG_MODEL_THRESHOLD).toBe(0.5);
  });

  it.each([
    ['it', 'mia figlia di 15 anni mi ha scritto che vuole ammazzarsi, si è chiusa in camera'],
    [
      'en',
      "I've given my guitar to my brother and written letters to everyone, they'll be better off without me after tonight",
    ],
    ['hi', 'मेरी सहेली ने कहा वो अब और नहीं जीना चाहती, उसने कमरे का दरवाज़ा बंद कर लिया है'],
    [
      'hi',
      'maine apni saari cheezein dost ko de di hain, kal subah tak main nahi rahunga, sabko meri taraf se sorry bolna',
    ],
  ] as const)('%s: self-harm the rules do not flag gets the helplines: %s', (lang, message) => {
    expect(triageRules(message).flags).not.toContain('self_harm');
    expect(modelScores(normalize(message)).flags.self_harm).toBeGreaterThanOrEqual(FLAG_MODEL_THRESHOLD);
    const result = triage(message);
    expect(result).toMatchObject({ level: 'emergency' });
    expect(result.flags).toContain('self_harm');
    const reply = emergencyReply(result, lang);
    const c = assistantCatalogs[lang].emergency;
    expect(reply).toContain(c.call);
    expect(reply).toContain(c.selfHarm.helplines);
    expect(reply).toContain(c.selfHarm.night);
  });

  it('a poisoning the rules do not flag gets the poison centre', () => {
    const message =
      'il piccolo ha trovato le pastiglie della pressione del nonno e ne ha mangiate non so quante';
    expect(triageRules(message).flags).not.toContain('poisoning');
    const result = triage(message);
    expect(result).toEqual({ level: 'emergency', flags: ['poisoning'] });
    expect(emergencyReply(result, 'it')).toContain(assistantCatalogs.it.emergency.poisonCentre);
  });

  it('an everyday message scores low on both flag models', () => {
    for (const message of ['quanta acqua devo bere al giorno?', 'come esporto il diario in PDF?']) {
      const { flags } = modelScores(normalize(message));
      expect(flags.self_harm).toBeLessThan(0.1);
      expect(flags.poisoning).toBeLessThan(0.1);
    }
  });

  it('gives a message the chat model found an emergency the flags of triage() and those of the flag models', () => {
    // Under four words: no model raises it, and the rules find nothing.
    expect(triage('voglio sparire')).toEqual({ level: 'routine', flags: [] });
    expect(escalated('voglio sparire', triage('voglio sparire'))).toEqual({
      level: 'emergency',
      flags: ['self_harm'],
    });
    // What triage() found is kept; a message of no flag gets none.
    expect(escalated('ho la febbre alta da tre giorni', { level: 'urgent', flags: ['high_fever'] })).toEqual({
      level: 'emergency',
      flags: ['high_fever'],
    });
  });
});
