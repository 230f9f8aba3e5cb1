import type { ServerCatalog } from './it';

export const hi: ServerCatalog = {
  errors: {
    invalid_json: 'अनुरोध का डेटा मान्य JSON नहीं है।',
    validation_failed: 'कुछ डेटा मान्य नहीं है: {{details}}',
    unauthorized: 'उपयोगकर्ता प्रमाणित नहीं है',
    forbidden: 'आपको यह करने की अनुमति नहीं है।',
    not_found: 'आइटम नहीं मिला।',
    conflict: 'इस बीच डेटा बदल गया है। पेज फिर से लोड करें और दोबारा प्रयास करें।',
    payload_too_large: 'अनुरोध बहुत बड़ा है।',
    too_many_requests: 'बहुत अधिक अनुरोध। कृपया बाद में पुनः प्रयास करें।',
    unavailable: 'सेवा अभी उपलब्ध नहीं है। कृपया थोड़ी देर में पुनः प्रयास करें।',
    internal: 'एक त्रुटि हुई। कृपया पुनः प्रयास करें।',
    route_not_found: 'पता नहीं मिला।',
  },
  validation: {
    idempotency: 'भेजने की पहचान (Idempotency-Key, एक UUID) नहीं है',
    required: 'आवश्यक फ़ील्ड',
    invalid_type: 'गलत प्रकार',
    too_small: 'मान बहुत छोटा है',
    too_big: 'मान बहुत बड़ा है',
    invalid_format: 'अमान्य प्रारूप',
    invalid_value: 'मान की अनुमति नहीं है',
    unrecognized_keys: 'अप्रत्याशित फ़ील्ड',
    invalid: 'अमान्य मान',
  },
  emails: {
    signUp: {
      subject: '{{product}}: आपका सत्यापन कोड',
      greeting: 'नमस्ते {{name}},',
      body: '{{product}} में पंजीकरण के लिए धन्यवाद। अपना ईमेल पता सत्यापित करने के लिए यह कोड दर्ज करें:',
      footer: 'यदि आपने पंजीकरण नहीं किया है, तो इस संदेश को अनदेखा करें।',
    },
    resendCode: {
      subject: '{{product}}: आपका नया सत्यापन कोड',
      greeting: 'नमस्ते {{name}},',
      body: 'अपना ईमेल पता सत्यापित करने के लिए यह रहा आपका नया कोड:',
      footer: 'यदि आपने नया कोड नहीं माँगा है, तो इस संदेश को अनदेखा करें।',
    },
    forgotPassword: {
      subject: '{{product}}: अपना पासवर्ड रीसेट करें',
      greeting: 'नमस्ते {{name}},',
      body: 'हमें आपका पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए यह कोड इस्तेमाल करें:',
      footer: 'यदि आपने रीसेट का अनुरोध नहीं किया है, तो इस संदेश को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
    },
    updateAttribute: {
      subject: '{{product}}: अपने नए ईमेल पते की पुष्टि करें',
      greeting: 'नमस्ते {{name}},',
      body: 'अपने नए ईमेल पते की पुष्टि करने के लिए यह कोड दर्ज करें:',
      footer: 'यदि आपने यह बदलाव नहीं माँगा है, तो तुरंत हमसे संपर्क करें।',
    },
    codeLabel: 'कोड',
    codeValidity: 'कोड 24 घंटे के लिए मान्य है।',
    defaultName: 'उपयोगकर्ता',
  },
};
