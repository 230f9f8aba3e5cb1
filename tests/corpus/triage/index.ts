import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TriageLevel } from '../../../lambdas/domain/triage';

/**
 * The triage corpus (issue 12): messages people would write to Salus, in Italian, English and Hindi, each
 * labelled with the level authoritative guidance gives it (112 now, a doctor today, or neither) and a category.
 * Written by writers who never saw the rules. Two parts per language:
 * - `tune`: what the rules (and any model) may be built and tuned on (`<lang>.tune.json`, then rounds by other
 *   writers, `<lang>.tune2.json` to `<lang>.tune4.json`; the fourth, 2026-11-27, weighted towards the weakest
 *   categories, denials and figures of speech, written after held-out6 was frozen);
 * - `held-out`: frozen when written (its SHA-256 is checked by tests/unit/triage-corpus.test.ts) and never used
 *   to change the rules or train the model; the figures in docs/performance.md come from it. A second part by
 *   another writer (`<lang>.held-out2.json`, 2026-11-26) was frozen before the third tune round was used, and
 *   is reported apart, and a third (`<lang>.held-out3.json`, 2026-11-27, three more writers) was frozen before
 *   anything of that day was measured on it or merged; a fourth (`<lang>.held-out4.json`, the same day, three
 *   more writers) was frozen after the context model was merged and before the concept rules were; a fifth
 *   (`<lang>.held-out5.json`, the same day, three more writers, weighted towards denials and figures of speech)
 *   before the negation work (two of its general questions, which repeated held-out3's word for word, removed);
 *   a sixth (`<lang>.held-out6.json`, a later session of the same day, three more writers) before anything of
 *   that session was changed or merged (three messages that repeated earlier parts word for word removed); a
 *   seventh (`<lang>.held-out7.json`, three more writers) after that session's first change was merged and
 *   before the fifth tune round was used (seven repeats of earlier parts removed); an eighth
 *   (`<lang>.held-out8.json`, three more writers) before the rules for spots that fade under a glass and for
 *   stings swollen where they stung (three repeats removed); a ninth (`<lang>.held-out9.json`, three more
 *   writers) before the sixth tune round, of everyday messages, was used (five repeats removed); a tenth
 *   (`<lang>.held-out10.json`, three more writers) before the threshold rule weighted to the held-out mix was
 *   used with that round (two repeats removed); an eleventh (`<lang>.held-out11.json`, a later session, three more
 *   writers) before the negation and figure-of-speech rules of that session (five repeats removed); a twelfth
 *   (`<lang>.held-out12.json`, three more writers) after those rules were merged and before the models read
 *   messages without their figures of speech (eight repeats removed; neither that change nor the next was
 *   kept, and it judged the thanks and air rules instead); a thirteenth (`<lang>.held-out13.json`, three more
 *   writers) before "ho sentito" was told from a general question and the model raised urgent readings at 0.8
 *   (seven repeats removed); a fourteenth (`<lang>.held-out14.json`, three more writers) before a joke denied
 *   ("I'm not joking") was told from a joke, and Hindi breath that stopped and sudden headaches (four repeats
 *   removed); a fifteenth (`<lang>.held-out15.json`, a later session, three more writers) before anything of that
 *   session was changed or merged (nine repeats removed); a sixteenth (`<lang>.held-out16.json`, three more
 *   writers) after that session's first change was merged (ten repeats removed); a seventeenth
 *   (`<lang>.held-out17.json`, three more writers) after its second change was merged, before the models were
 *   trained on the later tune rounds (twelve repeats removed); an eighteenth (`<lang>.held-out18.json`, a later
 *   session, three more writers) before anything of that session was changed (eight repeats removed); a
 *   nineteenth (`<lang>.held-out19.json`, three more writers) after that session's first change was merged
 *   (thirteen repeats removed); a twentieth (`<lang>.held-out20.json`, a later session, three more writers) before
 *   anything of that session was changed (eight repeats removed); a twenty-first (`<lang>.held-out21.json`, three
 *   more writers) after that session's first change was merged (eight repeats removed); a twenty-second
 *   (`<lang>.held-out22.json`, three more writers) after its second change was merged (fourteen repeats removed); a
 *   twenty-third (`<lang>.held-out23.json`, a later session, three more writers) before anything of that session
 *   was changed (nine repeats removed); a twenty-fourth (`<lang>.held-out24.json`, three more writers) before anything
 *   of that session was changed either (fifteen repeats removed); a twenty-fifth (`<lang>.held-out25.json`, three more
 *   writers) before that session's first change was merged, to judge it afresh (ten repeats removed); a twenty-sixth
 *   (`<lang>.held-out26.json`, three more writers) after it was merged (fifteen repeats removed); a
 *   twenty-seventh (`<lang>.held-out27.json`, three more writers) before the next change (eight repeats removed); a
 *   twenty-eighth (`<lang>.held-out28.json`, three more writers) before that change was merged, to judge it afresh
 *   (fourteen repeats removed); a twenty-ninth and a thirtieth (`<lang>.held-out29.json`, `<lang>.held-out30.json`, a
 *   later session, six more writers) before anything of that session was changed, to judge the models retrained on
 *   the later tune rounds (eighteen repeats removed); a thirty-first (`<lang>.held-out31.json`, three more writers)
 *   after that was merged, before a nineteenth tune round was trained on (six repeats removed); a thirty-second
 *   (`<lang>.held-out32.json`, three more writers) and a thirty-third of short messages only (`<lang>.held-out33.json`,
 *   1 to 10 words, 40 everyday and 20 emergencies per language, three more writers) after the models were trained
 *   on seventeen rounds (1d5b980), to measure what was shipped (twenty-six repeats removed); a thirty-fourth
 *   (`<lang>.held-out34.json`, a later session, three more writers) before anything of that session was changed
 *   (nine repeats removed); a thirty-fifth (`<lang>.held-out35.json`, three more writers) and a thirty-sixth of short
 *   messages only (`<lang>.held-out36.json`, three more writers) after that session's change (03486ac, 44cc1bd), to
 *   measure what was shipped (twenty-two repeats removed); a thirty-seventh of short messages only
 *   (`<lang>.held-out37.json`, three more writers; fifteen repeats removed) at the end of that session, before
 *   anything for short messages was changed; a thirty-eighth of short messages only (`<lang>.held-out38.json`, a later
 *   session, three more writers; ten repeats removed) before anything of that session was changed; a thirty-ninth
 *   (`<lang>.held-out39.json`, the usual mix, three more writers; six repeats removed) and a fortieth of short messages
 *   only (`<lang>.held-out40.json`, three more writers; twenty-eight repeats removed) after its first change was
 *   measured and before the second (the thresholds chosen worst margin first) was measured on any held-out part; a
 *   forty-first (`<lang>.held-out41.json`, the usual mix) and a forty-second of short messages only
 *   (`<lang>.held-out42.json`), six more writers (forty-three repeats removed), after that second change was measured
 *   and before the third (short messages never lowered, no lowering over 0.3) was measured on any held-out part; a
 *   forty-third of short messages only (`<lang>.held-out43.json`, a later session, three more writers; forty-nine
 *   repeats removed) and a forty-fourth (`<lang>.held-out44.json`, the usual mix, three more writers; four repeats
 *   removed) before anything of that session was changed; a forty-fifth (`<lang>.held-out45.json`, the usual mix,
 *   three more writers; seven repeats removed) after its first change (Hindi rules, a twenty-fifth tune round) was
 *   measured on the earlier parts and before it was measured on this one; a forty-sixth (`<lang>.held-out46.json`,
 *   the usual mix, a later session, three more writers; five repeats removed) and a forty-seventh of short messages
 *   only (`<lang>.held-out47.json`, three more writers, more emergencies per file; thirty-eight repeats removed)
 *   before anything of that session was measured on them; a forty-eighth of short messages only
 *   (`<lang>.held-out48.json`, three more writers; fifty-seven repeats removed) after that session's first change was
 *   measured on the earlier parts and before a validation round of short messages was added; a forty-ninth of short
 *   messages only (`<lang>.held-out49.json`, a later session, three more writers; forty-six repeats removed) and a
 *   fiftieth (`<lang>.held-out50.json`, the usual mix, three more writers; thirteen repeats removed) before anything
 *   of that session was changed; a fifty-first of short messages only (`<lang>.held-out51.json`, six more writers
 *   with the next; fifty-two repeats removed) and a fifty-second (`<lang>.held-out52.json`, the usual mix; ten
 *   repeats removed) after that session's first change was measured on the earlier parts and before it was
 *   measured on these; a fifty-third of short messages only (`<lang>.held-out53.json`, eight more writers with the
 *   next and a tune round; fifty-five repeats removed) and a fifty-fourth (`<lang>.held-out54.json`, the usual mix;
 *   seven repeats removed) before anything of the session after was changed; a fifty-fifth of short messages only
 *   (`<lang>.held-out55.json`, three more writers; fifty-eight repeats removed) after that session's first step (the
 *   rules' speed, which changed no reading) and before its second was measured on any part; a fifty-sixth
 *   (`<lang>.held-out56.json`, a later session, three more writers; three repeats removed): suicidal intent and
 *   self-harm said indirectly, told by the person or by someone worried, with the everyday messages that share their
 *   words (distress with no intent, figures of speech, an attempt that is over, questions, intent denied), frozen
 *   before anything of that session was changed.
 * Each file names, per category, the sources its labels follow (`sources`).
 */
export const LANGS = ['it', 'en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];
export const PARTS = ['tune', 'held-out'] as const;
export type Part = (typeof PARTS)[number];

export const EMERGENCY_CATEGORIES = [
  'chest_pain',
  'breathing',
  'stroke',
  'collapse_unconscious',
  'severe_bleeding',
  'anaphylaxis',
  'seizure',
  'thunderclap_headache',
  'meningitis_signs',
  'poisoning_overdose',
  'self_harm',
  'head_injury_red_flags',
  'severe_hypoglycaemia',
  'child_emergency',
] as const;
export const URGENT_CATEGORIES = [
  'high_fever',
  'persistent_vomiting',
  'blood_in_output',
  'severe_pain',
  'head_injury_minor',
  'pregnancy_bleeding_pain',
  'other_urgent',
] as const;
export const ROUTINE_CATEGORIES = [
  'past_event',
  'general_information',
  'denied_red_flag',
  'figurative',
  'dose_question',
  'everyday_symptom',
  'diary_admin',
  'mental_health_non_crisis',
] as const;
export type Category =
  | (typeof EMERGENCY_CATEGORIES)[number]
  | (typeof URGENT_CATEGORIES)[number]
  | (typeof ROUTINE_CATEGORIES)[number];

export interface CorpusCase {
  lang: Lang;
  part: Part;
  text: string;
  level: TriageLevel;
  category: Category;
  who: 'self' | 'other' | 'general';
  note?: string;
}

export interface CorpusFile {
  language: Lang;
  part: Part;
  written: string;
  writer: string;
  sources: Record<string, string[]>;
  cases: Omit<CorpusCase, 'lang' | 'part'>[];
}

/**
 * The files of a part: both grew in rounds, each written by other writers. `CORPUS_FILES.tune` names the first four
 * rounds, the ones the first rules and the first models were written from (the tune floors of tests/unit/triage.test.ts
 * and the figures of tests/bench/triage.ts); the later rounds follow. Since 2026-11-28 the models are trained on
 * every tune round but three (MODEL_ROUNDS) and their threshold is chosen on those three (VALIDATION_ROUNDS: tune5,
 * tune6 and tune12, which no kept rule was written from), judged by held-out29 and held-out30; since the afternoon of
 * that day on five, with tune21 and tune22 (written then, it/en/hi and it/hi, 584 messages; run once against the
 * shipped models before any change, and no rule written from them), judged by held-out34. Two tune rounds were
 * written but not used, each judged once by a held-out part frozen before it and not kept:
 * - `<lang>.tune5.json` (2026-11-27, three more writers, 713 messages): held-out7 found recall it 93.8 → 92.3 %,
 *   hi 97.0 → 95.5 % and en false alarms 2.6 → 5.3 % (one message each), nothing better;
 * - `<lang>.tune6.json` (three more writers, 600 messages, mostly everyday ones): the threshold rule chose 0.40;
 *   held-out9 found recall it 90.9 → 90.9 %, en 98.5 → 95.5 %, hi 95.5 → 98.5 % and false alarms 5.6 → 8.3 %,
 *   5.4 → 0 %, 15.4 → 15.4 %; on all nine parts false alarms fell (it 10.3 → 8.1 %) but recall fell in every
 *   language (en 96.8 → 96.1 %). Tried once more with the threshold rule weighting each category to the
 *   held-out parts' mix (threshold 0.41), judged by held-out10: recall it 97.0 → 92.4 %, en 96.9 → 95.4 %, hi
 *   93.9 → 90.9 %, false alarms it 18.4 → 13.2 %, en and hi unchanged; not kept either.
 * - `<lang>.tune7.json` (2026-11-27, a later session, three more writers, 597 messages after three repeats of
 *   earlier parts were removed): denials, figures of speech, and emergencies where the negation is the emergency
 *   ("non si sveglia"). Measured once on main before anyone read it (recall 92.9 / 94.3 / 90.0 %, false alarms
 *   15.1 / 17.6 / 20.2 %), then used to write rules (denial frames, a joke then a turn, figures of speech;
 *   docs/performance.md), judged by held-out15.
 * - `<lang>.tune8.json` (it and en) and `it.tune9.json` (the same session, three more writers, 599 messages; older
 *   people of the South, students of the North and Centre, non-native English): the same kinds. Measured once on
 *   main before anyone read them (it.tune8 recall 95.7 %, false alarms 21.7 %; en.tune8 97.1 %, 15.1 %; it.tune9
 *   91.4 %, 17.5 %), then used to write rules ("nn", a red flag asked and answered no), judged by held-out16.
 *   tune7–9 in the models' training gave no fewer false alarms at equal recall on that day's grouped folds
 *   (docs/performance.md).
 * - `<lang>.tune10.json` (2026-11-27, a later session, three more writers, 600 messages: the South and the
 *   islands, English as a second language, Hindi speakers in Italy): suicidal intent said indirectly (a farewell,
 *   a plan, the means, a burden, arrangements for after, a lethal dose looked up; a third told by someone else),
 *   the distress that is not a crisis, past self-harm, questions about helplines, head injuries, meningitis and
 *   children. Measured once on main before anyone read it (recall 75.5 / 86.4 / 81.8 %, self-harm alone 40 / 51 /
 *   45 of 60; false alarms 16.3 / 13.8 / 20.0 %), then used to write rules, judged by held-out17 and held-out18.
 * - `it.tune11.json` (the same session, one more writer, 159 messages): how Italians say a red flag is not there,
 *   above all chest pain and breathlessness. Measured once on main before it was read (recall 97.4 %, false
 *   alarms 20.9 %), then used to write rules (thanks to God no, not even a bit, a chest that hurts only when
 *   pressed), judged by held-out19.
 * - `en.tune12.json` (the same session, one more writer, 160 messages): general questions about emergencies and
 *   figures of speech, and the emergencies that look like them. Measured once on main before it was read
 *   (recall 92.5 %, false alarms 13.6 %; three emergencies read as general questions: "how many paracetamol is
 *   an overdose? I took 24 this morning"). Rules written from it (a general question that goes on to what is
 *   happening now, more general questions, figures of speech, "fine now") fixed 19 tune messages and broke none,
 *   but held-out18 lost an English emergency and all parts gained two English false alarms (held-out19
 *   unchanged): not kept. A validation round since (below).
 * - `<lang>.tune13.json` (2026-11-28, a later session, three more writers, 360 messages): knocks, bumps and falls
 *   on the head, of the writer or of someone else: looked after at home with the warning signs said absent, seen
 *   today, and emergencies, twelve or more of them denying some signs but having another. Measured once on main
 *   before anyone read it (recall 70.0 / 86.7 / 53.3 %, false alarms 35.0 / 28.3 / 31.7 %), then used to write
 *   rules (a knock looked after at home, each red flag on its own; docs/performance.md), judged by held-out20.
 * - `<lang>.tune14.json` (the same session, three more writers, 360 messages): babies and children as parents,
 *   grandparents, babysitters and teachers write about them: fever, rashes, a stiff neck, breathing, drowsiness,
 *   fits, nappies, what they swallowed. Measured once on main before anyone read it (recall 74.0 / 80.0 / 86.0 %,
 *   false alarms 20.0 / 13.3 / 15.6 %), then used to write rules (a rash that does not fade, an age is not a
 *   duration, a question whether it can wait; docs/performance.md), judged by held-out21.
 * - `<lang>.tune15.json` (the same session, three more writers, 360 messages): medicines, doses, poisons and things
 *   swallowed or breathed, by adults and children, and the everyday dose questions. Measured once on main before
 *   anyone read it (recall 82.0 / 76.0 / 78.0 %, false alarms 7.3 / 9.1 / 7.3 %), then used to write rules (an
 *   amount no one takes as a dose, a staggered overdose, never lowered; docs/performance.md), judged by
 *   held-out22.
 * - `<lang>.tune16.json` (2026-11-28, a later session, three more writers, 360 messages): what people in distress
 *   write: suicidal intent said indirectly (a farewell, the passwords and the pet handed over, a date chosen, the
 *   means at hand, a height, "not joking" after a joke; a third told by someone worried), and the sadness, dark
 *   jokes and denials that are not a crisis. Measured once on main before anyone read it (recall 66.0 / 76.0 /
 *   70.0 %, false alarms 28.3 / 5.0 / 11.7 %), then used to write rules (docs/performance.md), judged by
 *   held-out23 and, after three changes the judges' floors questioned were taken back, by held-out25.
 * - `<lang>.tune17.json` (the same session, three more writers, 358 messages after two repeats were removed):
 *   emergencies told by the person who is there (a stroke, a collapse, breathing, a fit, chest pain, an allergic
 *   reaction of someone else, often without naming it), and the past events, general questions and checked signs
 *   that are not. Measured once on main before anyone read it (recall 96.7 / 96.7 / 95.0 %, false alarms 23.3 /
 *   11.1 / 2.2 %), then used to write rules, judged by held-out24 and held-out25.
 * - `<lang>.tune18.json` (the same session, three more writers, 360 messages): the everyday messages that use an
 *   emergency's words (a red flag said absent, a figure of speech, a general question, something over) and the
 *   emergencies that look like them. Measured once on main before anyone read it (recall 90.0 / 100 / 95.0 %,
 *   false alarms 21.4 / 17.1 / 24.3 %), then used to write rules, judged by held-out27 and, after one change its
 *   counts questioned was taken back, by held-out28.
 * - `<lang>.tune19.json` (2026-11-28, a later session, three more writers, 343 messages after seventeen repeats were
 *   removed): the held-out parts' own mix of categories, written to train the models on. Measured once on main
 *   (8f200e2) before it was trained on (recall 98.5 / 100 / 100 %, false alarms 6.3 / 0 / 2.7 %), judged by
 *   held-out31. Read by no one; no rule was written from it.
 * - `<lang>.tune20.json` (the same session, three more writers, 355 messages after five repeats of earlier parts
 *   and of the hand-written held-out set were removed): short messages (1 to 10 words), 84 everyday ones per
 *   language (openers, thanks, the app, mild complaints, short dose questions, jokes) and 36 short emergencies,
 *   because the models trained on fifteen rounds raised everyday chatter ("ho una domanda", "non ho capito").
 *   Measured once on main (6c584b7) before it was trained on (recall 100 / 97.1 / 100 %, false alarms 7.1 / 7.1 /
 *   4.8 %), judged by held-out31 and by the thirty short everyday messages of the hand-written held-out set.
 * - `<lang>.tune21.json` (2026-11-28, a later session, three more writers, 348 messages after twelve repeats were
 *   removed) and `<lang>.tune22.json` (it and hi, two more writers, 236 messages after four repeats; a third or more
 *   of them long stories with the red flag, or what makes it routine, in the middle, and a third colloquial or
 *   regional), both in the held-out parts' mix, written to make the validation rounds bigger (one validation
 *   emergency was 0.6–0.8 points). Measured once on main (f680f74) before anything was changed: recall 100 / 96.9 /
 *   100 % and 96.9 / – / 95.5 %, false alarms 14.3 / 5.3 / 17.1 % and 0 / – / 5.3 %. Their misreadings were read
 *   then, to see what kind they were (past events and denials the rules flag and the context model let through);
 *   no rule was written from them, and the models are not trained on them.
 * - `<lang>.tune23.json` (2026-11-28, evening, three more writers, 387 messages after thirty-three repeats were
 *   removed) and `hi.tune24.json` (one more writer, 129 messages after eleven repeats): short messages (1 to 10
 *   words), 100 everyday ones and 40 emergencies each, because held-out36 and held-out37 found short Hindi
 *   everyday messages raised (10.5 and 18.9 % false alarms). Measured once on main (ee994a2) before anything was
 *   changed: recall 97.5 / 100 / 94.9 % and – / – / 100 %, false alarms 0 / 0 / 9.6 % and – / – / 8.9 % (of the
 *   seventeen Hindi false alarms, thirteen raised by the emergency model). tune23 is a validation round, the first
 *   of short messages, on which the short messages' own thresholds are chosen; tune24 is trained on (the models
 *   that learnt from it scored tune23's Hindi no worse: recall 97.4 against 94.9 %, false alarms 4.3 % both).
 *   Their misreadings were read, to see what kind they were; no rule was written from them.
 * - `hi.tune25.json` (2026-11-28, a later session, one more writer, 118 messages after twenty-two repeats were
 *   removed): short messages again, mostly in Devanagari, 82 everyday ones and 36 emergencies. Measured once on main
 *   (ed65478) before anything was changed: recall 94.4 %, false alarms 2.4 %. Trained on, and rules written from its
 *   misreadings (a stiff neck alone, a stream of blood, a baby turning blue said in the feminine), judged by
 *   held-out43 to held-out45.
 * - `<lang>.tune26.json` (the same session, three more writers, 442 messages after three repeats were removed): the
 *   everyday messages that use an emergency's words (denied, past, figurative, general, doses) and the emergencies
 *   that look like them (told with a joke, with other signs denied). Measured once on main (565d24b) before anyone
 *   read it: recall 92.5 / 92.5 / 97.5 %, false alarms 9.5 / 3.0 / 5.0 %, nearly all raised by the rules. Trained on,
 *   and rules written from its misreadings (docs/performance.md), judged by held-out43 to held-out45.
 * - `<lang>.tune27.json` (2026-11-28, night, a later session, three more writers, 391 messages after twenty-nine
 *   repeats were removed): Italian short messages with as many emergencies as everyday ones; English emergencies in
 *   plain words, a third told by someone else and fifteen with a nervous laugh; Hindi everyday messages that use an
 *   emergency's words. Measured once on main (dcfa9ae) before anyone read it: recall 94.3 / 84.5 / 90.0 %, false
 *   alarms 2.4 / 3.8 / 7.0 %. Trained on, and rules written from its misreadings (docs/performance.md), judged by
 *   held-out46 to held-out48.
 * - `<lang>.tune28.json` (the same night, three more writers, 193 messages after forty-seven repeats were removed):
 *   short messages, as many emergencies as everyday ones, a validation round: the retrained models chose the short
 *   messages' threshold on tune23's 130 short emergencies alone (0.75, where 0.6 found as many and raised one Hindi
 *   message more), and the held-out parts found fewer short emergencies than before. Measured once on main
 *   (dcfa9ae's triage) before anyone read it: recall 97.5 / 100 / 100 %, false alarms 5.0 / 2.5 / 2.5 %. Not read,
 *   but for six Italian short emergencies the rules miss (the models find them), listed by mistake with the
 *   trained rounds' on 2026-11-29; no rule was written from them. Judged by held-out48.
 * - `<lang>.tune29.json` (2026-11-29, a later session, two more writers, 237 messages after thirty-three repeats were
 *   removed; no English file): Italian short messages, more than half of them emergencies; Hindi everyday messages
 *   that use an emergency's words. Measured once on main (7155621) before anyone read it: recall 94.2 / - / 97.5 %,
 *   false alarms 2.8 / - / 9.1 %. Trained on, and rules written from its misreadings (docs/performance.md), judged
 *   by held-out49 and held-out50.
 * - `<lang>.tune30.json` (the same session, two more writers, 186 messages after fifty-four repeats were removed; no
 *   English file): Italian and Hindi short messages, more than half of them emergencies. Measured once on main
 *   (ae031a7) before anyone read it: recall 98.1 / – / 93.2 %, false alarms 0 / – / 0 %. Rules written from the
 *   emergencies the rules missed (the models found most of them); not trained on (NOT_TRAINED_ROUNDS); judged by
 *   held-out51 and held-out52.
 * - `<lang>.tune31.json` (the next session, two more writers, 184 messages after fifty-six repeats were removed; no
 *   English file): Italian short messages, more than half of them emergencies; Hindi short messages, most of them
 *   everyday. Measured once on main (1476fb4) before anyone read it: recall 94.3 / – / 100 %, false alarms 2.7 / – /
 *   1.5 %. Rules written from the emergencies the rules missed; not trained on (NOT_TRAINED_ROUNDS); judged by
 *   held-out53 and held-out54.
 * - `<lang>.tune32.json` (the session after, two more writers, 177 messages after sixty-three repeats were removed;
 *   no English file): Italian short messages, more than half of them emergencies; Hindi short messages, two thirds
 *   everyday. Measured once on main (d2afbce) before anyone read it: recall 90.0 / – / 96.7 %, false alarms 1.7 / – /
 *   1.1 % (before the repeats were removed). Rules written from the emergencies the rules missed; not trained on
 *   (NOT_TRAINED_ROUNDS); judged by held-out55.
 * - `<lang>.tune33.json` (a later session, three more writers, 357 messages after three repeats were removed):
 *   suicidal intent and self-harm said indirectly, and the everyday messages that share their words (distress with
 *   no intent, figures of speech, an attempt that is over, questions, intent denied). Measured once on main
 *   (3ef439c) before anyone read it: recall 91.5 / 86.4 / 88.3 %, false alarms 6.8 / 10.0 / 10.0 %. Rules written
 *   from its misreadings; not trained on (NOT_TRAINED_ROUNDS); judged by held-out56.
 * - `<lang>.tune34.json` (the same session, three more writers, 356 messages after four repeats were removed): the
 *   same brief as tune33, written to judge the models on it: a validation round (VALIDATION_ROUNDS), never read.
 *   Measured once on main (tune33's rules, the models of 6c5142d) before the models were retrained: recall 81.4 /
 *   87.9 / 90.0 %, false alarms 10.2 / 11.7 / 15.0 %.
 */
export const CORPUS_FILES: Record<Part, string[]> = {
  tune: ['tune', 'tune2', 'tune3', 'tune4'],
  'held-out': [
    'held-out',
    'held-out2',
    'held-out3',
    'held-out4',
    'held-out5',
    'held-out6',
    'held-out7',
    'held-out8',
    'held-out9',
    'held-out10',
    'held-out11',
    'held-out12',
    'held-out13',
    'held-out14',
    'held-out15',
    'held-out16',
    'held-out17',
    'held-out18',
    'held-out19',
    'held-out20',
    'held-out21',
    'held-out22',
    'held-out23',
    'held-out24',
    'held-out25',
    'held-out26',
    'held-out27',
    'held-out28',
    'held-out29',
    'held-out30',
    'held-out31',
    'held-out32',
    'held-out33',
    'held-out34',
    'held-out35',
    'held-out36',
    'held-out37',
    'held-out38',
    'held-out39',
    'held-out40',
    'held-out41',
    'held-out42',
    'held-out43',
    'held-out44',
    'held-out45',
    'held-out46',
    'held-out47',
    'held-out48',
    'held-out49',
    'held-out50',
    'held-out51',
    'held-out52',
    'held-out53',
    'held-out54',
    'held-out55',
    'held-out56',
  ],
};

export const corpusPath = (lang: Lang, file: string) =>
  path.join(import.meta.dirname, `${lang}.${file}.json`);

export function corpusFile(lang: Lang, file: string): CorpusFile {
  return JSON.parse(readFileSync(corpusPath(lang, file), 'utf8')) as CorpusFile;
}

/** The cases of one part (every language unless one is named). */
export function corpus(part: Part, lang?: Lang): CorpusCase[] {
  return (lang ? [lang] : LANGS).flatMap((l) =>
    CORPUS_FILES[part].flatMap((file) => corpusFile(l, file).cases.map((c) => ({ ...c, lang: l, part }))),
  );
}

/** The rounds the models' thresholds are chosen on (scripts/train-triage-model.ts); the models are not trained on
 * them. tune23 (short messages) since 2026-11-28, evening; tune28 (short messages too) since that night. No kept rule was written from them until 2026-11-28,
 * night: two misses of tune12 (a question whose reason is the writer's own chest pain, "asking because…"; a child's
 * gulp of a product named in a question) were read, and the first is found by a rule now; and one of tune23's, lost
 * by the retrained models ("alvida sabko, ab main bojh nahi banungi": "I won't be a burden any more" was a rule in
 * English only). tune12's and tune23's figures flatter the rules by one emergency each. On 2026-11-29 (a later
 * session) a listing meant for the trained rounds printed seven messages of tune5, tune21, tune23 and tune28 by
 * mistake: six emergencies and an everyday message the new rules read right, and one emergency of tune5 a first
 * version had lost (a seizure denied before it, "non ha mai avuto crisi, adesso…"), mended after it was seen.
 * tune34 (suicidal intent said indirectly) since 2026-11-29, a later session: the validation rounds had few such
 * messages, and a fresh held-out part of them (held-out56) found the rules and the models weakest there. */
export const VALIDATION_ROUNDS = [
  'tune5',
  'tune6',
  'tune12',
  'tune21',
  'tune22',
  'tune23',
  'tune28',
  'tune34',
];

/** Every tune round written, in the order written (`tune`, `tune2`, …): the rounds a file of any language has. */
export const TUNE_ROUNDS = [
  ...new Set(
    readdirSync(import.meta.dirname)
      .map((file) => /^(?:it|en|hi)\.(tune\d*)\.json$/.exec(file)?.[1])
      .filter((round) => round !== undefined),
  ),
].sort((a, b) => Number(a.slice(4) || 1) - Number(b.slice(4) || 1));

/**
 * Rounds read and written into rules but not trained on, because the models trained on them did worse on the
 * validation rounds: tune30 (2026-11-29; trained on, the training chose 0.54 and 0.6, and the validation rounds lost
 * an English and two Hindi emergencies against the models without it, with as many false alarms; docs/performance.md),
 * and tune31 (2026-11-29, the next session: trained on with that session's rules and hand-written cases, the training
 * chose 0.52 and short 0.55, and the validation rounds lost a Hindi emergency against the shipped models, for two false
 * alarms fewer; trained without its hand-written cases, 0.5 and 0.6, one English emergency more and one Hindi fewer);
 * and tune32 (2026-11-29, the session after), for which no retrain was tried: that session spent its time on the
 * rules' speed, and the two before found no retrain better than the shipped models; and tune33 (2026-11-29, a later
 * session): retrained with tune34 among the validation rounds, the training chose 0.54, 0.3 and short 0.45 and
 * expected 4.56 of the six private sets inside the goal there, against 3.60 for the shipped models; but the short
 * threshold raised three hand-written everyday messages ("सबका शुक्रिया, कल मिलते हैं"), the hand-written held-out
 * set's false alarms went over their floor (8.3 %), and a hand-written emergency was lowered (docs/performance.md,
 * "Suicidal intent said indirectly").
 */
export const NOT_TRAINED_ROUNDS = ['tune30', 'tune31', 'tune32', 'tune33'];

/** The tune rounds the models are trained on (with the hand-written set): every round but VALIDATION_ROUNDS and
 * NOT_TRAINED_ROUNDS. */
export const MODEL_ROUNDS = TUNE_ROUNDS.filter(
  (round) => !VALIDATION_ROUNDS.includes(round) && !NOT_TRAINED_ROUNDS.includes(round),
);

/** The cases of some tune rounds, with the round each came from (a round not written in a language is skipped:
 * tune8 is Italian and English, tune9, tune11 Italian, tune12 English). */
export function roundCases(rounds: string[], lang?: Lang): (CorpusCase & { batch: string })[] {
  return (lang ? [lang] : LANGS).flatMap((l) =>
    rounds
      .filter((batch) => existsSync(corpusPath(l, batch)))
      .flatMap((batch) =>
        corpusFile(l, batch).cases.map((c) => ({ ...c, lang: l, part: 'tune' as const, batch })),
      ),
  );
}

/** The cases of the first four tune rounds (`CORPUS_FILES.tune`; every language unless one is named), with the
 * batch each came from: what the first rules were written from, and the tune floors of tests/unit/triage.test.ts.
 * Never the held-out part. */
export function tuneCorpus(lang?: Lang): (CorpusCase & { batch: string })[] {
  return roundCases(CORPUS_FILES.tune, lang);
}
