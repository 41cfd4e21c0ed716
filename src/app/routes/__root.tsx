import { lazy, Suspense } from 'react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/rare-pages';
import type { RouterContext } from '@/app/session';

// Shown only once a new version or the offline copy is ready, never on the first screen: it
// loads beside the page instead of with the app's start.
const UpdatePrompt = lazy(() =>
  import('@/app/shell/update-prompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RootNotFound,
});

// An address no route matches is shown here, outside the shell, so the page brings its own main
// landmark. Inside the shell (an unknown lab) the router's default one sits in the shell's main,
// where a second main must not nest.
function RootNotFound() {
  return (
    <main id="main-content">
      <NotFoundPage />
    </main>
  );
}

function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </>
  );
}
