/**
 * Salus's own texts in Italian, the reference: the spec's messages (section 8), the emergency and urgent
 * answers of the triage, and the answers without the AI service. `en.ts` and `hi.ts` have the same shape.
 */
export const it = {
  errors: {
    notSignedIn:
      "Per utilizzare l'assistente AI devi effettuare l'accesso. Accedi o registrati per continuare.",
    config:
      "Non è stato possibile connettersi al servizio AI a causa di un problema di configurazione. Contatta l'amministratore.",
    failure: 'Mi dispiace, ho riscontrato un problema nel comunicare con il servizio AI. Riprova più tardi.',
    empty: 'Mi dispiace, non sono riuscito a generare una risposta. Riprova più tardi.',
    quota: 'Hai raggiunto il limite di {{limit}} messaggi per oggi. Potrai scrivere di nuovo domani.',
    notAgreed:
      'Salus ti ha risposto con le sue regole e i tuoi dati, senza inviarli al servizio AI. Se vuoi risposte scritte dal servizio AI, attivalo nelle Impostazioni.',
  },
  /*
   * Sources (checked 2026-11-24):
   * - 112 and 118: Ministero della Salute, "Numero unico di emergenza 112" (salute.gov.it); 118 still answers
   *   medical emergencies everywhere (forwarded to the 112 centre where the single number is active).
   * - Telefono Amico Italia 02 2327 2327, every day until midnight (9–24 since December 2025, 10–24 before):
   *   agensir.it, 10 December 2025 and 12 December 2020; telefonoamico.it.
   * - Samaritans Onlus 06 77208977, every day 13–22: samaritansonlus.org (home page; not reachable from the
   *   build machine, to be re-checked at each release).
   * - Centro Antiveleni di Milano, Ospedale Niguarda, 02 66101029, 24 hours a day: ospedaleniguarda.it,
   *   "Centro Antiveleni".
   * - 116117 (guardia medica / continuità assistenziale, where active): Ministero della Salute, "116117".
   * - Self-harm of someone else (checked 2026-11-28): nidirect.gov.uk, "Mental health emergency - if you're in
   *   crisis or despair" ("I will stay with you until you get help"); Durham County Council, "Helping someone who
   *   has suicidal thoughts" ("if they are in immediate danger, do not leave them alone"; 999 if they are about to
   *   harm themselves); Mindwell Leeds, "How to help someone in a crisis" (hoarding tablets among the signs).
   * - Stroke, seizure, bleeding, anaphylaxis steps: NHS and Ministero della Salute first-aid pages, as cited in
   *   tests/corpus/triage/it.tune.json `sources`.
   */
  emergency: {
    intro: 'Quello che descrivi può essere un’emergenza.',
    call: 'Chiama subito il 112, anche nel dubbio: per un’emergenza sanitaria risponde anche il 118, in tutta Italia.',
    waiting: 'Mentre arrivano i soccorsi:',
    after: 'Al telefono ti diranno passo per passo cosa fare.',
    flags: {
      chest_pain:
        'resta a riposo, seduto o semisdraiato, e non guidare; tieni il telefono vicino e la porta aperta.',
      breathing:
        'siediti con il busto dritto, o aiuta così la persona, slaccia i vestiti stretti e fai entrare aria fresca.',
      stroke:
        'annota l’ora in cui sono iniziati i sintomi, che serve ai medici; non mangiare, non bere e non prendere farmaci, e non darne alla persona se sei con lei.',
      fainting:
        'se la persona non risponde e non respira normalmente, inizia il massaggio cardiaco: l’operatore del 112 ti guida passo per passo; se respira, mettila sul fianco.',
      bleeding: 'premi forte e senza interruzioni sulla ferita con un panno pulito.',
      anaphylaxis:
        'se c’è un autoiniettore di adrenalina prescritto, usalo subito; seduti se si respira male, sdraiati con le gambe sollevate se ci si sente svenire.',
      seizure:
        'non trattenere la persona e non metterle nulla in bocca; allontana gli oggetti pericolosi e, finita la crisi, mettila sul fianco.',
      thunderclap_headache:
        'resta a riposo e non prendere altri farmaci prima di aver parlato con i soccorsi.',
      meningitis:
        'tieni la persona al riparo e sotto controllo e non aspettare che compaiano altre macchie: ogni minuto conta.',
      head_injury_red_flags:
        'non lasciare sola la persona, non darle da mangiare né da bere e tienila sveglia e ferma; se perde i sensi e non respira normalmente, inizia il massaggio cardiaco.',
      hypoglycaemia:
        'se la persona è sveglia e riesce a deglutire, dalle subito zucchero (un succo, bustine di zucchero, caramelle); se non riesce a deglutire o non risponde, non darle nulla in bocca e mettila sul fianco.',
      child_emergency:
        'resta con il bambino, tienilo al caldo e non dargli cibo, bevande o farmaci; se non respira, l’operatore del 112 ti guida nella rianimazione.',
      poisoning:
        'non provocare il vomito e tieni a portata di mano la confezione di ciò che è stato preso: i soccorsi o il Centro Antiveleni la chiederanno.',
      self_harm:
        'se puoi, allontana ciò che potresti usare per farti del male e resta vicino a una persona di cui ti fidi; se il pericolo è per un’altra persona, non lasciarla sola e allontana ciò che potrebbe usare.',
    },
    poisonCentre:
      'Per un consiglio sull’intossicazione, il Centro Antiveleni di Milano (Ospedale Niguarda) risponde 24 ore su 24 allo 02 66101029.',
    selfHarm: {
      lead: 'Non devi affrontare questo momento senza aiuto.',
      helplines:
        'Per parlare con qualcuno: Telefono Amico Italia 02 2327 2327 (ogni giorno fino a mezzanotte) o Samaritans Onlus 06 77208977 (ogni giorno dalle 13 alle 22).',
      night: 'Di notte, o se il pericolo è adesso, per te o per un’altra persona, chiama il 112.',
    },
  },
  urgent: {
    /** The first sentence, by what was recognised: where to go, and when. */
    flags: {
      pregnancy_bleeding_pain:
        'In gravidanza, perdite di sangue o un dolore forte alla pancia vanno visti subito: vai al pronto soccorso (ostetrico, se c’è) oppure, se non puoi andarci, chiama il 112.',
      head_injury:
        'Dopo un colpo alla testa, vai al pronto soccorso se prendi anticoagulanti o se compaiono vomito, confusione o sonnolenza; se la persona perde i sensi, chiama il 112.',
      high_fever:
        'Una febbre alta va vista da un medico oggi: chiama il tuo medico di famiglia o, quando non risponde, la guardia medica (116117 dove è attivo).',
      persistent_vomiting:
        'Se vomiti da ore e non riesci a tenere i liquidi, fatti vedere oggi: chiama il tuo medico o la guardia medica (116117 dove è attivo).',
      blood_in_output:
        'Sangue nelle urine, nelle feci o nel vomito va visto da un medico oggi: chiama il tuo medico o la guardia medica (116117 dove è attivo).',
      severe_pain:
        'Un dolore forte va visto da un medico oggi: chiama il tuo medico o la guardia medica (116117 dove è attivo); se è fortissimo o improvviso, vai al pronto soccorso.',
    },
    general:
      'Quello che descrivi va visto da un medico oggi stesso: chiama il tuo medico di famiglia o, quando non risponde, la guardia medica (116117 dove è attivo).',
    worse: 'Se peggiora, o compaiono difficoltà a respirare, dolore al petto o confusione, chiama il 112.',
  },
  /*
   * A knock on the head with its warning signs said to be absent (triage routine, flag head_injury): what to do at
   * home and what to watch for. Sources (checked 2026-11-28): NHS, "Head injury and concussion" (nhs.uk: most head
   * injuries can be looked after at home; ice pack, paracetamol or ibuprofen, not aspirin; an adult nearby for the
   * first 24 hours; A&E for vomiting, a headache that does not go away, drowsiness, confusion, blood thinners; 999
   * for not waking, a seizure); MSD Manuals, "Panoramica sulle lesioni craniche" (msdmanuals.com/it: a family
   * member checks on the person in the first 24 hours and brings them back for vomiting, drowsiness, confusion,
   * a worsening headache, seizures).
   */
  watch: {
    head_injury:
      'Dopo un colpo alla testa senza segni d’allarme di solito ci si cura a casa: ghiaccio a tratti, paracetamolo se fa male (non l’aspirina) e qualcuno vicino nelle prime 24 ore. Vai al pronto soccorso se compaiono vomito, sonnolenza, confusione o un mal di testa che non passa, o se la persona prende anticoagulanti; se perde i sensi o ha una convulsione, chiama il 112.',
  },
  offline: {
    intro: 'Ora non riesco a usare il servizio AI, ma ecco qualche indicazione generale.',
    /** Without the person's agreement to the AI service: nothing failed. */
    introOwn: 'Ecco qualche indicazione generale.',
    topics: {
      sleep:
        'Per dormire meglio aiutano orari regolari, una camera buia e fresca, niente schermi nell’ultima ora e niente caffè dal pomeriggio.',
      water:
        'Di solito bastano 1,5–2 litri di liquidi al giorno, di più con il caldo o con l’attività fisica; chi ha problemi di cuore o di reni segua le indicazioni del medico.',
      stress:
        'Contro lo stress aiutano qualche minuto di respiro lento, una camminata all’aperto e pause brevi durante la giornata.',
      headache:
        'Per un mal di testa leggero aiutano riposo, acqua e una stanza tranquilla; se è insolito, molto forte o non passa, parlane con il medico.',
      fever:
        'Con la febbre riposa e bevi spesso; se supera i 39 °C, dura più di tre giorni o si accompagna a sintomi che ti preoccupano, senti il medico.',
      pain: 'Per un dolore leggero aiutano riposo e movimento dolce; un dolore forte, nuovo o che non passa va visto dal medico.',
      medication:
        'Segui sempre la prescrizione. Se hai dimenticato una dose, non prenderne una doppia per recuperarla: chiedi al medico o al farmacista cosa fare.',
      general:
        'Tieni aggiornato il diario di sintomi, farmaci e benessere: ti aiuterà a raccontare al medico come stai.',
    },
    fromData: 'Dai tuoi dati:',
    data: {
      severeSymptom:
        'hai annotato {{symptom}} con intensità {{severity}}/10: se continua, parlane con il medico.',
      adherence: {
        one: 'negli ultimi 7 giorni hai preso {{taken}} dose su {{due}}: i promemoria possono aiutarti.',
        other: 'negli ultimi 7 giorni hai preso {{taken}} dosi su {{due}}: i promemoria possono aiutarti.',
      },
      lowSleep: 'dormi in media {{hours}} ore: prova a dare più spazio al sonno.',
      appointment: 'il prossimo appuntamento è "{{title}}" il {{date}}: porta il diario con te.',
    },
    disclaimer: 'Sono un assistente: i miei consigli sono generali e non sostituiscono il parere del medico.',
  },
  welcome:
    'Ciao, sono Salus, il tuo assistente. Posso darti consigli generali sulla salute e suggerimenti dai tuoi dati. Non sostituisco il medico: per un’emergenza chiama il 112.',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type AssistantCatalog = Widen<typeof it>;
