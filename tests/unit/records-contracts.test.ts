import { describe, expect, it } from 'vitest';
import { medicationDoseKeys } from '../../lambdas/contracts/table';
import {
  AppointmentBody,
  DoseBody,
  ListQuery,
  MedicationBody,
  SymptomBody,
  WellnessBody,
} from '../../lambdas/contracts/records';
import { bodiesWithUnknownFields, withoutUnknown } from '../support/unknown-fields';

const SCHEMAS = {
  symptoms: SymptomBody,
  medications: MedicationBody,
  wellness: WellnessBody,
  appointments: AppointmentBody,
  doses: DoseBody,
};

describe('the record contracts are strict: an unknown field anywhere is refused', () => {
  it.each(bodiesWithUnknownFields.map((c) => [c.kind, c.where, c] as const))(
    '%s, unknown field at %s',
    (_kind, _where, { kind, body }) => {
      const schema = SCHEMAS[kind];
      const refused = schema.safeParse(body);
      expect(refused.success).toBe(false);
      expect(refused.error?.issues.map((i) => i.code)).toContain('unrecognized_keys');
      // The same body without it passes: the unknown field is its only fault.
      expect(schema.safeParse(withoutUnknown(body)).success).toBe(true);
    },
  );

  it('refuses an unknown query parameter of a list', () => {
    expect(ListQuery.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
    expect(ListQuery.safeParse({ from: '2026-11-01', userId: 'someone-else' }).success).toBe(false);
  });
});

describe("a dose's place in its medication's list", () => {
  it('is its dose-log key with the medication added, for doses only', () => {
    const dose = { gsi1pk: 'USER#u#DOSE', gsi1sk: '2026-11-21T07:05:00.000Z#d', medicationId: 'm' };
    expect(medicationDoseKeys(dose)).toEqual({
      gsi2pk: 'USER#u#DOSE#m',
      gsi2sk: '2026-11-21T07:05:00.000Z#d',
    });
    for (const other of [
      { ...dose, gsi1pk: 'USER#u#SYMPTOM' },
      { ...dose, gsi1pk: 'USER#u#DOSES' },
      { ...dose, gsi1pk: undefined },
      { ...dose, gsi1sk: 5 },
      { ...dose, medicationId: '' },
      { ...dose, medicationId: 5 },
      { ...dose, medicationId: undefined },
      {},
    ]) {
      expect(medicationDoseKeys(other)).toBeUndefined();
    }
  });
});
