import { describe, expect, it } from 'vitest';
import { AppointmentBody, MedicationBody, SymptomBody, WellnessBody } from '../../lambdas/contracts/records';

/**
 * The cross-field checks of the record contracts name the field at fault: the SPA's forms put their message
 * next to that field, and a 400's details carry its path. One test per kind, and each test the first in this
 * file to parse its kind: the schemas are built on first use (z.lazy), so Stryker's per-test coverage credits
 * that first test alone with the checks' options (docs/testing.md, "Mutation testing").
 */
type Schema = { safeParse: (v: unknown) => { error?: { issues: readonly object[] } } };
const issuesOf = (schema: Schema, body: unknown) =>
  (schema.safeParse(body).error?.issues ?? []).map((i) => {
    const { code, path, message } = i as { code: string; path: PropertyKey[]; message: string };
    return { code, path, message };
  });
const accepted = (schema: Schema, body: unknown) => schema.safeParse(body).error === undefined;

describe('the cross-field checks name the field at fault', () => {
  it('symptoms: one that ends before it starts is refused on endedAt, in absolute time', () => {
    const symptom = (startedAt: string, endedAt: string | null) => ({
      version: 0,
      symptom: 'mal_di_testa',
      custom: false,
      bodyArea: 'testa',
      severity: 6,
      startedAt,
      endedAt,
      triggers: [],
    });
    expect(issuesOf(SymptomBody, symptom('2026-11-20T21:15:00+01:00', '2026-11-20T21:14:59+01:00'))).toEqual([
      { code: 'custom', path: ['endedAt'], message: 'endedAt before startedAt' },
    ]);
    // 20:30 in London is 21:30 in Rome: after the start, though its clock reads earlier.
    expect(accepted(SymptomBody, symptom('2026-11-20T21:15:00+01:00', '2026-11-20T20:30:00+00:00'))).toBe(
      true,
    );
    expect(accepted(SymptomBody, symptom('2026-11-20T21:15:00+01:00', '2026-11-20T21:15:00+01:00'))).toBe(
      true,
    );
    expect(accepted(SymptomBody, symptom('2026-11-20T21:15:00+01:00', null))).toBe(true);
  });

  it('medications: one that ends before it starts is refused on endDate; a dose with 3 decimals on amount', () => {
    const medication = (over: Record<string, unknown>) => ({
      version: 0,
      name: 'Ramipril',
      form: 'compresse',
      dose: { amount: 1, unit: 'compressa' },
      schedule: { type: 'asNeeded' },
      startDate: '2026-11-10',
      active: true,
      ...over,
    });
    expect(issuesOf(MedicationBody, medication({ endDate: '2026-11-09' }))).toEqual([
      { code: 'custom', path: ['endDate'], message: 'endDate before startDate' },
    ]);
    for (const endDate of ['2026-11-10', '2026-12-01', null])
      expect(accepted(MedicationBody, medication({ endDate })), String(endDate)).toBe(true);
    expect(accepted(MedicationBody, medication({}))).toBe(true);
    expect(issuesOf(MedicationBody, medication({ dose: { amount: 0.125, unit: 'compressa' } }))).toEqual([
      { code: 'custom', path: ['dose', 'amount'], message: 'at most two decimals' },
    ]);
  });

  it('appointments: one that ends before it starts is refused on endsAt; no end, or the same moment, is fine', () => {
    const appointment = (endsAt?: string | null) => ({
      version: 0,
      title: 'Visita cardiologica',
      startsAt: '2026-12-03T10:30:00+01:00',
      ...(endsAt === undefined ? {} : { endsAt }),
    });
    expect(issuesOf(AppointmentBody, appointment('2026-12-03T10:29:00+01:00'))).toEqual([
      { code: 'custom', path: ['endsAt'], message: 'endsAt before startsAt' },
    ]);
    for (const endsAt of ['2026-12-03T10:30:00+01:00', '2026-12-03T09:45:00Z', null, undefined])
      expect(accepted(AppointmentBody, appointment(endsAt)), String(endsAt)).toBe(true);
  });

  it('wellness: blood pressure needs both values, systolic above diastolic; measures have two decimals', () => {
    const wellness = (over: Record<string, unknown>) => ({ version: 0, date: '2026-11-21', ...over });
    const pressure = (measurements: Record<string, number>) =>
      issuesOf(WellnessBody, wellness({ measurements }));
    const pair = {
      code: 'custom',
      path: ['measurements', 'diastolic'],
      message: 'blood pressure needs both values',
    };
    const order = {
      code: 'custom',
      path: ['measurements', 'systolic'],
      message: 'systolic must exceed diastolic',
    };
    expect(pressure({ systolic: 120 })).toEqual([pair]);
    expect(pressure({ diastolic: 80 })).toEqual([pair]);
    expect(pressure({ systolic: 80, diastolic: 90 })).toEqual([order]);
    expect(pressure({ systolic: 90, diastolic: 90 })).toEqual([order]);
    expect(pressure({ systolic: 91, diastolic: 90 })).toEqual([]);
    // Other measurements need no pressure.
    expect(pressure({ heartRate: 60 })).toEqual([]);
    // A day with nothing in it is refused; one value (or a note) is enough.
    expect(issuesOf(WellnessBody, wellness({}))).toEqual([
      expect.objectContaining({ code: 'custom', path: ['date'], message: 'wellness_empty' }),
    ]);
    expect(accepted(WellnessBody, wellness({ measurements: {} }))).toBe(false);
    expect(accepted(WellnessBody, wellness({ mood: 3 }))).toBe(true);
    expect(accepted(WellnessBody, wellness({ notes: 'Giornata storta' }))).toBe(true);

    expect(issuesOf(WellnessBody, wellness({ sleepHours: 6.555 }))).toEqual([
      { code: 'custom', path: ['sleepHours'], message: 'at most two decimals' },
    ]);
    expect(accepted(WellnessBody, wellness({ sleepHours: 6.55 }))).toBe(true);
  });
});
