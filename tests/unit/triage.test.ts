import { describe, expect, it } from 'vitest';
import {
  normalize,
  triage,
  triageRules,
  withModels,
  ASKS_TO_WAIT,
  neverLowered,
  modelMayNotRaise,
  reasonForAsking,
  RAISE_MIN_WORDS,
  SHORT_WORDS,
  selfHarmShortcut,
  wordCount,
  type Flag,
  type Triage,
  type TriageLevel,
} from '../../lambdas/domain/triage';
import { triageMetrics } from '../../lambdas/domain/triage-metrics';
import { modelThresholds } from '../../lambdas/domain/triage-model';
import { corpusFile, LANGS, MODEL_ROUNDS, roundCases, tuneCorpus, VALIDATION_ROUNDS } from '../corpus/triage';
import { NOT_TRAINED_CASES, TRIAGE_CASES, TRIAGE_HELD_OUT } from './triage-cases';

/** Each of the texts is triaged at the level. */
function expectLevel(level: TriageLevel, texts: string[]) {
  for (const text of texts) expect(triage(text).level, text).toBe(level);
}
/** The rules alone find the red flag in each of `found`, and not in any of `notFound`. */
function expectRulesFlag(flag: Flag, found: string[], notFound: string[]) {
  for (const text of found) expect(triageRules(text).flags, text).toContain(flag);
  for (const text of notFound) expect(triageRules(text).flags, text).not.toContain(flag);
}

/** The rules alone read each of the texts so (level, context). */
function expectRulesReading(reading: Partial<ReturnType<typeof triageRules>>, texts: string[]) {
  for (const text of texts) expect(triageRules(text), text).toMatchObject(reading);
}

/** The rules alone give each of the texts the level (the models may still raise it: withModels' tests). */
function expectRulesLevel(level: TriageLevel, texts: string[]) {
  for (const text of texts) expect(triageRules(text).level, text).toBe(level);
}

describe('triage of red flags', () => {
  it.each([...TRIAGE_CASES, ...NOT_TRAINED_CASES].map((c) => [c.lang, c.level, c.text] as const))(
    '%s %s: %s',
    (_lang, level, text) => {
      expect(triage(text).level).toBe(level);
    },
  );

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

  it('a question asking how to do something better is advice: the model does not raise it, the rules still can', () => {
    expect(triage('come faccio a respirare meglio durante la meditazione?').level).toBe('routine');
    expect(triage('how can I breathe better when I run?').level).toBe('routine');
    expect(triage('non riesco a respirare, come faccio a respirare meglio?').level).toBe('emergency');
    expect(triage("I can't breathe, how can I breathe better?").level).toBe('emergency');
  });

  it('absent signs of life are an emergency however they are said, and a real faint is not a figure of speech', () => {
    expectLevel('emergency', [
      'he has no pulse',
      "I can't find a pulse",
      "my dad doesn't respond to me",
      'non ha polso',
      'non sento più il battito di mia nonna',
      'वो होश में नहीं है',
      'papa behosh ho gaye',
      'papa ki nabz nahi chal rahi',
      'nothing to live for anymore',
    ]);
    expectLevel('routine', [
      "my son doesn't respond to his name yet, he's 14 months, is that normal?",
      'non ho febbre e il polso è regolare',
      'hans hans ke behosh ho gaye',
    ]);
  });

  it('finds words only at their start ("male" is not in "normale")', () => {
    expect(triage('è normale sentire il battito del cuore la sera?').level).toBe('routine');
  });

  // What was reached, per frozen part and language: [emergencies, recall, false alarms]; the goal is 95 % and
  // 7 %. Measured 2026-11-27 (docs/performance.md, "Naive Bayes features, negation marks, the rules overruled")
  // after the fourth tune round, the naive Bayes features, the negation marks and the models overruling the
  // rules' readings. Two floors went down then: it.held-out's false alarms 5 → 7 of 56 and en.held-out5's 0 → 1
  // of 39; every other part's recall and false alarms stayed or improved. held-out6 was frozen before that
  // change and measured once before it (recall 93.9 %, 95.5 %, 86.4 %; false alarms 18.9 %, 21.1 %, 20.5 %)
  // and once after.
  // Every floor tightened to the shipped figures after tune round 7's rules (2026-11-27, fourth session), so
  // that what earlier changes gained cannot be lost silently either.
  // Every floor re-measured on 2026-11-28 when the models were trained on fifteen tune rounds instead of four
  // (docs/performance.md, "The models trained on fifteen rounds"): on the twenty-eight parts before it, recall
  // 97.5 / 97.8 / 97.1 → 98.0 / 97.9 / 98.3 % and false alarms 5.6 / 4.9 / 6.1 → 3.3 / 4.4 / 5.5 %; 83 floors
  // tightened, 35 loosened (20 recall floors, by one or two emergencies, and 15 false-alarm floors, by one or two
  // messages), each part trading the messages the old models happened to raise for others. Re-measured again the
  // same day when tune19 and tune20 (short everyday messages) were trained on too: 19 floors tightened, 36
  // loosened by one or two messages, for 2 false alarms instead of 6 on thirty short everyday messages never
  // trained on (TRIAGE_HELD_OUT). Re-measured on 2026-11-28, late night, after an emergency said with a laugh was
  // left to both models and tune27 was trained on (docs/performance.md, "A laugh left to the models"): 35 floors
  // tightened, 10 loosened and 3 mixed, each by one message, for 26 emergencies more and 3 false alarms fewer over
  // all the parts.
  const HELD_OUT_FLOOR: Record<string, [number, number, number]> = {
    'it.held-out': [71, 1, 0.02],
    'en.held-out': [74, 1, 0.06],
    'hi.held-out': [76, 1, 0.02],
    'it.held-out2': [63, 0.98, 0.03],
    'en.held-out2': [63, 1, 0],
    'hi.held-out2': [63, 1, 0.03],
    'it.held-out3': [66, 0.96, 0],
    'en.held-out3': [66, 1, 0.03],
    'hi.held-out3': [66, 1, 0],
    'it.held-out4': [66, 1, 0.06],
    'en.held-out4': [66, 1, 0.03],
    'hi.held-out4': [66, 0.98, 0],
    'it.held-out5': [66, 1, 0],
    'en.held-out5': [66, 1, 0],
    'hi.held-out5': [66, 1, 0],
    'it.held-out6': [66, 1, 0.09],
    'en.held-out6': [66, 1, 0.03],
    'hi.held-out6': [66, 0.96, 0],
    // frozen after that change was merged, before the fifth tune round was used; measured then: recall 93.8 %,
    // 100 %, 97.0 %; false alarms 2.7 %, 2.6 %, 7.9 %
    'it.held-out7': [65, 0.98, 0],
    'en.held-out7': [64, 1, 0.03],
    'hi.held-out7': [66, 1, 0],
    // frozen before the rules for spots that fade under a glass and stings swollen where they stung; measured
    // then: recall 97.0 %, 97.0 %, 98.5 %; false alarms 10.8 %, 7.7 %, 7.7 %
    'it.held-out8': [66, 1, 0],
    'en.held-out8': [66, 1, 0],
    'hi.held-out8': [66, 1, 0],
    // frozen before the sixth tune round (everyday messages) was used; measured then: recall 90.9 %, 98.5 %,
    // 95.5 %; false alarms 5.6 %, 5.4 %, 15.4 %
    'it.held-out9': [66, 0.95, 0.03],
    'en.held-out9': [66, 1, 0],
    'hi.held-out9': [66, 1, 0],
    // frozen before the threshold rule weighted to the held-out mix was used with the sixth tune round; measured
    // then: recall 97.0 %, 96.9 %, 93.9 %; false alarms 18.4 %, 2.6 %, 5.1 %
    'it.held-out10': [66, 0.96, 0.03],
    'en.held-out10': [65, 0.98, 0],
    'hi.held-out10': [66, 0.98, 0],
    // frozen before the Italian negators, words between a negator and its red flag, and figures of speech of
    // 2026-11-27's third session; measured then: recall 96.9 %, 95.5 %, 95.5 %; false alarms 8.3 %, 17.9 %,
    // 5.3 %; and after them: the same, but English false alarms 15.4 %
    'it.held-out11': [65, 0.96, 0],
    'en.held-out11': [66, 0.96, 0.11],
    'hi.held-out11': [66, 1, 0],
    // frozen after those rules were merged, before the models read messages without their figures of speech;
    // measured then: recall 96.9 %, 92.3 %, 92.4 %; false alarms 8.6 %, 10.5 %, 5.3 %
    'it.held-out12': [65, 0.96, 0.03],
    'en.held-out12': [65, 0.96, 0.06],
    'hi.held-out12': [66, 0.98, 0.03],
    // frozen before "ho sentito" was told from a general question, the thunderclap's suddenness words and the
    // urgent raise at 0.8; measured then: recall 100 %, 95.5 %, 93.9 %; false alarms 5.9 %, 10.5 %, 10.3 %
    'it.held-out13': [66, 1, 0],
    'en.held-out13': [66, 0.98, 0.03],
    'hi.held-out13': [66, 1, 0],
    // frozen before a joke denied was told from a joke, and Hindi breath that stopped and sudden headaches;
    // measured then: recall 97.0 %, 98.5 %, 95.5 %; false alarms 5.3 %, 16.7 %, 10.3 %
    'it.held-out14': [66, 1, 0],
    'en.held-out14': [66, 1, 0.03],
    'hi.held-out14': [66, 1, 0.03],
    // frozen at the start of a later session, before anything of it was changed or merged; measured then:
    // recall 96.9 %, 96.9 %, 97.0 %; false alarms 7.9 %, 5.6 %, 13.5 %
    'it.held-out15': [64, 1, 0],
    'en.held-out15': [65, 0.98, 0.03],
    'hi.held-out15': [66, 0.98, 0.09],
    // frozen after tune round 7's rules were merged (416bc4b); measured then: recall 95.4 %, 97.0 %, 97.0 %;
    // false alarms 14.3 %, 10.8 %, 13.9 %
    'it.held-out16': [65, 0.96, 0.03],
    'en.held-out16': [66, 0.98, 0.03],
    'hi.held-out16': [66, 1, 0.03],
    // frozen after the second rules change of that session was merged (d68a9b6); measured then: recall 95.4 %,
    // 93.8 %, 93.9 %; false alarms 8.8 %, 5.1 %, 11.1 %
    'it.held-out17': [65, 0.98, 0],
    'en.held-out17': [64, 0.95, 0],
    'hi.held-out17': [66, 1, 0.03],
    // frozen before anything of a later session was changed (3f60d02); measured then: recall 96.8 %, 96.9 %,
    // 90.9 %; false alarms 2.7 %, 10.5 %, 10.3 %
    'it.held-out18': [63, 0.98, 0.03],
    'en.held-out18': [65, 1, 0.03],
    'hi.held-out18': [66, 1, 0],
    // frozen after that session's first change was merged (bba4665); measured then: recall 95.2 %, 98.5 %,
    // 96.9 %; false alarms 12.5 %, 7.9 %, 5.1 %
    'it.held-out19': [62, 0.98, 0],
    'en.held-out19': [66, 1, 0.06],
    'hi.held-out19': [65, 1, 0.03],
    // frozen before anything of a later session was changed (b214e65); measured then: recall 96.9 %, 100 %,
    // 97.0 %; false alarms 0 %, 2.6 %, 10.8 %
    'it.held-out20': [64, 1, 0],
    'en.held-out20': [66, 1, 0.03],
    'hi.held-out20': [66, 0.98, 0.11],
    // frozen after that session's first change was merged (7aa3c92); measured then: recall 98.5 %, 98.5 %,
    // 95.4 %; false alarms 2.9 %, 8.1 %, 2.6 %
    'it.held-out21': [66, 1, 0],
    'en.held-out21': [66, 0.98, 0.06],
    'hi.held-out21': [65, 0.98, 0.03],
    // frozen after that session's second change was merged (8e9ba84); measured then: recall 92.3 %, 95.5 %,
    // 97.0 %; false alarms 11.8 %, 10.8 %, 2.9 %
    'it.held-out22': [65, 0.98, 0.06],
    'en.held-out22': [66, 1, 0.03],
    'hi.held-out22': [66, 1, 0],
    'it.held-out23': [65, 0.98, 0],
    'en.held-out23': [66, 0.95, 0.03],
    'hi.held-out23': [66, 1, 0],
    'it.held-out24': [64, 0.98, 0],
    'en.held-out24': [65, 0.98, 0.03],
    'hi.held-out24': [66, 1, 0],
    'it.held-out25': [66, 0.96, 0.07],
    'en.held-out25': [65, 1, 0],
    'hi.held-out25': [66, 0.96, 0.03],
    'it.held-out26': [64, 1, 0.06],
    'en.held-out26': [64, 1, 0],
    'hi.held-out26': [66, 0.96, 0.06],
    'it.held-out27': [65, 1, 0.03],
    'en.held-out27': [66, 1, 0],
    'hi.held-out27': [66, 1, 0.06],
    'it.held-out28': [64, 0.96, 0],
    'en.held-out28': [63, 1, 0.03],
    'hi.held-out28': [66, 1, 0],
    // frozen before anything of the session of 2026-11-28 (08:51) was changed (b5c6f9a); measured then: recall
    // 95.5 / 100 / 96.9 % and 93.8 / 95.2 / 95.5 %; false alarms 5.7 / 5.4 / 2.6 % and 11.8 / 2.7 / 5.1 %
    'it.held-out29': [66, 0.96, 0.03],
    'en.held-out29': [66, 1, 0.03],
    'hi.held-out29': [65, 1, 0],
    'it.held-out30': [64, 0.98, 0.03],
    'en.held-out30': [63, 1, 0],
    'hi.held-out30': [66, 0.98, 0],
    // frozen after the models were retrained on fifteen rounds (8f200e2); measured then: recall 95.4 / 100 /
    // 100 %, false alarms 5.9 / 5.9 / 12.8 %
    'it.held-out31': [65, 0.98, 0.06],
    'en.held-out31': [65, 1, 0],
    'hi.held-out31': [66, 0.98, 0.06],
    // frozen after the models were trained on seventeen rounds (1d5b980), measured then: recall 92.4 / 96.9 /
    // 95.4 % and (short messages) 100 / 100 / 100 %; false alarms 2.7 / 3.3 / 0 % and 5.3 / 5.9 / 0 %
    'it.held-out32': [66, 1, 0.03],
    'en.held-out32': [65, 1, 0.04],
    'hi.held-out32': [65, 1, 0],
    'it.held-out33': [19, 1, 0.03],
    'en.held-out33': [19, 1, 0.03],
    'hi.held-out33': [20, 1, 0],
    // frozen at the start of the session of 2026-11-28 (afternoon), before anything was changed; measured then
    // (f680f74): recall 100 / 95.4 / 97.0 %, false alarms 0 / 8.1 / 2.6 %
    'it.held-out34': [65, 1, 0],
    'en.held-out34': [65, 0.96, 0.06],
    'hi.held-out34': [66, 0.98, 0.03],
    // frozen after the models kept every weight (03486ac), measured then (41d853d): recall 100 / 96.9 / 100 %
    // and (short messages) 100 / 100 / 95.0 %; false alarms 0 / 0 / 0 % and 0 / 2.8 / 10.5 %
    'it.held-out35': [66, 1, 0],
    'en.held-out35': [65, 0.98, 0],
    'hi.held-out35': [66, 1, 0],
    'it.held-out36': [19, 0.94, 0],
    'en.held-out36': [20, 1, 0.03],
    'hi.held-out36': [20, 1, 0.08],
    // frozen at the end of that session, short messages only, before anything for them was changed; measured then
    // (3983b3f): recall 94.7 / 100 / 100 %, false alarms 0 / 3.0 / 18.9 % (Hindi: 7 of 37 everyday messages raised)
    'it.held-out37': [19, 0.94, 0],
    'en.held-out37': [18, 1, 0],
    'hi.held-out37': [20, 0.95, 0.11],
    'it.held-out38': [20, 1, 0.03],
    'en.held-out38': [19, 1, 0.06],
    'hi.held-out38': [20, 1, 0.03],
    'it.held-out39': [66, 1, 0.03],
    'en.held-out39': [65, 0.98, 0.03],
    'hi.held-out39': [65, 1, 0],
    'it.held-out40': [19, 1, 0],
    'en.held-out40': [18, 1, 0],
    'hi.held-out40': [18, 1, 0.04],
    'it.held-out41': [65, 0.98, 0.06],
    'en.held-out41': [65, 1, 0],
    'hi.held-out41': [66, 0.98, 0],
    'it.held-out42': [16, 0.93, 0],
    'en.held-out42': [18, 1, 0],
    'hi.held-out42': [19, 1, 0.1],
    // a later session, short messages only, frozen before anything of that session was changed; measured then
    // (ed65478): every emergency found, no everyday message raised
    'it.held-out43': [14, 1, 0],
    'en.held-out43': [17, 1, 0],
    'hi.held-out43': [18, 1, 0],
    // the usual mix, three more writers, frozen before anything of that session was changed (bfa9632)
    'it.held-out44': [64, 1, 0],
    'en.held-out44': [66, 1, 0.03],
    'hi.held-out44': [66, 0.98, 0.03],
    // the usual mix, three more writers, frozen after the session's first change was measured and before it was
    // measured here; measured on eb631ef, before that change
    'it.held-out45': [65, 1, 0],
    'en.held-out45': [66, 1, 0.03],
    'hi.held-out45': [66, 0.98, 0],
    // the usual mix and short messages only, six more writers, frozen before anything of the session that followed
    // was measured on them; measured on dcfa9ae
    'it.held-out46': [66, 0.98, 0],
    'en.held-out46': [65, 1, 0],
    'hi.held-out46': [66, 0.96, 0.03],
    'it.held-out47': [24, 0.95, 0],
    'en.held-out47': [21, 1, 0],
    'hi.held-out47': [23, 1, 0],
    // short messages only, three more writers, frozen after the session's first change was measured on the earlier
    // parts; measured on 8196d79, before it
    'it.held-out48': [19, 1, 0.08],
    'en.held-out48': [19, 1, 0],
    'hi.held-out48': [22, 1, 0.05],
    // short messages only and the usual mix, six more writers, frozen before anything of the session that followed
    // was changed; measured on 7bd48fd
    'it.held-out49': [22, 0.95, 0],
    'en.held-out49': [23, 1, 0.04],
    'hi.held-out49': [22, 1, 0],
    'it.held-out50': [61, 0.98, 0],
    'en.held-out50': [65, 1, 0],
    'hi.held-out50': [65, 0.96, 0],
    // short messages only and the usual mix, six more writers, frozen after the session's first change was measured
    // on the earlier parts and before it was measured here; measured on 7155621, before it
    'it.held-out51': [18, 1, 0],
    'en.held-out51': [18, 1, 0],
    'hi.held-out51': [21, 1, 0],
    'it.held-out52': [66, 0.98, 0],
    'en.held-out52': [64, 1, 0.03],
    'hi.held-out52': [66, 1, 0],
    // short messages only and the usual mix, six more writers, frozen before the next session changed anything;
    // measured on 4deddff
    'it.held-out53': [19, 1, 0],
    'en.held-out53': [20, 1, 0],
    'hi.held-out53': [19, 1, 0],
    'it.held-out54': [66, 0.98, 0.03],
    'en.held-out54': [65, 0.96, 0.03],
    'hi.held-out54': [66, 0.96, 0.03],
    'it.held-out55': [18, 1, 0.05],
    'en.held-out55': [18, 1, 0],
    'hi.held-out55': [20, 0.95, 0.04],
    // suicidal intent and self-harm said indirectly, and the everyday messages that share their words; three more
    // writers; frozen before anything of its session was changed, measured on aaef735
    'it.held-out56': [40, 0.87, 0.03],
    'en.held-out56': [40, 0.92, 0.16],
    'hi.held-out56': [40, 0.85, 0.03],
  };
  it.each(Object.entries(HELD_OUT_FLOOR))(
    '%s: keeps its measured floor on a frozen held-out part of the corpus',
    (name, [emergencies, recall, falseAlarms]) => {
      const [lang, file] = name.split('.') as ['it' | 'en' | 'hi', string];
      const m = triageMetrics(
        corpusFile(lang, file).cases.map((c) => ({ ...c, lang, part: 'held-out' as const })),
      );
      expect(m.emergencies).toBeGreaterThanOrEqual(emergencies);
      expect(m.recall).toBeGreaterThanOrEqual(recall);
      expect(m.falseAlarmRate).toBeLessThanOrEqual(falseAlarms);
    },
  );

  it('keeps its measured floor on phrasings it was not tuned on (held out)', () => {
    const m = triageMetrics(TRIAGE_HELD_OUT);
    // Measured 25 of 29 emergencies and 2 false alarms in 18 (docs/performance.md): no regression below. Thirty
    // short everyday messages were added on 2026-11-28 (48 routine): 7 false alarms then (15 %), with the models
    // trained on fifteen rounds; 3 (6 %) once tune19 and tune20 (short messages) were trained on too.
    expect(m.emergencies).toBeGreaterThanOrEqual(29);
    expect(m.recall).toBeGreaterThanOrEqual(0.85);
    expect(m.falseAlarmRate).toBeLessThanOrEqual(0.07);
  });

  it('tells a present red flag from one in the past, in a general question or in an idiom', () => {
    expect(triage("ho avuto un infarto l'anno scorso").level).toBe('routine');
    expect(triage('penso di avere un infarto').level).toBe('emergency');
    expect(triage('my dad had a mini stroke 2 years ago, now on aspirin').level).toBe('routine');
    expect(triage('mio zio ha avuto un ictus anni fa e adesso di nuovo non riesce a parlare').level).toBe(
      'emergency',
    );
    expect(triage('quali sono i segni di un infarto?').level).toBe('routine');
    expect(triage('il mio capo mi fa venire un ictus').level).toBe('routine');
    expect(triage('ye traffic mujhe maar dalega').level).toBe('routine');
  });

  it('recognises the newer emergency categories, and an intentional overdose as both self-harm and poisoning', () => {
    expect(triage('febbre alta e collo rigido').flags).toContain('meningitis');
    expect(triage('my diabetic dad is confused and sweaty, sugar 2.1').flags).toContain('hypoglycaemia');
    expect(triage('mio figlio ha battuto la testa e ora vomita e dorme').flags).toContain(
      'head_injury_red_flags',
    );
    expect(triage('neonato di 3 settimane con 38 di febbre').flags).toContain('child_emergency');
    for (const text of [
      'ho ingoiato 30 pastiglie di paracetamolo, voglio morire',
      'I swallowed all my pills because I want to die',
      'maine 20 goliyan kha li hai, jeena nahi chahta',
    ])
      expect(triage(text).flags).toEqual(expect.arrayContaining(['self_harm', 'poisoning']));
  });

  // Negation by clause (2026-11-27): a negator negates the red flags of its own clause, before or after them; a
  // message is a denial only when every red flag in it is negated. Sentences written for these tests.
  it('a red flag denied in its own clause, before or after it, in it/en/hi (Devanagari and romanised)', () => {
    for (const text of [
      'mia madre: nessun dolore al torace, solo un gran raffreddore',
      'dolore al petto no, febbre sì',
      'non ha perso i sensi, ha solo sbattuto il gomito',
      'papà non ha la faccia storta, era solo stanco',
      'dolore al petto proprio no, solo stanchezza',
      'convulsioni mai avute, solo un po di ansia',
      "il bambino non ha ingoiato la pila, l'ho trovata sul tavolo",
      'I have no chest pain whatsoever, only a sore throat',
      'never had any seizures, just anxious before exams',
      "my dad isn't confused and has no weakness in his arm, just a cold",
      'सीने में कोई दर्द नहीं, बस खांसी',
      'बेहोशी नहीं, बस चक्कर',
      'mujhe seene me dard bilkul nahi hai, bas zukam',
      'chakkar aaya par behosh nahi hua',
      'bachhe ne battery nahi nigli, sofe ke niche mili',
    ])
      expect(triage(text), text).toEqual({ level: 'routine', flags: [] });
  });

  it('spots that fade under a glass are the reassuring sign, a sting swollen where it stung is no anaphylaxis', () => {
    expectLevel('routine', [
      'le macchie col bicchiere spariscono, ha la febbre a 38 ma gioca',
      'did the glass test and the spots fade, he has a temperature but is playing',
      'बुखार है, दाने गिलास से दबाने पर गायब हो जाते हैं',
      'bukhar hai aur daane hain, glass se dabane par gayab ho jate hain',
      'punta da una vespa sulla mano, si è gonfiata la mano e basta',
      "stung by a bee on my foot and it's swollen around the sting",
    ]);
    expectLevel('emergency', [
      'febbre e macchie che non spariscono col bicchiere',
      "fever and spots that don't fade with the glass test",
      'बुखार और दाने गिलास से दबाने पर भी गायब नहीं हो रहे',
      // A stiff neck is a red flag whatever the spots do.
      'febbre a 39, collo rigido, le macchie col bicchiere spariscono',
      // Spots that go away by themselves are not the glass test.
      'febbre alta e macchie rosse, poi spariscono e tornano',
      'fever and a rash that comes and goes, it disappears then comes back',
      "punto da un'ape, mi si gonfia la gola",
      "stung by a wasp and now I'm wheezing",
    ]);
  });

  it('"di scatto" is suddenly, not a seizure; jerks still are one', () => {
    for (const text of [
      'mi gira la testa se mi alzo di scatto dal letto',
      "è scattato l'allarme e mi sono spaventata",
    ])
      expect(triageRules(text).flags, text).not.toContain('seizure');
    expectLevel('emergency', [
      'mio figlio ha degli scatti alle braccia e non risponde',
      'il nonno scatta con le braccia e le gambe, non risponde',
    ]);
  });

  // Sentences written for these tests, not taken from the corpus.
  it('colloquial and regional negators, and the words between a negator and its red flag', () => {
    expectRulesLevel('routine', [
      'zero dolore al petto, ho solo la tosse da due giorni',
      "tengo 'a tosse ma nun tengo affanno, è 'o raffreddore",
      "non è mica un infarto, m'ha fatto male la schiena a spostare il divano",
      "l'è minga una crisi epilettica, trema dal freddo",
      'non mi manca il fiato, ho solo il naso chiuso',
      'non erano convulsioni, erano brividi della febbre',
      'il dolore al petto non c’entra, mi fa male il gomito',
      'ha male al ginocchio, non ha dolore al petto né fiato corto',
      'मुझे खुद को नुकसान पहुंचाने के ख्याल नहीं आते, बस नींद कम आती है',
    ]);
    // The second half of a red flag said as two things near each other, negated.
    expectRulesLevel('routine', [
      'la bimba ha 38 ma è vispa, mangia e non ha macchie',
      'il bimbo ha 38,5 ma gioca tranquillo e non ha macchie sulla pelle',
    ]);
    expectLevel('emergency', [
      // A negation that is the emergency, a scale, a first time, a treatment that does not work.
      'da zero a dieci in un secondo, il peggior mal di testa della mia vita',
      'ha battuto la testa e adesso non si sveglia',
      'la ventolin non funziona e non riesce a parlare, le labbra sono blu',
      'non mi vedrete più, ho preso la corda e vado in garage',
      'mal di testa a tuono, non ha mai avuto niente di simile',
      'nun respira cchiù, è caduto a terra',
    ]);
    // A negator after the red flag only as "non c'entra / non ce l'ho"; "ce l'ho da stamattina" says it is there.
    expectRulesLevel('routine', [
      "dolore al petto non ce l'ho, solo tosse",
      'il bimbo ha 38 non ha macchie e gioca',
    ]);
    expectRulesLevel('emergency', [
      "dolore al petto ce l'ho da stamattina e sudo freddo",
      'il dolore al petto non cessa e sudo freddo',
      // The negated end of a match that is the red flag: "non si muove" (the words "si", "ha" stand between).
      'la nonna è stesa a terra e non si muove',
    ]);
    expectRulesLevel('routine', ['il bimbo ha 38 nessun segno di macchie']);
    // "ne" without its accent stays the pronoun: "ne ho prese venti" is an overdose.
    expectLevel('emergency', ['ho preso tutte le pastiglie, ne ho prese venti per farla finita']);
  });

  it('a message with no red flag left once its figures of speech are taken out reads as one ("idiom")', () => {
    expect(triageRules('mi è venuto un mezzo infarto a vedere il conto').context).toBe('idiom');
    expect(triageRules('this heat is killing me').context).toBe('idiom');
    // A red flag beside the figure of speech keeps the message in the present.
    expect(triageRules('mi è preso un colpo quando ho visto: papà è a terra e non respira')).toMatchObject({
      level: 'emergency',
      context: 'present',
    });
    expect(triageRules('ho un dolore al petto').context).toBe('present');
  });

  it('figures of speech of everyday Italian, English and Hindi; the real thing stays an emergency', () => {
    expectRulesLevel('routine', [
      'una fame da svenire, a che ora si pranza?',
      'un freddo da svenire in ufficio, si può avere il termosifone?',
      'mi è venuto un mezzo infarto a vedere il conto del meccanico',
      'mi è preso un colpo quando ho visto la multa',
      'quel vino era veleno puro',
      'mi scoppia la testa con tutte queste riunioni',
      'il lavoro mi sta soffocando, vorrei cambiare',
      'mi viene da svenire solo a pensarci, al colloquio di domani',
      'con tre bambini non ho il tempo di respirare',
      'barely time to breathe at work this month',
      'the match was so tense that I nearly passed out',
      'I nearly had a seizure when I saw the rent',
      "I'm gonna pass out if this queue gets any longer",
      'heartbroken about my team tonight',
      'is it baby blues if I cry a lot? my son is two weeks old and I love him',
      'office mein saans lene ki fursat nahi hai',
      'इतना काम है, आज तो हार्ट अटैक आ जाएगा',
      'ye exam result dekh ke mujhe daura padega 🙄',
      'la nonna non riesce a inghiottire le compresse grandi, si possono sciogliere?',
      'my mum has trouble swallowing the big tablets, can I crush them?',
    ]);
    expectLevel('emergency', [
      'mi è venuto un infarto, ho un dolore al petto fortissimo che va al braccio',
      'mio marito sta soffocando, ha un boccone di carne in gola',
      'mi scoppia la testa, è arrivato all’improvviso, il peggiore della mia vita',
      'heavy bleeding, soaking a pad every half hour, I nearly passed out on the toilet',
      'my newborn is turning blue and floppy',
      'ha bevuto il veleno per topi',
    ]);
  });

  it('a message that only thanks or greets is never raised by the model; with anything else it is triaged', () => {
    expectLevel('routine', ['grazie mille', "Grazie mille per l'aiuto!", 'ok thanks Salus', 'धन्यवाद जी']);
    expectLevel('emergency', [
      'grazie mille, ma ho ancora un dolore al petto fortissimo',
      'thanks, my dad is not breathing',
    ]);
  });

  it('"I felt" and "as if someone" tell what happened, not a general question; "I heard that" still asks one', () => {
    expectRulesReading({ level: 'emergency', context: 'present' }, [
      'ho sentito un dolore fortissimo al petto e sudo freddo',
      'I heard a thud and found him on the floor not breathing',
    ]);
    expectRulesReading({ context: 'present' }, [
      'come se qualcuno mi avesse sparato dentro la testa, mai avuto così',
    ]);
    expectRulesReading({ context: 'general' }, [
      'ho sentito che la meningite è contagiosa, è vero?',
      'I heard that aspirin helps in a heart attack, is it true?',
      'se qualcuno sviene cosa bisogna fare?',
    ]);
  });

  it('self-harm: a farewell from a dangerous place, a wish to join someone who died with the means kept, dialect', () => {
    expectRulesFlag(
      'self_harm',
      [
        'sono sul ponte, volevo solo salutarti',
        'dice che vuole raggiungerla presto e ha messe da parte tutte le pastiglie',
        'mi vogghiu ammazzari, nun ce la fazzu cchiù',
      ],
      ['sto regalando i vestiti dei bambini, sono cresciuti', 'volevo solo salutare, oggi sto meglio'],
    );
  });

  it('a joke denied says the rest is meant: "I\'m not joking", "scherzi a parte", "mazak nahi"; a joke is still one', () => {
    expectRulesReading({ level: 'emergency', context: 'present' }, [
      "I'm not joking, I want to end it tonight",
      'this is not a joke, he is not breathing',
      'this isnt a joke, he collapsed and is not breathing',
      'non è uno scherzo, mio padre non respira',
      'scherzi a parte, voglio farla finita',
      'mazak nahi kar raha, aaj raat sab khatam',
      // said before a nervous laugh too, and "I'm not kidding" denies no red flag
      'scherzi a parte, ho preso 30 pastiglie lol',
      'joking aside I took the whole bottle of pills lol',
      "I'm not kidding, he isn't breathing haha",
    ]);
    // A joke taken back after "not joking" is one; so is a figure of speech with a laugh, or a threat taken back.
    expectRulesReading({ context: 'figurative' }, [
      'lol my boss is killing me',
      'mi butto dal balcone, scherzo eh',
      'non sto scherzando, mi butto dal ponte... ahah scherzo dai',
      "if I hear one more scooter at 6am I'm going to jump off the balcony 😂 (joking, we live on the ground floor)",
      'lost the derby again, gonna kill myself lol. jk',
      // said to be meant, with nothing of an emergency in it: still a joke for the models too
      "I'm not joking, this queue at the posta is the worst lol",
    ]);
  });

  it('an emergency said with a laugh and not taken back is "laughed": routine for the rules, with its red flags for the models', () => {
    expectRulesReading({ level: 'routine', context: 'laughed', flags: ['chest_pain'] }, [
      'lol ok dont laugh but my chest is crushing and it goes up into my jaw, feel sick and clammy 😅',
      'ho un infarto ahahah',
    ]);
    // Someone else's word that it was a joke takes nothing back ("says it was a joke", "dice per scherzo").
    expectRulesReading({ context: 'laughed', flags: ['poisoning'] }, [
      'उसने नींद की गोलियों की पूरी पत्ती खा ली है, अब बहुत नींद में है, कह रहा है मज़ाक था',
    ]);
    // A laugh with nothing that reads as an emergency stays a joke.
    expectRulesReading({ context: 'figurative' }, ['ahah sto morendo dal ridere', 'pizza so good lol']);
  });

  it('the reason a question gives, read on its own: asking because, chiedo perché, isliye pooch raha', () => {
    expectRulesReading({ level: 'emergency', context: 'present' }, [
      "how do you recognise a heart attack in women? asking because I've had a heavy pressure in my chest for half an hour, I feel sick and my jaw aches",
      "Quante tachipirine sono troppe? Chiedo perché ne ho prese 20 da 500 un'ora fa",
      'abhi papa ka chehra ek taraf latak gaya hai, bol nahi pa rahe, isliye pooch rahi hoon stroke ke lakshan kya hain',
    ]);
    expectRulesReading({ level: 'routine', context: 'general' }, [
      'how do you tell if someone is having a stroke? asking as my elderly parents live with me',
      'come si fa il massaggio cardiaco a un neonato? lo chiedo perché sto per diventare nonna',
    ]);
    expect(reasonForAsking('stroke ke lakshan? papa ko dekh ke, isliye pooch raha hoon')).toBe(
      'stroke ke lakshan? papa ko dekh ke, ',
    );
    expect(reasonForAsking('what are the signs of a stroke?')).toBeUndefined();
    // The context model may not lower such a question: its reason is an emergency.
    expect(
      neverLowered(
        normalize(
          "how do you recognise a heart attack? asking because I've had a crushing pain in my chest for an hour",
        ),
      ),
    ).toBe(true);
    expect(neverLowered(normalize('how do you recognise a heart attack? asking because my dad is 70'))).toBe(
      false,
    );
  });

  it('a product named in a question and swallowed now: "my 3yo just took a gulp", "pi li", a sip', () => {
    expectRulesReading({ level: 'emergency', flags: ['poisoning'] }, [
      "what happens if a kid swallows bleach? my 3yo just took a gulp of bleach, she's crying",
      'mio figlio ha bevuto un sorso di candeggina',
      'bacche ne candeggina pi li',
    ]);
    // A child with a fever who is still drinking is doing well.
    expectRulesLevel('urgent', [
      'my 18 month old has 39.6, gave Tachipirina, still drinking milk but very hot and grumpy. its sunday, guardia medica?',
    ]);
  });

  it('tune27 concepts: a stream or pool of blood, words suddenly lost, alcohol mixed with pills, fluid from an ear after an accident, a headache unlike the usual one', () => {
    expectRulesFlag(
      'bleeding',
      ["there's a puddle of blood on the floor and it keeps pumping out", 'il sangue zampilla dal polso'],
      ['a drop of blood on the plaster'],
    );
    expectRulesFlag('stroke', ['di colpo nn trovo più le parole'], ['non trovo le parole per ringraziarti']);
    expectRulesFlag(
      'poisoning',
      ['mischiato alcol e pasticche, nn sta in piedi'],
      ['ho bevuto un bicchiere di vino'],
    );
    expectRulesFlag(
      'head_injury_red_flags',
      [
        "incidente col motorino, sangue dall'orecchio",
        'came off my bike and clear fluid is dripping out of my nose',
      ],
      ['fell skiing yesterday, helmet on, today I feel a bit foggy and keep forgetting little things'],
    );
    expectRulesFlag(
      'thunderclap_headache',
      [
        'मुझे माइग्रेन रहता है पर ये वाला बिलकुल अलग है, एकदम से फटा जैसे बम',
        'I get migraines but this one is totally different, came on like a bomb',
      ],
      ['my headache is different from yesterday, more on the left, came on after lunch'],
    );
    // No breathlessness in Hindi ("साँस नहीं फूल रही") denies it; no breath ("साँस नहीं आ रही") is the emergency.
    expectRulesReading({ level: 'routine', context: 'denied' }, ['साँस नहीं फूल रही', 'saans nahi phool rahi']);
    expectRulesLevel('emergency', ['साँस नहीं आ रही', 'saans nahi aa rahi']);
    // Survived and home now, a month ago; a figure of speech with "so good"; a boss's headache; a threshold question.
    expectRulesLevel('routine', [
      'pichle mahine mere cousin ne goliyan kha li thi, overdose, bach gaya. ab ghar pe hai',
      "pizza so good I'm gonna pass out",
      'my boss gave me the worst headache of my life today',
      'नवजात को कितना बुखार हो तो तुरंत डॉक्टर?',
      'heart attack me aspirin chabani chahiye kya?',
    ]);
    expectRulesLevel('emergency', [
      "so dizzy I'm gonna pass out",
      'usne saari goliyan kha li, bach gaya na?',
    ]);
    // "I won't be a burden any more", in Hindi as in English, with a farewell; not a job found.
    expectRulesFlag(
      'self_harm',
      ['alvida sabko, ab main bojh nahi banungi'],
      ['main kisi pe bojh nahi banungi, job mil gayi'],
    );
    // A swallowing only feared, and the thing found where it was; not when it is still missing.
    expectRulesLevel('routine', [
      'pensavo che la piccola avesse ingoiato una moneta, invece ce l aveva in tasca',
      'laga tha beti ne button cell nigal liya, par wo remote ke andar hi tha',
    ]);
    expectRulesLevel('emergency', [
      'temevo avesse ingoiato la pila e infatti non la trovo più',
      'I thought he swallowed a magnet, it was in his mouth and he swallowed it',
    ]);
    // Nothing swallowed: the emergency model may not raise it either; a thing found in the mouth, or a person found,
    // is no such message.
    for (const text of [
      "il bambino non ha ingoiato la pila, l'ho trovata sul tavolo",
      'bachhe ne battery nahi nigli, sofe ke niche mili',
      'pensavo che la piccola avesse ingoiato una moneta, invece ce l aveva in tasca',
    ])
      expect(modelMayNotRaise(normalize(text)), text).toBe(true);
    for (const text of [
      "temevo avesse ingoiato la pila, l'ho trovato con la pila in bocca che piangeva",
      "l'ho trovato a terra, non respira",
      'pensavo fosse solo stanco, invece era sul pavimento',
    ])
      expect(modelMayNotRaise(normalize(text)), text).toBe(false);
  });

  it('a joke, then a turn to what is meant, but seriously, ma, par aaj sach me: an emergency after the turn is one', () => {
    expectRulesReading({ level: 'emergency', context: 'present' }, [
      'lol this commute is killing me but seriously my dad just collapsed on the platform and is not breathing',
      'sempre a scherzare sul cuore, ahah, ma adesso ha un dolore al petto fortissimo e suda freddo',
      'mazaak mazaak me bolta tha, par aaj sach me usne saari goliyan kha li',
    ]);
    // A joke with no turn, or a turn to nothing urgent, stays a joke.
    expectRulesReading({ context: 'figurative' }, [
      'lol my boss is killing me but the pay is good',
      'ahah sto morendo dal ridere ma che bello',
    ]);
  });

  it('a frame that denies its clause: non direi che, ma quale, I would not say, it is not that, aisa nahi hai ki', () => {
    expectRulesReading({ level: 'routine', context: 'denied' }, [
      'non direi che mi manca il fiato, è solo un po di tosse',
      'ma quale infarto, è solo la gastrite',
      "I wouldn't say I'm short of breath, just unfit",
      'it isnt that i cant move my arm, it only aches after the vaccine',
      'nothing like the worst headache of my life, just tired eyes',
      'aisa nahi hai ki saans nahi aa rahi, bas thodi khansi hai',
      'ऐसा नहीं है कि सांस नहीं आ रही, बस जुकाम है',
    ]);
    // Not across "but" / "ma", and never "non è che" (also a worried question).
    expectRulesReading({ level: 'emergency' }, [
      "I wouldn't say it's bad but now I can't breathe",
      'non direi che sto male ma ho un dolore al petto fortissimo',
      'non è che è un infarto? ho un dolore al petto fortissimo',
    ]);
  });

  it('the words between a negator and its red flag: kind of, going to, intention, jaisa', () => {
    expectRulesReading({ level: 'routine', context: 'denied' }, [
      'nessun pensiero tipo suicidio, solo stanchezza',
      'not going to hurt myself, just homesick',
      'suicide jaisa kuch nahi soch raha, bas udaas hoon',
      'खुद को नुकसान पहुंचाने का कोई इरादा नहीं है',
    ]);
    // A negation that is the symptom: "non sopporta la luce" (photophobia), "can't stand the light".
    expectRulesFlag(
      'meningitis',
      [
        'febbre alta, mal di testa forte, non sopporta la luce e il collo è duro',
        'बुखार तेज़ है, गर्दन आगे नहीं झुका पा रही',
      ],
      ['niente febbre, niente collo rigido, solo raffreddore'],
    );
  });

  it('a match across but, denied by what stands before it, is looked at again after but', () => {
    expectRulesFlag(
      'meningitis',
      [
        'no rash at all but my son has a fever and a very stiff neck',
        'niente macchie ma mia figlia ha la febbre e il collo rigido',
      ],
      ['no rash and no fever, just a stiff neck from sleeping badly'],
    );
  });

  it('figures of speech of tune round 7: a suicide or a stroke said of a thing, a faint at a bill, breath taken by a view', () => {
    expectRulesReading({ level: 'routine', context: 'idiom' }, [
      'la verifica di fisica è stata un suicidio',
      'comprare casa adesso è un suicidio finanziario',
      'il traffico di stamattina era un ictus assicurato',
      "mio fratello me fa venì n'infarto",
      'ho aperto la bolletta del gas e sono quasi svenuta',
      'il panorama dal Gran Sasso mi ha lasciato senza fiato',
      'non respiro dalle risate',
      'sto sputando sangue per finire il progetto',
      'wearing that to the office is career suicide',
      'I opened the electricity bill and nearly fainted',
      'the view from the cliff took my breath away',
      "she left and I can't breathe without her",
      'his chili could poison a horse',
      'this weekend shift is a suicide mission',
      'बिल देखकर खून के आंसू आ गए',
      'उसकी बातें कान में जहर घोल देती हैं',
      'ye naukri dheere dheere zeher ban rahi hai',
      'ye coffee itni kadwa thi ki zeher laga',
      'मकान मालिक हमें मार के ही छोड़ेगा',
    ]);
    // The real thing stays an emergency.
    expectRulesReading({ level: 'emergency', context: 'present' }, [
      'mio fratello ha tentato il suicidio, ha preso tutte le pastiglie',
      'ho visto mio padre a terra, non respira',
      'my son swallowed poison from under the sink',
      'उसने जहर खा लिया है, उल्टी कर रहा है',
    ]);
  });

  it('self-harm and stroke of tune round 7: nahi jeena with pills collected, a bridge and a jump, a face that does not move', () => {
    expectRulesFlag(
      'self_harm',
      ['ab aur nahi jeena, neend ki goliyan ikattha kar li hain', "I'm on the bridge and I'm going to jump"],
      ['going to jump in the pool with the kids later', 'pul par traffic bahut hai aaj'],
    );
    expectRulesFlag(
      'stroke',
      ['मुस्कुराने को कहा तो एक तरफ का चेहरा हिल ही नहीं रहा', 'ek taraf ka chehra hil nahi raha'],
      ['ek taraf ka daant hil raha hai'],
    );
    expectRulesFlag('thunderclap_headache', ['ho sentito uno schiocco in testa e ora un dolore atroce'], []);
    expectRulesReading({ level: 'routine', context: 'general' }, [
      'What actually is a thunderclap headache?',
    ]);
  });

  it('nn is non, a red flag asked and answered no is denied, an answer that goes on is not', () => {
    expectRulesReading({ level: 'emergency' }, [
      'mio padre nn respira',
      'la mia bimba nn si sveglia ed è mollissima',
      'Respira? no, non respira!',
      'è un infarto? no idea what to do, he is grey and sweating',
    ]);
    expectRulesReading({ level: 'routine', context: 'denied' }, [
      'nn mi fa male il petto, è solo ansia',
      'Svenuto? ma quannu mai, dorme sul divano',
      'fiato corto? assolutamente no, solo i polpacci',
      'Chest pain? Nope. Just a sore shoulder',
      'सीने में दर्द? नहीं नहीं, बस जलन है',
      "almeno il sangue nella pipì non c'è, solo bruciore",
      'niente a che vedere con un ictus, mi si era addormentato il piede',
      "I wouldn't call it shortness of breath, just unfit",
    ]);
  });

  it('not answering the phone is no unconsciousness, a negated verb then bene is no fine, mi ricordo quando is the past', () => {
    expectRulesFlag(
      'fainting',
      ['mio nonno è a terra e non risponde'],
      ['il medico non risponde al telefono da stamattina'],
    );
    expectRulesFlag('stroke', ["la mano destra non la muovo bene da un'ora"], []);
    expectRulesReading({ level: 'routine', context: 'past' }, [
      "mi ricordo quando mio fratello non respirava per l'asma",
    ]);
  });

  it('figures of speech of tune rounds 8 and 9, general questions, a love emoji, and red flags said another way', () => {
    expectRulesReading({ level: 'routine', context: 'idiom' }, [
      'mi stava per venire un coccolone in autostrada',
      "un altro po' e mi veniva l'infarto al supermercato",
      "la Roma m'ha dato n'infarto al 93esimo",
      'mi fa il sangue amaro tutti i giorni',
      'weekend di overdose di serie tv',
      "mi manca l'aria solo a pensare di uscire col caldo",
      'sto sudando sangue per finire la tesi',
      'ho visto quanto costa la benzina e mi è mancato il respiro',
      'that group chat is pure poison',
      "I'm having a stroke watching this match",
    ]);
    expectRulesReading({ level: 'routine', context: 'general' }, [
      'se un amico dice che vuole farla finita cosa si deve fare?',
      "un mal di testa improvviso è sempre un'emergenza o dipende?",
      "what does it mean when a rash doesn't fade under a glass?",
      'how can I tell if my friend is thinking about suicide?',
    ]);
    expectRulesReading({ context: 'figurative' }, ['il cuore mi scoppia, sono innamorata 😍']);
    expectRulesFlag('thunderclap_headache', ['le è venuto di botto un dolore fortissimo alla testa'], []);
    expectRulesFlag('self_harm', ['sono sul terrazzo e voglio saltare'], ['voglio saltare la cena stasera']);
  });

  it('normalises decimals, full stops and spaces', () => {
    expect(normalize('Febbre 38,5.')).toBe('febbre 38.5');
    expect(normalize('Ciao...  Salus!')).toBe('ciao salus');
    expect(normalize('dose a .5 ml')).toBe('dose a 5 ml');
  });

  it('a red flag asked and answered no however the answer is typed', () => {
    expectRulesReading({ level: 'routine', context: 'denied' }, [
      'Chest pain?? nope',
      'Chest pain?nope',
      'Svenuto? ma  quannu mai',
      'Infarto? macché, è ansia',
    ]);
    // A red flag denied inside a pair: "fever no rash", "febbre nessun puntino".
    expectRulesFlag(
      'meningitis',
      ['fever and a rash that does not fade'],
      ['fever no rash', 'febbre nessun puntino'],
    );
    expectRulesFlag(
      'thunderclap_headache',
      [],
      ['ho un leggero mal di testa da stamattina', 'ho mal di testa da stamattina'],
    );
    // A frame after the red flag denies nothing before it.
    expectRulesReading({ level: 'emergency' }, ['mi manca il fiato non direi che è ansia']);
  });

  it('Hindi: breath that has stopped, and a headache that came suddenly or like a blast', () => {
    expectRulesFlag('breathing', ['meri beti ki saans band ho gayi hai', 'दादी की साँस बंद हो गई है'], []);
    expectRulesFlag(
      'thunderclap_headache',
      ['sir me ek dum se bahut tez dard', 'सिर में एकदम से तेज़ दर्द, उल्टी', 'sir ke peeche dhamaka jaisa dard'],
      ['haath ki skin phati hui, sardi me hamesha'],
    );
  });

  it('Hindi: a stiff neck alone is no meningitis, as in Italian and English; with a fever it is', () => {
    expectRulesLevel('routine', ['गर्दन अकड़ी हुई है, रात को गलत करवट सोया', 'collo rigido, ho dormito storto']);
    expectRulesFlag(
      'meningitis',
      ['तेज़ बुखार है और गर्दन अकड़ गई है', 'bachche ko bukhar 39 aur gardan akdi hui'],
      ['गर्दन अकड़ गई, जिम में भारी वज़न उठाया'],
    );
  });

  it('Hindi: a lip or a throat that did not swell is denied; one that swells is the red flag', () => {
    expectRulesLevel('routine', [
      'मच्छर ने काटा, खुजली है पर होंठ नहीं सूजे',
      'dawai se thodi allergy, jeebh ya gala nahi sooja',
    ]);
    expectRulesFlag(
      'anaphylaxis',
      ['मूंगफली खाई, होंठ सूज गए और गला कस रहा है', 'bee ne kaata, gala sooj raha hai'],
      [],
    );
    // the negator before a noun negates the word before it: not a burning but a pressure
    expectRulesFlag('chest_pain', ['पिताजी को सीने में जलन नहीं दबाव है, पसीना आ रहा है'], []);
  });

  it('Hindi: a stream or a squirt of blood is severe bleeding, streaks of it are not; a baby turning blue in any gender', () => {
    expectRulesFlag(
      'bleeding',
      ['हाथ कट गया, खून की धार बह रही है', 'ungli se khoon ki dhaar nikal rahi', 'घाव से खून पिचकारी जैसा'],
      ['do din se balgam mein khoon ki dhaariyan'],
    );
    expectRulesFlag(
      'child_emergency',
      ['2 महीने की बच्ची नीली पड़ रही है', 'baby ke honth neele ho gaye', 'chhoti beti neeli si lag rahi hai'],
      [],
    );
  });

  it('how to swallow a tablet (whole, with water) is a dose question; a tablet swallowed by a child is poisoning', () => {
    expectRulesLevel('routine', [
      'ये कैप्सूल पानी के साथ निगलना है या दूध के साथ?',
      'tablet chaba sakte hai ya seedha nigalni hai',
      'la compressa va deglutita intera o si può spezzare?',
      'posso inghiottire la capsula con il succo?',
    ]);
    expectRulesFlag(
      'poisoning',
      [
        'बच्चे ने दादी की गोली निगल ली',
        'beti ne papa ki 5 tablet nigal li',
        'ha ingoiato tutte le compresse della nonna',
      ],
      [],
    );
  });

  it('a neck that turns or bends with a fever is no stiff neck; one that cannot is', () => {
    expectRulesLevel('routine', ['febbre 38,5 ma il collo lo muove bene, gioca']);
    expect(triageRules('febbre 39 ma gira bene il collo e gioca').flags).not.toContain('meningitis');
    expectRulesFlag(
      'meningitis',
      [
        'febbre e non riesce a piegare il collo',
        'fever and he can’t bend his neck',
        'il collo non lo gira, febbre 39',
      ],
      [],
    );
  });

  it('a fall told with a helmet is a knock on the head: vomiting and sleepiness after it are red flags', () => {
    expectRulesFlag(
      'head_injury_red_flags',
      [
        'scooter se gira, helmet pehna tha, ab do baar ulti aur bahut neend',
        'बाइक से गिरी, हेलमेट था, अब दो बार उल्टी',
      ],
      ['बाइक से गिरी, हेलमेट था, घुटना छिल गया'],
    );
  });

  it('breath that does not go in is the red flag, in Hindi too ("nahi ja rahi" is not a denial)', () => {
    expectRulesFlag('breathing', ['saans andar nahi ja rahi', 'meri saans andar nahi ja rahi, bachao'], []);
  });

  it('a laugh does not make a decision or a farewell note a joke, nor what follows "joking aside"', () => {
    expectRulesLevel('emergency', [
      'lol ho deciso, stanotte la faccio finita',
      'haha jokes aside, my lips are swelling and I can’t breathe',
      'Classic me, cut my hand on the mandoline 🙃 joking aside it won’t stop spurting',
    ]);
    expectRulesFlag('self_harm', ['i’ve written notes for everyone and i’m on the roof'], []);
    expectRulesLevel('routine', [
      'se la Juve perde mi butto dal balcone 😂',
      'ho deciso di mettermi a dieta lol, mi viene un infarto a vedere la bilancia',
      // a decision that is not to die leaves the joke a joke
      "i've decided to run the marathon, having a heart attack lol",
    ]);
  });

  it('figures of speech: drowning or choking in paperwork, convulsions of happiness', () => {
    expectRulesLevel('routine', [
      'sto affogando nelle pratiche del commercialista',
      'choking on paperwork at the questura, send help',
      'il gatto ha le convulsioni dalla felicità quando torno',
    ]);
    expectRulesLevel('emergency', ['sto affogando, aiuto', 'he is choking on a grape']);
  });

  it('"non sto pensando" and "non mi voglio fare del male" deny self-harm; the wish itself is the red flag', () => {
    expectRulesLevel('routine', [
      'non sto pensando di farmi del male, sono solo stanca',
      'non sto pensando al suicidio, volevo solo il numero del consultorio',
    ]);
    expectRulesFlag('self_harm', ['voglio farmi del male', 'sto pensando di farla finita'], []);
  });

  it('questions in general: Hinglish "kya hota h", a difference asked, a character in a story', () => {
    expectRulesLevel('routine', [
      'dil ka daura kya hota h?',
      'heart attack vs panic attack, farak kaise pata?',
      'in my novel a character has a stroke at dinner, what would his wife notice first?',
    ]);
  });

  it('an emergency that is over: checked at the hospital, fine since then', () => {
    expectRulesLevel('routine', [
      'kal behosh hui thi, hospital me check hua, ok hai',
      'a Natale mia madre ha avuto un’ipoglicemia, l’ha trovata confusa mio padre; da allora sta bene',
    ]);
  });

  it('a headache that struck like a whip or a shot, or arrived in a second, is a thunderclap', () => {
    expectRulesFlag(
      'thunderclap_headache',
      [
        'come una frustata nella testa, un dolore violentissimo',
        'dolore alla nuca violentissimo, partito in un secondo',
        'mi è esplosa la testa mentre sollevavo i pesi',
      ],
      ['il mal di testa è passato in un secondo'],
    );
  });

  it('air that does not get in is a breathing emergency; air that does not come in through a window is not', () => {
    expectRulesFlag(
      'breathing',
      ["non mi entra l'aria", "l'aria non entra più", "can't get air in", 'हवा अंदर नहीं जा रही'],
      ['la finestra non si apre, non entra aria fresca'],
    );
  });

  it('one red flag denied and another affirmed is no denial', () => {
    expectLevel('emergency', [
      'nessun dolore al petto ma ha perso i sensi',
      'no chest pain but he collapsed and is not waking up',
      'सीने में कोई दर्द नहीं पर बेहोश हो गए',
      'non ho dolore al petto ma non riesco a respirare',
    ]);
  });

  it('never a denial where the negation is the emergency, or a first time', () => {
    expectLevel('emergency', [
      'non respira più',
      'mio padre non si sveglia e non respira',
      'il sangue non si ferma neanche premendo',
      'she is not breathing and her lips are blue',
      "he won't wake up",
      'saans nahi le pa raha',
      'उसे होश नहीं है और साँस नहीं आ रही',
      'non voglio più vivere',
      'jeena nahi chahta ab',
      'non ho mai avuto un dolore al petto così',
      'never felt chest pain like this before',
    ]);
  });

  it('figures of speech as concepts: a near miss, a cause of hyperbole, a non-medical object; real ones stay', () => {
    expectLevel('routine', [
      'quasi mi è venuto un infarto quando ho visto il voto',
      'I almost had a heart attack when the cat jumped on me',
      'the exam results gave me a small heart attack',
      'fainted from laughing at that video last night',
      'sto soffocando sotto il lavoro arretrato',
      'बिजली का बिल देख के तो मैं बेहोश हो जाऊंगा',
      'result sun ke heart attack aa jayega mujhe',
    ]);
    expectLevel('emergency', [
      "I'm bleeding heavily and nearly passed out",
      'sto perdendo tanto sangue e quasi svengo',
      'after laughing at the film he collapsed and is not breathing',
    ]);
  });

  // Concept families (2026-11-27), each with its source in lambdas/domain/triage.ts; sentences written for these
  // tests, not taken from the corpus.
  it('self-harm said indirectly: two of a wish not to live, the means, a decision, a farewell, unreachable', () => {
    for (const text of [
      'ho scritto una lettera a mia moglie e ai figli, ho la corda in garage',
      'non ha senso andare avanti, ho tenuto da parte le gocce per dormire e stanotte le finisco',
      'my friend posted goodbye to everyone and now her phone is off',
      "I'm a burden to everyone, I've been stockpiling my tablets",
      'मैंने सबको अलविदा कह दिया है, पुल पर खड़ा हूं',
      'ab jeene ka mann nahi karta, rassi kamre me rakh li hai',
    ])
      expect(triage(text).flags, text).toContain('self_harm');
    for (const text of [
      'ho scritto una lettera di auguri a mia nonna stasera',
      'I gave away my old clothes to charity today',
      'sono stanco di questo lavoro, stasera vado al cinema',
    ])
      expect(triageRules(text).flags, text).not.toContain('self_harm');
  });

  it('self-harm of tune round 10: a burden with the pills kept, going away for ever, a plan with the means, a method asked about', () => {
    expectRulesReading({ level: 'emergency', flags: ['self_harm'] }, [
      'sono solo un peso per tutti, le pillole le tengo da parte da settimane',
      'stanotte me ne vado per sempre, quando non ci sono più chi pensa al cane?',
      'sto guidando e alla prossima curva vado contro il muro, non ci sta niente che mi tiene qua',
      'starebbero meglio senza di me, ho deciso, la corda è in cantina',
      'chiedo scusa a tutti per il disturbo, domani non mi cercate',
      'mamma ha messo da parte le pasticche per quando sarà il momento',
      'wrote the letter for my mum, just need to know how long it takes with paracetamol',
      'is it painless to bleed out in a warm bath',
      "I'm going to take all the pills tonight when everyone is asleep",
      'standing on the bridge, so tired of everything, I will jump',
      'I have arranged everything for the kids, by the time they land I will not be here',
      'अब और नहीं जिया जाता, चिट्ठी मेज़ पर रख दी है',
      'कर्ज़ा बहुत है, अब एक ही रास्ता बचा है, छत से',
      'pills jama kar rakhi hai, aaj raat sab ek saath le lunga',
      'mai bojh hu sabke liye, mai chala jau hamesha ke liye, plan ready hai',
      'koi fayda nai jeene ka, aaj saari goliyan ek saath',
      'दोस्त को लिखा है कि शुक्रवार को छत से कूद जाएगा',
    ]);
    // Each piece alone is no emergency: a rope for the garden, a wall, thanks, a dose question.
    expectRulesLevel('routine', [
      'ho comprato una corda nuova per stendere i panni',
      'ho sbattuto contro il muro con la macchina in parcheggio, niente di grave',
      'volevo ringraziarti per i consigli sulla dieta',
      'is it painless to get a tattoo on the wrist?',
      'my passwords are in the blue notebook',
      'kal mera birthday hai, gift nahi chahiye kisi se',
    ]);
  });

  it('a denied wish to die is no emergency, a wish not to live still is', () => {
    expectRulesLevel('routine', [
      "feeling low since I moved, no I don't want to hurt myself, just lonely",
      "Mum is grieving, but she told me clearly she doesn't want to die",
      'mi sento un peso per mia figlia ma non penso a farla finita',
      'sono depressa ma pensieri di suicidio zero',
      'मन नहीं लगता, पर जान देने जैसा कुछ नहीं सोचता',
      'खालीपन सा है, खुद को नुकसान पहुँचाने का ख़याल नहीं आता',
      'burnout ho gaya hu, khud ko hurt karne ka koi idea nahi',
      'मैं डिप्रेशन में हूँ, खुद को खत्म करने का न कोई इरादा है न कोई प्लान',
    ]);
    expect(triage("I don't want to live anymore").level).toBe('emergency');
    expectRulesLevel('emergency', [
      'non voglio più vivere',
      'jeena nahi chahta ab',
      'I will not be here tomorrow',
    ]);
  });

  it('a red flag asked about and answered no, told afterwards, is denied', () => {
    expectRulesReading({ level: 'routine', context: 'denied' }, [
      'maine pucha kya wo khud ko hurt karne ka sochti hai, usne bola nahi',
      'le ho chiesto se pensa di farla finita, ha detto di no',
      'I asked her if she wants to hurt herself, she said no',
    ]);
    expectRulesLevel('emergency', ['I asked her if she wants to hurt herself, she said yes, tonight']);
  });

  it('general questions about suicide, self-harm and the helplines', () => {
    expectRulesReading({ level: 'routine', context: 'general' }, [
      "if someone tells me they're thinking about suicide should I ask them directly?",
      "how can parents tell when a teenager's self-harm is getting serious?",
      'कैसे पता करें कि कोई दोस्त आत्महत्या के बारे में सोच रहा है?',
      'अगर कोई कहे कि वो मरना चाहता है तो क्या बात करनी चाहिए?',
      'suicidal thoughts ke liye Italy me koi 24 ghante wali helpline hai?',
      "c'è un numero per parlare con qualcuno di notte quando si sta giù?",
    ]);
  });

  it('Italian denials of tune round 11: thanks to God no, not even a bit, not a matter of, a chest that hurts only when pressed', () => {
    expectRulesReading({ level: 'routine', context: 'denied' }, [
      'Dolore al petto? Grazie a Dio no, è la solita gastrite',
      'Fiato corto? per fortuna no, ma la tosse non passa',
      "Chest pain? thankfully no, it's my stomach",
      "neanche un po' di dolore al petto, è l'ansia",
      'non si tratta di oppressione, è un prurito sul petto',
      'dolore al petto manco per sogno, mi brucia la gola',
      'mi fa male il petto solo se premo sullo sterno',
      'my chest hurts only when I press on it',
      'gli ho chiesto tre volte se ha dolore al petto e dice di no',
    ]);
    // A chest pain that is also there otherwise, and an answer that goes on, stay emergencies.
    expectRulesLevel('emergency', [
      'dolore al petto fortissimo e sudo freddo, fa male anche se premo',
      'I asked him straight and he says no thoughts of dying, but he has a rope in the car and said goodbye',
      'baby 8 months, fever 40, floppy, the soft spot on his head is bulging',
    ]);
  });

  it('a question told afterwards and answered no, however it is typed', () => {
    expectRulesReading({ level: 'routine', context: 'denied' }, [
      'I  asked  her  if she wants to hurt herself,  she  said  no',
      'We asked him directly if he wants to kill himself and he said no.',
      'le ho domandato se pensa di farla finita, ha detto di no',
      'gli ho chiesto due volte se pensa di farla finita e dice di no',
      'abbiamo chiesto se pensa al suicidio, hanno detto di no',
      'मैंने सीधा पूछा क्या वो आत्महत्या का सोच रही है, उसने बोला नहीं',
      'maine puchha usse kya wo khud ko hurt karna chahta hai, bola nahi',
      'MAINE PUCHA KYA WO KHUD KO HURT KARNE KA SOCHTI HAI, USNE BOLA NAHI',
    ]);
    // Not an answer: a no that goes on, or no one asked.
    expectRulesLevel('emergency', [
      'I asked her if she wants to hurt herself, she said not now but tonight',
      'she asked for help, she wants to hurt herself tonight',
    ]);
  });

  it('a chest wall pain sets aside the chest pain only: another red flag in the message stays', () => {
    expectRulesReading({ level: 'emergency', flags: ['breathing'] }, [
      'mi fa male il petto solo se premo, e non riesco a respirare',
    ]);
    expectRulesReading({ flags: [] }, ['my chest hurts only if I touch it']);
  });

  it('the Hinglish mai is I and the Italian mai is never', () => {
    expectRulesLevel('emergency', [
      'mai chala jau hamesha ke liye, plan ready hai',
      'mai avuto un dolore al petto così',
    ]);
    expectRulesLevel('routine', [
      'non ho mai avuto dolore al petto',
      'sharam se doob maru aisi baat ho gayi',
    ]);
  });

  it('head injury with a red flag: a knock on the head and vomiting, drowsiness, confusion or a blood thinner', () => {
    for (const text of [
      'nonno prende il sintrom, è scivolato in cucina e ha sbattuto la nuca',
      'my mum slipped on the stairs and hit her head, now very drowsy',
      'बच्चा पलंग से गिरा, सिर पर चोट लगी, अब उल्टी कर रहा है',
      'beta jhoole se gira, sar pe chot lagi, ab bar bar wahi puch raha hai',
      'caduto dalla bici senza casco, ha battuto la testa e ora è confuso',
    ])
      expect(triage(text).flags, text).toContain('head_injury_red_flags');
    expect(triageRules('my son bumped his head at football, no vomiting, not drowsy').flags).not.toContain(
      'head_injury_red_flags',
    );
    expect(triageRules('पापा गिरे, सिर नहीं लगा, बस घुटने पर खरोंच').flags).not.toContain('head_injury_red_flags');
  });

  it('a knock on the head looked after at home: its warning signs said absent, nothing else felt (routine, still recognised)', () => {
    for (const text of [
      'ho sbattuto la testa sulla mensola, niente vomito, non ho perso i sensi, mi sento bene',
      'mio figlio di 4 anni ha battuto la fronte sul tavolo, non ha vomitato, gioca come sempre',
      "bumped my head on the cupboard door, no dizziness, didn't black out, just a small lump",
      'my daughter (7) knocked her head at the park, not sleepy, not sick, playing normally',
      'beta ka sir table se laga, na ulti na neend, bilkul theek khel raha hai',
      'दरवाज़े से सिर टकराया, उल्टी नहीं, चक्कर नहीं आ रहे, सब नॉर्मल',
      "nonno ha sbattuto la testa sull'anta, nessun taglio, ne vomito, ne confusione",
    ]) {
      const result = triageRules(text);
      expect(result.level, text).toBe('routine');
      expect(result.context, text).toBe('denied');
    }
    expect(triageRules('ho sbattuto la testa, non vomito, non ho sonno, sto bene').flags).toEqual([
      'head_injury',
    ]);
  });

  it('a knock on the head still seen today: a headache, a cut, a large swelling, age 65 or more, a possible concussion', () => {
    expectRulesLevel('urgent', [
      'ho sbattuto la testa, niente vomito, ma ho mal di testa da stamattina',
      'hit my head on a beam, no blackout, but there is a cut that keeps bleeding',
      'mia madre ha 81 anni, ha battuto la testa sul comodino, non vomita, sta bene',
      'hit my head on the car door, not sick, but the bump is the size of an egg',
      'कल सिर दीवार से टकराया, उल्टी नहीं, पर आज भी सिर दर्द है',
    ]);
  });

  it('a knock on the head and a red flag in a later clause, after others denied, is an emergency', () => {
    expectRulesLevel('emergency', [
      "my son hit his head at rugby, he didn't pass out, no vomiting, but he can't remember the game",
      'ha battuto la testa, non ha vomitato, non prende anticoagulanti, ma adesso è confuso e non sa che giorno è',
      'sir pe chot lagi, ulti nahi ki, lekin baar baar wahi sawal puch raha hai',
      'fell off her bike, no cut, no bruise, but one pupil is bigger than the other',
      'cycle se gira, helmet tha, par ab confused hai',
      'ha battuto la testa, è caduto a terra, non ha ripreso i sensi',
      'he hit his head on the kerb and he has not come round',
      'il bimbo di 7 mesi è caduto dal fasciatoio e ha battuto la testa',
    ]);
  });

  it('a head knock of long ago, or already checked at the hospital and well, and general questions, are no alarm', () => {
    expectRulesLevel('routine', [
      'quando facevo il militare ho preso una botta in testa, adesso ho la cefalea ogni tanto',
      'hit my head last week, they kept him in overnight and did a scan, all fine, he is well now',
      "quanto tempo bisogna tenere d'occhio una persona dopo una botta in testa?",
      'how long should you watch a child after a bump on the head?',
      'sir ki chot ke baad kab hospital jana chahiye?',
    ]);
    // "da quando giocavo" is since, not long ago
    expectRulesLevel('emergency', [
      'mi fa male il petto da quando giocavo a calcetto e mi si addormenta il braccio',
    ]);
  });

  it('words that are not what they seemed: a blue bruise, a bang on the head, no double vision, or anything like that', () => {
    expectRulesLevel('routine', [
      'my toddler bumped her head, small blue bruise, not sleepy, not sick, playing as usual',
      'piccola botta in testa, zero sintomi',
      'è stata colpita in testa da una pallonata, non vomita, non è confusa e non vede doppio',
    ]);
    expect(triageRules('not on warfarin or anything like that, just bumped my head').flags).not.toContain(
      'head_injury_red_flags',
    );
    expectRulesLevel('emergency', ['mal di testa come una botta, il peggiore della mia vita']);
    // a little of a poison is still a poisoning
    expectRulesLevel('emergency', ['बेटे ने थोड़ा सा bleach पी लिया, खांस रहा है']);
  });

  it('children of tune round 14: an age is not a duration, a rash that does not fade, signs a parent lists', () => {
    expectRulesLevel('emergency', [
      'mia figlia ha 5 settimane e ha 38,1 di febbre',
      'infant 9 weeks, temp 38.2',
      'puntini rossi sulle gambe, ho premuto il bicchiere e non spariscono',
      'tiny dark spots on her tummy that do not fade when I press a glass',
      'bambino 9 mesi con febbre, niente macchie, ma il collo è rigido',
      'il piccolo di 2 mesi ogni tanto smette proprio di respirare per 15 secondi',
      'my daughter 3, no wet nappy since the morning, eyes sunken and so sleepy',
      'mio figlio 4 anni, mani e piedi ghiacciati e chiazzati, febbre 40',
      'beti 2 saal, pukaro to jawab nahi deti, bas ghoor rahi hai',
      'baby is 9 months, no rash at all, but he has gone floppy and barely opens his eyes',
    ]);
    expectRulesLevel('urgent', [
      'my 3 year old has had a fever of 39 for 5 days, eating a bit',
      '3 दिन से बुखार 39.5, दवा से उतरता है फिर चढ़ जाता है',
    ]);
    expectRulesLevel('routine', [
      'little pink spots after 3 days of fever, they fade when I press a glass, he is happy',
      'ha 12 anni, febbre ma piega il collo senza problemi e la luce non gli dà fastidio',
      'ho 16 anni, febbre ma er collo nun è duro, macchie manco una',
      "doesn't seem like meningitis: light doesn't bother her, no spots",
      'ho contato le pile del telecomando e ci sono tutte',
      'checked every battery in the house, none missing',
      'Cosa sono le convulsioni febbrili, sono pericolose?',
    ]);
  });

  it('nothing missing denies a poisoning only, a blanching rash a meningitis only: another red flag stays', () => {
    expect(
      triageRules('ho contato le pile e ci sono tutte, ma ho un dolore al petto fortissimo che va al braccio')
        .flags,
    ).toContain('chest_pain');
    expect(
      triageRules('le macchie col bicchiere spariscono, ma il bambino di 8 mesi è molle e non si sveglia')
        .flags,
    ).toContain('child_emergency');
    expect(triageRules('ho contato le pile e ci sono tutte').level).toBe('routine');
  });

  it('being well now does not undo a swallowed battery or a knock that knocked one out, unless it was seen or long ago', () => {
    expectRulesLevel('emergency', [
      "ha messo in bocca una pila a bottone, credo l'abbia ingoiata, per ora sta bene e gioca",
      'hit my head, my mates say I was out for a few seconds, feel ok now',
      'tiny red dots that do not fade under a glass, he was fine this morning, now hot and whiny',
    ]);
    expectRulesLevel('routine', [
      'in March he took a double dose by mistake, the poison centre talked us through it and he was fine',
      '12 saal pehle overdose kiya tha, ab main theek hun',
    ]);
  });

  it('a question whether it can wait is about now: the context model does not lower it', () => {
    const emergency = { level: 'emergency' as const, flags: ['child_emergency' as const] };
    const thresholds = modelThresholds(0.5, 0.4, 0.5);
    const low = { emergency: 0.1, context: 0.1 };
    const message = { words: 20, advice: false, context: 'present' as const };
    expect(withModels(emergency, low, thresholds, message).level).toBe('routine');
    expect(withModels(emergency, low, thresholds, { ...message, keep: true }).level).toBe('emergency');
    for (const text of [
      'posso aspettare domattina la pediatra?',
      'can I wait till the morning to see the GP?',
      'mi sembra esagerato andare in PS, no?',
      'kya subah tak ruk sakte hain?',
      'the guardia medica said to call again tomorrow, is that right?',
    ])
      expect(ASKS_TO_WAIT.test(normalize(text)), text).toBe(true);
    expect(ASKS_TO_WAIT.test(normalize("quanto devo aspettare tra una dose e l'altra?"))).toBe(false);
  });

  it('medicines of tune round 15: an amount no one takes as a dose, a staggered overdose, wild mushrooms, slow breathing', () => {
    expectRulesLevel('emergency', [
      'ho preso 20 tachipirine stamattina, sto bene',
      'ne ho prese 16 da mille da stamattina',
      'I took 30 of my amitriptyline an hour ago',
      'kal 14 tachipirina 500 ek saath le li',
      'ho preso 2 scatole di sertralina',
      'prendo la tachipirina 1000 ogni 3 ore da tre giorni',
      'tachipirina 1000 din me 7 baar le rahi hu',
      'abbiamo mangiato funghi raccolti nel bosco e ora vomitiamo',
      'he took his sleeping pills with wine and is breathing really slowly',
      'quante tachipirine servono per rovinarsi il fegato? ne ho prese 16 stamattina',
      'la bimba 3 anni si è mangiata le mie compresse',
    ]);
    expectRulesLevel('routine', [
      'ho preso 2 tachipirine da 500 per il mal di testa',
      'ho preso 10 gocce di lexotan per dormire',
      'prendo la tachipirina ogni 6 ore da ieri',
      'a 5 anni sono caduto dalle scale e ho battuto la testa',
    ]);
    // the context model never lowers an amount taken
    expect(
      neverLowered(
        normalize('For the record I took 30 of my amitriptyline, not sure why I am telling an app'),
      ),
    ).toBe(true);
    expect(neverLowered(normalize('ho preso una tachipirina'))).toBe(false);
  });

  it('poisoning: a child and medicines, anyone and a household product or object, all the pills, alcohol with a sedative', () => {
    for (const text of [
      'mia figlia di 2 anni ha ingoiato una pila a bottone del telecomando',
      'my toddler swallowed some dishwasher detergent',
      'bacche ne phenyl pee liya galti se',
      'ho preso tutte le compresse di tachipirina della scatola',
      'she drank a bottle of wine and took a handful of her sleeping pills',
      'il bambino ha mangiato le pastiglie della pressione del nonno',
    ])
      expect(triage(text).flags, text).toContain('poisoning');
    for (const text of [
      'posso bere un bicchiere di vino con le pastiglie per la pressione?',
      'ho preso la pastiglia della pressione due volte stamattina per sbaglio, sto bene',
      'I drink lots of liquids when I take my tablets',
    ])
      expect(triage(text).flags, text).not.toContain('poisoning');
  });

  it('runs the self-harm expression on every message about self-harm or distress that could match it (the shortcut hides none)', () => {
    // The tune rounds' self-harm and distress messages (run alone on every message, the expression takes
    // seconds) and the hand-written set.
    const texts = [
      ...roundCases([...MODEL_ROUNDS, ...VALIDATION_ROUNDS]).filter((c) =>
        ['self_harm', 'mental_health_non_crisis'].includes(c.category),
      ),
      ...TRIAGE_CASES,
    ].map((c) => normalize(c.text));
    const matching = texts.filter((text) => selfHarmShortcut(text).expression);
    // Hundreds match (a test that could not fail would match none).
    expect(matching.length).toBeGreaterThan(300);
    for (const text of matching) expect(selfHarmShortcut(text).shortcut, text).toBe(true);
  }, 30_000);

  const rank: Record<TriageLevel, number> = { routine: 0, urgent: 1, emergency: 2 };
  const tune = tuneCorpus();

  it('lets the models raise the level the rules gave, and lower only an emergency to routine, never self-harm', () => {
    for (const c of tune) {
      const rules = triageRules(c.text);
      const got = triage(c.text);
      if (rank[got.level] >= rank[rules.level]) continue;
      expect(rules.level, c.text).toBe('emergency');
      expect(got, c.text).toEqual({ level: 'routine', flags: [] });
      expect(rules.flags, c.text).not.toContain('self_harm');
    }
    expect(triage('voglio farla finita').level).toBe('emergency');
    // every tune message through the rules and both models: about 5 s on this machine, more while CI runs
  }, 60_000);

  it("lets both models, each confident, overrule the rules' reading of a message as denied, past, general or a figure of speech", () => {
    const thresholds = {
      routine: 0.47,
      urgent: 0.9,
      overrule: 0.7,
      lower: 0.3,
      short: { routine: 0.8, urgent: 0.9, overrule: 0.8 },
    };
    const message = (
      context: 'present' | 'past' | 'general' | 'denied' | 'figurative' | 'laughed' | 'idiom',
      advice = false,
    ) => ({
      words: 12,
      advice,
      context,
    });
    const routine = { level: 'routine' as const, flags: [] };
    for (const context of ['denied', 'past', 'general', 'idiom'] as const) {
      expect(withModels(routine, { emergency: 0.7, context: 0.7 }, thresholds, message(context)).level).toBe(
        'emergency',
      );
      // Not when only one of them is confident, nor on a question asking for advice.
      expect(withModels(routine, { emergency: 0.99, context: 0.69 }, thresholds, message(context))).toEqual(
        routine,
      );
      expect(withModels(routine, { emergency: 0.69, context: 0.99 }, thresholds, message(context))).toEqual(
        routine,
      );
      expect(
        withModels(routine, { emergency: 0.99, context: 0.99 }, thresholds, message(context, true)),
      ).toEqual(routine);
    }
    // A joke the rules recognised is left as they found it, whatever the models say.
    expect(
      withModels(routine, { emergency: 0.99, context: 0.99 }, thresholds, message('figurative')),
    ).toEqual(routine);
    // An emergency said with a laugh: both models, each confident, make it one, with the red flags it names; else
    // it is routine, without them.
    const laughed = { level: 'routine' as const, flags: ['chest_pain' as const] };
    expect(withModels(laughed, { emergency: 0.7, context: 0.7 }, thresholds, message('laughed'))).toEqual({
      level: 'emergency',
      flags: ['chest_pain'],
    });
    expect(withModels(laughed, { emergency: 0.99, context: 0.69 }, thresholds, message('laughed'))).toEqual(
      routine,
    );
    expect(
      withModels(laughed, { emergency: 0.99, context: 0.99 }, thresholds, message('laughed', true)),
    ).toEqual(routine);
    expect(
      withModels(laughed, { emergency: 0.99, context: 0.99 }, thresholds, {
        ...message('laughed'),
        words: 2,
      }),
    ).toEqual(routine);
    // In the present the emergency model's own threshold raises, and a confident context model lowers.
    expect(withModels(routine, { emergency: 0.5, context: 0.5 }, thresholds, message('present')).level).toBe(
      'emergency',
    );
    const emergency = { level: 'emergency' as const, flags: ['chest_pain' as const] };
    expect(withModels(emergency, { emergency: 0.2, context: 0.1 }, thresholds, message('present'))).toEqual(
      routine,
    );
    expect(
      withModels(emergency, { emergency: 0.2, context: 0.1 }, thresholds, {
        ...message('present'),
        words: 9,
      }),
    ).toEqual(emergency);
    // Nothing is raised in a message of fewer than RAISE_MIN_WORDS words, in the present or against the rules.
    for (const context of ['present', 'denied', 'past'] as const) {
      const short = { ...message(context), words: RAISE_MIN_WORDS - 1 };
      expect(withModels(routine, { emergency: 0.99, context: 0.99 }, thresholds, short)).toEqual(routine);
      expect(
        withModels(routine, { emergency: 0.99, context: 0.99 }, thresholds, {
          ...short,
          words: RAISE_MIN_WORDS,
        }).level,
      ).toBe('emergency');
    }
    // The shipped emergency model scores these over its threshold ("cambiare password" 0.41, "I feel sick" 0.68).
    expect(triage('cambiare password').level).toBe('routine');
    expect(triage('I feel sick').level).toBe('routine');
    // At the thresholds themselves: raised at the raise threshold, not lowered at the lowering one, nor when the
    // emergency model is at its threshold; a question asking for advice is not raised whatever its score.
    expect(withModels(routine, { emergency: 0.47, context: 0.5 }, thresholds, message('present')).level).toBe(
      'emergency',
    );
    expect(
      withModels(routine, { emergency: 0.99, context: 0.99 }, thresholds, message('present', true)),
    ).toEqual(routine);
    expect(
      withModels(routine, { emergency: 0.1, context: 0.1 }, thresholds, message('present', true)),
    ).toEqual(routine);
    expect(withModels(emergency, { emergency: 0.2, context: 0.3 }, thresholds, message('present'))).toEqual(
      emergency,
    );
    expect(withModels(emergency, { emergency: 0.47, context: 0.1 }, thresholds, message('present'))).toEqual(
      emergency,
    );
  });

  it('raises a message under SHORT_WORDS words at its own thresholds and never lowers it, and leaves one under RAISE_MIN_WORDS alone', () => {
    const thresholds = {
      routine: 0.5,
      urgent: 0.8,
      overrule: 0.7,
      lower: 0.3,
      short: { routine: 0.75, urgent: 0.85, overrule: 0.8 },
    };
    const routine = { level: 'routine' as const, flags: [] };
    const urgent = { level: 'urgent' as const, flags: ['high_fever' as const] };
    const emergency = { level: 'emergency' as const, flags: ['stroke' as const] };
    const at = (words: number, context: 'present' | 'denied' = 'present') => ({
      words,
      advice: false,
      context,
    });
    const level = (
      from: Triage,
      emergencyScore: number,
      contextScore: number,
      words: number,
      context?: 'denied',
    ) =>
      withModels(from, { emergency: emergencyScore, context: contextScore }, thresholds, at(words, context))
        .level;
    // Raised: a long message at the usual threshold, a short one only at its own.
    expect(level(routine, 0.5, 0.5, SHORT_WORDS)).toBe('emergency');
    expect(level(routine, 0.74, 0.5, SHORT_WORDS - 1)).toBe('routine');
    expect(level(routine, 0.75, 0.5, SHORT_WORDS - 1)).toBe('emergency');
    expect(level(urgent, 0.84, 0.5, SHORT_WORDS - 1)).toBe('urgent');
    expect(level(urgent, 0.85, 0.5, SHORT_WORDS - 1)).toBe('emergency');
    expect(level(routine, 0.79, 0.99, SHORT_WORDS - 1, 'denied')).toBe('routine');
    expect(level(routine, 0.8, 0.8, SHORT_WORDS - 1, 'denied')).toBe('emergency');
    // Lowered: a message of SHORT_WORDS words under the lowering, never a shorter one.
    expect(level(emergency, 0.2, 0.29, SHORT_WORDS)).toBe('routine');
    expect(level(emergency, 0.2, 0.01, SHORT_WORDS - 1)).toBe('emergency');
    expect(level(emergency, 0.2, 0.01, RAISE_MIN_WORDS)).toBe('emergency');
    expect(level(emergency, 0.2, 0.01, RAISE_MIN_WORDS - 1)).toBe('emergency');
    expect(level(routine, 0.99, 0.99, RAISE_MIN_WORDS - 1)).toBe('routine');
  });

  it("reads not understanding something as no stroke: a stroke's speech is told by its other signs", () => {
    // "समझ नहीं आया" ("I didn't get it") was a stroke's sign for the rules, in messages too short for the context
    // model to lower; it says nothing of whose words, and a reviewer found "डॉक्टर ने जो बोला वो समझ नहीं आया"
    // raised too when it needed a speech word before it.
    expectRulesLevel('routine', [
      'मुझे समझ नहीं आया',
      'समझ नहीं आया, फिर से बताओ',
      'आपकी बात समझ नहीं आई',
      'डॉक्टर ने जो बोला वो समझ नहीं आया',
      'बोलो ना, समझ नहीं आया',
    ]);
    expectRulesLevel('emergency', ['पापा जो बोल रहे हैं वो समझ नहीं आ रहा, मुंह टेढ़ा है']);
    expectLevel('emergency', [
      'बॉस मीटिंग में बोलते बोलते रुक गए, फिर जो बोले वो समझ नहीं आया',
      'दादी अचानक अजीब बोल रही हैं, कुछ समझ नहीं आ रहा',
    ]);
  });

  it('reads a dose taken as a dose: not a poisoning for the rules, nothing for the models to raise', () => {
    // Until 2026-11-29 the rules read "I took my pills this morning" and "दवाई ले ली है" as poisonings (the broad
    // "took … pills" patterns), and the models raised "ho preso le pastiglie" once those were narrowed.
    const doses = [
      'ho preso le pastiglie stamattina',
      'I took my pills this morning',
      'दवाई ले ली है',
      'papa ne dawai le li',
      'ho preso tutte le pastiglie di oggi',
      // the day's medicines (DAY_DOSES), read alike by the rules and by the models' check
      'ho preso tutte le pastiglie del mattino',
      'took all my tablets for today',
      'मैंने आज की सारी गोलियां ले लीं',
    ];
    expectRulesLevel('routine', doses);
    for (const text of doses) expect(modelMayNotRaise(normalize(text)), text).toBe(true);
    // An amount, a mistake with a sign of harm, someone else's medicine, a farewell, a number: the rules read the
    // emergency, or the models may still raise it.
    for (const text of [
      'ho preso le pastiglie, addio a tutti',
      'ho preso le pastiglie della nonna',
      'ho preso 20 pastiglie',
      'ho preso troppe pastiglie',
      'took all the pills in the box',
      'maine saari goliyan kha li',
      'ha preso le pastiglie due volte, ora è confusa',
      'ho preso le pastiglie con il vino',
    ])
      expect(modelMayNotRaise(normalize(text)), text).toBe(false);
    expectRulesLevel('emergency', [
      'ha preso le pastiglie due volte per sbaglio e ora è molto confusa',
      'took his heart pills twice and now his pulse is slow',
      'nani ne galti se BP ki goli do baar le li, ab bahut sust hai',
      'ha preso troppe pasticche e non sta in piedi',
      'ho preso le pastiglie di mia suocera per sbaglio',
    ]);
    // A double dose with no sign, or a slight one, is a question for today, not 112.
    expectRulesLevel('routine', [
      'ho preso per sbaglio due compresse di vitamina D, sto benissimo',
      'coumadin ki goli galti se do baar le li, koi bleeding nahi',
    ]);
  });

  it('tells blue fingers from the cold, a crying fit and a sofa from the emergencies that share their words', () => {
    // The models still raise the first (2026-11-29): the rules do not.
    expectRulesLevel('routine', [
      'ho le dita blu dal freddo, per il resto respiro bene',
      'una crisi di pianto che non passa',
      'crisi di panico da dieci minuti',
      'mi butto sul divano, sono stanco',
      'mi scoppia il petto di gioia',
    ]);
    expectRulesLevel('emergency', [
      'ansima e ha le dita blu',
      'crisi epilettica da sei minuti, non si ferma',
      'mio padre non ha mai avuto crisi, adesso ha avuto una convulsione e non si risveglia',
      'è sul ponte e dice che si butta',
      'ha battuto la testa e non si sveglia bene',
    ]);
  });

  it("counts a message's words however it is spaced", () => {
    expect(wordCount('  mi fa   male\n il petto ')).toBe(5);
    expect(wordCount('aiuto')).toBe(1);
  });

  it.each(LANGS)(
    '%s: keeps its floor on the tune part of the corpus (figures in tests/bench/triage.ts)',
    (lang) => {
      const m = triageMetrics(tune.filter((c) => c.lang === lang));
      // On the data rules and model were built from: a regression floor, not a promise for new messages (the
      // validation rounds' figures are printed by scripts/train-triage-model.ts --validate). The third tune round was
      // written after the rules: their false alarms on it (hi 9.6 % of the whole tune part) are its own.
      expect(m.recall).toBeGreaterThanOrEqual(0.89);
      expect(m.falseAlarmRate).toBeLessThanOrEqual(0.1);
    },
  );
});
