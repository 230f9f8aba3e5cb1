import type { RemindersCatalog } from './it';

export const hi: RemindersCatalog = {
  dose: {
    title: '{{name}} लेने का समय हो गया है',
    body: '{{time}} बजे {{dose}}',
    discreetTitle: 'आपके रिमाइंडर का समय हो गया है',
    discreetBody: 'विवरण देखने के लिए {{app}} खोलें।',
  },
  actions: { taken: 'ले ली', snooze: '10 मिनट बाद', skip: 'छोड़ें' },
  appointment: {
    title: 'अपॉइंटमेंट: {{title}}',
    body: '{{when}}',
    discreetTitle: 'आपका एक अपॉइंटमेंट है',
    discreetBody: 'विवरण के लिए {{app}} खोलें।',
  },
  lowStock: {
    title: 'दवा ख़त्म होने वाली है',
    body: '{{name}}: {{left}} बची हैं। इसी हिसाब से यह {{date}} को ख़त्म हो जाएगी।',
    discreetBody: 'आपकी एक दवा ख़त्म होने वाली है। विवरण के लिए {{app}} खोलें।',
  },
  test: {
    title: 'परीक्षण सूचना',
    body: '{{app}} की सूचनाएँ इस डिवाइस पर आ रही हैं।',
  },
  email: {
    greeting: 'नमस्ते,',
    open: 'रिमाइंडर खोलें: {{link}}',
    footer: 'आपको यह ईमेल इसलिए मिला है क्योंकि आपने {{app}} में ईमेल रिमाइंडर चालू किए हैं। आप इन्हें सेटिंग्स में बंद कर सकते हैं।',
  },
};
