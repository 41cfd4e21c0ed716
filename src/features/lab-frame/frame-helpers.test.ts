import { describe, expect, it, vi } from 'vitest';
import { frameParams, labOrigin, withPortalLanguage } from './frame-url';
import {
  PORTAL_ONLINE_COOKIE,
  PORTAL_ONLINE_LIFETIME_S,
  PORTAL_ONLINE_REFRESH_MS,
  startPortalOnlineCookie,
} from './portal-online-cookie';

describe('lab frame URL', () => {
  const src = 'https://portal.example.org/benches/density/?labType=7&preset=0&lang=en&group=4';

  it('uses the portal language when the loader had no lang', () => {
    expect(withPortalLanguage(src, '?group=4', 'es')).toBe(
      'https://portal.example.org/benches/density/?labType=7&preset=0&lang=es&group=4',
    );
    expect(withPortalLanguage(src, '?lang=', 'pt')).toContain('lang=pt');
  });

  it('keeps the lang the loader was given', () => {
    expect(withPortalLanguage(src, '?lang=en&group=4', 'es')).toBe(src);
    expect(withPortalLanguage(src, '', undefined)).toBe(src);
  });

  it('reads labType, preset and lang back, with the loader defaults', () => {
    expect(frameParams(src)).toEqual({ labType: 7, preset: '0', lang: 'en' });
    expect(frameParams('https://x.example/lab/')).toEqual({ labType: 0, preset: '0', lang: 'en' });
    expect(frameParams('https://x.example/lab/?labType=abc').labType).toBe(-1);
  });

  it('takes the origin of the bench', () => {
    expect(labOrigin(src)).toBe('https://portal.example.org');
    expect(labOrigin('https://labs.example.org:8443/density/?a=1')).toBe(
      'https://labs.example.org:8443',
    );
  });
});

describe('portal online cookie (spec 2 §7)', () => {
  it('is written at once, then every 500 ms with a 15 s lifetime, until stopped', () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn();
      const stop = startPortalOnlineCookie({
        write,
        setInterval: (callback, ms) => setInterval(callback, ms),
        clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      });
      expect(write).toHaveBeenCalledWith(PORTAL_ONLINE_COOKIE, '1', 15);
      vi.advanceTimersByTime(2_000);
      expect(write).toHaveBeenCalledTimes(1 + 2_000 / PORTAL_ONLINE_REFRESH_MS);
      stop();
      stop();
      vi.advanceTimersByTime(2_000);
      expect(write).toHaveBeenCalledTimes(5);
      expect(PORTAL_ONLINE_LIFETIME_S).toBe(15);
    } finally {
      vi.useRealTimers();
    }
  });
});
