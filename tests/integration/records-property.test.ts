import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AppointmentBody,
  DoseBody,
  MedicationBody,
  SymptomBody,
  WellnessBody,
} from '../../lambdas/contracts/records';
import { callApi, signInWithSrp, twin, verifiedAccount, type Tokens } from '../support/accounts';
import { newId, validBody } from '../support/records';

const RUNS = 1000;
let user: Tokens;
let medicationId: string;

beforeAll(async () => {
  const account = await verifiedAccount({ name: 'Proprietà' });
  user = await signInWithSrp(account.email, account.password);
  medicationId = newId();
  const made = await callApi('PUT', `/medications/${medicationId}`, user.accessToken, {
    body: validBody.medications(),
  });
  expect(made.status).toBe(201);
});

/** Any JSON value, including deep, huge and prototype-polluting shapes. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.string({ maxLength: 3000 }),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
);

/** A valid body with one field broken, removed, or one unknown field added. */
function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc
      .record({ key: fc.constantFrom(...keys), value: anyJson })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...valid };
      delete copy[key];
      return copy;
    }),
    fc
      .record({ key: fc.string({ minLength: 1, maxLength: 20 }), value: anyJson })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc
      .record({ notes: fc.string({ minLength: 2001, maxLength: 5000 }) })
      .map(({ notes }) => ({ ...valid, notes })),
  );
}

const ROUTES = [
  { name: 'symptoms', schema: SymptomBody, valid: validBody.symptoms(), path: () => `/symptoms/${newId()}` },
  {
    name: 'medications',
    schema: MedicationBody,
    valid: validBody.medications(),
    path: () => `/medications/${newId()}`,
  },
  { name: 'wellness', schema: WellnessBody, valid: validBody.wellness(), path: () => `/wellness/${newId()}` },
  {
    name: 'appointments',
    schema: AppointmentBody,
    valid: validBody.appointments(),
    path: () => `/appointments/${newId()}`,
  },
  {
    name: 'doses',
    schema: DoseBody,
    valid: validBody.doses(),
    path: () => `/medications/${medicationId}/doses/${newId()}`,
  },
] as const;

describe('bad input never reaches the table and never gives a 5xx', () => {
  it.each(ROUTES)(
    `PUT $name: ${RUNS} generated bodies`,
    async ({ name, schema, valid, path }) => {
      let accepted = 0;
      let refused = 0;
      // Wellness is one entry per day: a second valid entry for a day already held is a 409.
      const days = new Set<string>();
      await fc.assert(
        fc.asyncProperty(fc.oneof(anyJson, mutated(valid)), async (body) => {
          const response = await callApi('PUT', path(), user.accessToken, { body });
          expect(response.status).toBeLessThan(500);
          const verdict = schema.safeParse(body);
          if (verdict.success) {
            // Every request uses a fresh id: version 0 creates it; a higher version asks to change a
            // record that does not exist, which is 404 and stores nothing.
            const { version, date } = verdict.data as { version: number; date?: string };
            const taken = name === 'wellness' && version === 0 && days.has(String(date));
            expect(response.status).toBe(version !== 0 ? 404 : taken ? 409 : 201);
            if (version === 0 && !taken) {
              accepted += 1;
              if (name === 'wellness') days.add(String(date));
            } else refused += 1;
          } else {
            expect(response.status).toBe(400);
            expect(response.body.error.code).toBe('validation_failed');
            refused += 1;
          }
        }),
        // FC_SEED=<seed from a failure report> replays that exact run.
        { numRuns: RUNS, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
      );
      expect(accepted + refused).toBe(RUNS);
      // Both kinds of body were exercised, so the count below means something.
      expect(accepted).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(RUNS / 2);

      // Exactly the accepted bodies are stored: count what the API lists.
      const listPath = name === 'doses' ? `/medications/${medicationId}/doses` : `/${name}`;
      let stored = 0;
      let cursor: string | null = null;
      do {
        const page = await callApi(
          'GET',
          `${listPath}?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          user.accessToken,
        );
        stored += page.body.items.length;
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(stored).toBe(accepted + (name === 'medications' ? 1 : 0));
    },
    180_000,
  );
});

describe('prototype pollution', () => {
  it.each(ROUTES)(
    'PUT $name with "__proto__" and "constructor" keys in the raw JSON: refused, nothing polluted where the handler runs',
    async ({ valid, path }) => {
      const polluted = async () =>
        ((await (await fetch(`${twin().apiUrl}/_local/prototype`)).json()) as { polluted: boolean }).polluted;
      expect(await polluted()).toBe(false);
      // Written as text: an object literal with __proto__ would set the prototype of the test's own object
      // instead of sending the key.
      const bodies = [
        '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}',
        `${JSON.stringify(valid).slice(0, -1)}, "__proto__": {"admin": true, "isAdmin": true}}`,
        `${JSON.stringify(valid).slice(0, -1)}, "constructor": {"prototype": {"admin": true}}}`,
      ];
      for (const text of bodies) {
        const response = await fetch(`${twin().apiUrl}${path()}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
          body: text,
        });
        expect(response.status, text).toBe(400);
        expect(await polluted()).toBe(false);
      }
    },
  );
});
