import { describe, expect, it } from 'vitest';
import { computeOffsets, rowAt, visibleRange } from './windowing';

describe('windowing', () => {
  const sizes = [100, 50, 50, 200, 10];
  const offsets = computeOffsets(sizes.length, (i) => sizes[i]!);

  it('sums row heights into offsets', () => {
    expect([...offsets]).toEqual([0, 100, 150, 200, 400, 410]);
  });

  it('finds the row at a height', () => {
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 99)).toBe(0);
    expect(rowAt(offsets, 100)).toBe(1);
    expect(rowAt(offsets, 399)).toBe(3);
    expect(rowAt(offsets, 10_000)).toBe(4);
  });

  it('renders only the rows near the viewport', () => {
    expect(visibleRange(offsets, 0, 120, 0)).toEqual({ start: 0, end: 2 });
    expect(visibleRange(offsets, 160, 100, 0)).toEqual({ start: 2, end: 4 });
    expect(visibleRange(offsets, 160, 100, 60)).toEqual({ start: 1, end: 4 });
    expect(visibleRange(offsets, 160, 300, 0)).toEqual({ start: 2, end: 5 });
    expect(
      visibleRange(
        computeOffsets(0, () => 0),
        0,
        100,
        0,
      ),
    ).toEqual({ start: 0, end: 0 });
  });

  it('keeps 10,000 rows cheap', () => {
    const big = computeOffsets(10_000, () => 40);
    const t = performance.now();
    for (let i = 0; i < 1000; i += 1) visibleRange(big, i * 300, 800, 400);
    expect(performance.now() - t).toBeLessThan(50);
    expect(visibleRange(big, 200_000, 800, 0)).toEqual({ start: 5000, end: 5020 });
  });
});
