/** The demo list's order (pure): move the item at `from` to `to`, both clamped to the list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  if (from < 0 || from > last) return [...items];
  const target = Math.min(Math.max(to, 0), last);
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
