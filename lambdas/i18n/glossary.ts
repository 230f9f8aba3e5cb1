/**
 * The glossary of the catalogues (issue 18 §4): one term per concept in each language, and the variants that
 * are refused, so that a reader meets the same word for the same thing on every screen, e-mail and legal text.
 * tests/unit/i18n-glossary.test.ts reads every catalogue (web/src/i18n/** and lambdas/i18n/**) against it.
 *
 * How a text is matched: a term or variant in Latin letters is a whole word (not a piece of a longer word),
 * case-insensitive, except one written in capitals (an acronym: "AI", "IA"), which matches only as written;
 * one in Devanagari is matched as a plain piece of text, since Hindi words take their endings after the stem.
 *
 * A text is named "<catalogue folder>:<key>", as in "web/src/i18n/app:nav.wellness" or "lambdas/i18n:errors.day_taken".
 */
export type GlossaryLanguage = 'it' | 'en' | 'hi';

export interface GlossaryException {
  /** The text allowed to keep a refused variant: its catalogue folder and key, and its exact words. */
  where: string;
  lang: GlossaryLanguage;
  text: string;
  why: string;
}

export interface GlossaryConcept {
  concept: string;
  /** What it means, and what it does not (the word a translator might reach for by mistake). */
  meaning: string;
  /** The one term to use, per language. */
  it: string;
  en: string;
  hi: string;
  /** The same term written otherwise where a word cannot be used as it is (a file name in Latin letters). */
  forms?: Partial<Record<GlossaryLanguage, readonly string[]>>;
  /** Variants no text may use for this concept: only those that cannot mean anything else. */
  refuse: Partial<Record<GlossaryLanguage, readonly string[]>>;
  /** Texts that name the concept in every language: each uses the term, in each language. */
  anchors: readonly string[];
  /**
   * The languages that name the concept in the same texts: where one of them uses its term, the others use
   * theirs in the same key (so a Hindi text cannot say "health" where the Italian says "benessere").
   */
  parallel?: readonly GlossaryLanguage[];
  /** Texts that keep a refused variant on purpose (the specification's verbatim Italian). */
  exceptions?: readonly GlossaryException[];
}

export const GLOSSARY: readonly GlossaryConcept[] = [
  {
    concept: 'wellness',
    meaning:
      'The wellness diary (/benessere): sleep, mood, energy, stress, water, activity and measurements of a day. Not health in general.',
    it: 'benessere',
    en: 'wellness',
    hi: 'सेहत',
    forms: { hi: ['sehat'] },
    refuse: { en: ['well-being', 'wellbeing'] },
    anchors: [
      'web/src/i18n/app:nav.wellness',
      'web/src/i18n/app:empty.wellness.title',
      'web/src/i18n/records:wellness.list',
      'lambdas/i18n/brief:wellness.heading',
      'lambdas/i18n/export:csvFiles.wellness',
    ],
    parallel: ['it', 'en', 'hi'],
  },
  {
    concept: 'health',
    meaning:
      'Health in general: the health diary, health data (GDPR art. 9), health systems. Wellness is one part of it, with its own word.',
    it: 'salute',
    en: 'health',
    hi: 'स्वास्थ्य',
    refuse: {},
    anchors: ['web/src/i18n/core:auth.registerSubtitle', 'web/src/i18n/app:onboarding.s1Title'],
  },
  {
    concept: 'processing (of personal data)',
    meaning:
      'What the GDPR calls processing: collecting, keeping, using personal data. In Hindi संसाधन means "resource", and संसाधित is read as its verb.',
    it: 'trattamento',
    en: 'processing',
    hi: 'प्रसंस्करण',
    refuse: { hi: ['संसाधन', 'संसाधित'] },
    anchors: [
      'web/src/i18n/core:auth.consent',
      'web/src/i18n/core:auth.consentRequired',
      'web/src/i18n/app:account.consentTitle',
      'web/src/i18n/legal:privacy.s6Text',
    ],
  },
  {
    concept: 'AI',
    meaning:
      'Artificial intelligence: the AI assistant, the AI service (the language model). Written "AI" in all three languages, as the specification does.',
    it: 'AI',
    en: 'AI',
    hi: 'AI',
    refuse: { it: ['IA'], hi: ['एआई'] },
    anchors: ['web/src/i18n/app:empty.assistant.title', 'web/src/i18n/core:landing.assistantTitle'],
    exceptions: [
      {
        where: 'web/src/i18n/app:nav.assistant',
        lang: 'it',
        text: 'Assistente IA',
        why: 'The sidebar link as the specification writes it, verbatim (§2, Layout).',
      },
    ],
  },
  {
    concept: 'email',
    meaning:
      'An e-mail message or address: "email" in Italian and English running text ("Email" as a label or at the start of a sentence), ईमेल in Hindi.',
    it: 'email',
    en: 'email',
    hi: 'ईमेल',
    refuse: { it: ['e-mail'], en: ['e-mail', 'e-mails'], hi: ['ई-मेल'] },
    anchors: ['web/src/i18n/core:auth.email'],
  },
];

export interface GlossarySlip {
  lang: GlossaryLanguage;
  /** The wrong words (a piece of text), or a rule they break. */
  find: string | RegExp;
  why: string;
  instead: string;
}

/**
 * Slips found in review (issue 18 §3–4) that are not a matter of terms: grammar and idiom. No catalogue may
 * contain them again.
 */
export const SLIPS: readonly GlossarySlip[] = [
  {
    lang: 'it',
    find: /(?<![\p{L}'’])e (?=[eèéEÈÉ])/u,
    why: '"e" before a word beginning with e takes the euphonic d',
    instead: 'ed (orario ed esito)',
  },
  {
    lang: 'it',
    find: /(?<![\p{L}'’])a (?=[aàA])/u,
    why: '"a" before a word beginning with a takes the euphonic d',
    instead: 'ad',
  },
  {
    lang: 'it',
    find: 'Ciao {{name}}!',
    why: 'the name is a vocative: a comma sets it off',
    instead: 'Ciao, {{name}}!',
  },
  {
    lang: 'it',
    find: 'probabile che consiglieresti',
    why: '"è probabile che" wants the subjunctive',
    instead: 'è probabile che tu consigli',
  },
  {
    lang: 'it',
    find: 'consigli generali e dai tuoi dati',
    why: 'two unlike things joined by "e": a noun and a prepositional phrase',
    instead: 'consigli generali e suggerimenti dai tuoi dati',
  },
  {
    lang: 'it',
    find: 'tieni anche le tue abitudini',
    why: 'a literal translation of "keep your own habits too"',
    instead: 'per le terapie importanti non affidarti solo ai promemoria',
  },
  {
    lang: 'hi',
    find: 'जोड़े गए दवाओं',
    why: 'दवा is feminine: the participle and the possessive agree with it',
    instead: 'आपकी जोड़ी गई दवाओं',
  },
  {
    lang: 'hi',
    find: 'माँगे गए सेवा',
    why: 'सेवा is feminine: the participle and the possessive agree with it',
    instead: 'आपकी माँगी गई सेवा',
  },
  {
    lang: 'hi',
    find: 'पासवर्ड पुष्टि करें',
    why: 'पुष्टि करना takes its object with की',
    instead: 'अपने पासवर्ड की पुष्टि करें',
  },
  {
    lang: 'hi',
    find: 'जोड़वा',
    why: 'not a standard Hindi form',
    instead: 'जोड़ना (हम जोड़ें), or the causative जुड़वाना',
  },
  {
    lang: 'hi',
    find: 'दिनों में बदल जाते',
    why: 'says the backups change; they are deleted',
    instead: '35 दिनों के भीतर हटा दिए जाते हैं',
  },
];
