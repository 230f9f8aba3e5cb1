import { PRODUCT_NAME } from '../contracts/product';
import { catalogs, format, isLanguage, plural, DEFAULT_LANGUAGE, type Language } from '../i18n';

export type EmailKind = 'signUp' | 'resendCode' | 'forgotPassword' | 'updateAttribute';

const KIND_BY_TRIGGER: Record<string, EmailKind> = {
  CustomMessage_SignUp: 'signUp',
  CustomMessage_ResendCode: 'resendCode',
  CustomMessage_ForgotPassword: 'forgotPassword',
  CustomMessage_UpdateUserAttribute: 'updateAttribute',
  CustomMessage_VerifyUserAttribute: 'updateAttribute',
};

/**
 * How long each kind's code is valid, as Cognito fixes it (not a pool setting): a sign-up or address
 * verification code 24 hours; a password-reset code one hour ("The recovery code is valid for one hour",
 * Amazon Cognito Developer Guide, "Recovering user accounts"). Each e-mail says its own.
 */
export const CODE_VALIDITY_HOURS: Record<EmailKind, number> = {
  signUp: 24,
  resendCode: 24,
  forgotPassword: 1,
  updateAttribute: 24,
};

export const emailKindFor = (triggerSource: string): EmailKind | undefined => KIND_BY_TRIGGER[triggerSource];

export function languageOf(locale: string | undefined): Language {
  const lang = locale?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** "Il codice è valido per 24 ore." / "…per un'ora.": the kind's validity in the person's language. */
export function validityText(kind: EmailKind, lang: Language): string {
  const hours = CODE_VALIDITY_HOURS[kind];
  return format(catalogs[lang].emails.codeValidity[plural(hours, lang)], { hours });
}

/**
 * Builds the e-mail Cognito sends with a code. `codeParameter` is Cognito's placeholder ("{####}"), which
 * it replaces with the code; it must appear exactly once.
 */
export function buildCodeEmail(
  kind: EmailKind,
  lang: Language,
  name: string | undefined,
  codeParameter: string,
) {
  const texts = catalogs[lang].emails;
  const copy = texts[kind];
  const values = { product: PRODUCT_NAME, name: escapeHtml(name?.trim() || texts.defaultName) };
  const subject = format(copy.subject, { product: PRODUCT_NAME });
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;font-size:16px;color:#1a2b3c">`,
    `<p>${format(copy.greeting, values)}</p>`,
    `<p>${format(copy.body, values)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:4px" aria-label="${escapeHtml(texts.codeLabel)}">${codeParameter}</p>`,
    `<p>${escapeHtml(validityText(kind, lang))}</p>`,
    `<p style="color:#5a6b7c">${escapeHtml(copy.footer)}</p>`,
    `<p>${PRODUCT_NAME}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, html };
}
