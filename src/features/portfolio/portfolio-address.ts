/**
 * The Portfolio address `/portfolio/:groupid?/:uuid?` (spec 3 §2, spec 2 "Lab book screen") and
 * what it shows: a group's gradebook (Student Portfolio), the students' lab books of all groups,
 * one student's book, or the viewer's own (My Lab Book). Pure.
 */

/** The group id of the Portfolio address that opens the viewer's own book. */
export const SELF_GROUP = 'self';

/** The Portfolio address `/portfolio/:groupid?/:uuid?`. */
export interface PortfolioAddress {
  groupid?: string;
  uuid?: string;
}

export type PortfolioView =
  | { mode: 'my_lab_book' }
  | { mode: 'student_lab_book'; groupId: number | null }
  | { mode: 'lab_book_browser'; groupId: number | null; studentId: string }
  /** The address names no group the viewer has: go to the plain Portfolio. */
  | { mode: 'redirect' };

function groupNumber(value: string | undefined): number | null | undefined {
  if (value === undefined) return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

/**
 * groupid 'self' with the viewer's own uuid opens the own book; a uuid opens that student's book;
 * otherwise the Student Portfolio of groupid (a group's gradebook; no group: the lab books of
 * all groups). `knownGroupIds` is null while the groups are
 * loading (nothing is redirected then).
 */
export function portfolioView(
  search: PortfolioAddress,
  viewerId: string,
  knownGroupIds: ReadonlySet<number> | null,
): PortfolioView {
  if (search.groupid === SELF_GROUP) {
    return search.uuid === viewerId ? { mode: 'my_lab_book' } : { mode: 'redirect' };
  }
  const groupId = groupNumber(search.groupid);
  if (groupId === undefined) return { mode: 'redirect' };
  if (groupId !== null && knownGroupIds && !knownGroupIds.has(groupId)) return { mode: 'redirect' };
  if (search.uuid === viewerId) return { mode: 'my_lab_book' };
  if (search.uuid) return { mode: 'lab_book_browser', groupId, studentId: search.uuid };
  return { mode: 'student_lab_book', groupId };
}
