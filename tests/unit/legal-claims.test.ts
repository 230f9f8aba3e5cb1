import 'fake-indexeddb/auto';
import { entries, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_RETENTION_DAYS } from '../../infra/constructs/data';
import { EXPORT_TYPES } from '../../lambdas/contracts/export';
import { CHAT_DAYS } from '../../lambdas/data/assistant';
import appEn from '../../web/src/i18n/app/en';
import appHi from '../../web/src/i18n/app/hi';
import appIt from '../../web/src/i18n/app/it';
import legalEn from '../../web/src/i18n/legal/en';
import legalHi from '../../web/src/i18n/legal/hi';
import legalIt from '../../web/src/i18n/legal/it';

/**
 * The legal texts' claims that the code can check (issue 18 §1), read from the constants the code itself uses:
 * change a retention, what sign-out clears or the export's formats, and this fails until the texts say so in
 * all three languages. What the code cannot show (the controller, the provider's own terms) is not here.
 */
const api = vi.fn();
vi.mock('../../web/src/lib/api', () => ({ api, ApiError: Error }));
const { outbox, offlineStores } = await import('../../web/src/lib/offline/outbox');
const { OFFLINE_COPY_MAX_AGE_MS } = await import('../../web/src/lib/offline/persist');

const LEGAL = { it: legalIt, en: legalEn, hi: legalHi };
const APP = { it: appIt, en: appEn, hi: appHi };
const OFFLINE_COPY_DAYS = OFFLINE_COPY_MAX_AGE_MS / 86_400_000;

/** "<n> days" in each language, as the texts write it. */
const days = {
  it: (n: number) => `${n} giorni`,
  en: (n: number) => `${n} days`,
  hi: (n: number) => `${n} दिन`,
};

describe.each(['it', 'en', 'hi'] as const)('the legal texts in %s', (lang) => {
  const legal = LEGAL[lang];
  const day = days[lang];

  it('keep the conversations with Salus as long as their TTL (CHAT_DAYS)', () => {
    expect(legal.privacy.s5Text).toContain(day(CHAT_DAYS));
  });

  it('keep the backups as long as AWS Backup does (BACKUP_RETENTION_DAYS), and the deletion screen agrees', () => {
    expect(legal.privacy.s5Text).toContain(day(BACKUP_RETENTION_DAYS));
    expect(APP[lang].account.backups).toContain(day(BACKUP_RETENTION_DAYS));
  });

  it('keep the offline copy as long as the app trusts it (OFFLINE_COPY_MAX_AGE_MS), in the policy and the cookie page', () => {
    expect(Number.isInteger(OFFLINE_COPY_DAYS)).toBe(true);
    expect(legal.privacy.s5Text).toContain(day(OFFLINE_COPY_DAYS));
    expect(legal.cookies.s2Text).toContain(day(OFFLINE_COPY_DAYS));
  });

  it('list exactly the export formats there are (EXPORT_TYPES)', () => {
    const formats = ['JSON', 'CSV', 'PDF', 'ICS', 'FHIR', 'XML', 'XLSX', 'ZIP', 'TXT', 'HTML'];
    const named = formats.filter((f) => new RegExp(`\\b${f}\\b`).test(legal.privacy.s6Text));
    expect(named.sort()).toEqual(EXPORT_TYPES.map((t) => t.toUpperCase()).sort());
  });
});

describe('what sign-out clears', () => {
  let online = false;
  beforeEach(async () => {
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    vi.stubGlobal('window', new EventTarget());
    api.mockReset();
    online = false;
    await outbox.close();
  });
  afterEach(async () => {
    await outbox.close();
    vi.unstubAllGlobals();
  });

  // AuthProvider's sign-out (`leave`) ends with outbox.close(): tests/unit/web-auth-provider.test.ts.
  it('is the offline copy and the changes not yet sent, as the cookie page and the policy say', async () => {
    await outbox.open('user-a');
    await outbox.put('symptoms', '/symptoms/0f8b7c1e-4a4b-4f4e-9a39-3b7f2a1c9d10', {
      version: 0,
      symptom: 'tosse',
      severity: 5,
    });
    await set('user-a', { clientState: 1 }, offlineStores().cache);
    expect(await entries(offlineStores().outbox)).toHaveLength(1);
    expect(await entries(offlineStores().cache)).toHaveLength(1);
    await outbox.close();
    expect(await entries(offlineStores().outbox)).toEqual([]);
    expect(await entries(offlineStores().cache)).toEqual([]);
    expect(api).not.toHaveBeenCalled();

    const said = {
      it: { signOut: "esci dall'account", copy: 'copia dei dati', pending: 'modifiche non ancora inviate' },
      en: { signOut: 'sign out', copy: 'copy of the data', pending: 'changes not yet sent' },
      hi: { signOut: 'लॉग आउट', copy: 'डेटा की प्रति', pending: 'न भेजे गए बदलाव' },
    };
    for (const lang of ['it', 'en', 'hi'] as const) {
      const { cookies, privacy } = LEGAL[lang];
      const words = said[lang];
      for (const word of [words.signOut, words.copy, words.pending])
        expect(cookies.s4Text, lang).toContain(word);
      expect(privacy.s5Text, lang).toContain(words.signOut);
      expect(privacy.s5Text, lang).toContain(words.copy);
    }
  });
});
