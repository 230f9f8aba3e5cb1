import type { AssistantCatalog } from './it';

export const en: AssistantCatalog = {
  errors: {
    notSignedIn: 'To use the AI assistant you need to sign in. Sign in or register to continue.',
    config:
      'The AI service could not be reached because of a configuration problem. Please contact the administrator.',
    failure: 'Sorry, I had a problem talking to the AI service. Please try again later.',
    empty: 'Sorry, I could not produce an answer. Please try again later.',
    quota: 'You have reached the limit of {{limit}} messages for today. You can write again tomorrow.',
  },
  emergency: {
    intro: 'What you describe may be an emergency.',
    call: 'Call 112 now (118 for a medical emergency in Italy), even if you are not sure.',
    waiting: 'While you wait for help:',
    after: 'Do not wait for my answer to decide: call now.',
    flags: {
      chest_pain: 'rest sitting or half lying down and do not drive; keep the phone close and the door open.',
      breathing: 'sit upright, loosen tight clothes and get fresh air.',
      stroke: 'note the time the symptoms started (doctors need it) and give no food, drink or medicines.',
      fainting:
        'if the person does not respond and is not breathing normally, start chest compressions: the 112 operator will guide you step by step; if they are breathing, turn them on their side.',
      bleeding: 'press hard and without stopping on the wound with a clean cloth.',
      anaphylaxis:
        'if you have a prescribed adrenaline auto-injector, use it now; sit up if breathing is hard, lie down with legs raised if you feel faint.',
      seizure:
        'do not hold the person down or put anything in their mouth; move dangerous objects away and, when it stops, turn them on their side.',
      thunderclap_headache:
        'rest and take no other medicines before you have spoken to the emergency service.',
      poisoning:
        'do not make anyone vomit, and keep the pack of what was taken at hand: the emergency service or the poison centre will ask for it.',
      self_harm:
        'if you can, put away anything you could use to hurt yourself and stay near someone you trust.',
    },
    listening:
      'You are not alone. If you want to talk to someone now, you can also call Telefono Amico Italia on 02 2327 2327.',
  },
  urgent: {
    text: 'What you describe should be seen by a doctor soon, today if possible: contact your family doctor or, when they are not available, the out-of-hours service (guardia medica; 116117 where it is active). If things get worse, or breathing trouble, chest pain or confusion appear, call 112.',
  },
  offline: {
    intro: 'I cannot use the AI service right now, but here is some general guidance.',
    topics: {
      sleep:
        'Regular hours, a dark and cool room, no screens in the last hour and no coffee after midday help you sleep better.',
      water:
        'Usually 1.5–2 litres of fluids a day are enough, more in the heat or with exercise; people with heart or kidney problems should follow their doctor’s advice.',
      stress:
        'A few minutes of slow breathing, a walk outdoors and short breaks during the day help with stress.',
      headache:
        'Rest, water and a quiet room help a mild headache; if it is unusual, very strong or does not go away, talk to your doctor.',
      fever:
        'With a fever, rest and drink often; if it goes above 39 °C, lasts more than three days or comes with symptoms that worry you, see your doctor.',
      pain: 'Rest and gentle movement help mild pain; strong, new or lasting pain should be seen by a doctor.',
      medication:
        'Always follow your prescription; if you missed a dose, read the leaflet or ask the pharmacist before doubling it.',
      general:
        'Keep your diary of symptoms, medications and wellness up to date: it will help you tell your doctor how you are.',
    },
    fromData: 'From your data:',
    data: {
      severeSymptom: 'you noted {{symptom}} at {{severity}}/10: if it goes on, talk to your doctor.',
      adherence: 'in the last 7 days you took {{taken}} of {{due}} doses: reminders can help.',
      lowSleep: 'you sleep {{hours}} hours on average: try to make more room for sleep.',
      appointment: 'your next appointment is "{{title}}" on {{date}}: bring your diary.',
    },
    disclaimer: 'I am an assistant: my advice is general and does not replace your doctor’s.',
  },
  welcome:
    'Hello, I am Salus, your assistant. I can give you general health advice and suggestions from your data. I do not replace your doctor: in an emergency call 112.',
};
