import { ExportRequest, isExportType } from '../../contracts/export';
import { readConsent } from '../../data/consent';
import { readSettings } from '../../data/settings';
import { account, consentedAt, languageOf } from '../../lib/account';
import { HttpError } from '../../lib/errors';
import { route } from '../../lib/http';
import { overHourlyLimit } from '../../lib/limits';

/** `POST /export/{type}`: the caller's own data as a file (json, csv, pdf, ics, fhir). */
export const exportData = route(
  { body: ExportRequest },
  async ({ userId, username, lang, body, params, event }) => {
    const type = params.type ?? '';
    if (!isExportType(type)) {
      // The spec's message names the type asked (only letters and digits of it, never the raw input).
      const said = type.replace(/[^a-z0-9]/gi, '').slice(0, 12) || '?';
      throw new HttpError(404, 'export_unknown', [{ path: '', issue: said }]);
    }
    const now = new Date();
    const limited = await overHourlyLimit(userId, 'export', lang, now);
    if (limited) return limited;
    // The file's code (the period in the person's time zone, the records' reads, the formats) loads while the
    // account, the settings and the consent are read: a start does not parse it before the first request, and
    // that request does not wait for it (docs/performance.md, "Cold starts").
    const [{ exportFile }, found, { settings }, consent] = await Promise.all([
      import('./file'),
      account(username),
      readSettings(userId),
      readConsent(userId),
    ]);
    if (!found) throw new HttpError(401, 'unauthorized');
    const attrs = found.attributes;
    return exportFile({
      type,
      userId,
      lang,
      body,
      event,
      now,
      settings,
      profile: {
        id: userId,
        email: attrs.email ?? '',
        name: attrs.name ?? '',
        language: languageOf(attrs),
        createdAt: found.createdAt ? found.createdAt.toISOString() : null,
        healthDataConsentAt: consentedAt(consent, attrs),
      },
    });
  },
);
