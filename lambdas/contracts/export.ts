import * as z from 'zod/mini';
import type { Language } from '../i18n';
import type { Turn } from './assistant';
import type { AppointmentBody, DoseBody, MedicationBody, Stored, SymptomBody, WellnessBody } from './records';
import type { Settings } from './reminders';

/**
 * Export of a person's own data (issue 16): `POST /export/{type}` answers a file. The JSON export is complete
 * and versioned, and it is what `POST /import` reads back.
 */
export const EXPORT_TYPES = ['json', 'csv', 'pdf', 'ics', 'fhir'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const isExportType = (value: string): value is ExportType =>
  (EXPORT_TYPES as readonly string[]).includes(value);

const day = z.iso.date();

/** `POST /export/{type}`: the spec's `dateRange`, both ends optional (default: everything). */
export const ExportRequest = z.strictObject({
  dateRange: z.optional(
    z
      .strictObject({ from: z.optional(day), to: z.optional(day) })
      .check(z.refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'range_order', path: ['to'] })),
  ),
});
export type ExportRequest = z.infer<typeof ExportRequest>;

/** The JSON export's `format`: a file that does not say it is ours is not imported. */
export const EXPORT_FORMAT = 'salute-diario-export';
export const EXPORT_FORMAT_VERSION = 1;

/** Who the export is of, as `GET /me` says it. */
export interface ExportProfile {
  id: string;
  email: string;
  name: string;
  language: Language;
  createdAt: string | null;
  healthDataConsentAt: string | null;
}

export type ExportedMedication = Stored<MedicationBody> & { doses: Stored<DoseBody>[] };

/** Everything of a person, each record with its id and version (`formatVersion` 1). */
export interface DataExport {
  format: typeof EXPORT_FORMAT;
  formatVersion: typeof EXPORT_FORMAT_VERSION;
  exportedAt: string;
  /** The days the export covers (null: no bound). */
  dateRange: { from: string | null; to: string | null };
  profile: ExportProfile;
  settings: Settings;
  symptoms: Stored<SymptomBody>[];
  medications: ExportedMedication[];
  wellness: Stored<WellnessBody>[];
  appointments: Stored<AppointmentBody>[];
  /** Salus' conversation still kept (90 days), oldest first. */
  conversations: Turn[];
}

/** The largest answer a Lambda can give is 6 MB; base64 makes a file 4/3 larger. */
export const EXPORT_MAX_BYTES = 4 * 1024 * 1024;

/*
 * `POST /import`: a JSON export read back into the caller's account. The file is checked in two steps: its
 * frame here (what it is, which version, the lists), then each record against its kind's own schema (the
 * handler), so a problem is said at its place ("symptoms.3.severity").
 */
export const IMPORT_LIMITS = {
  /**
   * A file sent straight in the request: a few months of a diary (about 1,400 records), written one by one
   * with a condition well inside the API's 30 s (docs/performance.md). Larger files: a shorter period at a time.
   */
  directBytes: 512 * 1024,
  /** A file uploaded first, then imported by a job: the largest JSON export (5,000 records are about 2.5 MB). */
  uploadBytes: 5 * 1024 * 1024,
  records: 20_000,
} as const;

const uuid = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/));

/** `POST /import/uploads`: the size of the file about to be uploaded. */
export const ImportUploadRequest = z.strictObject({
  bytes: z.number().check(z.int(), z.gte(1), z.lte(IMPORT_LIMITS.uploadBytes)),
});
export type ImportUploadRequest = z.infer<typeof ImportUploadRequest>;

/** Where and how the browser sends the file: a form POST to `url` with `fields`, then the file as `file`. */
export interface ImportUpload {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
}

/** `POST /import` with an uploaded file: the import runs as a job (`GET /import/{id}` says how far it is). */
export const ImportFromUpload = z.strictObject({ uploadId: uuid });

export type ImportJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** An import job, as `POST /import` (202) and `GET /import/{id}` answer it. */
export interface ImportJob {
  id: string;
  status: ImportJobStatus;
  /** Records (and exchanges) to write, once the file was read; 0 before. */
  total: number;
  processed: number;
  result: ImportResult;
  /** Why it failed, in the caller's language (the file's problems, at their place). */
  error?: { code: string; message: string; details?: { path: string; issue: string }[] };
  createdAt: string;
  updatedAt: string;
}

const list = z.array(z.record(z.string(), z.unknown())).check(z.maxLength(IMPORT_LIMITS.records));

/** The frame of an export: the format first, so that another file is said to be another file. */
export const ImportFrame = z.object({
  format: z.string(),
  formatVersion: z.number(),
});

const loose = z.optional(z.record(z.string(), z.unknown()));

/** The export's lists; its profile, settings and period are read as the export wrote them, and not imported. */
export const ImportFile = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  formatVersion: z.literal(EXPORT_FORMAT_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  dateRange: loose,
  profile: loose,
  settings: loose,
  symptoms: list,
  medications: list,
  wellness: list,
  appointments: list,
  conversations: z.optional(list),
});
export type ImportFile = z.infer<typeof ImportFile>;

/** A stored record's own fields next to its body: its id, version and times, as the export wrote them. */
export const RecordMeta = z.strictObject({
  id: uuid,
  version: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

/** What an import did, record by record. */
export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  /** Kept as the account has it: a newer version there, or a day already recorded. */
  skipped: number;
  /** The first records kept, and why (at most 20). */
  kept: { kind: string; id: string; reason: 'newer' | 'day_taken' | 'no_medication' }[];
}
