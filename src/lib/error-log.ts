/** One failed call, as listed on /debug (spec 1 §2: store, method, params and error text). */
export interface RecordedError {
  id: string;
  /** ISO time of the failure. */
  time: string;
  /** The area (store) that made the call, e.g. `user`, `labs`. */
  store: string;
  /** HTTP method, or the operation name for failures that are not HTTP calls. */
  method: string;
  /** The URL and the body of the call, secrets masked. */
  params: string;
  error: string;
}

export interface ErrorLog {
  record(entry: Omit<RecordedError, 'id' | 'time'> & { time?: string }): void;
  list(): readonly RecordedError[];
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export const ERROR_LOG_STORAGE_KEY = 'lab-portal:errors';
const MAX_ENTRIES = 200;

/**
 * Kept in memory and mirrored to sessionStorage, so a reload within the tab keeps the list (what
 * support asks a student to open at /debug) while a new tab starts clean.
 */
export function createErrorLog(
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): ErrorLog {
  let entries: readonly RecordedError[] = readStored(storage);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    record(entry) {
      const next: RecordedError = {
        id: crypto.randomUUID(),
        time: entry.time ?? new Date().toISOString(),
        store: entry.store,
        method: entry.method,
        params: entry.params,
        error: entry.error,
      };
      entries = [next, ...entries].slice(0, MAX_ENTRIES);
      try {
        storage?.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(entries));
      } catch {
        // A full sessionStorage must not break the call that failed.
      }
      emit();
    },
    list: () => entries,
    clear() {
      entries = [];
      storage?.removeItem(ERROR_LOG_STORAGE_KEY);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function readStored(storage?: Pick<Storage, 'getItem'>): readonly RecordedError[] {
  try {
    const text = storage?.getItem(ERROR_LOG_STORAGE_KEY);
    const parsed: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(parsed) ? (parsed as RecordedError[]) : [];
  } catch {
    return [];
  }
}
