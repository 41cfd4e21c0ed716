import type { Banner, BannerList, BannerPage } from '@common/schemas/banners';

/** Spec 2 §9: a banner shows for 5 s before the next; the area is 80 px high. */
export const BANNER_ROTATION_MS = 5000;
export const BANNER_HEIGHT = 80;

/** Spec 2 §9: dark teal, dark red, purple, green, brown (white text reads on each). */
export const BANNER_COLORS = ['#00695c', '#8b1a1a', '#5e35b1', '#2e7d32', '#6d4c41'] as const;

/** Spec 2 §6: instructors read list 1, everyone else list 2. */
export function bannerListFor(isInstructor: boolean): BannerList {
  return isInstructor ? 1 : 2;
}

/** Named routes (spec 1 §2) by the first segment of the address. */
const PAGE_BY_SEGMENT: Readonly<Record<string, BannerPage | 'Profile' | 'Debug'>> = {
  labs: 'Labs',
  presets: 'LabsPlus',
  labbook: 'LabBook',
  portfolio: 'Portfolio',
  activities: 'Activities',
  assignments: 'Assignments',
  groups: 'Groups',
  proxy: 'Proxy',
  dashboard: 'dashboard',
  profile: 'Profile',
  debug: 'Debug',
};

/** The route name of `pathname`, or undefined for a page without one (only 'All' banners). */
export function routeNameOf(pathname: string): string | undefined {
  const segment = pathname.split('/').find((part) => part !== '');
  return segment === undefined ? undefined : PAGE_BY_SEGMENT[segment.toLowerCase()];
}

/** Spec 1 §2: Profile and Debug hide the banner (Purchase and Checkout have no shell at all). */
export function isBannerHidden(routeName: string | undefined): boolean {
  return routeName === 'Profile' || routeName === 'Debug';
}

/** The banners of this page (its own and 'All') in the active language, in the server's order. */
export function selectBanners(
  banners: readonly Banner[],
  where: { routeName: string | undefined; language: string },
): Banner[] {
  return banners.filter(
    (banner) =>
      banner.lang === where.language &&
      (banner.page === 'All' || (where.routeName !== undefined && banner.page === where.routeName)),
  );
}

/**
 * Colours 0-4 are the fixed ones; 5 and above are "random" (spec 2 §3): a dark hue picked from
 * the banner's id, so a banner keeps its colour between visits and white text stays readable.
 */
export function bannerColor(color: number, id: number): string {
  const fixed = BANNER_COLORS[color];
  if (fixed) return fixed;
  const hue = Math.abs(Math.imul(id + color, 2654435761)) % 360;
  return `hsl(${hue} 60% 24%)`;
}

/** The banner after `index` (or before, with step -1), wrapping around. */
export function stepIndex(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Why rotation stops: any one of them pauses it. */
export type PauseReason = 'hover' | 'focus' | 'reading' | 'reducedMotion' | 'collapsed' | 'user';

/**
 * The rotation timer: `onTick` every `intervalMs` while nothing pauses it. Resuming (or
 * `restart`, after someone moved to another banner) waits a whole interval again.
 */
export function createRotation(options: { intervalMs: number; onTick: () => void }) {
  const pauses = new Set<PauseReason>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let isRunning = false;

  const reschedule = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    if (isRunning && pauses.size === 0) timer = setInterval(options.onTick, options.intervalMs);
  };

  return {
    start() {
      isRunning = true;
      reschedule();
    },
    stop() {
      isRunning = false;
      reschedule();
    },
    restart: reschedule,
    setPaused(reason: PauseReason, isPaused: boolean) {
      if (pauses.has(reason) === isPaused) return;
      if (isPaused) pauses.add(reason);
      else pauses.delete(reason);
      reschedule();
    },
    isTicking: () => timer !== undefined,
  };
}
