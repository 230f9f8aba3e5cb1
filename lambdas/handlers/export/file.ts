import { gzipSync } from 'node:zlib';
import { Temporal } from 'temporal-polyfill';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EXPORT_MAX_BYTES,
  type DataExport,
  type ExportProfile,
  type ExportRequest,
  type ExportType,
} from '../../contracts/export';
import type { Settings } from '../../contracts/reminders';
import { readExportRecords } from '../../data/export';
import { exportFilename, exportWindow, type ExportWindow } from '../../domain/export/window';
import { wallClock } from '../../domain/reminders/time';
import type { Language } from '../../i18n';
import { exportCatalogs } from '../../i18n/export';
import { HttpError } from '../../lib/errors';
import { headerOf, type ApiEvent, type FileReply, type Reply } from '../../lib/http';

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

/** What the entry has read and checked: the caller, the type asked, their account's profile and settings. */
export interface ExportAsked {
  type: ExportType;
  userId: string;
  lang: Language;
  body: ExportRequest | undefined;
  event: ApiEvent;
  now: Date;
  profile: ExportProfile;
  settings: Settings;
}

/** The file: the period in the person's time zone, their records in it, in the format asked. */
export async function exportFile({
  type,
  userId,
  lang,
  body,
  event,
  now,
  profile,
  settings,
}: ExportAsked): Promise<Reply> {
  const { timeZone } = settings;
  const window = exportWindow(body ?? {}, timeZone);
  const records = await readExportRecords(userId, window, now, { conversations: type === 'json' });
  const data: DataExport = {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    dateRange: window.days,
    profile,
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
}
