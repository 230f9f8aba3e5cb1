import type { TriageLevel } from '../../lambdas/domain/triage';

/**
 * The triage data set: how people write red flags (plainly, colloquially, with typos of accents, about
 * someone else) and messages that must not raise an alarm (denials, the past, other meanings, everyday
 * questions). Italian first, then English and Hindi. Used by tests/unit/triage.test.ts (thresholds) and
 * tests/bench/triage.ts (the figures in docs/performance.md).
 */
export interface TriageCase {
  lang: 'it' | 'en' | 'hi';
  text: string;
  level: TriageLevel;
}

const it = (level: TriageLevel, ...texts: string[]) =>
  texts.map((text) => ({ lang: 'it' as const, text, level }));
const en = (level: TriageLevel, ...texts: string[]) =>
  texts.map((text) => ({ lang: 'en' as const, text, level }));
const hi = (level: TriageLevel, ...texts: string[]) =>
  texts.map((text) => ({ lang: 'hi' as const, text, level }));

export const TRIAGE_CASES: TriageCase[] = [
  ...it(
    'emergency',
    // chest
    'Ho un forte dolore al petto che va verso il braccio sinistro',
    'sento una pesantezza sul petto da mezz ora',
    'mi sento una morsa al torace e sudo freddo',
    'ho male al petto quando respiro ed è fortissimo',
    'oppressione al petto, cosa faccio?',
    'Penso di avere un infarto',
    'mio padre ha un dolore al petto fortissimo',
    // breathing
    'non riesco a respirare',
    'faccio fatica a respirare anche da seduto',
    'mi manca il fiato e ho le labbra viola',
    'Mi sento soffocare',
    'ho fame d aria',
    'mio figlio respira a fatica e fa fatica a respirare',
    'mia madre non riesce a respirare',
    // stroke
    'mia madre ha la bocca storta e non riesce a parlare',
    'all improvviso non sento più il braccio destro',
    'ha la faccia cadente da un lato',
    'parla in modo strano e confuso, temo un ictus',
    'non riesco a muovere la gamba sinistra',
    // fainting
    'mio marito è svenuto e non risponde',
    'ho perso i sensi per qualche secondo',
    'mia nonna non si sveglia',
    'è svenuta in cucina',
    // bleeding
    'perdo tanto sangue da una ferita e non si ferma',
    'ho vomitato sangue',
    'sanguina molto dal naso e non smette da un ora',
    'tossisco sangue',
    // anaphylaxis
    'dopo la puntura di vespa mi si è gonfiata la gola',
    'ho la lingua gonfia dopo aver mangiato noci',
    'reazione allergica grave, labbra gonfie',
    // seizure
    'mio figlio ha le convulsioni',
    'sta avendo una crisi epilettica',
    // thunderclap headache
    'ho il peggiore mal di testa della mia vita',
    'mal di testa improvviso e fortissimo, come un colpo',
    // poisoning / overdose
    'mio figlio ha bevuto candeggina',
    'ho preso troppe pastiglie di paracetamolo',
    'credo di essermi avvelenato con i funghi',
    'ho preso tutte le compresse della scatola',
    // self harm
    'voglio farla finita',
    'penso al suicidio',
    'non voglio più vivere',
    'a volte penso di farmi del male',
    'vorrei morire, non ce la faccio più',
    'stasera voglio togliermi la vita',
  ),
  ...it(
    'urgent',
    'ho la febbre a 39,5 da tre giorni',
    'la febbre non scende nonostante la tachipirina',
    'vomito da due giorni e non riesco a tenere niente',
    'ho trovato sangue nelle feci',
    'ho un dolore alla pancia insopportabile',
    'sono caduto e ho battuto la testa',
    'sono incinta e ho delle perdite di sangue',
    'la pipì è rossa con sangue',
  ),
  ...it(
    'routine',
    'Come posso dormire meglio?',
    'Ho un po di mal di testa da stamattina',
    'quanta acqua dovrei bere al giorno?',
    'non ho dolore al petto, solo un po di tosse',
    'nessun dolore al petto, volevo solo chiedere della pressione',
    'consigli per il mal di schiena',
    'mi sento un po stanco ultimamente',
    'posso prendere l ibuprofene con il caffè?',
    'ho il naso chiuso e un leggero mal di gola',
    'il mio cuore batte forte quando corro, è normale?',
    'come faccio a respirare meglio durante la meditazione?',
    'quali sono i sintomi dell influenza?',
    'Ciao Salus!',
    'ho un leggero prurito sul braccio',
    'dormo sei ore a notte, bastano?',
    'il mio umore è basso in inverno',
    'quando devo prendere la pillola della pressione?',
    'ho la febbre a 37,8',
    'mi gira un po la testa quando mi alzo',
    'vorrei perdere qualche chilo',
    'mi fanno male le gambe dopo la palestra',
    'ho dimenticato la dose di stamattina, cosa faccio?',
    'che dieta è consigliata per il colesterolo?',
    'dammi un consiglio per lo stress',
    'oggi mi sento meglio di ieri',
  ),
  ...en(
    'emergency',
    'I have crushing chest pain',
    'there is pressure in my chest going down my left arm',
    'I think I am having a heart attack',
    "I can't breathe",
    'my son is struggling to breathe',
    'his lips are turning blue',
    'her face is drooping on one side and her speech is slurred',
    'my dad suddenly cannot lift his arm',
    'she fainted and is unresponsive',
    'he passed out and won’t wake up',
    "I'm bleeding heavily and it won't stop",
    'I vomited blood',
    'my throat is swelling after a bee sting',
    'my tongue is swollen after eating peanuts',
    'my daughter is having a seizure',
    'the worst headache of my life came on suddenly',
    'I took too many pills',
    'my toddler swallowed bleach',
    'I want to kill myself',
    'I want to die',
    'I keep thinking about ending it all',
    'I want to hurt myself',
  ),
  ...en(
    'urgent',
    'I have had a fever of 39.5 for three days',
    'vomiting since yesterday and I cannot keep anything down',
    'there is blood in my urine',
    'I fell and hit my head',
    'the pain is unbearable',
    'I am pregnant and bleeding',
  ),
  ...en(
    'routine',
    'How can I sleep better?',
    'no chest pain, just a mild cough',
    'I have a slight headache',
    'what should I eat to lower cholesterol?',
    'my heart beats fast when I run, is that normal?',
    'tips for breathing exercises',
    'is it ok to drink coffee with my medicine?',
    'I feel a bit tired lately',
    'hello Salus',
    'my back hurts after gardening',
    'I forgot my evening dose',
    'how much water should I drink?',
  ),
  ...hi(
    'emergency',
    'मेरे सीने में तेज़ दर्द हो रहा है',
    'छाती में दबाव और भारीपन है',
    'मुझे साँस नहीं आ रही',
    'साँस लेने में बहुत तकलीफ हो रही है',
    'मेरी माँ का चेहरा टेढ़ा हो गया है और वह बोल नहीं पा रही',
    'पापा बेहोश हो गए हैं',
    'खून बहुत बह रहा है, रुक नहीं रहा',
    'मधुमक्खी के काटने के बाद गला सूज गया है',
    'बच्चे को दौरा पड़ रहा है',
    'अचानक सिर में सबसे तेज़ दर्द हुआ',
    'बच्चे ने ज़हर पी लिया',
    'मैंने बहुत सारी गोलियाँ खा लीं',
    'मैं आत्महत्या करना चाहता हूँ',
    'मैं जीना नहीं चाहती',
  ),
  ...hi('urgent', 'तीन दिन से 39 बुखार है', 'कल से लगातार उल्टी हो रही है', 'पेशाब में खून आ रहा है'),
  ...hi(
    'routine',
    'मुझे अच्छी नींद कैसे आए?',
    'हल्का सिर दर्द है',
    'सीने में दर्द नहीं है, बस खांसी है',
    'मुझे कितना पानी पीना चाहिए?',
    'नमस्ते Salus',
    'मैं थोड़ा थका हुआ महसूस करता हूँ',
    'कोलेस्ट्रॉल के लिए क्या खाना चाहिए?',
    'दवा की खुराक भूल गया, क्या करूँ?',
  ),
];

/**
 * Held out: written after the rules were tuned on TRIAGE_CASES and never used to change them, so its figures
 * say how the rules do on phrasings they were not fitted to (reported apart in docs/performance.md).
 */
export const TRIAGE_HELD_OUT: TriageCase[] = [
  ...it(
    'emergency',
    'ho come un peso enorme sullo sterno e mi gira la testa',
    'mi brucia il petto e il dolore sale alla mascella',
    'non riesco più a prendere fiato',
    'mio nonno ansima e non riesce a parlare',
    'le è caduta la bocca da una parte all improvviso',
    'non riesco a muovere il braccio e la gamba destra',
    'è crollato a terra e non risponde',
    'mi esce sangue a fiotti dalla gamba',
    'ho le labbra e la faccia gonfie dopo l antibiotico',
    'sta tremando tutto e non risponde, credo sia un attacco epilettico',
    'mal di testa esplosivo arrivato di colpo',
    'mia figlia ha ingerito dei detersivi',
    'ho ingoiato una scatola di sonniferi',
    'non ha più senso vivere',
    'voglio ammazzarmi',
    'sto pensando di tagliarmi',
  ),
  ...it(
    'routine',
    'ieri avevo mal di petto dopo la palestra ma ora è passato del tutto?',
    'come si misura la pressione correttamente?',
    'vorrei smettere di fumare, consigli?',
    'mio nonno anni fa ha avuto un infarto: devo preoccuparmi per me?',
    'è normale sentire il battito del cuore la sera?',
    'ho sonno dopo pranzo',
    'quante ore di sport a settimana?',
    'mi dai una ricetta leggera per cena?',
    'ho le mani fredde d inverno',
    'posso fare sport con il raffreddore?',
  ),
  ...en(
    'emergency',
    'my chest feels tight and heavy and I am sweating',
    'he is gasping for air',
    'my mum can not speak properly and her arm is weak',
    'she collapsed and is not responding',
    'blood is spurting from the cut',
    'my face and lips are swelling up fast',
    'my husband is convulsing on the floor',
    'I swallowed a whole bottle of sleeping pills',
    'I have no reason to live anymore',
  ),
  ...en(
    'routine',
    'my grandfather had a heart attack years ago, should I get checked?',
    'how do I measure my blood pressure?',
    'can I exercise with a cold?',
    'I feel sleepy after lunch',
    'is it normal to feel my heartbeat at night?',
  ),
  ...hi(
    'emergency',
    'छाती में जकड़न है और पसीना आ रहा है',
    'वह बेहोश होकर गिर गए',
    'होंठ और चेहरा सूज गए हैं',
    'मैं खुद को नुकसान पहुँचाना चाहता हूँ',
  ),
  ...hi('routine', 'रक्तचाप कैसे मापें?', 'खाने के बाद नींद आती है', 'सर्दी में व्यायाम कर सकते हैं?'),
];
