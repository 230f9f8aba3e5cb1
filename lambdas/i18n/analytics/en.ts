import type { AnalyticsCatalog } from './it';

export const en: AnalyticsCatalog = {
  factors: {
    sleepHours: 'hours of sleep',
    sleepQuality: 'sleep quality',
    mood: 'mood',
    energy: 'energy',
    stress: 'stress',
    waterLiters: 'water drunk (litres)',
    activityMinutes: 'minutes of physical activity',
    'measurements.weightKg': 'weight (kg)',
    'measurements.systolic': 'systolic pressure',
    'measurements.diastolic': 'diastolic pressure',
    'measurements.heartRate': 'heart rate',
    'measurements.temperatureC': 'temperature',
    'measurements.glucoseMgDl': 'blood sugar',
    medication: 'doses of {{name}} taken',
    trigger: '“{{name}}”',
  },
  when: {
    lag0: 'On days {{condition}}',
    lag1: 'The day after a day {{condition}}',
    lag2: 'Two days after a day {{condition}}',
  },
  condition: {
    above: 'with {{factor}} above {{value}}',
    atMost: 'with {{factor}} at or below {{value}}',
    present: 'with {{factor}} noted',
    absent: 'without {{factor}} noted',
    allTaken: 'when you took every dose of {{name}}',
    missed: 'when you did not take every dose of {{name}}',
  },
  finding:
    '{{when}}, {{symptom}} was on average {{points}} points out of 10 stronger ({{with}} days compared with {{without}}).',
  caution: 'This is an association, not proof of a cause: talk it over with your doctor.',
  strength: { forte: 'strong', moderata: 'moderate', debole: 'weak' },
  weekday:
    '{{symptom}}: the hardest days were {{worst}} (average {{worstValue}}), the lightest {{best}} (average {{bestValue}}).',
  trend: {
    better:
      '{{symptom}} is improving: average intensity from {{first}} in the first half of the period to {{second}} in the second.',
    worse:
      '{{symptom}} is getting worse: average intensity from {{first}} in the first half of the period to {{second}} in the second.',
    stable:
      '{{symptom}} is stable: average intensity {{first}} in the first half of the period and {{second}} in the second.',
  },
  timeOfDay: {
    summary: '{{symptom}} most often starts {{band}}: {{count}} episodes out of {{total}}.',
    bands: {
      night: 'at night',
      morning: 'in the morning',
      afternoon: 'in the afternoon',
      evening: 'in the evening',
    },
  },
  suggestions: {
    noData:
      'There is no data in this period yet: record symptoms, medications and wellness for a few weeks and come back.',
    keepGoing:
      'Record something every day, even when you feel well: days without symptoms matter for the comparison as much as the others.',
    findings:
      'Bring these results to your next visit: your doctor can tell you whether there is a cause behind them and what to do.',
    noFindings:
      'For now no factor stands out with confidence: that is a result too. Keep recording to learn more.',
  },
  insights: {
    adherence: {
      title: 'Doses not to forget',
      body: 'In the last 7 days you took {{taken}} of the {{scheduled}} planned doses of {{name}}.',
    },
    stock: {
      title: 'Running low',
      body: 'At the current pace {{name}} runs out on {{date}}: plan a new pack in good time.',
    },
    trend: { better: '{{symptom}} improving', worse: '{{symptom}} getting worse' },
    correlation: { title: 'An association in your data' },
    appointment: { title: 'Next appointment', body: '{{title}}: {{when}}.' },
    tips: {
      medicines: {
        title: 'Take your prescribed medicines regularly',
        body: 'Follow the times and doses your doctor gave you: reminders help you not to forget them.',
      },
      diary: {
        title: 'Keep a regular symptom diary',
        body: 'Note your symptoms every day, even when you feel well: it helps you and your doctor understand how you are.',
      },
      doctor: {
        title: 'See your doctor about persistent symptoms',
        body: 'If a symptom lasts a long time or gets worse, talk to your doctor.',
      },
    },
  },
};
