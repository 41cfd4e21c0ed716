import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LTI_REDIRECT_DELAY_MS,
  LTI_REDIRECT_REPEAT_GUARD_MS,
  LTI_REDIRECT_STORAGE_KEY,
  scheduleLtiRedirect,
  type RedirectDeps,
} from './lti-redirect';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('LTI redirect (spec 1 §4: delay 500 ms, repeat guard 50 000 ms)', () => {
  let navigate: ReturnType<typeof vi.fn<(target: string) => void>>;
  let deps: RedirectDeps;
  let path: string;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    navigate = vi.fn<(target: string) => void>();
    path = '/labs';
    deps = {
      storage: memoryStorage(),
      now: () => Date.now(),
      setTimeout: (run, ms) => setTimeout(run, ms),
      currentPath: () => path,
      navigate,
    };
  });
  afterEach(() => vi.useRealTimers());

  it('redirects after 500 ms, not before', () => {
    scheduleLtiRedirect('/labs/physics-density', deps);
    vi.advanceTimersByTime(LTI_REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/labs/physics-density');
  });

  it('guards the same target for 50 000 ms after the redirect', () => {
    scheduleLtiRedirect('/labs/physics-density', deps);
    vi.advanceTimersByTime(LTI_REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
    // Scheduled again so that it fires 49 999 ms after the first redirect: guarded.
    vi.advanceTimersByTime(LTI_REDIRECT_REPEAT_GUARD_MS - LTI_REDIRECT_DELAY_MS - 1);
    scheduleLtiRedirect('/labs/physics-density', deps);
    vi.advanceTimersByTime(LTI_REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('redirects to the same target again once 50 000 ms have passed', () => {
    scheduleLtiRedirect('/labs/physics-density', deps);
    vi.advanceTimersByTime(LTI_REDIRECT_DELAY_MS);
    // Fires exactly 50 000 ms after the first redirect.
    vi.advanceTimersByTime(LTI_REDIRECT_REPEAT_GUARD_MS - LTI_REDIRECT_DELAY_MS);
    scheduleLtiRedirect('/labs/physics-density', deps);
    vi.advanceTimersByTime(LTI_REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('lets another target through at once', () => {
    scheduleLtiRedirect('/labs/physics-density', deps);
    vi.advanceTimersByTime(LTI_REDIRECT_DELAY_MS);
    scheduleLtiRedirect('/assignments', deps);
    vi.advanceTimersByTime(LTI_REDIRECT_DELAY_MS);
    expect(navigate.mock.calls).toEqual([['/labs/physics-density'], ['/assignments']]);
  });

  it('redirects once when scheduled twice (a component mounted twice)', () => {
    scheduleLtiRedirect('/assignments', deps);
    scheduleLtiRedirect('/assignments', deps);
    vi.advanceTimersByTime(LTI_REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('ignores no target, other origins, and the page the tab is on', () => {
    scheduleLtiRedirect(null, deps);
    scheduleLtiRedirect('https://evil.example/', deps);
    scheduleLtiRedirect('//evil.example/', deps);
    scheduleLtiRedirect('/labs', deps);
    vi.advanceTimersByTime(LTI_REDIRECT_DELAY_MS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a damaged guard entry as no entry', () => {
    deps.storage.setItem(LTI_REDIRECT_STORAGE_KEY, '{not json');
    scheduleLtiRedirect('/assignments', deps);
    vi.advanceTimersByTime(LTI_REDIRECT_DELAY_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
