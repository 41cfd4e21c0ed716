import { lazyRouteComponent } from '@tanstack/react-router';

// The error and not-found pages are rarely seen: their own chunk keeps them (and the Mantine
// parts only they use) out of the app's start. preloadRarePages fetches them once the first
// screen is drawn, so they show without a network too.
export const RouteError = lazyRouteComponent(
  () => import('@/components/route-error'),
  'RouteError',
);
export const NotFoundPage = lazyRouteComponent(
  () => import('@/components/not-found-page'),
  'NotFoundPage',
);

export function preloadRarePages(): Promise<unknown> {
  return Promise.all([RouteError.preload?.(), NotFoundPage.preload?.()]);
}
