import type { AssistantCatalog } from './it';

export const en: AssistantCatalog = {
  errors: {
    notSignedIn: 'To use the AI assistant you need to sign in. Sign in or register to continue.',
    config:
      'The AI service could not be reached because of a configuration problem. Please contact the administrator.',
    failure: 'Sorry, I had a problem talking to the AI service. Please try again later.',
    empty: 'Sorry, I could not produce an answer. Please try again later.',
    quota: 'You have reached the limit of {{limit}} messages for today. You can write again tomorrow.',
    notAgreed:
      'Salus answered with its own rules and your data, without sending them to the AI service. If you want answers written by the AI service, turn it on in Settings.',
  },
  // Sources: the Italian catalogue (it.ts) names them, number by number.
  emergency: {
    intro: 'What you describe may be an emergency.',
    call: 'Call 112 now, even if you are not sure: 118 also answers medical emergencies anywhere in Italy. If you do not speak Italian, say “English”.',
    waiting: 'While help is on the way:',
    after: 'On the phone they will tell you what to do, step by step.',
    flags: {
      chest_pain: 'rest sitting or half lying down and do not drive; keep the phone close and the door open.',
      breathing: 'sit upright, or help the person to, loosen tight clothes and let in fresh air.',
      stroke:
        'note the time the symptoms started, which doctors need; do not eat, drink or take medicines, and give none to the person if you are with them.',
      fainting:
        'if the person does not respond and is not breathing normally, start chest compressions: the 112 operator will guide you step by step; if they are breathing, turn them on their side.',
      bleeding: 'press hard and without stopping on the wound with a clean cloth.',
      anaphylaxis:
        'if there is a prescribed adrenaline auto-injector, use it now; sit up if breathing is hard, lie down with legs raised if feeling faint.',
      seizure:
        'do not hold the person down or put anything in their mouth; move dangerous objects away and, when it stops, turn them on their side.',
      thunderclap_headache:
        'rest and take no other medicines before you have spoken to the emergency service.',
      meningitis:
        'keep the person sheltered and watched, and do not wait for more spots to appear: every minute counts.',
      head_injury_red_flags:
        'do not leave the person alone, give them nothing to eat or drink, and keep them awake and still; if they pass out and are not breathing normally, start chest compressions.',
      hypoglycaemia:
        'if the person is awake and can swallow, give them sugar at once (juice, sugar sachets, sweets); if they cannot swallow or do not respond, put nothing in their mouth and turn them on their side.',
      child_emergency:
        'stay with the child, keep them warm and give no food, drink or medicines; if they are not breathing, the 112 operator will guide you through resuscitation.',
      poisoning:
        'do not make anyone vomit, and keep the pack of what was taken at hand: the emergency service or the poison centre will ask for it.',
      self_harm:
        'if you can, put away anything you could use to hurt yourself and stay near someone you trust; if the danger is to someone else, do not leave them alone and put away anything they could use.',
    },
    poisonCentre:
      'For advice on a poisoning, the Milan Poison Centre (Niguarda Hospital) answers 24 hours a day on 02 66101029 (in Italian).',
    selfHarm: {
      lead: 'You do not have to face this moment without help.',
      helplines:
        'To talk to someone: Telefono Amico Italia 02 2327 2327 (every day until midnight) or Samaritans Onlus 06 77208977 (every day 1 pm to 10 pm). Both answer in Italian.',
      night: 'At night, or if the danger is now, to you or to someone else, call 112.',
    },
  },
  urgent: {
    flags: {
      pregnancy_bleeding_pain:
        'In pregnancy, bleeding or strong tummy pain must be seen now: go to the emergency department (the maternity one, if there is one) or, if you cannot get there, call 112.',
      head_injury:
        'After a blow to the head, go to the emergency department if you take blood thinners or if vomiting, confusion or drowsiness appear; if the person passes out, call 112.',
      high_fever:
        'A high fever should be seen by a doctor today: call your family doctor or, when they do not answer, the out-of-hours service (guardia medica; 116117 where it is active).',
      persistent_vomiting:
        'If you have been vomiting for hours and cannot keep fluids down, be seen today: call your doctor or the out-of-hours service (116117 where it is active).',
      blood_in_output:
        'Blood in urine, stools or vomit should be seen by a doctor today: call your doctor or the out-of-hours service (116117 where it is active).',
      severe_pain:
        'Strong pain should be seen by a doctor today: call your doctor or the out-of-hours service (116117 where it is active); if it is extreme or sudden, go to the emergency department.',
    },
    general:
      'What you describe should be seen by a doctor today: call your family doctor or, when they do not answer, the out-of-hours service (guardia medica; 116117 where it is active).',
    worse: 'If it gets worse, or breathing trouble, chest pain or confusion appear, call 112.',
  },
  watch: {
    head_injury:
      'After a knock on the head with no warning signs, most people get better at home: an ice pack now and then, paracetamol for the pain (not aspirin), and someone nearby for the first 24 hours. Go to the emergency department if vomiting, drowsiness, confusion or a headache that does not go away appear, or if the person takes blood thinners; if they pass out or have a seizure, call 112.',
  },
  offline: {
    intro: 'I cannot use the AI service right now, but here is some general guidance.',
    introOwn: 'Here is some general guidance.',
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
        'Always follow your prescription. If you forgot a dose, do not take a double dose to make up for it: ask your doctor or pharmacist what to do.',
      general:
        'Keep your diary of symptoms, medications and wellness up to date: it will help you tell your doctor how you are.',
    },
    fromData: 'From your data:',
    data: {
      severeSymptom: 'you noted {{symptom}} at {{severity}}/10: if it goes on, talk to your doctor.',
      adherence: {
        one: 'in the last 7 days you took {{taken}} dose out of {{due}}: reminders can help.',
        other: 'in the last 7 days you took {{taken}} doses out of {{due}}: reminders can help.',
      },
      lowSleep: 'you sleep {{hours}} hours on average: try to make more room for sleep.',
      appointment: 'your next appointment is "{{title}}" on {{date}}: bring your diary.',
    },
    disclaimer: 'I am an assistant: my advice is general and does not replace your doctor’s.',
  },
  welcome:
    'Hello, I am Salus, your assistant. I can give you general health advice and suggestions from your data. I do not replace your doctor: in an emergency call 112.',
};
