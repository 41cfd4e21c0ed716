import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { LoadingScreen } from '@/components/loading-screen';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import { NotFoundPage, RouteError } from './rare-pages';
import type { RouterContext } from './session';

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

/**
 * Starts loading the code of every route the first address matches, beside the signed-in user's
 * data: the router itself loads a route's code only after the `_app` route's beforeLoad (that
 * data) has settled, one wait after the other. A failed load here is retried by the router.
 */
export function loadFirstPageCode(router: ReturnType<typeof createAppRouter>): void {
  const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
  for (const { routeId } of router.matchRoutes(router.latestLocation)) {
    const route = routes.get(routeId);
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
