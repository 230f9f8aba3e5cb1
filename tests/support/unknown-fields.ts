import { validBody } from './records';

/**
 * Bodies that are valid except for one field the contract does not know, at the top level of every kind and
 * inside every nested object (dose, stock, each kind of schedule, measurements). Strict schemas refuse them all
 * (docs/architecture §6: "unknown fields rejected").
 */
export const UNKNOWN = { isAdmin: true };

type Kind = keyof typeof validBody;

export const bodiesWithUnknownFields: { kind: Kind; where: string; body: Record<string, unknown> }[] = [
  ...(['symptoms', 'medications', 'wellness', 'appointments', 'doses'] as const).map((kind) => ({
    kind,
    where: 'top level',
    body: validBody[kind](UNKNOWN),
  })),
  {
    kind: 'medications',
    where: 'dose',
    body: validBody.medications({ dose: { amount: 1, unit: 'compressa', ...UNKNOWN } }),
  },
  {
    kind: 'medications',
    where: 'stock',
    body: validBody.medications({ stock: { quantity: 28, lowThreshold: 7, ...UNKNOWN } }),
  },
  {
    kind: 'medications',
    where: 'schedule (fixed)',
    body: validBody.medications({ schedule: { type: 'fixed', times: ['08:00'], weekdays: [1], ...UNKNOWN } }),
  },
  {
    kind: 'medications',
    where: 'schedule (interval)',
    body: validBody.medications({
      schedule: { type: 'interval', everyDays: 2, times: ['08:00'], ...UNKNOWN },
    }),
  },
  {
    kind: 'medications',
    where: 'schedule (asNeeded)',
    body: validBody.medications({ schedule: { type: 'asNeeded', maxPerDay: 3, ...UNKNOWN } }),
  },
  {
    kind: 'wellness',
    where: 'measurements',
    body: validBody.wellness({ measurements: { weightKg: 70, heartRate: 60, ...UNKNOWN } }),
  },
];

/** The same bodies without the unknown field: each is valid (so the unknown field is the only fault). */
export function withoutUnknown(body: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(body), (key, value: unknown) =>
    key === 'isAdmin' ? undefined : value,
  ) as Record<string, unknown>;
}
