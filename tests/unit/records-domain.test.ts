import { describe, expect, it } from 'vitest';
import { decideDelete, decideWrite, isReplay } from '../../lambdas/domain/records';

const content = { name: 'Cefalea', severity: 6 };
const live = { ...content, id: 'a', version: 3, createdAt: 'c', updatedAt: 'u' };
const tombstone = { id: 'a', version: 4, createdAt: 'c', deletedAt: 'd', expiresAt: 1 };

describe('the records domain', () => {
  it('creates from version 0 and replaces only from the version stored', () => {
    expect(decideWrite(undefined, 0, content)).toEqual({ kind: 'write', version: 1, created: true });
    expect(decideWrite(live, 3, { ...content, severity: 2 })).toEqual({
      kind: 'write',
      version: 4,
      created: false,
    });
    expect(decideWrite(live, 2, { ...content, severity: 2 })).toEqual({ kind: 'stale' });
    expect(decideWrite(live, 0, { ...content, severity: 2 })).toEqual({ kind: 'stale' });
  });

  it('calls a change of a record never had missing, whatever its version', () => {
    expect(decideWrite(undefined, 1, content)).toEqual({ kind: 'missing' });
    expect(decideWrite(undefined, 7, content)).toEqual({ kind: 'missing' });
  });

  it('answers the same content as a replay, whatever the version sent, meta fields aside', () => {
    expect(decideWrite(live, 0, content)).toEqual({ kind: 'unchanged' });
    expect(decideWrite(live, 9, { severity: 6, name: 'Cefalea', notes: undefined })).toEqual({
      kind: 'unchanged',
    });
    expect(isReplay(live, content)).toBe(true);
    expect(isReplay({ ...tombstone, ...content }, content)).toBe(false);
  });

  it('uses a tombstone again from version 0 or, as undo, from its version; other versions are stale', () => {
    expect(decideWrite(tombstone, 0, content)).toEqual({ kind: 'write', version: 5, created: true });
    expect(decideWrite(tombstone, 4, content)).toEqual({ kind: 'write', version: 5, created: true });
    expect(decideWrite(tombstone, 2, content)).toEqual({ kind: 'stale' });
  });

  it('deletes a live record, treats a tombstone as already deleted and an id never had as missing', () => {
    expect(decideDelete(live)).toBe('delete');
    expect(decideDelete(tombstone)).toBe('already-deleted');
    expect(decideDelete(undefined)).toBe('missing');
  });

  it.each(['id', 'version', 'createdAt', 'updatedAt', 'expiresAt', 'medicationId'])(
    'compares the content only: a stored %s the body does not carry still makes a replay',
    (field) => {
      const stored = { ...content, version: 3, [field]: field === 'version' ? 3 : 'server-side' };
      expect(decideWrite(stored, 3, content)).toEqual({ kind: 'unchanged' });
      expect(isReplay(stored, { ...content, severity: 2 })).toBe(false);
    },
  );

  it('compares nested content and arrays in any key order, ignoring undefined fields', () => {
    const stored = { version: 1, dose: { amount: 1, unit: 'mg' }, times: ['08:00', '20:00'] };
    expect(
      isReplay(stored, { times: ['08:00', '20:00'], dose: { unit: 'mg', amount: 1 }, notes: undefined }),
    ).toBe(true);
    expect(isReplay(stored, { dose: { amount: 1, unit: 'mg' }, times: ['20:00', '08:00'] })).toBe(false);
    expect(isReplay(stored, { dose: { amount: 2, unit: 'mg' }, times: ['08:00', '20:00'] })).toBe(false);
  });
});
