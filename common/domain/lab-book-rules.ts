import { compareListNames, displayName, listName, type NamedUser } from './display-name';
import { LabType } from './labs';

/** Rules of the lab-book screens (spec 2 "Lab book screen", §4, §5, §9). Pure. */

// ---- Sessions -------------------------------------------------------------------------------

/** Spec 2 §5: sessions are de-duplicated by open time (the first copy wins), ascending. */
export function dedupeAndSortSessions<T extends { open: number }>(sessions: readonly T[]): T[] {
  const byOpen = new Map<number, T>();
  for (const session of sessions) if (!byOpen.has(session.open)) byOpen.set(session.open, session);
  return [...byOpen.values()].sort((a, b) => a.open - b.open);
}

/**
 * Spec 2 §4: '--:--:--' when the duration is 0 or less and there are no actions, '00:00:00' when
 * there are actions, otherwise HH:MM:SS (hours are not capped at 24).
 */
export function formatDuration(durationMs: number, actionCount: number): string {
  if (!(durationMs > 0)) return actionCount > 0 ? '00:00:00' : '--:--:--';
  const total = Math.floor(durationMs / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

// ---- Lab filter -----------------------------------------------------------------------------

export const ALL_LABS = 'all';
export type LabFilter = number | typeof ALL_LABS;

/** Spec 2 §5: lab types 14 and above, and 8, are not offered in the lab-book lab filter. */
export function isFilterableLabType(labType: number): boolean {
  return labType !== LabType.Physics && labType < LabType.FreeMotion;
}

/** The filter's lab types: the labs the user may see, filterable ones only, once each. */
export function labFilterTypes(visibleLabTypes: Iterable<number>): number[] {
  return [...new Set(visibleLabTypes)].filter(isFilterableLabType).sort((a, b) => a - b);
}

/** Portal notes (type 99) show under every lab filter (spec 2 §5). */
export function matchesLabFilter(labType: number, filter: LabFilter): boolean {
  return filter === ALL_LABS || labType === LabType.Portal || labType === filter;
}

export function parseLabFilter(value: string | number | undefined, allowed: readonly number[]) {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && allowed.includes(number) ? number : ALL_LABS;
}

// ---- Time scale -----------------------------------------------------------------------------

/** Spec 2 §4: 0 one week, 1 two weeks, 2 four weeks, 3 total time. */
export type TimeScale = 0 | 1 | 2 | 3;
export const TIME_SCALES: readonly TimeScale[] = [0, 1, 2, 3];
/** Total time keeps everything in view, so nothing a student wrote seems lost. */
export const DEFAULT_TIME_SCALE: TimeScale = 3;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec 2 §9: the scales in milliseconds (total time has no bound). */
export const TIME_SCALE_MS: Record<TimeScale, number> = {
  0: WEEK_MS,
  1: 2 * WEEK_MS,
  2: 4 * WEEK_MS,
  3: Number.POSITIVE_INFINITY,
};

export function parseTimeScale(value: string | undefined): TimeScale {
  const number = Number(value);
  return (TIME_SCALES as readonly number[]).includes(number) && value?.trim() !== ''
    ? (number as TimeScale)
    : DEFAULT_TIME_SCALE;
}

/** The earliest time (ms) inside the scale, or null for total time. */
export function timeScaleStart(scale: TimeScale, now: number): number | null {
  const span = TIME_SCALE_MS[scale];
  return Number.isFinite(span) ? now - span : null;
}

/** A session is in the scale when it was active (opened or last written) inside it. */
export function isInTimeScale(lastActivity: number, scale: TimeScale, now: number): boolean {
  const start = timeScaleStart(scale, now);
  return start === null || lastActivity >= start;
}

// ---- Pagination -----------------------------------------------------------------------------

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export function parsePageSize(value: string | number | undefined): PageSize {
  const number = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(number)
    ? (number as PageSize)
    : DEFAULT_PAGE_SIZE;
}

/** At least one page, so 'page 1 / 1' shows for an empty book. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Spec 2 §4: a typed page is clamped to 1..total; anything unreadable is page 1. */
export function clampPage(page: number | string, count: number): number {
  const number = typeof page === 'string' ? Number(page.trim() === '' ? NaN : page) : page;
  if (!Number.isFinite(number)) return 1;
  return Math.min(Math.max(1, Math.trunc(number)), Math.max(1, count));
}

/** The 'a - b of total' range of a page (1-based; 0 - 0 of 0 when empty). */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const current = clampPage(page, pageCount(total, pageSize));
  return {
    from: (current - 1) * pageSize + 1,
    to: Math.min(current * pageSize, total),
    total,
  };
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const { from, to } = pageRange(page, pageSize, items.length);
  return from === 0 ? [] : items.slice(from - 1, to);
}

// ---- Students -------------------------------------------------------------------------------

export interface StudentLike extends NamedUser {
  UserId: string;
}

/**
 * Spec 2 §5: students de-duplicated by UserId (first copy wins), the viewer left out, a
 * case-insensitive substring search on the name (as listed, 'last, first', or as displayed,
 * 'first last'), sorted by the listed name.
 */
export function searchStudents<T extends StudentLike>(
  students: readonly T[],
  query: string,
  viewerId: string,
  locale?: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  const seen = new Set<string>();
  const result: T[] = [];
  for (const student of students) {
    if (student.UserId === viewerId || seen.has(student.UserId)) continue;
    seen.add(student.UserId);
    if (
      needle &&
      !listName(student).toLocaleLowerCase(locale).includes(needle) &&
      !displayName(student).toLocaleLowerCase(locale).includes(needle)
    )
      continue;
    result.push(student);
  }
  return result.sort((a, b) => compareListNames(a, b, locale));
}

/**
 * The students with a lab book (spec 2: the selector lists lab books, with an empty message when
 * there are none): those whose last update is known. While the updates are unknown (loading, or
 * offline without saved data) every student is kept.
 */
export function withLabBooks<T extends StudentLike>(
  students: readonly T[],
  lastUpdated: ReadonlyMap<string, number | null> | undefined,
): readonly T[] {
  if (!lastUpdated) return students;
  return students.filter((student) => typeof lastUpdated.get(student.UserId) === 'number');
}

/** Previous/next in a list, wrapping around both ends (the lab-book browser's arrows). */
export function wrapAround<T>(
  items: readonly T[],
  isCurrent: (item: T) => boolean,
  direction: -1 | 1,
): T | undefined {
  if (items.length === 0) return undefined;
  const index = items.findIndex(isCurrent);
  if (index < 0) return direction === 1 ? items[0] : items[items.length - 1];
  return items[(index + direction + items.length) % items.length];
}

// ---- Groups ---------------------------------------------------------------------------------

export interface GroupLike {
  Status?: string | null;
  isTA?: boolean;
  isStudent?: boolean;
}

/**
 * Spec 2: the group filter lists non-archived groups; a TA sees only the groups they are TA for,
 * plus their memberships.
 */
export function visibleGroups<T extends GroupLike>(groups: readonly T[], isTA: boolean): T[] {
  return groups.filter(
    (group) =>
      group.Status !== 'Archived' && (!isTA || group.isTA === true || group.isStudent === true),
  );
}

// ---- Progress -------------------------------------------------------------------------------

/** Percentage of a queue of users loaded (0..100, whole numbers). */
export function queueProgress(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.round((Math.min(done, total) / total) * 100);
}

const RETRIEVAL_STEPS = 6;

/**
 * Spec 2: user retrieval progress is computed out of 6 steps. Step 1 is the viewer's groups
 * (0 / 6 until they are loaded); steps 2 to 6 are the queue of the groups' students, so the bar
 * only ever moves forward.
 */
export function userRetrievalProgress(
  isGroupsLoaded: boolean,
  doneGroups: number,
  totalGroups: number,
): number {
  if (!isGroupsLoaded) return 0;
  const queue = queueProgress(doneGroups, totalGroups) / 100;
  return Math.round(((1 + queue * (RETRIEVAL_STEPS - 1)) / RETRIEVAL_STEPS) * 100);
}
