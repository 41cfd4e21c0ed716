import Dexie, { cmp, RangeSet, type IntervalTree, type ObservabilitySet } from 'dexie';
import type { LabBookDb, LocalSession } from './lab-book-db';

/**
 * Today's Portal session of the store's user, remembered once a committed write found or made
 * it, so the next note's transaction needs no lookup and no lock on the sessions table (issue 13
 * §3). Forgotten, so the next note looks it up again inside its transaction, whenever the lookup
 * could answer otherwise:
 * - the local day changed (checked on every use);
 * - any other session opened today was written, by anyone (another tab, the worker, a refresh
 *   bringing another device's Portal session): a value of the `[actorId+open]` index in today's
 *   range other than this session's own, or this session's key together with other keys;
 * - this session may have been deleted: Dexie reports a delete as the key in `:dels` with no
 *   index value (no code deletes a single session today; one that deletes it after reading it
 *   in the same transaction would look like an update and must call `forget`);
 * - the database closes, or another connection upgrades or deletes it.
 * Dexie's `storagemutated` event reports the commits of this page and, through its
 * BroadcastChannel, of the other tabs and the service worker. Where a report says less (a bulk
 * write of 50 rows or more, a whole table), it covers every key and the cache is forgotten.
 */
export interface PortalSessionCache {
  /** The session as found or made, when still known for the local day starting at `dayStart`. */
  get(dayStart: number): LocalSession | null;
  /** After the commit that found or made the session. */
  set(session: LocalSession, dayStart: number): void;
  forget(): void;
}

const DAY_MS = 86_400_000;

/** Midnight of the local calendar day of `time`. */
export function startOfLocalDay(time: number): number {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

type Cached = { session: LocalSession; dayStart: number };
type KeyRange = { from: unknown; to: unknown };

const isPoint = (range: KeyRange, key: unknown) =>
  cmp(range.from, key) === 0 && cmp(range.to, key) === 0;
/** Whether the range meets [from, to). */
const meets = (range: KeyRange, from: unknown, to: unknown) =>
  cmp(range.to, from) >= 0 && cmp(range.from, to) < 0;
// A report from another tab comes through a BroadcastChannel as a plain tree: wrapped again.
const rangesOf = (tree: IntervalTree | undefined): KeyRange[] => (tree ? [...RangeSet(tree)] : []);

export function createPortalSessionCache(db: LabBookDb, actorId: string): PortalSessionCache {
  let cached: Cached | null = null;
  const prefix = `idb://${db.name}/sessions/`;

  /** Whether these commits could change which session the lookup finds today. */
  function mayChange(parts: ObservabilitySet, entry: Cached): boolean {
    if ('all' in parts) return true;
    const { id, open } = entry.session;
    const own = [actorId, open];
    const today = rangesOf(parts[`${prefix}[actorId+open]`]).filter((range) =>
      meets(range, [actorId, entry.dayStart], [actorId, entry.dayStart + DAY_MS]),
    );
    const keys = rangesOf(parts[prefix]);
    if (today.length > 0) {
      // An update of this session names its own index value and its key only.
      const isOwnUpdate =
        today.every((range) => isPoint(range, own)) && keys.every((range) => isPoint(range, id));
      return !isOwnUpdate;
    }
    // No index value of today: a delete of this session names its key only.
    return rangesOf(parts[`${prefix}:dels`]).some(
      (range) => cmp(range.from, id) <= 0 && cmp(range.to, id) >= 0,
    );
  }

  const onMutated = (parts: ObservabilitySet) => {
    if (cached && mayChange(parts, cached)) forget();
  };
  const onClose = () => forget();

  function forget() {
    if (!cached) return;
    cached = null;
    Dexie.on('storagemutated').unsubscribe(onMutated);
    db.on('versionchange').unsubscribe(onClose);
    db.on('close').unsubscribe(onClose);
  }

  return {
    get(dayStart) {
      if (cached?.dayStart === dayStart) return cached.session;
      forget();
      return null;
    },
    set(session, dayStart) {
      forget();
      cached = { session, dayStart };
      Dexie.on('storagemutated', onMutated);
      db.on('versionchange', onClose);
      db.on('close', onClose);
    },
    forget,
  };
}
