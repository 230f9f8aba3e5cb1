import type { Widen } from '../core/it';

/** Legal pages, loaded only when one is opened. */
const it = {
  updated: 'Ultimo aggiornamento: 22 novembre 2026',
  back: 'Torna indietro',
  privacy: {
    title: 'Informativa sulla privacy',
    intro:
      '{{product}} è un diario personale della salute. Trattiamo i tuoi dati solo per farti tenere il diario, ricevere promemoria e suggerimenti, e mai per pubblicità.',
    s1Title: 'Quali dati trattiamo',
    s1Text:
      "I dati del tuo account (nome, email, lingua, data e ora del consenso) e i dati sulla salute che inserisci tu: sintomi, farmaci e dosi, benessere, misurazioni e appuntamenti. Se invii un feedback, le risposte e l'eventuale email che scegli di lasciare. Registriamo anche dati tecnici minimi (orario ed esito delle richieste) senza il contenuto del tuo diario.",
    s2Title: 'Perché e su quale base',
    s2Text:
      "I dati sulla salute sono categorie particolari di dati (art. 9 GDPR): li trattiamo solo con il tuo consenso esplicito, dato alla registrazione, e per fornirti il servizio che hai chiesto (art. 6, par. 1, lett. b). Puoi revocare il consenso in qualsiasi momento eliminando l'account.",
    s3Title: 'Dove sono conservati',
    s3Text:
      'Su Amazon Web Services nella regione di Milano (eu-south-1), cifrati con una chiave dedicata, con copie di sicurezza conservate per 35 giorni. La comunicazione tra il tuo dispositivo e i nostri server è sempre cifrata.',
    s4Title: "L'assistente Salus",
    s4Text:
      'Quando fai una domanda a Salus, il messaggio e un breve riassunto dei tuoi dati recenti sono inviati al fornitore del modello linguistico (OpenAI) solo per generare la risposta. Il fornitore agisce come responsabile del trattamento e non usa questi dati per addestrare i suoi modelli. Senza connessione, Salus risponde con indicazioni generali senza inviare nulla.',
    s5Title: 'Per quanto tempo',
    s5Text:
      'Finché hai un account. Se lo elimini, cancelliamo subito tutti i tuoi dati; le copie di sicurezza si rinnovano entro 35 giorni.',
    s6Title: 'I tuoi diritti',
    s6Text:
      "Puoi vedere, correggere ed esportare i tuoi dati dall'app, chiederne la cancellazione, opporti o limitare il trattamento e revocare il consenso. Puoi anche presentare reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).",
    s7Title: 'Niente pubblicità, niente tracciamento',
    s7Text:
      '{{product}} non mostra pubblicità, non usa tracker pubblicitari o di profilazione e non vende né cede i tuoi dati a nessuno.',
    s8Title: 'Contatti',
    s8Text:
      "Per qualsiasi domanda sulla privacy scrivici con il modulo «Lascia un feedback» nell'app, indicando la tua email: ti risponderemo entro 30 giorni.",
  },
  terms: {
    title: 'Termini e condizioni',
    intro: 'Usando {{product}} accetti questi termini. Li abbiamo scritti in modo semplice.',
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
      "Tieni riservata la tua password e non condividere l'account. Sei responsabile dei dati che inserisci; puoi correggerli o cancellarli quando vuoi.",
    s5Title: 'Disponibilità',
    s5Text:
      'Facciamo il possibile perché il servizio sia sempre disponibile e i dati al sicuro, ma possono esserci interruzioni. I promemoria sono un aiuto, non una garanzia: per le terapie importanti non affidarti solo a loro.',
    s6Title: 'Modifiche e legge applicabile',
    s6Text:
      "Se cambiamo questi termini te lo diremo nell'app prima che le modifiche valgano. Si applica la legge italiana; resta salvo il foro del consumatore.",
  },
  cookies: {
    title: 'Informativa sui cookie',
    intro: '{{product}} non usa cookie, né propri né di terze parti.',
    s1Title: 'Cosa salviamo nel tuo browser',
    s1Text:
      "Solo ciò che serve a far funzionare l'app: i token della sessione (in memoria di sessione, oppure in modo persistente se scegli «Ricordami»), il tuo nome e la tua email per mostrarli subito (currentUser) e la lingua scelta (userLanguage, i18nextLng, preferredLanguage).",
    s2Title: 'Nessun tracciamento',
    s2Text:
      'Non usiamo strumenti di analisi, pubblicità o profilazione, e nessun servizio di terze parti legge questi dati.',
    s3Title: 'Come cancellarli',
    s3Text:
      "Uscendo dall'account cancelliamo i token e currentUser. Puoi cancellare tutto il resto dalle impostazioni del browser (dati dei siti).",
  },
};

export type LegalCatalog = Widen<typeof it>;
export default it;
