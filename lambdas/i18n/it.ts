/**
 * Server-side texts (API errors, e-mails) in Italian, the reference catalogue.
 * `en.ts` and `hi.ts` must have exactly the same shape (checked by the compiler and by a test).
 */
export const it = {
  errors: {
    invalid_json: 'Il contenuto della richiesta non è un JSON valido.',
    validation_failed: 'Alcuni dati non sono validi: {{details}}',
    unauthorized: "L'utente non è autenticato",
    forbidden: 'Non hai i permessi per questa operazione.',
    not_found: 'Elemento non trovato.',
    conflict: 'I dati sono stati modificati nel frattempo. Ricarica e riprova.',
    payload_too_large: 'La richiesta è troppo grande.',
    too_many_requests: 'Hai fatto troppe richieste. Riprova più tardi.',
    unavailable: 'Il servizio non è raggiungibile in questo momento. Riprova tra poco.',
    internal: 'Si è verificato un errore. Riprova più tardi.',
    route_not_found: 'Indirizzo non trovato.',
    unsupported_media_type: 'Il contenuto della richiesta deve essere in formato JSON (application/json).',
    day_taken: 'Hai già registrato il benessere per questo giorno',
    export_unknown: "Errore nell'esportazione dei dati {{details}}",
    export_too_large: "L'esportazione è troppo grande: scegli un periodo più breve.",
    import_format:
      "Il file non è un'esportazione di SaluteMia: scegli il file JSON scaricato da «Esporta i tuoi dati».",
    import_version:
      'Il file è stato creato da una versione più recente di SaluteMia: aggiorna la pagina e riprova.',
    import_missing: 'Il file caricato non si trova più: caricalo di nuovo.',
    wrong_password: 'La password non è corretta.',
  },
  limits: {
    analysis: "Hai chiesto molte analisi nell'ultima ora.",
    export: "Hai esportato i tuoi dati molte volte nell'ultima ora.",
    import: "Hai importato molti file nell'ultima ora.",
    retry_one: 'Riprova tra un minuto.',
    retry_other: 'Riprova tra {{minutes}} minuti.',
  },
  validation: {
    cursor: 'il segnaposto della pagina non è valido: ricomincia dalla prima pagina',
    uuid: 'identificativo non valido (serve un UUID)',
    idempotency: "manca l'identificativo dell'invio (Idempotency-Key, un UUID)",
    required: 'campo obbligatorio',
    invalid_type: 'tipo non valido',
    too_small: 'valore troppo piccolo',
    too_big: 'valore troppo grande',
    invalid_format: 'formato non valido',
    invalid_value: 'valore non ammesso',
    unrecognized_keys: 'campo non previsto',
    invalid: 'valore non valido',
    control_chars: 'contiene caratteri di controllo non ammessi',
    wellness_empty: 'registra almeno un valore per questo giorno',
    date_too_old: 'data non valida: prima del 1900',
    date_future: 'la data non può essere nel futuro',
    date_too_far: 'data troppo lontana: al massimo cinque anni da oggi',
    range_order: 'la data di inizio viene dopo quella di fine',
    range_too_long: 'periodo troppo lungo: al massimo cinque anni',
    time_zone: 'fuso orario non riconosciuto (serve un nome come Europe/Rome)',
    push_endpoint: 'indirizzo del servizio di notifica non ammesso',
    too_many_devices: 'le notifiche sono già attive su 10 dispositivi: disattivale su uno che non usi più',
  },
  emails: {
    signUp: {
      subject: '{{product}}: il tuo codice di verifica',
      greeting: 'Ciao {{name}},',
      body: 'grazie per esserti registrato a {{product}}. Per verificare il tuo indirizzo email inserisci questo codice:',
      footer: 'Se non hai richiesto tu la registrazione, ignora questo messaggio.',
    },
    resendCode: {
      subject: '{{product}}: il tuo nuovo codice di verifica',
      greeting: 'Ciao {{name}},',
      body: 'ecco il nuovo codice per verificare il tuo indirizzo email:',
      footer: 'Se non hai richiesto tu un nuovo codice, ignora questo messaggio.',
    },
    forgotPassword: {
      subject: '{{product}}: reimposta la password',
      greeting: 'Ciao {{name}},',
      body: 'abbiamo ricevuto una richiesta di reimpostazione della password. Usa questo codice per sceglierne una nuova:',
      footer:
        'Se non hai richiesto tu la reimpostazione, ignora questo messaggio: la tua password resta invariata.',
    },
    updateAttribute: {
      subject: '{{product}}: conferma il nuovo indirizzo email',
      greeting: 'Ciao {{name}},',
      body: 'per confermare il tuo nuovo indirizzo email inserisci questo codice:',
      // Sent to the new address, whose owner may have no account: ignoring it is enough (issue 18 §2).
      footer:
        'Se non hai chiesto tu di usare questo indirizzo, ignora il messaggio: senza il codice non viene collegato a nessun account.',
    },
    codeLabel: 'Codice',
    // How long Cognito keeps the code (CODE_VALIDITY_HOURS in domain/verification-email.ts, by the e-mail's kind).
    codeValidity: {
      one: "Il codice è valido per un'ora.",
      other: 'Il codice è valido per {{hours}} ore.',
    },
    defaultName: 'Utente',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ServerCatalog = Widen<typeof it>;
