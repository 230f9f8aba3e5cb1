import type { Widen } from '../core/it';

/**
 * Legal pages, loaded only when one is opened. Each claim that the code can check (the days things are kept,
 * what sign-out clears, the export's formats) is read against the code's own constants by
 * tests/unit/legal-claims.test.ts. The controller and the model's provider come from the stage's /config.json.
 */
const it = {
  updated: 'Ultimo aggiornamento: 27 novembre 2026',
  back: 'Torna indietro',
  contact: {
    privacyEmail: 'Email per la privacy:',
    dpo: 'Responsabile della protezione dei dati (DPO):',
    missing: 'I dati di contatto del titolare non sono disponibili in questo momento: ricarica la pagina.',
  },
  privacy: {
    title: 'Informativa sulla privacy',
    intro:
      '{{product}} è un diario personale della salute. Questa informativa spiega chi tratta i tuoi dati, quali, perché, con chi li condividiamo, per quanto tempo li conserviamo e come esercitare i tuoi diritti (art. 13 GDPR). Non usiamo mai i tuoi dati per la pubblicità.',
    controllerTitle: 'Titolare del trattamento',
    controllerText:
      "Il titolare del trattamento è {{controllerName}}, {{controllerAddress}}. Per qualsiasi domanda sulla privacy e per esercitare i tuoi diritti scrivi all'indirizzo qui sotto: non serve avere un account.",
    s1Title: 'Quali dati trattiamo',
    s1Text:
      "I dati del tuo account (nome, email, lingua, fuso orario, data, ora e versione del consenso) e i dati sulla salute che inserisci tu: sintomi, farmaci e dosi, benessere, misurazioni e appuntamenti, oltre alle conversazioni con Salus. Se attivi i promemoria, le tue preferenze e i dispositivi su cui ricevere le notifiche. Se invii un feedback, le risposte e l'eventuale email che scegli di lasciare: il feedback arriva al team per email. Registriamo anche dati tecnici minimi (indirizzo IP, account, orario ed esito delle richieste), senza il contenuto del tuo diario, e li conserviamo per circa un anno al massimo.",
    s2Title: 'Perché e su quale base',
    s2Text:
      "Trattiamo i tuoi dati per tenere il tuo diario, inviarti i promemoria che scegli e darti suggerimenti basati sui tuoi dati. I dati sulla salute sono categorie particolari di dati: li trattiamo solo con il tuo consenso esplicito (art. 9, par. 2, lett. a GDPR), che dai alla registrazione e che registriamo con data, ora e versione del testo; senza di esso non possiamo creare l'account. Gli altri dati servono a fornirti il servizio che hai chiesto (art. 6, par. 1, lett. b); i dati tecnici servono alla sicurezza del servizio (art. 6, par. 1, lett. f). L'invio di dati al servizio AI richiede un tuo consenso a parte, nelle Impostazioni.",
    s3Title: 'Dove sono conservati e chi li tratta per noi',
    s3Text:
      "Su Amazon Web Services (AWS), nella regione di Milano (eu-south-1), cifrati con una chiave dedicata. AWS li tratta per nostro conto come responsabile del trattamento, e dallo stesso servizio partono le email (i codici di accesso e, se li attivi, i promemoria). La comunicazione tra il tuo dispositivo e i nostri server è sempre cifrata. Le notifiche dei promemoria passano dal servizio di notifiche del tuo browser (per esempio di Google, Mozilla o Apple), cifrate in modo che quel servizio non possa leggerle. Con la modalità discreta, notifiche ed email non contengono il nome del farmaco né dell'appuntamento.",
    s4Title: "L'assistente Salus e il servizio AI",
    s4Text:
      "Salus risponde con le sue regole e con i tuoi dati, sui nostri server. Solo se lo attivi nelle Impostazioni («Salus e il servizio AI», spento finché non lo scegli tu), a ogni tuo messaggio inviamo al fornitore del servizio AI, {{modelProvider}} (dati trattati in: {{modelRegion}}), il messaggio, gli ultimi scambi della conversazione e un riassunto dei tuoi dati recenti: sintomi degli ultimi 30 giorni, farmaci e dosi, benessere, prossimo appuntamento e analisi dei sintomi. Li inviamo solo per scrivere la risposta. Non inviamo mai il tuo nome, la tua email o i tuoi codici identificativi, né i messaggi che sembrano un'emergenza: a quelli risponde subito Salus, indicandoti il 112. Il fornitore agisce come responsabile del trattamento; se tratta i dati fuori dall'Unione europea, il trasferimento si basa sulle garanzie previste dal suo accordo sul trattamento dei dati, come le clausole contrattuali standard della Commissione europea. Secondo le condizioni del fornitore, i dati ricevuti in questo modo non servono ad addestrare i suoi modelli e sono conservati al massimo 30 giorni per controllare gli abusi, poi cancellati. Puoi revocare questo consenso quando vuoi, nelle Impostazioni. Se non l'hai attivato, o se il servizio AI non è disponibile, Salus ti risponde con le sue regole e i tuoi dati senza inviare nulla al fornitore; senza connessione, la chat ti dice che sei offline.",
    s5Title: 'Per quanto tempo',
    s5Text:
      "I dati del diario restano finché hai l'account. Le conversazioni con Salus si cancellano da sole dopo 90 giorni. Se elimini l'account, l'accesso finisce subito e cancelliamo tutti i tuoi dati, di solito entro pochi minuti. Nelle copie di sicurezza i dati restano finché queste non scadono, al massimo 35 giorni, e servono solo a ripristinare il servizio: se un ripristino riportasse i dati di un account eliminato, li cancelliamo di nuovo. I feedback che hai inviato restano al team senza la tua email. Nel tuo browser, la copia dei dati per l'uso senza connessione vale al massimo 14 giorni e si cancella quando esci dall'account (vedi l'Informativa sui cookie).",
    s6Title: 'I tuoi diritti',
    s6Text:
      "Hai diritto di accedere ai tuoi dati, di correggerli, di cancellarli, di limitarne il trattamento, di opporti e di riceverli in un formato leggibile da un computer (portabilità). Nell'app li vedi e li correggi nelle pagine del diario; nelle Impostazioni li scarichi con «Esporta i tuoi dati» (JSON, CSV, PDF per il medico, calendario ICS, FHIR) e li cancelli con «Elimina l'account». Puoi revocare il consenso in qualsiasi momento (art. 7, par. 3): senza consenso non possiamo trattare i tuoi dati sulla salute, quindi la revoca («Revoca il consenso», nelle Impostazioni) elimina l'account e tutti i tuoi dati, dopo averti proposto di scaricarne una copia. La revoca non rende illecito il trattamento fatto prima. Il consenso al servizio AI lo revochi nelle Impostazioni, senza eliminare l'account. Per tutto il resto scrivi al titolare. Puoi anche presentare reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).",
    s7Title: 'Niente pubblicità, niente tracciamento',
    s7Text:
      '{{product}} non mostra pubblicità, non usa tracker pubblicitari o di profilazione e non vende né cede i tuoi dati a nessuno.',
    s8Title: 'Domande e modifiche',
    s8Text:
      "Per qualsiasi domanda sulla privacy scrivi all'email del titolare indicata sopra: ti rispondiamo entro un mese, come prevede il GDPR. Se cambiamo questa informativa, la nuova versione e la sua data sono pubblicate su questa pagina.",
  },
  terms: {
    title: 'Termini e condizioni',
    intro: 'Usando {{product}} accetti questi termini. Li abbiamo scritti in modo semplice.',
    providerTitle: 'Chi fornisce il servizio',
    providerText:
      '{{product}} è fornito da {{controllerName}}, {{controllerAddress}}, che è anche il titolare del trattamento dei tuoi dati.',
    s1Title: "Cos'è il servizio",
    s1Text:
      'Un diario personale per annotare sintomi, farmaci, benessere e appuntamenti, con promemoria, analisi e un assistente che dà consigli generali.',
    s2Title: 'Non è un medico',
    s2Text:
      '{{product}} non è un dispositivo medico e non fa diagnosi. I suggerimenti, le analisi e le risposte di Salus sono informazioni generali: non sostituiscono il parere del tuo medico o del farmacista. Non cambiare o sospendere una terapia senza averne parlato con il medico.',
    s3Title: 'In caso di emergenza',
    s3Text:
      "Se stai male o pensi di essere in pericolo chiama subito il 112 (o il 118). Non usare l'app per le emergenze.",
    s4Title: 'Il tuo account',
    s4Text:
      "Tieni riservata la tua password e non condividere l'account. Sei responsabile dei dati che inserisci; puoi correggerli o cancellarli quando vuoi, ed eliminare l'account dalle Impostazioni.",
    s5Title: 'Disponibilità',
    s5Text:
      'Facciamo il possibile perché il servizio sia sempre disponibile e i dati al sicuro, ma possono esserci interruzioni. I promemoria sono un aiuto, non una garanzia: per le terapie importanti non affidarti solo a loro.',
    s6Title: 'Modifiche e legge applicabile',
    s6Text:
      'Se cambiamo questi termini, la nuova versione e la sua data sono pubblicate su questa pagina prima che le modifiche valgano. Si applica la legge italiana; resta salvo il foro del consumatore.',
  },
  cookies: {
    title: 'Informativa sui cookie',
    intro:
      '{{product}} non usa cookie, né propri né di terze parti. Nel tuo browser salva solo ciò che serve a farlo funzionare.',
    s1Title: 'Cosa salviamo nel tuo browser',
    s1Text:
      'Nella memoria del browser: i token della sessione (solo per la sessione, oppure in modo persistente se scegli «Ricordami su questo dispositivo»), il tuo nome e la tua email per mostrarli subito (currentUser), la lingua scelta (userLanguage, i18nextLng, preferredLanguage), la configurazione del servizio (appConfig), lo stato del menu laterale (sidebarCollapsed) e, se attivi le notifiche, il codice di questo dispositivo (pushDeviceId).',
    s2Title: 'I dati sulla salute per usare il diario senza connessione',
    s2Text:
      "Perché tu possa usare il diario anche senza connessione, l'app tiene nel browser (IndexedDB) una copia degli ultimi dati del diario che hai visto (salute-cache) e le modifiche che aspettano di essere inviate (salute-outbox). La copia vale al massimo 14 giorni: una copia più vecchia viene cancellata alla successiva apertura dell'app. Questi dati restano su questo dispositivo e nessun altro sito può leggerli.",
    s3Title: 'Nessun tracciamento',
    s3Text:
      'Non usiamo strumenti di analisi, pubblicità o profilazione, e nessun servizio di terze parti legge questi dati.',
    s4Title: 'Come cancellarli',
    s4Text:
      "Quando esci dall'account cancelliamo i token, currentUser, la copia dei dati per l'uso senza connessione e le modifiche non ancora inviate, che vanno perse: prima di uscire, aspetta che siano inviate. La lingua e le altre preferenze restano: puoi cancellarle dalle impostazioni del browser (dati dei siti).",
  },
};

export type LegalCatalog = Widen<typeof it>;
export default it;
