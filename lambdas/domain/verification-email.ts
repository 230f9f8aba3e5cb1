import { PRODUCT_NAME } from '../contracts/product';
import { catalogs, format, isLanguage, DEFAULT_LANGUAGE, type Language } from '../i18n';

export type EmailKind = 'signUp' | 'resendCode' | 'forgotPassword' | 'updateAttribute';

const KIND_BY_TRIGGER: Record<string, EmailKind> = {
  CustomMessage_SignUp: 'signUp',
  CustomMessage_ResendCode: 'resendCode',
  CustomMessage_ForgotPassword: 'forgotPassword',
  CustomMessage_UpdateUserAttribute: 'updateAttribute',
  CustomMessage_VerifyUserAttribute: 'updateAttribute',
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
    `<p>${escapeHtml(texts.codeValidity)}</p>`,
    `<p style="color:#5a6b7c">${escapeHtml(copy.footer)}</p>`,
    `<p>${PRODUCT_NAME}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, html };
}
