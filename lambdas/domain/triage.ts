/**
 * Red flags before anything else: recognises, in Italian, English and Hindi, the messages that need 112/118
 * now (emergency) or a doctor soon (urgent), whatever else the assistant would say. It runs before any model
 * call and with no model at all, so it is plain rules: predictable, testable, fast.
 *
 * A missed emergency costs far more than a false alarm, so the rules lean towards recall. Negation is only
 * taken into account when it plainly denies the symptom ("non ho dolore al petto", "no chest pain"); "non
 * riesco a respirare" is, rightly, an emergency. Measured on its data set (tests/unit/triage-cases.ts) by
 * tests/bench/triage.ts; the figures are in docs/performance.md.
 */
export type TriageLevel = 'emergency' | 'urgent' | 'routine';

export const EMERGENCY_FLAGS = [
  'chest_pain',
  'breathing',
  'stroke',
  'fainting',
  'bleeding',
  'anaphylaxis',
  'seizure',
  'thunderclap_headache',
  'poisoning',
  'self_harm',
] as const;
export const URGENT_FLAGS = [
  'high_fever',
  'persistent_vomiting',
  'blood_in_output',
  'severe_pain',
  'head_injury',
  'pregnancy_bleeding_pain',
] as const;
export type Flag = (typeof EMERGENCY_FLAGS)[number] | (typeof URGENT_FLAGS)[number];

export interface Triage {
  level: TriageLevel;
  flags: Flag[];
}

/** No Latin accents and no Devanagari nukta (ज़ = ज), the same for the text and the patterns. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .normalize('NFC');

/** Lower case, no accents (Latin letters only: Devanagari keeps its marks), one space between words. */
export function normalize(text: string): string {
  return fold(text.toLowerCase())
    .replace(/[’‘`´]/g, "'")
    .replace(/[^\p{L}\p{M}\p{N}']+/gu, ' ')
    .trim();
}

/** `a` and `b` within `words` words of each other, in either order; each at the start of a word ("male" is
 * not found in "normale"). */
const near = (a: string, b: string, words = 5) => {
  const gap = `(?:\\s+\\S+){0,${words}}\\s+`;
  const start = '(?<![\\p{L}\\p{M}])';
  return `(?:${start}(?:${a})\\S*${gap}(?:${b})|${start}(?:${b})\\S*${gap}(?:${a}))`;
};
const any = (...parts: string[]) => parts.join('|');

/**
 * Denials just before a symptom: "non ho", "nessun", "niente", "senza", "no", "not", "never had", "नहीं".
 * Checked on the few words before the match only.
 */
const DENIAL =
  /(?:\b(?:non ho|non avevo|non sento|nessun[oa]?|niente|senza|no|not|don't have|do not have|haven't|never had|no more|without)\s+(?:\S+\s+){0,2}$)/;
const HINDI_DENIAL = /(?:नहीं|कोई नहीं)\s*$/;

// Italian, English and Hindi patterns per flag (over normalized text: no accents, lower case).
const PATTERNS: Record<Flag, string[]> = {
  chest_pain: [
    near(
      any('dolor', 'male', 'fitt', 'oppression', 'pesantezz', 'strett', 'morsa', 'peso', 'bruci'),
      any('petto', 'torace', 'sterno', 'cuore'),
      4,
    ),
    near(
      any('pain', 'pressure', 'tightness', 'squeez', 'heavy', 'hurt', 'crushing'),
      any('chest', 'heart'),
      4,
    ),
    'dolore (?:al )?braccio sinistro',
    'left arm (?:pain|numb)',
    'infarto|heart attack',
    near(any('सीने', 'छाती', 'दिल'), any('दर्द', 'दबाव', 'भारीपन', 'जकड़'), 3),
  ],
  breathing: [
    near(
      any('non riesc', 'fatico', 'faccio fatica', 'fa fatica', 'difficolta', 'manca', 'mi manca'),
      any('respir', 'fiato', "l'aria", 'aria'),
      4,
    ),
    "soffoc|non respir|respir\\S* a fatica|respiro (?:molto )?corto|labbra (?:blu|viola)|fame d'? ?aria",
    near(
      any("can't", 'cannot', 'can not', 'unable', 'struggling', 'hard', 'difficult', 'trouble', 'short'),
      any('breath', 'breathe', 'breathing'),
      4,
    ),
    'choking|gasping|lips (?:are )?(?:blue|turning blue)',
    near(any('साँस', 'सांस', 'श्वास'), any('नहीं', 'तकलीफ', 'फूल', 'रुक', 'दिक्कत', 'कठिनाई', 'घुट'), 4),
    'दम घुट',
  ],
  stroke: [
    near(
      any('bocca', 'faccia', 'viso', 'volto'),
      any('storta', 'stort', 'cadente', 'paralizz', 'addormentat', 'cascante'),
      3,
    ),
    near(
      any('non riesc', 'difficolta', 'fatico'),
      any('parlare', 'muovere (?:il|la|un) (?:braccio|gamba|lato)'),
      3,
    ),
    near(
      any('braccio', 'gamba', 'lato', 'meta del corpo'),
      any(
        'paralizz',
        'non (?:lo |la )?(?:sento|muovo)',
        'insensibil',
        'addormentat',
        'debole all.improvviso',
      ),
      4,
    ),
    'parlo (?:in modo )?strano|parole confuse|ictus|paresi',
    near(any('face', 'mouth', 'smile'), any('droop', 'crooked', 'numb', 'lopsided'), 3),
    near(
      any("can't", 'cannot', 'trouble', 'difficulty'),
      any('speak', 'talk', 'lift (?:my|his|her) arm', 'move (?:my|his|her) (?:arm|leg)'),
      3,
    ),
    'slurred speech|stroke|one side (?:of (?:my|his|her) body )?(?:is )?(?:numb|weak|paralys)',
    near(any('चेहरा', 'मुंह', 'मुँह'), any('टेढ़', 'लटक', 'सुन्न'), 3),
    'लकवा|बोलने में (?:दिक्कत|तकलीफ)|बोल नहीं (?:पा|पाता|पाती)',
  ],
  fainting: [
    'svenut|svenimento|sviene|svengo|perso (?:i sensi|conoscenza)|perde (?:i sensi|conoscenza)|privo di sensi|non (?:risponde|si sveglia)|incosciente',
    'fainted|passed out|pass out|unconscious|not responding|unresponsive|won.t wake up|blacked out',
    'बेहोश|होश (?:खो|नहीं)',
  ],
  bleeding: [
    near(
      any('sangue', 'sanguin', 'emorragi'),
      any('tanto', 'molto', 'non si ferma', 'non smette', 'abbondant', 'fiotti', 'ovunque', 'forte'),
      4,
    ),
    'vomito (?:di )?sangue|vomitato sangue|tossisco sangue|sputo sangue',
    near(
      any('bleeding', 'blood'),
      any(
        "won't stop",
        'will not stop',
        "doesn't stop",
        'heavily',
        'a lot',
        'lots',
        'everywhere',
        'spurting',
        'severe',
      ),
      4,
    ),
    'vomiting blood|vomited blood|coughing (?:up )?blood',
    near(any('खून', 'रक्त'), any('रुक नहीं', 'बहुत', 'लगातार', 'उल्टी'), 4),
  ],
  anaphylaxis: [
    near(any('gonfi', 'gonfior'), any('gola', 'lingua', 'labbra', 'faccia', 'viso'), 3),
    'shock anafilattic|anafilass|reazione allergica (?:grave|forte)',
    near(any('swell', 'swollen'), any('throat', 'tongue', 'lips', 'face'), 3),
    'anaphyla|severe allergic reaction|throat (?:is )?closing',
    near(any('गला', 'जीभ', 'होंठ', 'चेहरा'), any('सूज'), 3),
    'गंभीर एलर्जी',
  ],
  seizure: [
    'convulsion|crisi epilettic|attacco epilettic|epilessia.*(?:attacco|crisi)|sta avendo (?:una )?crisi|tremori incontrollat|scatti incontrollat',
    'seizure|convulsing|convulsion|fitting|having a fit',
    'दौरा|मिर्गी|ऐंठन',
  ],
  thunderclap_headache: [
    near(
      any('mal di testa', 'cefalea', 'dolore alla testa'),
      any('peggiore', 'improvvis', 'fortissim', 'esplosiv', 'mai avuto', 'lancinante', 'come un colpo'),
      5,
    ),
    near(any('headache'), any('worst', 'sudden', 'thunderclap', 'explosive', 'never had'), 5),
    near(any('सिर'), any('अचानक', 'सबसे (?:तेज़|तेज|बुरा)', 'असहनीय'), 4),
  ],
  poisoning: [
    'avvelenat|avvelenament|intossicat|ingerito|ho preso (?:troppe|tutte|una scatola)|overdose|preso (?:troppe|tutte le) (?:pastiglie|compresse|pillole)|bevuto (?:candeggina|detersivo|ammoniaca)',
    'poison|overdos|took (?:too many|all (?:my|the)|a whole (?:box|bottle)) (?:pills|tablets)|swallowed (?:bleach|detergent|pills)',
    'जहर|ज़हर|बहुत सारी गोलियाँ|ओवरडोज़',
  ],
  self_harm: [
    'suicid|uccidermi|ammazzarmi|togliermi la vita|farla finita|non voglio piu vivere|vo(?:glio|rrei) morire|farmi del male|tagliarmi|autolesion|meglio se (?:fossi )?mort|non ha (?:piu )?senso vivere',
    'suicid|kill myself|end(?:ing)? (?:my (?:own )?life|it all)|take my (?:own )?life|want to die|hurt myself|harm myself|cut myself|self.harm|better off dead|no reason to live',
    'आत्महत्या|खुद को (?:मार|नुकसान|चोट)|मरना चाहत|जीना नहीं चाहत|जान दे',
  ],
  high_fever: [
    near(
      any('febbre'),
      any(
        '(?:39|40|41)(?:\\s|$|[.,]\\d)',
        'alta da',
        'da (?:tre|3|quattro|4|cinque|5) giorni',
        'non scende',
        'altissima',
      ),
      5,
    ),
    near(
      any('fever', 'temperature'),
      any('(?:39|40|41|10[3-6])', 'for (?:three|3|four|4|five|5) days', "won't go down", 'very high'),
      5,
    ),
    near(any('बुखार'), any('(?:39|40|41|10[3-6])', 'दिन से', 'तेज़', 'तेज'), 4),
  ],
  persistent_vomiting: [
    near(
      any('vomit'),
      any('da ieri', 'da (?:due|2|tre|3) giorni', 'continu', 'non riesco a tenere', 'tutto quello che'),
      5,
    ),
    near(
      any('vomit', 'throwing up'),
      any('since yesterday', 'for (?:two|2|three|3) days', "can't keep", 'everything'),
      5,
    ),
    near(any('उल्टी'), any('लगातार', 'कल से', 'दिन से'), 4),
  ],
  blood_in_output: [
    'sangue nell(?:e feci|a pipi|e urine)|feci nere',
    near(any('pipi', 'urin'), any('sangue', 'rossa', 'rosse'), 3),
    'blood in (?:my )?(?:stool|urine|pee|poo)|black stools?',
    'पेशाब में खून|मल में खून',
  ],
  severe_pain: [
    near(
      any('dolore', 'male'),
      any('insopportabil', 'fortissim', 'atroce', 'lancinante', '(?:9|10) su 10'),
      4,
    ),
    near(any('pain'), any('unbearable', 'excruciating', 'severe', '(?:9|10) (?:out of|/) ?10'), 4),
    near(any('दर्द'), any('असहनीय', 'बहुत तेज़', 'बहुत तेज'), 3),
  ],
  head_injury: [
    near(any('battuto', 'colpo', 'caduto', 'trauma'), any('testa', 'cranico'), 4),
    near(any('hit', 'bump', 'fell', 'injur'), any('head'), 4),
    near(any('सिर'), any('चोट', 'गिर'), 3),
  ],
  pregnancy_bleeding_pain: [
    near(any('incinta', 'gravidanza'), any('sangue', 'perdite', 'dolore forte', 'crampi'), 6),
    near(any('pregnant', 'pregnancy'), any('bleeding', 'blood', 'severe pain', 'cramps'), 6),
    near(any('गर्भवती', 'गर्भावस्था', 'प्रेग्नेंट'), any('खून', 'दर्द'), 6),
  ],
};

/**
 * One expression per flag, built on the first message: compiling these Unicode patterns (`\p{L}` in every
 * word-start check) takes 10–30 ms, which a function that also serves requests without a message (reading or
 * deleting the conversation) should not pay at start.
 */
let compiled: Record<Flag, RegExp> | undefined;
const patternsOf = () =>
  (compiled ??= Object.fromEntries(
    Object.entries(PATTERNS).map(([flag, patterns]) => [flag, new RegExp(fold(patterns.join('|')), 'gu')]),
  ) as Record<Flag, RegExp>);

function denied(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 40), index);
  return DENIAL.test(before) || HINDI_DENIAL.test(before);
}

/** The flags a message raises, and its level: emergency wins over urgent, urgent over routine. */
export function triage(message: string): Triage {
  const text = normalize(message);
  const flags: Flag[] = [];
  const patterns = patternsOf();
  for (const flag of [...EMERGENCY_FLAGS, ...URGENT_FLAGS]) {
    for (const match of text.matchAll(patterns[flag])) {
      // Hindi denials follow the symptom ("सीने में दर्द नहीं है"): look just after too.
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 12);
      if (denied(text, match.index) || /^\s*(?:नहीं|नही)\s*(?:है|हो)/.test(after)) continue;
      flags.push(flag);
      break;
    }
  }
  const level: TriageLevel = flags.some((f) => (EMERGENCY_FLAGS as readonly string[]).includes(f))
    ? 'emergency'
    : flags.length
      ? 'urgent'
      : 'routine';
  return { level, flags };
}
