import type {
  Appointment,
  AppointmentParticipant,
  Bundle,
  BundleEntry,
  CodeableConcept,
  Dosage,
  FhirResource,
  MedicationAdministration,
  MedicationStatement,
  Observation,
  ObservationComponent,
  Patient,
  Quantity,
  Reference,
  Timing,
} from 'fhir/r4';
import { v5 as uuidv5 } from 'uuid';
import type { DataExport, ExportedMedication } from '../../contracts/export';
import { UUID, type SymptomBody, type Stored, type WellnessBody } from '../../contracts/records';
import { format, plural, type Language } from '../../i18n';
import { fhirCatalogs } from '../../i18n/fhir';
import { symptomLabel } from '../../i18n/symptoms';
import { doseText } from '../../i18n/units';
import { units as enUnits } from '../../i18n/units/en';
import { units as hiUnits } from '../../i18n/units/hi';
import { units as itUnits } from '../../i18n/units/it';
import { scheduleText } from './csv';

/**
 * The FHIR R4 export (issue 16): everything of a person as a `collection` Bundle a clinic's system can read.
 * Each record keeps its own UUID as its resource id, and entries point at each other by `urn:uuid:` full URLs,
 * so the file needs no server to resolve. FHIR forbids empty strings, arrays and objects: an optional value
 * that is empty is left out, never written empty.
 */

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const BCP47 = 'urn:ietf:bcp:47';
const PROFILE = 'http://hl7.org/fhir/StructureDefinition';

/** Fixed, and published nowhere else: the ids of resources a record gives more than one of (a wellness day). */
const FHIR_NAMESPACE = '3c9e4f7a-8d21-4b6e-a5f0-2e7d1c9b8a43';

type Ctx = { lang: Language; nowMs: number };
type Entry = BundleEntry<FhirResource>;
type WithId<T> = T & { id: string };

/** A record's id as a FHIR id: its UUID (lower case, as `urn:uuid:` wants it), or one derived from it. */
function fhirId(id: string): string {
  return UUID.test(id) ? id.toLowerCase() : uuidv5(id, FHIR_NAMESPACE);
}
const urn = (id: string) => `urn:uuid:${id}`;
const entry = (resource: WithId<FhirResource>): Entry => ({ fullUrl: urn(resource.id), resource });

/** FHIR's `instant`: seconds and an offset, at most nine decimals. */
const INSTANT =
  /^\d{4}-\d\d-\d\dT([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d{1,9})?(Z|[+-]((0\d|1[0-3]):[0-5]\d|14:00))$/;

/** A moment as FHIR writes it, keeping the offset the device saw; anything else is said in UTC. */
function instant(iso: string): string {
  return INSTANT.test(iso) ? iso : new Date(Date.parse(iso)).toISOString();
}

/** A text, or nothing when it is blank (FHIR has no empty strings). */
function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** An array, or nothing when it is empty (FHIR has no empty arrays). */
function some<T extends object>(values: (T | '' | false | null | undefined)[]): T[] | undefined {
  const kept = values.filter((v): v is T => typeof v === 'object' && v !== null);
  return kept.length > 0 ? kept : undefined;
}

const notes = (value: string | undefined) => {
  const kept = text(value);
  return kept ? [{ text: kept }] : undefined;
};
const loinc = (code: string, display: string, label: string): CodeableConcept => ({
  coding: [{ system: LOINC, code, display }],
  text: label,
});
const category = (code: string, display: string): CodeableConcept[] => [
  { coding: [{ system: OBSERVATION_CATEGORY, code, display }] },
];
const ucum = (value: number, unit: string, code: string): Quantity => ({ value, unit, system: UCUM, code });

function patient(data: DataExport, id: string, lang: Language): WithId<Patient> {
  const { profile } = data;
  const name = text(profile.name);
  const email = text(profile.email);
  const spoken = new Intl.DisplayNames([lang], { type: 'language' }).of(profile.language);
  return {
    resourceType: 'Patient',
    id,
    language: lang,
    name: some([name && { text: name }]),
    telecom: some([email && { system: 'email' as const, value: email }]),
    communication: [
      {
        language: {
          coding: [{ system: BCP47, code: profile.language, ...(spoken ? { display: spoken } : {}) }],
          ...(spoken ? { text: spoken } : {}),
        },
        preferred: true,
      },
    ],
  };
}

/**
 * A symptom is what the person observed of themselves: a `survey` Observation they performed, its intensity a
 * component. An episode still going on has no end yet and will be amended: `preliminary` until it ends.
 */
function symptom(s: Stored<SymptomBody>, subject: Reference, lang: Language): WithId<Observation> {
  const words = fhirCatalogs[lang];
  const triggers = s.triggers.map((t) => t.trim()).filter(Boolean);
  const end = s.endedAt === null ? undefined : instant(s.endedAt);
  const severity: ObservationComponent = {
    code: { text: words.symptom.severity },
    valueInteger: s.severity,
  };
  return {
    resourceType: 'Observation',
    id: fhirId(s.id),
    meta: { versionId: String(s.version), lastUpdated: instant(s.updatedAt) },
    language: lang,
    status: end === undefined ? 'preliminary' : 'final',
    category: category('survey', 'Survey'),
    code: { text: s.custom ? s.symptom : symptomLabel(s.symptom, lang) },
    subject,
    effectivePeriod: { start: instant(s.startedAt), ...(end ? { end } : {}) },
    issued: instant(s.updatedAt),
    performer: [subject],
    bodySite: { text: words.areas[s.bodyArea] },
    note: some([
      ...(notes(s.notes) ?? []),
      triggers.length > 0
        ? { text: format(words.symptom.triggers, { list: triggers.join(', ') }) }
        : undefined,
    ]),
    component: [severity],
  };
}

type Measurement = {
  /** Which of the day's values, so the Observation's id is the same at every export. */
  key: string;
  category: CodeableConcept[];
  code: CodeableConcept;
  profile?: string;
  value?: Quantity;
  component?: ObservationComponent[];
};

const VITAL_SIGNS = category('vital-signs', 'Vital Signs');

/**
 * The measurements of a wellness day. The vital signs follow FHIR's vital-signs profiles (blood pressure as one
 * panel with two components); blood sugar is a `laboratory` result and sleep an `activity`, as FHIR's
 * observation categories class them.
 */
function measurements(w: Stored<WellnessBody>, lang: Language): Measurement[] {
  const label = fhirCatalogs[lang].vitals;
  const m = w.measurements ?? {};
  const out: (Measurement | false)[] = [
    m.weightKg !== undefined && {
      key: 'weight',
      category: VITAL_SIGNS,
      code: loinc('29463-7', 'Body weight', label.weight),
      profile: `${PROFILE}/bodyweight`,
      value: ucum(m.weightKg, 'kg', 'kg'),
    },
    m.systolic !== undefined &&
      m.diastolic !== undefined && {
        key: 'blood-pressure',
        category: VITAL_SIGNS,
        code: loinc('85354-9', 'Blood pressure panel with all children optional', label.bloodPressure),
        profile: `${PROFILE}/bp`,
        component: [
          {
            code: loinc('8480-6', 'Systolic blood pressure', label.systolic),
            valueQuantity: ucum(m.systolic, 'mmHg', 'mm[Hg]'),
          },
          {
            code: loinc('8462-4', 'Diastolic blood pressure', label.diastolic),
            valueQuantity: ucum(m.diastolic, 'mmHg', 'mm[Hg]'),
          },
        ],
      },
    m.heartRate !== undefined && {
      key: 'heart-rate',
      category: VITAL_SIGNS,
      code: loinc('8867-4', 'Heart rate', label.heartRate),
      profile: `${PROFILE}/heartrate`,
      value: ucum(m.heartRate, 'beats/minute', '/min'),
    },
    m.temperatureC !== undefined && {
      key: 'temperature',
      category: VITAL_SIGNS,
      code: loinc('8310-5', 'Body temperature', label.temperature),
      profile: `${PROFILE}/bodytemp`,
      value: ucum(m.temperatureC, '°C', 'Cel'),
    },
    m.glucoseMgDl !== undefined && {
      key: 'glucose',
      category: category('laboratory', 'Laboratory'),
      code: loinc('2339-0', 'Glucose [Mass/volume] in Blood', label.glucose),
      value: ucum(m.glucoseMgDl, 'mg/dL', 'mg/dL'),
    },
    w.sleepHours !== undefined && {
      key: 'sleep',
      category: category('activity', 'Activity'),
      code: loinc('93832-4', 'Sleep duration', label.sleep),
      value: ucum(w.sleepHours, 'h', 'h'),
    },
  ];
  return out.filter((x): x is Measurement => x !== false);
}

function wellness(w: Stored<WellnessBody>, subject: Reference, lang: Language): WithId<Observation>[] {
  return measurements(w, lang).map((m) => ({
    resourceType: 'Observation',
    id: uuidv5(`${fhirId(w.id)}/${m.key}`, FHIR_NAMESPACE),
    meta: {
      versionId: String(w.version),
      lastUpdated: instant(w.updatedAt),
      ...(m.profile ? { profile: [m.profile] } : {}),
    },
    language: lang,
    status: 'final',
    category: m.category,
    code: m.code,
    subject,
    effectiveDateTime: w.date,
    issued: instant(w.updatedAt),
    performer: [subject],
    ...(m.value ? { valueQuantity: m.value } : {}),
    ...(m.component ? { component: m.component } : {}),
  }));
}

const UNITS = { it: itUnits, en: enUnits, hi: hiUnits } as const;
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A dose: milligrams and millilitres in UCUM, the rest ("compresse") as the person reads them. */
function doseQuantity(dose: ExportedMedication['dose'], lang: Language): Quantity {
  if (dose.unit === 'mg') return ucum(dose.amount, 'mg', 'mg');
  if (dose.unit === 'ml') return ucum(dose.amount, 'ml', 'mL');
  const labels = UNITS[lang] as Record<string, string>;
  const key = `${dose.unit}_${plural(dose.amount, lang)}`;
  return { value: dose.amount, unit: Object.hasOwn(labels, key) ? labels[key]! : dose.unit };
}

function dosage(m: ExportedMedication, lang: Language): Dosage {
  const { schedule } = m;
  const times = (list: string[]) => [...new Set(list)].sort().map((t) => `${t}:00`);
  const dose = doseQuantity(m.dose, lang);
  const base: Dosage = {
    text: `${doseText(m.dose, lang)}, ${scheduleText(schedule, lang)}`,
    doseAndRate: [{ doseQuantity: dose }],
  };
  switch (schedule.type) {
    case 'fixed': {
      const days = [...new Set(schedule.weekdays)].sort((a, b) => a - b);
      const timing: Timing = {
        repeat: {
          frequency: times(schedule.times).length,
          period: 1,
          periodUnit: 'd',
          timeOfDay: times(schedule.times),
          ...(days.length < 7 ? { dayOfWeek: days.map((d) => WEEKDAYS[d - 1]!) } : {}),
        },
      };
      return { ...base, timing };
    }
    case 'interval':
      return {
        ...base,
        timing: {
          repeat: {
            frequency: times(schedule.times).length,
            period: schedule.everyDays,
            periodUnit: 'd',
            timeOfDay: times(schedule.times),
          },
        },
      };
    case 'asNeeded':
      return {
        ...base,
        asNeededBoolean: true,
        ...(schedule.maxPerDay === undefined
          ? {}
          : {
              maxDosePerPeriod: {
                numerator: doseQuantity(
                  { ...m.dose, amount: Math.round(m.dose.amount * schedule.maxPerDay * 100) / 100 },
                  lang,
                ),
                denominator: ucum(1, 'd', 'd'),
              },
            }),
      };
  }
}

/** What the medication is, as the person wrote it: "Tachipirina 500 mg (paracetamolo)". */
function medicationConcept(m: ExportedMedication): CodeableConcept {
  const ingredient = text(m.activeIngredient);
  const name = [m.name.trim(), text(m.strength)].filter(Boolean).join(' ');
  return { text: ingredient ? `${name} (${ingredient})` : name };
}

/**
 * A medication the person takes: `intended` before its first day, `active` while it runs, `completed` once
 * archived or past its last day (the diary cannot tell a medication stopped early from one finished).
 */
function medicationStatement(
  m: ExportedMedication,
  subject: Reference,
  ctx: Ctx,
): WithId<MedicationStatement> {
  const today = new Date(ctx.nowMs).toISOString().slice(0, 10);
  const ended = !m.active || (!!m.endDate && m.endDate < today);
  return {
    resourceType: 'MedicationStatement',
    id: fhirId(m.id),
    meta: { versionId: String(m.version), lastUpdated: instant(m.updatedAt) },
    language: ctx.lang,
    status: ended ? 'completed' : m.startDate > today ? 'intended' : 'active',
    medicationCodeableConcept: medicationConcept(m),
    subject,
    effectivePeriod: { start: m.startDate, ...(m.endDate ? { end: m.endDate } : {}) },
    dateAsserted: instant(m.updatedAt),
    informationSource: subject,
    note: notes(m.notes),
    dosage: [dosage(m, ctx.lang)],
  };
}

/** A dose the person recorded: `completed` when taken (on time or late), `not-done` when skipped. */
function medicationAdministrations(
  m: ExportedMedication,
  statement: Reference,
  subject: Reference,
  lang: Language,
): WithId<MedicationAdministration>[] {
  return m.doses.map((d) => {
    const done = d.status !== 'skipped';
    return {
      resourceType: 'MedicationAdministration',
      id: fhirId(d.id),
      meta: { versionId: String(d.version), lastUpdated: instant(d.updatedAt) },
      language: lang,
      status: done ? 'completed' : 'not-done',
      medicationCodeableConcept: medicationConcept(m),
      subject,
      supportingInformation: [statement],
      effectiveDateTime: instant(d.takenAt ?? d.scheduledFor ?? d.createdAt),
      ...(done ? { performer: [{ actor: subject }] } : {}),
      note: notes(d.notes),
      dosage: { dose: doseQuantity(m.dose, lang) },
    };
  });
}

/**
 * An appointment: `booked`, `fulfilled` once it is over. FHIR wants an end for both: one the person did not
 * give is the start (the export invents no duration). The doctor and the place are participants by name.
 */
function appointment(
  a: DataExport['appointments'][number],
  subject: Reference,
  ctx: Ctx,
): WithId<Appointment> {
  const start = instant(a.startsAt);
  const end = a.endsAt ? instant(a.endsAt) : start;
  const doctor = text(a.doctor);
  const place = text(a.place);
  const specialty = text(a.specialty);
  const participant = some<AppointmentParticipant>([
    { actor: subject, required: 'required', status: 'accepted' },
    doctor && { actor: { type: 'Practitioner', display: doctor }, status: 'accepted' },
    place && { actor: { type: 'Location', display: place }, status: 'accepted' },
  ])!;
  return {
    resourceType: 'Appointment',
    id: fhirId(a.id),
    meta: { versionId: String(a.version), lastUpdated: instant(a.updatedAt) },
    language: ctx.lang,
    status: Date.parse(end) < ctx.nowMs ? 'fulfilled' : 'booked',
    specialty: some([specialty && { text: specialty }]),
    description: a.title.trim(),
    start,
    end,
    created: instant(a.createdAt),
    comment: text(a.notes),
    participant,
  };
}

/** Drops the keys whose value is `undefined`, so the file has no `"note": undefined` turned into nothing. */
function clean<T extends object>(resource: T): T {
  return Object.fromEntries(Object.entries(resource).filter(([, v]) => v !== undefined)) as T;
}

/** Everything of a person as a FHIR R4 `collection` Bundle: the Patient first, then their records. */
export function fhirBundle(data: DataExport, ctx: { lang: Language; nowMs: number }): Bundle<FhirResource> {
  const patientId = fhirId(data.profile.id);
  const subject: Reference = { reference: urn(patientId), type: 'Patient' };
  const timestamp = data.exportedAt ? instant(data.exportedAt) : new Date(ctx.nowMs).toISOString();
  const bundleId = uuidv5(`${patientId}/${timestamp}`, FHIR_NAMESPACE);

  const statements = data.medications.map((m) => medicationStatement(m, subject, ctx));
  const resources: WithId<FhirResource>[] = [
    patient(data, patientId, ctx.lang),
    ...data.symptoms.map((s) => symptom(s, subject, ctx.lang)),
    ...data.wellness.flatMap((w) => wellness(w, subject, ctx.lang)),
    ...statements,
    ...data.medications.flatMap((m, i) =>
      medicationAdministrations(
        m,
        { reference: urn(statements[i]!.id), type: 'MedicationStatement' },
        subject,
        ctx.lang,
      ),
    ),
    ...data.appointments.map((a) => appointment(a, subject, ctx)),
  ];

  return {
    resourceType: 'Bundle',
    id: bundleId,
    identifier: { system: 'urn:ietf:rfc:3986', value: urn(bundleId) },
    type: 'collection',
    timestamp,
    entry: resources.map((r) => entry(clean(r))),
  };
}
