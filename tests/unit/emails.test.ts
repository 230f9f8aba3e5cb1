import { describe, expect, it } from 'vitest';
import { feedbackEmail, type ReceivedFeedback } from '../../lambdas/domain/feedback-email';
import {
  buildCodeEmail,
  CODE_VALIDITY_HOURS,
  emailKindFor,
  languageOf,
} from '../../lambdas/domain/verification-email';

/** The e-mails' text is their contract: each meaningful line is asserted, in each language. */

const received: ReceivedFeedback = {
  satisfaction: 4,
  usefulFeature: 'medications',
  missingFeature: 'Promemoria per le analisi del sangue',
  usabilityRating: 5,
  recommendation: 9,
  email: 'maria@example.it',
  additionalComments: 'Semplice da usare la sera.',
  userId: '9e8d7c6b-5a49-4382-a716-151413121110',
  submissionId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  receivedAt: '2026-11-23T10:00:00.000Z',
  language: 'en',
};

describe("the team's feedback e-mail", () => {
  it('lists every answer on its own line, with the pseudonymous ids, and replies to the given address', () => {
    const mail = feedbackEmail(received);
    expect(mail.subject).toBe('[SaluteMia] Feedback: soddisfazione 4/5, consiglio 9/10');
    expect(mail.text.split('\n')).toEqual([
      'Nuovo feedback ricevuto il 2026-11-23T10:00:00.000Z (lingua: en).',
      '',
      'Soddisfazione: 4/5',
      'Funzione più utile: Gestione dei farmaci',
      'Funzione mancante: Promemoria per le analisi del sangue',
      "Facilità d'uso: 5/5",
      'Probabilità di consigliarci: 9/10',
      'Email per la risposta: maria@example.it',
      'Commenti: Semplice da usare la sera.',
      '',
      'Utente (id): 9e8d7c6b-5a49-4382-a716-151413121110',
      'Invio (id): 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    ]);
    expect(mail.replyTo).toBe('maria@example.it');
  });

  it('shows a dash for what was skipped, and has no reply address without one', () => {
    const mail = feedbackEmail({
      ...received,
      satisfaction: null,
      usabilityRating: null,
      recommendation: null,
      missingFeature: '',
      email: '',
      additionalComments: '',
    });
    expect(mail.subject).toBe('[SaluteMia] Feedback: soddisfazione —, consiglio —');
    const lines = mail.text.split('\n');
    expect(lines.slice(2, 9)).toEqual([
      'Soddisfazione: —',
      'Funzione più utile: Gestione dei farmaci',
      'Funzione mancante: —',
      "Facilità d'uso: —",
      'Probabilità di consigliarci: —',
      'Email per la risposta: —',
      'Commenti: —',
    ]);
    expect(mail.replyTo).toBeUndefined();
    const { email: _none, ...withoutEmail } = received;
    expect(feedbackEmail(withoutEmail).replyTo).toBeUndefined();
  });

  it.each([
    ['symptoms', 'Monitoraggio dei sintomi'],
    ['medications', 'Gestione dei farmaci'],
    ['assistant', 'Assistente AI'],
    ['dashboard', 'Dashboard dei dati'],
    ['other', 'Altro'],
  ] as const)('names the useful feature %s in Italian', (usefulFeature, label) => {
    expect(feedbackEmail({ ...received, usefulFeature }).text).toContain(`\nFunzione più utile: ${label}\n`);
  });

  it('shows a feature it has no label for as it came', () => {
    const unknown = { ...received, usefulFeature: 'reports' } as unknown as ReceivedFeedback;
    expect(feedbackEmail(unknown).text).toContain('\nFunzione più utile: reports\n');
  });
});

describe('the e-mails with a code', () => {
  it.each([
    ['CustomMessage_SignUp', 'signUp'],
    ['CustomMessage_ResendCode', 'resendCode'],
    ['CustomMessage_ForgotPassword', 'forgotPassword'],
    ['CustomMessage_UpdateUserAttribute', 'updateAttribute'],
    ['CustomMessage_VerifyUserAttribute', 'updateAttribute'],
    ['CustomMessage_AdminCreateUser', undefined],
    ['CustomMessage_Authentication', undefined],
  ])('%s is written as %s', (trigger, kind) => {
    expect(emailKindFor(trigger)).toBe(kind);
  });

  it.each([
    ['it-IT', 'it'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN_us', 'en'],
    ['hi_IN', 'hi'],
    ['fr-FR', 'it'],
    ['', 'it'],
    [undefined, 'it'],
  ])('the account locale %j gives %s', (locale, lang) => {
    expect(languageOf(locale)).toBe(lang);
  });

  it('sign-up in Italian: greeting, what to do, the code, how long it lasts, why you may ignore it', () => {
    const mail = buildCodeEmail('signUp', 'it', '  Maria ', '{####}');
    expect(mail.subject).toBe('SaluteMia: il tuo codice di verifica');
    expect(mail.html.split('\n')).toEqual([
      '<!doctype html><html lang="it"><body style="font-family:system-ui,sans-serif;font-size:16px;color:#1a2b3c">',
      '<p>Ciao Maria,</p>',
      '<p>grazie per esserti registrato a SaluteMia. Per verificare il tuo indirizzo email inserisci questo codice:</p>',
      '<p style="font-size:28px;font-weight:bold;letter-spacing:4px" aria-label="Codice">{####}</p>',
      '<p>Il codice è valido per 24 ore.</p>',
      '<p style="color:#5a6b7c">Se non hai richiesto tu la registrazione, ignora questo messaggio.</p>',
      '<p>SaluteMia</p>',
      '</body></html>',
    ]);
  });

  it.each([
    [
      'forgotPassword',
      'en',
      'SaluteMia: reset your password',
      'Hi Anita,',
      'we received a request to reset your password. Use this code to choose a new one:',
      'Code',
      // Cognito's password-reset code lasts one hour, not the 24 of a sign-up code.
      'The code is valid for one hour.',
      'If you did not ask for a reset, ignore this message: your password stays the same.',
    ],
    [
      'resendCode',
      'en',
      'SaluteMia: your new verification code',
      'Hi Anita,',
      'here is your new code to verify your email address:',
      'Code',
      'The code is valid for 24 hours.',
      'If you did not ask for a new code, please ignore this message.',
    ],
    [
      'updateAttribute',
      'it',
      'SaluteMia: conferma il nuovo indirizzo email',
      'Ciao Anita,',
      'per confermare il tuo nuovo indirizzo email inserisci questo codice:',
      'Codice',
      'Il codice è valido per 24 ore.',
      // Sent to the new address, whose owner may have no account: no "contact us" without a contact.
      'Se non hai chiesto tu di usare questo indirizzo, ignora il messaggio: senza il codice non viene collegato a nessun account.',
    ],
    [
      'signUp',
      'hi',
      'SaluteMia: आपका सत्यापन कोड',
      'नमस्ते Anita,',
      'SaluteMia में पंजीकरण के लिए धन्यवाद। अपना ईमेल पता सत्यापित करने के लिए यह कोड दर्ज करें:',
      'कोड',
      'कोड 24 घंटे के लिए मान्य है।',
      'यदि आपने पंजीकरण नहीं किया है, तो इस संदेश को अनदेखा करें।',
    ],
  ] as const)('%s in %s', (kind, lang, subject, greeting, body, codeLabel, validity, footer) => {
    const mail = buildCodeEmail(kind, lang, 'Anita', '{####}');
    expect(mail.subject).toBe(subject);
    const lines = mail.html.split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toContain(`<html lang="${lang}">`);
    expect(lines[1]).toBe(`<p>${greeting}</p>`);
    expect(lines[2]).toBe(`<p>${body}</p>`);
    expect(lines[3]).toContain(`aria-label="${codeLabel}">{####}</p>`);
    expect(lines[4]).toBe(`<p>${validity}</p>`);
    expect(lines[5]).toBe(`<p style="color:#5a6b7c">${footer}</p>`);
  });

  it.each([
    ['signUp', 'it', 'Il codice è valido per 24 ore.'],
    ['forgotPassword', 'it', 'Il codice è valido per un&#39;ora.'],
    ['forgotPassword', 'hi', 'कोड एक घंटे के लिए मान्य है।'],
    ['updateAttribute', 'hi', 'कोड 24 घंटे के लिए मान्य है।'],
    ['resendCode', 'en', 'The code is valid for 24 hours.'],
  ] as const)('%s in %s says how long its own code lasts', (kind, lang, validity) => {
    expect(buildCodeEmail(kind, lang, 'Anita', '{####}').html.split('\n')[4]).toBe(`<p>${validity}</p>`);
  });

  it('each kind’s validity is Cognito’s: one hour for a password reset, 24 hours for the others', () => {
    expect(CODE_VALIDITY_HOURS).toEqual({
      signUp: 24,
      resendCode: 24,
      forgotPassword: 1,
      updateAttribute: 24,
    });
  });

  it('escapes every markup character of the name', () => {
    const html = buildCodeEmail('signUp', 'en', `Tom & "Jerry" <O'Neil>`, '{####}').html;
    expect(html.split('\n')[1]).toBe('<p>Hi Tom &amp; &quot;Jerry&quot; &lt;O&#39;Neil&gt;,</p>');
  });

  it.each([
    ['it', undefined, 'Ciao Utente,'],
    ['en', '   ', 'Hi User,'],
    ['hi', '', 'नमस्ते उपयोगकर्ता,'],
  ] as const)('greets a nameless account in %s', (lang, name, greeting) => {
    expect(buildCodeEmail('signUp', lang, name, '{####}').html.split('\n')[1]).toBe(`<p>${greeting}</p>`);
  });
});
