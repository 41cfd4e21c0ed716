import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { LoadingScreen } from '@/components/loading-screen';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import type { RouterContext } from './session';

// The error and not-found pages are rarely seen: their own chunk keeps them (and the Mantine
// parts only they use) out of the app's start. preloadRarePages fetches them once the first
// screen is drawn, so they show without a network too.
const RouteError = lazyRouteComponent(() => import('@/components/route-error'), 'RouteError');
const NotFoundPage = lazyRouteComponent(
  () => import('@/components/not-found-page'),
  'NotFoundPage',
);

export function preloadRarePages(): Promise<unknown> {
  return Promise.all([RouteError.preload?.(), NotFoundPage.preload?.()]);
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Loaders read the query cache, so the router keeps no copy of its own.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    defaultPendingMs: 250,
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
