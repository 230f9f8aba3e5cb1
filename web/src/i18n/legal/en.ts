import type { LegalCatalog } from './it';

const en: LegalCatalog = {
  updated: 'Last updated: 22 November 2026',
  back: 'Go back',
  privacy: {
    title: 'Privacy policy',
    intro:
      '{{product}} is a personal health diary. We process your data only so that you can keep the diary and receive reminders and suggestions, never for advertising.',
    s1Title: 'What data we process',
    s1Text:
      'Your account data (name, email, language, date and time of consent) and the health data you enter: symptoms, medications and doses, wellness, measurements and appointments. If you send feedback, your answers and the email you choose to leave. We also record minimal technical data (time and outcome of requests) without the content of your diary.',
    s2Title: 'Why, and on what basis',
    s2Text:
      'Health data are special categories of data (GDPR art. 9): we process them only with your explicit consent, given at registration, and to provide the service you asked for (art. 6(1)(b)). You can withdraw consent at any time by deleting the account.',
    s3Title: 'Where they are kept',
    s3Text:
      'On Amazon Web Services in the Milan region (eu-south-1), encrypted with a dedicated key, with backups kept for 35 days. Traffic between your device and our servers is always encrypted.',
    s4Title: 'The Salus assistant',
    s4Text:
      'When you ask Salus a question, the message and a short summary of your recent data are sent to the language-model provider (OpenAI) only to generate the answer. The provider acts as a data processor and does not use these data to train its models. Offline, Salus answers with general guidance and sends nothing.',
    s5Title: 'For how long',
    s5Text:
      'As long as you have an account. If you delete it, we delete all your data at once; backups roll over within 35 days.',
    s6Title: 'Your rights',
    s6Text:
      'You can see, correct and export your data from the app, ask for deletion, object to or restrict processing, and withdraw consent. You can also lodge a complaint with the Italian Data Protection Authority (www.garanteprivacy.it).',
    s7Title: 'No advertising, no tracking',
    s7Text:
      '{{product}} shows no advertising, uses no advertising or profiling trackers, and never sells or passes on your data.',
    s8Title: 'Contact',
    s8Text:
      'For any privacy question write to us with the "Give feedback" form in the app, leaving your email: we will answer within 30 days.',
  },
  terms: {
    title: 'Terms and conditions',
    intro: 'By using {{product}} you accept these terms. We wrote them simply.',
    s1Title: 'What the service is',
    s1Text:
      'A personal diary to note symptoms, medications, wellness and appointments, with reminders, analytics and an assistant that gives general advice.',
    s2Title: 'It is not a doctor',
    s2Text:
      '{{product}} is not a medical device and makes no diagnosis. Suggestions, analytics and Salus answers are general information: they do not replace the advice of your doctor or pharmacist. Do not change or stop a treatment without talking to your doctor.',
    s3Title: 'In an emergency',
    s3Text:
      'If you feel unwell or think you are in danger, call 112 (or 118) at once. Do not use the app for emergencies.',
    s4Title: 'Your account',
    s4Text:
      'Keep your password private and do not share the account. You are responsible for the data you enter; you can correct or delete them whenever you want.',
    s5Title: 'Availability',
    s5Text:
      'We do our best to keep the service available and your data safe, but interruptions can happen. Reminders are a help, not a guarantee: for important treatments, do not rely on them alone.',
    s6Title: 'Changes and governing law',
    s6Text:
      "If we change these terms we will tell you in the app before the changes apply. Italian law applies, without prejudice to the consumer's court.",
  },
  cookies: {
    title: 'Cookie policy',
    intro: '{{product}} uses no cookies, neither its own nor third-party ones.',
    s1Title: 'What we keep in your browser',
    s1Text:
      'Only what the app needs to work: the session tokens (in session storage, or persistently if you choose "Remember me"), your name and email to show them at once (currentUser), and the language you chose (userLanguage, i18nextLng, preferredLanguage).',
    s2Title: 'No tracking',
    s2Text:
      'We use no analytics, advertising or profiling tools, and no third-party service reads these data.',
    s3Title: 'How to delete them',
    s3Text:
      'Signing out deletes the tokens and currentUser. You can delete the rest from your browser settings (site data).',
  },
};

export default en;
