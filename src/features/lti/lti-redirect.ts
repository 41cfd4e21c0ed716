/**
 * Spec 1 §4 / spec 2 §4 "LTI": the frame handler's redirect is applied after 500 ms, and the same
 * target is not redirected to again within 50 000 ms (an LMS frame that reloads the portal must
 * not bounce it in a loop). The last redirect is kept in sessionStorage: per tab, gone with it.
 */
export const LTI_REDIRECT_DELAY_MS = 500;
export const LTI_REDIRECT_REPEAT_GUARD_MS = 50_000;
export const LTI_REDIRECT_STORAGE_KEY = 'lab-portal:lti-redirect';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

interface LastRedirect {
  target: string;
  at: number;
}

function lastRedirect(storage: GuardStorage): LastRedirect | undefined {
  try {
    const value = JSON.parse(storage.getItem(LTI_REDIRECT_STORAGE_KEY) ?? 'null') as unknown;
    if (
      value &&
      typeof value === 'object' &&
      'target' in value &&
      'at' in value &&
      typeof value.target === 'string' &&
      typeof value.at === 'number'
    )
      return { target: value.target, at: value.at };
  } catch {
    // A damaged entry guards nothing.
  }
  return undefined;
}

/** Whether `target` may be redirected to at `now` (not the same target within the guard). */
export function isRedirectAllowed(target: string, storage: GuardStorage, now: number): boolean {
  const last = lastRedirect(storage);
  if (!last || last.target !== target) return true;
  const elapsed = now - last.at;
  // A clock set back counts as "just now".
  return elapsed >= LTI_REDIRECT_REPEAT_GUARD_MS;
}

export function recordRedirect(target: string, storage: GuardStorage, now: number): void {
  storage.setItem(LTI_REDIRECT_STORAGE_KEY, JSON.stringify({ target, at: now }));
}

export interface RedirectDeps {
  storage: GuardStorage;
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  /** The tab's current path with search and hash. */
  currentPath: () => string;
  navigate: (target: string) => void;
}

/**
 * Applies a frame-handler answer: after the delay, goes to `target` unless it is where the tab
 * already is or it was redirected to within the guard. The guard is checked when the redirect
 * happens, so a timer set twice (a component mounted twice) still redirects once.
 */
export function scheduleLtiRedirect(target: string | null, deps: RedirectDeps): void {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return;
  deps.setTimeout(() => {
    const now = deps.now();
    if (deps.currentPath() === target || !isRedirectAllowed(target, deps.storage, now)) return;
    recordRedirect(target, deps.storage, now);
    deps.navigate(target);
  }, LTI_REDIRECT_DELAY_MS);
}
