import * as z from 'zod/mini';
import { noControlChars } from './text';

/**
 * The health records: one schema per body, used by the Lambdas and by the SPA's forms.
 * Every body carries `version`: the version the client last saw (0 to create). Unknown fields are refused.
 */
export const RECORD_KINDS = ['symptoms', 'medications', 'wellness', 'appointments'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const NOTES_MAX = 2000;
// Each body is built on its first use (z.lazy): a Lambda that serves five kinds does not pay for all five
// at cold start (docs/performance.md).
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const notes = z.optional(z.string().check(z.maxLength(NOTES_MAX), noControlChars()));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), noControlChars());
const version = z.number().check(z.int(), z.gte(0), z.lte(1_000_000));
/** A moment with its offset, as the device saw it: "2026-11-22T08:30:00+01:00". */
const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();

/*
 * Dates that can be true (issue 13): nothing of a person's diary happened before 1900, and nothing recorded
 * happened more than a day from now (a day of slack for time zones and clocks that are off). Appointments can
 * be planned up to five years ahead. The messages are validation keys, said in the caller's language.
 */
const EARLIEST = Date.UTC(1900, 0, 1);
const DAY_MS = 86_400_000;
const PLANNING_MS = 5 * 366 * DAY_MS;
const notBefore1900 = (ms: number) => ms >= EARLIEST;
const lived = <T extends z.ZodMiniType<string>>(schema: T, toMs: (v: string) => number) =>
  schema.check(
    z.refine((v: string) => notBefore1900(toMs(v)), { message: 'date_too_old' }),
    z.refine((v: string) => toMs(v) <= Date.now() + DAY_MS, { message: 'date_future' }),
  );
/** A moment already lived: a symptom's start or end, a dose taken or due. */
const pastInstant = lived(instant, Date.parse);
/** A day already lived: a wellness day. */
const pastDay = lived(day, (v) => Date.parse(`${v}T00:00:00Z`));
/** An appointment: not before 1900, at most five years ahead. */
const plannedInstant = instant.check(
  z.refine((v: string) => notBefore1900(Date.parse(v)), { message: 'date_too_old' }),
  z.refine((v: string) => Date.parse(v) <= Date.now() + PLANNING_MS, { message: 'date_too_far' }),
);
const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const scale = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));
/**
 * A measured value: within its range and with at most two decimals. Health measures need no more, and it
 * keeps every number storable (DynamoDB refuses magnitudes below 1e-130, such as 5e-324).
 */
const measure = (min: number, max: number) =>
  z.number().check(
    z.gte(min),
    z.lte(max),
    z.refine((v) => Number(v.toFixed(2)) === v, { message: 'at most two decimals' }),
  );

/** Where a symptom is felt: the groups of the Italian symptom list (lambdas/contracts/symptom-list.ts). */
export const BODY_AREAS = [
  'testa',
  'occhi',
  'orecchie_naso_gola',
  'petto_respiro',
  'cuore_circolazione',
  'pancia_digestione',
  'schiena_articolazioni',
  'braccia_gambe',
  'pelle',
  'urinario',
  'umore_sonno',
  'generale',
] as const;

const buildSymptomBody = () =>
  z
    .strictObject({
      version,
      /** A code from the list, or the person's own words. */
      symptom: text(80),
      custom: z.boolean(),
      bodyArea: z.enum(BODY_AREAS),
      severity: scale(0, 10),
      startedAt: pastInstant,
      /** null: "ancora in corso". */
      endedAt: z.nullable(pastInstant),
      triggers: z.array(text(40)).check(z.maxLength(10)),
      notes,
    })
    .check(
      z.refine((s) => s.endedAt === null || Date.parse(s.endedAt) >= Date.parse(s.startedAt), {
        message: 'endedAt before startedAt',
        path: ['endedAt'],
      }),
    );
export const SymptomBody = z.lazy(buildSymptomBody);

export const MEDICATION_FORMS = [
  'compresse',
  'capsule',
  'gocce',
  'sciroppo',
  'bustine',
  'iniezione',
  'crema',
  'spray',
  'cerotto',
  'supposte',
  'altro',
] as const;
export const DOSE_UNITS = [
  'compressa',
  'capsula',
  'goccia',
  'ml',
  'mg',
  'bustina',
  'applicazione',
  'spruzzo',
  'unita',
  'altro',
] as const;

/** A medication's limits: its schema checks them and its form offers no more (lengths, counts, ranges). */
export const MEDICATION_LIMITS = {
  name: 120,
  activeIngredient: 120,
  strength: 40,
  timesPerDay: 12,
  everyDays: { min: 1, max: 90 },
  maxPerDay: { min: 1, max: 24 },
} as const;
const L = MEDICATION_LIMITS;

const buildSchedule = () =>
  z.discriminatedUnion('type', [
    /** At fixed times on chosen weekdays (1 = Monday … 7 = Sunday). */
    z.strictObject({
      type: z.literal('fixed'),
      times: z.array(clock).check(z.minLength(1), z.maxLength(L.timesPerDay)),
      weekdays: z.array(scale(1, 7)).check(z.minLength(1), z.maxLength(7)),
    }),
    /** Every N days, at fixed times. */
    z.strictObject({
      type: z.literal('interval'),
      everyDays: scale(L.everyDays.min, L.everyDays.max),
      times: z.array(clock).check(z.minLength(1), z.maxLength(L.timesPerDay)),
    }),
    /** "Al bisogno": no schedule, an optional daily maximum. */
    z.strictObject({
      type: z.literal('asNeeded'),
      maxPerDay: z.optional(scale(L.maxPerDay.min, L.maxPerDay.max)),
    }),
  ]);
const Schedule = z.lazy(buildSchedule);

const buildMedicationBody = () =>
  z
    .strictObject({
      version,
      name: text(L.name),
      activeIngredient: z.optional(text(L.activeIngredient)),
      strength: z.optional(text(L.strength)),
      form: z.enum(MEDICATION_FORMS),
      dose: z.strictObject({ amount: measure(0.01, 1000), unit: z.enum(DOSE_UNITS) }),
      schedule: Schedule,
      startDate: day,
      endDate: z.optional(z.nullable(day)),
      stock: z.optional(z.strictObject({ quantity: measure(0, 100_000), lowThreshold: measure(0, 100_000) })),
      active: z.boolean(),
      notes,
    })
    .check(
      z.refine((m) => !m.endDate || m.endDate >= m.startDate, {
        message: 'endDate before startDate',
        path: ['endDate'],
      }),
    );
export const MedicationBody = z.lazy(buildMedicationBody);

const buildDoseBody = () =>
  z.strictObject({
    version,
    status: z.enum(['taken', 'skipped', 'late']),
    /** When the dose was due (absent for "al bisogno"). */
    scheduledFor: z.optional(pastInstant),
    /** When it was taken (absent when skipped). */
    takenAt: z.optional(pastInstant),
    notes,
  });
export const DoseBody = z.lazy(buildDoseBody);

const buildWellnessBody = () =>
  z
    .strictObject({
      version,
      date: pastDay,
      sleepHours: z.optional(measure(0, 24)),
      sleepQuality: z.optional(scale(1, 5)),
      mood: z.optional(scale(1, 5)),
      energy: z.optional(scale(1, 5)),
      stress: z.optional(scale(1, 5)),
      waterLiters: z.optional(measure(0, 10)),
      activityMinutes: z.optional(scale(0, 1440)),
      activity: z.optional(text(80)),
      measurements: z.optional(
        z.strictObject({
          weightKg: z.optional(measure(2, 400)),
          systolic: z.optional(scale(50, 260)),
          diastolic: z.optional(scale(30, 160)),
          heartRate: z.optional(scale(20, 250)),
          temperatureC: z.optional(measure(34, 43)),
          glucoseMgDl: z.optional(scale(20, 600)),
        }),
      ),
      notes,
    })
    .check(
      z.refine(
        (w) => (w.measurements?.systolic === undefined) === (w.measurements?.diastolic === undefined),
        {
          message: 'blood pressure needs both values',
          path: ['measurements', 'diastolic'],
        },
      ),
      z.refine(
        (w) =>
          w.measurements?.systolic === undefined ||
          w.measurements.diastolic === undefined ||
          w.measurements.systolic > w.measurements.diastolic,
        { message: 'systolic must exceed diastolic', path: ['measurements', 'systolic'] },
      ),
      // A day with nothing in it is not an entry: at least one value (a measurement, a note).
      z.refine(
        (w) =>
          Object.entries(w).some(
            ([key, value]) =>
              key !== 'version' &&
              key !== 'date' &&
              value !== undefined &&
              (typeof value !== 'object' || Object.values(value ?? {}).some((v) => v !== undefined)),
          ),
        { message: 'wellness_empty', path: ['date'] },
      ),
    );
export const WellnessBody = z.lazy(buildWellnessBody);

const buildAppointmentBody = () =>
  z
    .strictObject({
      version,
      title: text(120),
      doctor: z.optional(text(120)),
      specialty: z.optional(text(80)),
      place: z.optional(text(200)),
      startsAt: plannedInstant,
      endsAt: z.optional(z.nullable(plannedInstant)),
      remindMinutesBefore: z.optional(z.nullable(scale(0, 10_080))),
      notes,
    })
    .check(
      z.refine((a) => !a.endsAt || Date.parse(a.endsAt) >= Date.parse(a.startsAt), {
        message: 'endsAt before startsAt',
        path: ['endsAt'],
      }),
    );
export const AppointmentBody = z.lazy(buildAppointmentBody);

export type SymptomBody = z.infer<typeof SymptomBody>;
export type MedicationBody = z.infer<typeof MedicationBody>;
export type DoseBody = z.infer<typeof DoseBody>;
export type WellnessBody = z.infer<typeof WellnessBody>;
export type AppointmentBody = z.infer<typeof AppointmentBody>;

/** What the API answers for a record: the body, with its id, the new version and the server's times. */
export type Stored<T> = Omit<T, 'version'> & {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export interface Page<T> {
  items: Stored<T>[];
  nextCursor: string | null;
}

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;

export const ListQuery = z.strictObject({
  from: z.optional(z.union([instant, day])),
  to: z.optional(z.union([instant, day])),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(LIST_LIMIT_MAX))),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});
