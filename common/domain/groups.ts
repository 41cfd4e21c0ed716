/** Spec 1 §3: accounts whose e-mail is marked deleted are hidden from lists. */
export const isDeletedAccount = (email: string | null | undefined) =>
  Boolean(email?.toLowerCase().startsWith('deleted_'));

/** Spec 1 "Groups": newest first (highest id), archived groups last. */
export function compareGroups(
  a: { Id: number; Status?: string | null | undefined },
  b: { Id: number; Status?: string | null | undefined },
): number {
  return Number(a.Status === 'Archived') - Number(b.Status === 'Archived') || b.Id - a.Id;
}
