export interface NamedUser {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

function clean(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/**
 * Spec 1 §3: the username when both names are absent; otherwise whichever of first or last name
 * exists; otherwise (both exist) first and last joined.
 */
export function displayName(user: NamedUser): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (!first && !last) return clean(user.username);
  if (!first || !last) return first || last;
  return `${first} ${last}`;
}

/** Lists show 'last, first', falling back to last, first, or the username (spec 2 student list). */
export function listName(user: NamedUser): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (first && last) return `${last}, ${first}`;
  return last || first || clean(user.username);
}

/** Sort key for lists shown with `listName`: case- and accent-insensitive in the caller's locale. */
export function compareListNames(a: NamedUser, b: NamedUser, locale?: string): number {
  return listName(a).localeCompare(listName(b), locale, { sensitivity: 'base' });
}
