import { randomUUID } from 'node:crypto';
import { examples } from '../../lambdas/contracts/examples';

const from =
  <K extends keyof typeof examples>(kind: K) =>
  (over: Record<string, unknown> = {}) =>
    structuredClone({ ...examples[kind], ...over }) as Record<string, unknown>;

/**
 * Wellness is one entry per day: each valid wellness body gets a day of its own (counting back from the
 * example's day), so that tests making several entries for one person do not meet the rule by chance.
 */
let wellnessDays = 0;
const uniqueDay = () => {
  const day = new Date(Date.parse(`${examples.wellness.date}T00:00:00Z`) - wellnessDays++ * 86_400_000);
  return day.toISOString().slice(0, 10);
};

/** Valid bodies for each kind (the contract's own examples), with overrides. */
export const validBody = {
  symptoms: from('symptoms'),
  medications: from('medications'),
  wellness: (over: Record<string, unknown> = {}) => from('wellness')({ date: uniqueDay(), ...over }),
  appointments: from('appointments'),
  doses: from('doses'),
};

export const KINDS = ['symptoms', 'medications', 'wellness', 'appointments'] as const;
export const newId = () => randomUUID();
