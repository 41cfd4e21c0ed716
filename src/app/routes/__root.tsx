import { lazy, Suspense } from 'react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/session';

// Shown only once a new version or the offline copy is ready, never on the first screen: it
// loads beside the page instead of with the app's start.
const UpdatePrompt = lazy(() =>
  import('@/app/shell/update-prompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

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
