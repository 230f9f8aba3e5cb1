import { gzipSync } from 'node:zlib';
import { Temporal } from 'temporal-polyfill';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EXPORT_MAX_BYTES,
  ExportRequest,
  isExportType,
  type DataExport,
  type ExportType,
} from '../../contracts/export';
import { readConsent } from '../../data/consent';
import { readExportRecords } from '../../data/export';
import { readSettings } from '../../data/reminders';
import { exportFilename, exportWindow, type ExportWindow } from '../../domain/export/window';
import { wallClock } from '../../domain/reminders/time';
import type { Language } from '../../i18n';
import { exportCatalogs } from '../../i18n/export';
import { account, consentedAt, languageOf } from '../../lib/account';
import { HttpError } from '../../lib/errors';
import { headerOf, route, type FileReply } from '../../lib/http';
import { overHourlyLimit } from '../../lib/limits';

const CONTENT_TYPES: Record<ExportType, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'application/zip',
  pdf: 'application/pdf',
  ics: 'text/calendar; charset=utf-8',
  fhir: 'application/fhir+json; charset=utf-8',
};
const EXTENSIONS: Record<ExportType, string> = {
  json: 'json',
  csv: 'zip',
  pdf: 'pdf',
  ics: 'ics',
  fhir: 'json',
};

const utf8 = new TextEncoder();
/** The types that are text, and shrink tenfold compressed. */
const TEXT_TYPES = new Set<ExportType>(['json', 'fhir', 'ics']);

/** The visit brief's period: the one asked, or the analytics' default (the last 180 days) when it has no start. */
function briefWindow(window: ExportWindow, today: string) {
  const to = window.days.to ?? today;
  const from = window.days.from ?? Temporal.PlainDate.from(to).subtract({ days: 179 }).toString();
  return { from, to };
}

/** What a file is made for: whose, in which language and time zone, when, and the period asked. */
export interface RenderContext {
  userId: string;
  lang: Language;
  timeZone: string;
  nowMs: number;
  window: ExportWindow;
  today: string;
}

async function render(type: ExportType, data: DataExport, ctx: RenderContext): Promise<Uint8Array> {
  const { lang, timeZone, nowMs } = ctx;
  // Each format's engine (the zip, the calendar, FHIR, the brief's analysis and PDF) loads with the first file
  // of that format, not with every start of the function (docs/performance.md, "Cold starts").
  switch (type) {
    case 'json':
      return utf8.encode(JSON.stringify(data));
    case 'csv': {
      const { csvZip } = await import('../../domain/export/csv');
      return csvZip(data, { lang, timeZone });
    }
    case 'fhir': {
      const { fhirBundle } = await import('../../domain/export/fhir');
      return utf8.encode(JSON.stringify(fhirBundle(data, { lang, nowMs })));
    }
    case 'ics': {
      const { calendarIcs } = await import('../../domain/export/ics');
      return utf8.encode(calendarIcs(data, { lang, timeZone, nowMs }));
    }
    case 'pdf': {
      const { renderBrief } = await import('./brief');
      return renderBrief(data, { ...ctx, period: briefWindow(ctx.window, ctx.today) });
    }
  }
}

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
    const [found, { settings }, consent] = await Promise.all([
      account(username),
      readSettings(userId),
      readConsent(userId),
    ]);
    if (!found) throw new HttpError(401, 'unauthorized');
    const { timeZone } = settings;
    const window = exportWindow(body ?? {}, timeZone);
    const records = await readExportRecords(userId, window, now, { conversations: type === 'json' });
    const attrs = found.attributes;
    const data: DataExport = {
      format: EXPORT_FORMAT,
      formatVersion: EXPORT_FORMAT_VERSION,
      exportedAt: now.toISOString(),
      dateRange: window.days,
      profile: {
        id: userId,
        email: attrs.email ?? '',
        name: attrs.name ?? '',
        language: languageOf(attrs),
        createdAt: found.createdAt ? found.createdAt.toISOString() : null,
        healthDataConsentAt: consentedAt(consent, attrs),
      },
      settings,
      ...records,
    };
    const today = wallClock(now.getTime(), timeZone).day;
    const rendered = await render(type, data, {
      userId,
      lang,
      timeZone,
      nowMs: now.getTime(),
      window,
      today,
    });
    // Text (JSON, FHIR, iCalendar) travels compressed when the client takes it, as every browser does: a
    // Lambda answer holds 6 MB, and a FHIR bundle of 5,000 records is larger than that as plain text.
    const gzipped = TEXT_TYPES.has(type) && /\bgzip\b/i.test(headerOf(event, 'accept-encoding') ?? '');
    const bytes = gzipped ? gzipSync(rendered, { level: 6 }) : rendered;
    if (bytes.byteLength > EXPORT_MAX_BYTES) throw new HttpError(413, 'export_too_large');
    const names = exportCatalogs[lang].files;
    // The visit brief's name says the period it covers (by default, the last 180 days).
    const days =
      type === 'pdf'
        ? briefWindow(window, today)
        : { from: window.days.from ?? (window.days.to ? names.start : null), to: window.days.to };
    const file: FileReply = {
      bytes,
      contentType: CONTENT_TYPES[type],
      filename: exportFilename(names[type], days, today, EXTENSIONS[type], names.everything),
      gzipped,
    };
    return { status: 200, file };
  },
);
