import { randomUUID } from 'node:crypto';
import { examples } from '../../lambdas/contracts/examples';

const from =
  <K extends keyof typeof examples>(kind: K) =>
  (over: Record<string, unknown> = {}) =>
    structuredClone({ ...examples[kind], ...over }) as Record<string, unknown>;

/** Valid bodies for each kind (the contract's own examples), with overrides. */
export const validBody = {
  symptoms: from('symptoms'),
  medications: from('medications'),
  wellness: from('wellness'),
  appointments: from('appointments'),
  doses: from('doses'),
};

export const KINDS = ['symptoms', 'medications', 'wellness', 'appointments'] as const;
export const newId = () => randomUUID();
