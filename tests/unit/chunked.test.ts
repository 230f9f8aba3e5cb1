import { describe, expect, it } from 'vitest';
import { chunked } from '../../lambdas/lib/chunked';

describe('runs of a given size', () => {
  it('keep the order, the last run shorter, nothing for nothing', () => {
    expect(chunked([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunked([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(chunked([], 33)).toEqual([]);
  });
});
