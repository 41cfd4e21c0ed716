import { createRouter } from '@tanstack/react-router';
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

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
