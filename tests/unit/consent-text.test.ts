import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../lambdas/contracts/consent';
import en from '../../web/src/i18n/core/en';
import hi from '../../web/src/i18n/core/hi';
import it_ from '../../web/src/i18n/core/it';

/**
 * The server records which version of the consent text a person agreed to (lambdas/data/consent.ts), so a
 * version must name one text. Changing the text in any language without a new CONSENT_VERSION would record
 * the new text under the old version: this test stops that. When the text changes, give it a new version
 * (the day of the change) and the new fingerprint below.
 */
const TEXTS: Record<string, string> = {
  '2026-11-22': 'c8159544c1b6d29ad6aa2cc575f5a1de9206fbf6a6be7f1ef5259e5555cd2592',
};

describe('the consent text and its version', () => {
  it('the text shown at registration, in every language, is the one its version names', () => {
    const shown = JSON.stringify([it_.auth.consent, en.auth.consent, hi.auth.consent]);
    expect(createHash('sha256').update(shown).digest('hex')).toBe(TEXTS[CONSENT_VERSION]);
  });
});
