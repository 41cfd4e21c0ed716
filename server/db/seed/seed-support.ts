/** Serializes the seed of instances that start together on one PostgreSQL (any constant works). */
export const SEED_LOCK_KEY = 742_150_001;

export const DAY_MS = 24 * 60 * 60 * 1000;

export function lookup<V>(map: ReadonlyMap<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown name ${key}`);
  return value;
}
