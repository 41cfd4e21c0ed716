/**
 * The arithmetic of the windowed session list: only the rows near the viewport are rendered.
 * Row heights are measured once shown and estimated before. Pure.
 */

/** offsets[i] is the top of row i; offsets[count] the total height. */
export function computeOffsets(count: number, sizeOf: (index: number) => number): Float64Array {
  const offsets = new Float64Array(count + 1);
  for (let i = 0; i < count; i += 1) offsets[i + 1] = offsets[i]! + sizeOf(i);
  return offsets;
}

/** The last row whose top is at or above `y` (binary search). */
export function rowAt(offsets: Float64Array, y: number): number {
  const count = offsets.length - 1;
  if (count <= 0) return 0;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (offsets[mid]! <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Rows [start, end) to render for a viewport at `scrollTop` of `height`, with `overscan` pixels
 * above and below.
 */
export function visibleRange(
  offsets: Float64Array,
  scrollTop: number,
  height: number,
  overscan: number,
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = rowAt(offsets, Math.max(0, scrollTop - overscan));
  // A row that starts exactly at the bottom edge is not visible yet.
  const bottom = Math.max(0, scrollTop + height + overscan - 1);
  const end = Math.min(count, rowAt(offsets, bottom) + 1);
  return { start, end: Math.max(end, start + 1) };
}
