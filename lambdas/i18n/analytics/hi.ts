import type { AnalyticsCatalog } from './it';

export const hi: AnalyticsCatalog = {
  factors: {
    sleepHours: 'नींद के घंटे',
    sleepQuality: 'नींद की गुणवत्ता',
    mood: 'मनोदशा',
    energy: 'ऊर्जा',
    stress: 'तनाव',
    waterLiters: 'पिया गया पानी (लीटर)',
    activityMinutes: 'शारीरिक गतिविधि के मिनट',
    'measurements.weightKg': 'वज़न (किग्रा)',
    'measurements.systolic': 'ऊपरी रक्तचाप',
    'measurements.diastolic': 'निचला रक्तचाप',
    'measurements.heartRate': 'हृदय गति',
    'measurements.temperatureC': 'तापमान',
    'measurements.glucoseMgDl': 'रक्त शर्करा',
    medication: '{{name}} की ली गई खुराकें',
    trigger: '“{{name}}”',
  },
  when: {
    lag0: 'उन दिनों में जब {{condition}}',
    lag1: 'ऐसे दिन के अगले दिन जब {{condition}}',
    lag2: 'ऐसे दिन के दो दिन बाद जब {{condition}}',
  },
  condition: {
    above: '{{factor}} {{value}} से अधिक था',
    atMost: '{{factor}} {{value}} या उससे कम था',
    present: '{{factor}} दर्ज था',
    absent: '{{factor}} दर्ज नहीं था',
    allTaken: 'आपने {{name}} की सभी खुराकें लीं',
    missed: 'आपने {{name}} की सभी खुराकें नहीं लीं',
  },
  finding:
    '{{when}}, {{symptom}} की तीव्रता औसतन 10 में से {{points}} अंक अधिक रही ({{with}} दिनों की तुलना {{without}} दिनों से)।',
  caution: 'यह एक संबंध है, कारण का प्रमाण नहीं: इस बारे में अपने डॉक्टर से बात करें।',
  strength: { forte: 'मज़बूत', moderata: 'मध्यम', debole: 'कमज़ोर' },
  weekday:
    '{{symptom}}: सबसे कठिन दिन {{worst}} रहे (औसत {{worstValue}}), सबसे हल्के {{best}} (औसत {{bestValue}})।',
  trend: {
    better: '{{symptom}} में सुधार हो रहा है: औसत तीव्रता अवधि के पहले आधे में {{first}} से दूसरे आधे में {{second}}।',
    worse: '{{symptom}} बढ़ रहा है: औसत तीव्रता अवधि के पहले आधे में {{first}} से दूसरे आधे में {{second}}।',
    stable: '{{symptom}} स्थिर है: औसत तीव्रता अवधि के पहले आधे में {{first}} और दूसरे आधे में {{second}}।',
  },
  timeOfDay: {
    summary: '{{symptom}} अक्सर {{band}} शुरू होता है: {{total}} में से {{count}} बार।',
    bands: { night: 'रात में', morning: 'सुबह', afternoon: 'दोपहर में', evening: 'शाम को' },
  },
  suggestions: {
    noData: 'इस अवधि में अभी कोई डेटा नहीं है: कुछ हफ़्तों तक लक्षण, दवाएँ और सेहत दर्ज करें और फिर यहाँ लौटें।',
    keepGoing: 'हर दिन कुछ दर्ज करें, तब भी जब आप ठीक महसूस करें: बिना लक्षण वाले दिन तुलना के लिए उतने ही ज़रूरी हैं।',
    findings:
      'ये परिणाम अपनी अगली मुलाक़ात में साथ ले जाएँ: डॉक्टर बता सकते हैं कि इनके पीछे कोई कारण है या नहीं और क्या करना चाहिए।',
    noFindings: 'अभी कोई भी कारक भरोसे के साथ अलग नहीं दिखता: यह भी एक परिणाम है। और जानने के लिए दर्ज करते रहें।',
  },
  insights: {
    adherence: {
      title: 'खुराकें जिन्हें भूलना नहीं है',
      body: 'पिछले 7 दिनों में आपने {{name}} की {{scheduled}} निर्धारित खुराकों में से {{taken}} लीं।',
    },
    stock: {
      title: 'दवा ख़त्म होने वाली है',
      body: 'मौजूदा रफ़्तार से {{name}} {{date}} को ख़त्म हो जाएगी: समय रहते नया पैक ले लें।',
    },
    trend: { better: '{{symptom}} में सुधार', worse: '{{symptom}} बढ़ रहा है' },
    correlation: { title: 'आपके डेटा में एक संबंध' },
    appointment: { title: 'अगली मुलाक़ात', body: '{{title}}: {{when}}।' },
    tips: {
      medicines: {
        title: 'डॉक्टर की लिखी दवाएँ नियमित रूप से लें',
        body: 'डॉक्टर के बताए समय और खुराक का पालन करें: रिमाइंडर आपको याद दिलाने में मदद करते हैं।',
      },
      diary: {
        title: 'लक्षणों की नियमित डायरी रखें',
        body: 'हर दिन अपने लक्षण लिखें, तब भी जब आप ठीक हों: इससे आपको और डॉक्टर को आपकी स्थिति समझने में मदद मिलती है।',
      },
      doctor: {
        title: 'लगातार रहने वाले लक्षणों के लिए डॉक्टर से मिलें',
        body: 'अगर कोई लक्षण लंबे समय तक रहे या बढ़े, तो अपने डॉक्टर से बात करें।',
      },
    },
  },
};
