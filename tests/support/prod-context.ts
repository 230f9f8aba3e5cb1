/**
 * What a prod synth needs besides the stage's defaults (infra/config.ts refuses prod without them): a verified
 * sender, and the data controller the privacy policy and the terms name instead of the placeholders.
 */
export const PROD_CONTEXT = {
  mailFrom: 'noreply@example.it',
  controllerName: 'Esempio Salute S.r.l.',
  controllerAddress: 'Via Roma 1, 20121 Milano',
  controllerPrivacyEmail: 'privacy@example.it',
} as const;
