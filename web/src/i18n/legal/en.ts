import type { LegalCatalog } from './it';

const en: LegalCatalog = {
  updated: 'Last updated: 27 November 2026',
  back: 'Go back',
  contact: {
    privacyEmail: 'Privacy email:',
    dpo: 'Data protection officer (DPO):',
    missing: "The controller's contact details are not available right now: reload the page.",
  },
  privacy: {
    title: 'Privacy policy',
    intro:
      '{{product}} is a personal health diary. This policy explains who processes your data, which data, why, with whom we share them, how long we keep them and how to exercise your rights (GDPR art. 13). We never use your data for advertising.',
    controllerTitle: 'Data controller',
    controllerText:
      'The data controller is {{controllerName}}, {{controllerAddress}}. For any privacy question, and to exercise your rights, write to the address below: you do not need an account.',
    s1Title: 'What data we process',
    s1Text:
      'Your account data (name, email, language, time zone, date, time and version of consent) and the health data you enter: symptoms, medications and doses, wellness, measurements and appointments, as well as your conversations with Salus. If you turn on reminders, your preferences and the devices that receive notifications. If you send feedback, your answers and the email you choose to leave: feedback reaches the team by email. We also record minimal technical data (IP address, account, time and outcome of requests), without the content of your diary, and keep them for about a year at most.',
    s2Title: 'Why, and on what basis',
    s2Text:
      'We process your data to keep your diary, send you the reminders you choose and give you suggestions based on your data. Health data are special categories of data: we process them only with your explicit consent (GDPR art. 9(2)(a)), which you give at registration and which we record with its date, time and text version; without it we cannot create the account. The other data serve to provide the service you asked for (art. 6(1)(b)); technical data serve the security of the service (art. 6(1)(f)). Sending data to the AI service needs a separate consent of yours, in Settings.',
    s3Title: 'Where they are kept, and who processes them for us',
    s3Text:
      'On Amazon Web Services (AWS), in the Milan region (eu-south-1), encrypted with a dedicated key. AWS processes them on our behalf as a data processor, and the same service sends the emails (sign-in codes and, if you turn them on, reminders). Traffic between your device and our servers is always encrypted. Reminder notifications pass through your browser’s push service (for example Google’s, Mozilla’s or Apple’s), encrypted so that it cannot read them. In discreet mode, notifications and emails do not contain the name of the medication or the appointment.',
    s4Title: 'The Salus assistant and the AI service',
    s4Text:
      'Salus answers with its own rules and your data, on our servers. Only if you turn it on in Settings ("Salus and the AI service", off until you choose it), with each of your messages we send the AI service provider, {{modelProvider}} (data processed in: {{modelRegion}}), the message, the last turns of the conversation and a summary of your recent data: symptoms of the last 30 days, medications and doses, wellness, the next appointment and the symptom analysis. We send them only to write the answer. We never send your name, your email or your identifiers, nor messages that look like an emergency: Salus answers those at once, pointing you to 112. The provider acts as a data processor; if it processes the data outside the European Union, the transfer relies on the safeguards of its data processing agreement, such as the European Commission’s standard contractual clauses. Under the provider’s terms, data received this way are not used to train its models and are kept for at most 30 days for abuse monitoring, then deleted. You can withdraw this consent whenever you want, in Settings. If you have not turned it on, or if the AI service is unavailable, Salus answers with its rules and your data without sending anything to the provider; without a connection, the chat tells you that you are offline.',
    s5Title: 'For how long',
    s5Text:
      'Diary data stay as long as you have the account. Conversations with Salus are deleted automatically after 90 days. If you delete the account, access ends at once and we delete all your data, usually within a few minutes. In the backups the data remain until these expire, at most 35 days, and serve only to restore the service: if a restore brought back the data of a deleted account, we delete them again. Feedback you sent stays with the team without your email. In your browser, the copy of the data for offline use is valid for at most 14 days and is deleted when you sign out (see the Cookie policy).',
    s6Title: 'Your rights',
    s6Text:
      'You have the right to access your data, correct them, delete them, restrict their processing, object, and receive them in a machine-readable format (portability). In the app you see and correct them on the diary pages; in Settings you download them with "Export your data" (JSON, CSV, PDF for the doctor, ICS calendar, FHIR) and delete them with "Delete the account". You can withdraw consent at any time (art. 7(3)): without consent we cannot process your health data, so withdrawing it ("Withdraw consent", in Settings) deletes the account and all your data, after offering you a copy to download. Withdrawal does not make the processing done before it unlawful. You withdraw the consent to the AI service in Settings, without deleting the account. For anything else, write to the controller. You can also lodge a complaint with the Italian Data Protection Authority, the Garante per la protezione dei dati personali (www.garanteprivacy.it).',
    s7Title: 'No advertising, no tracking',
    s7Text:
      '{{product}} shows no advertising, uses no advertising or profiling trackers, and never sells or passes on your data.',
    s8Title: 'Questions and changes',
    s8Text:
      "For any privacy question write to the controller's email given above: we answer within one month, as the GDPR requires. If we change this policy, the new version and its date are published on this page.",
  },
  terms: {
    title: 'Terms and conditions',
    intro: 'By using {{product}} you accept these terms. We wrote them simply.',
    providerTitle: 'Who provides the service',
    providerText:
      '{{product}} is provided by {{controllerName}}, {{controllerAddress}}, which is also the controller of your data.',
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
      'Keep your password private and do not share the account. You are responsible for the data you enter; you can correct or delete them whenever you want, and delete the account in Settings.',
    s5Title: 'Availability',
    s5Text:
      'We do our best to keep the service available and your data safe, but interruptions can happen. Reminders are a help, not a guarantee: for important treatments, do not rely on them alone.',
    s6Title: 'Changes and governing law',
    s6Text:
      "If we change these terms, the new version and its date are published on this page before the changes apply. Italian law applies, without prejudice to the consumer's court.",
  },
  cookies: {
    title: 'Cookie policy',
    intro:
      '{{product}} uses no cookies, neither its own nor third-party ones. It keeps in your browser only what it needs to work.',
    s1Title: 'What we keep in your browser',
    s1Text:
      'In the browser’s storage: the session tokens (for the session only, or persistently if you choose "Remember me on this device"), your name and email to show them at once (currentUser), the language you chose (userLanguage, i18nextLng, preferredLanguage), the service’s configuration (appConfig), the state of the side menu (sidebarCollapsed) and, if you turn on notifications, this device’s code (pushDeviceId).',
    s2Title: 'Health data for using the diary offline',
    s2Text:
      'So that you can use the diary without a connection, the app keeps in the browser (IndexedDB) a copy of the latest diary data you saw (salute-cache) and the changes waiting to be sent (salute-outbox). The copy is valid for at most 14 days: an older copy is deleted the next time the app opens. These data stay on this device and no other site can read them.',
    s3Title: 'No tracking',
    s3Text:
      'We use no analytics, advertising or profiling tools, and no third-party service reads these data.',
    s4Title: 'How to delete them',
    s4Text:
      'When you sign out we delete the tokens, currentUser, the copy of the data for offline use and the changes not yet sent, which are lost: before signing out, wait until they are sent. The language and the other preferences stay: you can delete them from your browser settings (site data).',
  },
};

export default en;
