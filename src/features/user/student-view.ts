import { useSyncExternalStore } from 'react';

/** Instructors and TAs can look at the portal as a student; the choice is kept per user. */
export interface StudentViewStore {
  get(): boolean;
  set(value: boolean): void;
  subscribe(listener: () => void): () => void;
}

export const studentViewStorageKey = (userId: string) => `lab-portal:student-view:${userId}`;

export function createStudentViewStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  userId: string,
): StudentViewStore {
  const key = studentViewStorageKey(userId);
  let value = storage.getItem(key) === '1';
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      if (next) storage.setItem(key, '1');
      else storage.removeItem(key);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStudentView(store: StudentViewStore): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
