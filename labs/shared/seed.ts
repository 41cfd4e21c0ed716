/**
 * A stable pick from a seed (FNV-1a hash): the same seed gives the same index, so an unknown
 * stays the same material for a whole session (seeded with its id) and differs between sessions.
 */
export function seededIndex(seed: string, length: number): number {
  if (length <= 0) throw new RangeError('nothing to pick from');
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % length;
}
