import { describe, expect, it } from 'vitest';
import { examples } from '../../lambdas/contracts/examples';
import { checkImport } from '../../lambdas/domain/export/import';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const meta = (n: number, version = 1) => ({
  id: ID(n),
  version,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
});
const turn = (role: 'user' | 'assistant', content: string, at: string) => ({ role, content, at });
const file = (extra: Record<string, unknown> = {}) => ({
  format: 'salute-diario-export',
  formatVersion: 1,
  exportedAt: '2026-11-26T10:00:00.000Z',
  dateRange: { from: null, to: null },
  profile: { id: 'x', name: 'Anna' },
  settings: { timeZone: 'Europe/Rome' },
  symptoms: [],
  medications: [],
  wellness: [],
  appointments: [],
  ...extra,
});

describe('checkImport: a whole file checked before anything is written', () => {
  it('plans every kind, doses under their medication, with the meta fields apart from the body', () => {
    const { version: _v, ...medication } = examples.medications;
    const { version: _d, ...dose } = examples.doses;
    const check = checkImport(
      file({
        symptoms: [{ ...examples.symptoms, ...meta(1, 3) }],
        medications: [{ ...medication, ...meta(2), doses: [{ ...dose, ...meta(3) }] }],
        wellness: [{ ...examples.wellness, ...meta(4), date: '2026-11-20' }],
        appointments: [{ ...examples.appointments, ...meta(5) }],
      }),
    );
    expect(check.kind).toBe('plan');
    if (check.kind !== 'plan') return;
    const { records, doses } = check.plan;
    expect(records.symptoms).toEqual([
      {
        id: ID(1),
        version: 3,
        createdAt: '2026-11-01T08:00:00.000Z',
        updatedAt: '2026-11-02T08:00:00.000Z',
        body: expect.objectContaining({ symptom: examples.symptoms.symptom, version: 3 }),
      },
    ]);
    expect(records.symptoms[0]!.body).not.toHaveProperty('id');
    expect(records.medications.map((m) => m.id)).toEqual([ID(2)]);
    expect(records.medications[0]!.body).not.toHaveProperty('doses');
    expect(doses).toEqual([expect.objectContaining({ id: ID(3), medicationId: ID(2) })]);
    expect(records.wellness.map((w) => w.id)).toEqual([ID(4)]);
    expect(records.appointments.map((a) => a.id)).toEqual([ID(5)]);
  });

  it('pairs the conversation into exchanges, a question with the answer that follows it', () => {
    const check = checkImport(
      file({
        conversations: [
          turn('assistant', 'Benvenuto', '2026-11-20T08:00:00.000Z'),
          turn('user', 'Ho mal di testa', '2026-11-20T08:01:00.000Z'),
          turn('assistant', 'Bevi acqua', '2026-11-20T08:01:01.000Z'),
          turn('user', 'Senza risposta', '2026-11-20T08:02:00.000Z'),
          turn('user', 'Di nuovo', '2026-11-20T08:03:00.000Z'),
          turn('assistant', 'Riposa', '2026-11-20T08:03:01.000Z'),
        ],
      }),
    );
    if (check.kind !== 'plan') throw new Error(check.kind);
    expect(check.plan.exchanges.map((e) => [e.question.content, e.answer.content])).toEqual([
      ['Ho mal di testa', 'Bevi acqua'],
      ['Di nuovo', 'Riposa'],
    ]);
    expect(checkImport(file())).toMatchObject({ kind: 'plan', plan: { exchanges: [] } });
  });

  it.each([
    ['not an object', null],
    ['a list', []],
    ['a number', 7],
    ['another format', { ...file(), format: 'fhir' }],
    ['no format', { formatVersion: 1 }],
  ])('says %s is not ours', (_name, value) => {
    expect(checkImport(value)).toEqual({ kind: 'not-ours' });
  });

  it('says a later format version is from the future, and refuses an earlier or odd one as invalid', () => {
    expect(checkImport(file({ formatVersion: 2 }))).toEqual({ kind: 'future' });
    expect(checkImport(file({ formatVersion: 0 })).kind).toBe('invalid');
    expect(checkImport(file({ formatVersion: '2' })).kind).toBe('invalid');
    expect(checkImport(file({ unexpected: true })).kind).toBe('invalid');
  });

  it('names each problem at its place, at most ten, and plans nothing', () => {
    const bad = Array.from({ length: 15 }, (_, i) => ({ ...examples.symptoms, ...meta(i), severity: 11 }));
    const check = checkImport(file({ symptoms: bad }));
    expect(check.kind).toBe('invalid');
    if (check.kind !== 'invalid') return;
    expect(check.issues).toHaveLength(10);
    expect(check.issues[0]!.path).toEqual(['symptoms', 0, 'severity']);
    expect(check.issues[9]!.path).toEqual(['symptoms', 9, 'severity']);
  });

  it('refuses bad meta fields, a dose list that is not one, a dose that is not an object, a bad turn', () => {
    const { version: _v, ...medication } = examples.medications;
    const paths = (value: Record<string, unknown>) => {
      const check = checkImport(file(value));
      return check.kind === 'invalid' ? check.issues.map((i) => i.path.join('.')) : [];
    };
    expect(paths({ symptoms: [{ ...examples.symptoms, ...meta(1), id: 'no' }] })).toEqual(['symptoms.0.id']);
    expect(paths({ symptoms: [{ ...examples.symptoms, ...meta(1), version: 0 }] })).toEqual([
      'symptoms.0.version',
    ]);
    expect(paths({ medications: [{ ...medication, ...meta(2), doses: 'many' }] })).toEqual([
      'medications.0.doses',
    ]);
    expect(paths({ medications: [{ ...medication, ...meta(2), doses: [7] }] })).toEqual([
      'medications.0.doses.0',
    ]);
    expect(paths({ conversations: [{ role: 'system', content: 'x', at: '2026-11-20T08:00:00Z' }] })).toEqual([
      'conversations.0.role',
    ]);
  });

  it('refuses the same id twice in a kind, among doses too', () => {
    const { version: _v, ...medication } = examples.medications;
    const { version: _d, ...dose } = examples.doses;
    const twice = checkImport(
      file({
        symptoms: [
          { ...examples.symptoms, ...meta(1) },
          { ...examples.symptoms, ...meta(1) },
        ],
      }),
    );
    expect(twice.kind === 'invalid' && twice.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['symptoms.1.id', 'duplicate id'],
    ]);
    const doses = checkImport(
      file({
        medications: [
          { ...medication, ...meta(2), doses: [{ ...dose, ...meta(3) }] },
          { ...medication, ...meta(4), doses: [{ ...dose, ...meta(3) }] },
        ],
      }),
    );
    expect(doses.kind === 'invalid' && doses.issues.map((i) => i.path.join('.'))).toEqual(['doses.1.id']);
  });
});
