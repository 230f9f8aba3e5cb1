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
  },
  emergency: {
    intro: 'Quello che descrivi può essere un’emergenza.',
    call: 'Chiama subito il 112 (o il 118 per un’emergenza sanitaria), anche se non sei sicuro.',
    waiting: 'Mentre aspetti i soccorsi:',
    after: 'Non aspettare una mia risposta per decidere: chiama adesso.',
    flags: {
      chest_pain:
        'resta a riposo, seduto o semisdraiato, e non guidare; tieni il telefono vicino e la porta aperta.',
      breathing: 'stai seduto con il busto dritto, slaccia i vestiti stretti e cerca aria fresca.',
      stroke:
        'annota l’ora in cui sono iniziati i sintomi (serve ai medici) e non dare cibo, bevande o farmaci.',
      fainting:
        'se la persona non risponde e non respira normalmente, inizia il massaggio cardiaco: l’operatore del 112 ti guida passo per passo; se respira, mettila sul fianco.',
      bleeding: 'premi forte e senza interruzioni sulla ferita con un panno pulito.',
      anaphylaxis:
        'se hai un autoiniettore di adrenalina prescritto, usalo subito; stai seduto se respiri male, sdraiato con le gambe sollevate se ti senti svenire.',
      seizure:
        'non trattenere la persona e non metterle nulla in bocca; allontana gli oggetti pericolosi e, finita la crisi, mettila sul fianco.',
      thunderclap_headache:
        'resta a riposo e non prendere altri farmaci prima di aver parlato con i soccorsi.',
      poisoning:
        'non provocare il vomito e tieni a portata di mano la confezione di ciò che è stato preso: i soccorsi o il Centro Antiveleni la chiederanno.',
      self_harm:
        'se puoi, allontana ciò che potresti usare per farti del male e resta vicino a qualcuno di cui ti fidi.',
    },
    listening:
      'Non sei solo. Se vuoi parlare con qualcuno adesso, puoi chiamare anche Telefono Amico Italia al 02 2327 2327.',
  },
  urgent: {
    text: 'Quello che descrivi va visto da un medico presto, oggi stesso se possibile: contatta il tuo medico di famiglia o, quando non è disponibile, la Continuità assistenziale (guardia medica; il 116117 dove è attivo). Se i sintomi peggiorano o compaiono difficoltà a respirare, dolore al petto o confusione, chiama il 112.',
  },
  offline: {
    intro: 'Ora non riesco a usare il servizio AI, ma ecco qualche indicazione generale.',
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
        'Per i farmaci segui sempre la prescrizione; se hai saltato una dose, leggi il foglietto illustrativo o chiedi al farmacista prima di raddoppiarla.',
      general:
        'Tieni aggiornato il diario di sintomi, farmaci e benessere: ti aiuterà a raccontare al medico come stai.',
    },
    fromData: 'Dai tuoi dati:',
    data: {
      severeSymptom:
        'hai annotato {{symptom}} con intensità {{severity}}/10: se continua, parlane con il medico.',
      adherence: 'negli ultimi 7 giorni hai preso {{taken}} dosi su {{due}}: i promemoria possono aiutarti.',
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
