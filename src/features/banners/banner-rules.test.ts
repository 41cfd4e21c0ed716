import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@common/schemas/banners';
import {
  BANNER_COLORS,
  BANNER_ROTATION_MS,
  bannerColor,
  bannerListFor,
  createRotation,
  isBannerHidden,
  routeNameOf,
  selectBanners,
  stepIndex,
} from './banner-rules';

const banner = (id: number, lang: string, page: string): Banner => ({
  id,
  lang,
  page,
  title: `banner ${id}`,
  description: '',
  url: null,
  urlText: null,
  color: 0,
  videoInfo: [],
});

describe('banner selection', () => {
  const banners = [
    banner(1, 'en', 'All'),
    banner(2, 'en', 'Labs'),
    banner(3, 'es', 'All'),
    banner(4, 'en', 'Groups'),
    banner(5, 'pt', 'Labs'),
  ];

  it('takes list 1 for instructors and list 2 for everyone else', () => {
    expect(bannerListFor(true)).toBe(1);
    expect(bannerListFor(false)).toBe(2);
  });

  it('keeps the page\'s own banners and the "All" ones in the active language', () => {
    const ids = (routeName: string | undefined, language: string) =>
      selectBanners(banners, { routeName, language }).map((b) => b.id);
    expect(ids('Labs', 'en')).toEqual([1, 2]);
    expect(ids('Groups', 'en')).toEqual([1, 4]);
    expect(ids('Labs', 'pt')).toEqual([5]);
    expect(ids('Labs', 'es')).toEqual([3]);
    expect(ids(undefined, 'en')).toEqual([1]);
  });

  it('names the routes of spec 1 §2 and hides the banner on Profile and Debug', () => {
    expect(routeNameOf('/labs/0')).toBe('Labs');
    expect(routeNameOf('/presets')).toBe('LabsPlus');
    expect(routeNameOf('/portfolio/12/abc')).toBe('Portfolio');
    expect(routeNameOf('/dashboard')).toBe('dashboard');
    expect(routeNameOf('/openmath')).toBeUndefined();
    expect(routeNameOf('/')).toBeUndefined();
    expect(isBannerHidden(routeNameOf('/profile'))).toBe(true);
    expect(isBannerHidden(routeNameOf('/debug'))).toBe(true);
    expect(isBannerHidden(routeNameOf('/labs'))).toBe(false);
  });
});

describe('banner colours', () => {
  it('uses the five fixed colours for 0-4', () => {
    expect([0, 1, 2, 3, 4].map((c) => bannerColor(c, 7))).toEqual([...BANNER_COLORS]);
  });

  it('picks a dark colour for 5 and above, the same one for the same banner', () => {
    const color = bannerColor(5, 42);
    expect(color).toMatch(/^hsl\(\d+ 60% 24%\)$/);
    expect(bannerColor(5, 42)).toBe(color);
    const hues = new Set([1, 2, 3, 4, 5, 6].map((id) => bannerColor(9, id)));
    expect(hues.size).toBeGreaterThan(1);
  });
});

describe('banner rotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps forward and back, wrapping around', () => {
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(0, 0, 1)).toBe(0);
  });

  it('ticks every 5000 ms and not before', () => {
    const onTick = vi.fn();
    const rotation = createRotation({ intervalMs: BANNER_ROTATION_MS, onTick });
    rotation.start();
    vi.advanceTimersByTime(4999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(3);
    rotation.stop();
    vi.advanceTimersByTime(20_000);
    expect(onTick).toHaveBeenCalledTimes(3);
  });

  it('pauses while any reason holds and waits a whole interval after resuming', () => {
    const onTick = vi.fn();
    const rotation = createRotation({ intervalMs: BANNER_ROTATION_MS, onTick });
    rotation.start();
    vi.advanceTimersByTime(4000);
    rotation.setPaused('hover', true);
    rotation.setPaused('reading', true);
    vi.advanceTimersByTime(30_000);
    expect(onTick).not.toHaveBeenCalled();
    rotation.setPaused('hover', false);
    vi.advanceTimersByTime(30_000);
    expect(onTick).not.toHaveBeenCalled();
    rotation.setPaused('reading', false);
    vi.advanceTimersByTime(4999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('never rotates for people who prefer reduced motion', () => {
    const onTick = vi.fn();
    const rotation = createRotation({ intervalMs: BANNER_ROTATION_MS, onTick });
    rotation.setPaused('reducedMotion', true);
    rotation.start();
    vi.advanceTimersByTime(60_000);
    expect(onTick).not.toHaveBeenCalled();
    expect(rotation.isTicking()).toBe(false);
  });

  it('restarts the interval after a manual move', () => {
    const onTick = vi.fn();
    const rotation = createRotation({ intervalMs: BANNER_ROTATION_MS, onTick });
    rotation.start();
    vi.advanceTimersByTime(4000);
    rotation.restart();
    vi.advanceTimersByTime(4000);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenCalledTimes(1);
  });
});
