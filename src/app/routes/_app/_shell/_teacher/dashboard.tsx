import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { TimeScale } from '@common/domain/lab-book-rules';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { optionalInt, searchSchema } from '@/lib/search-params';

/** Total time, as the lab book's default (common/domain/lab-book-rules DEFAULT_TIME_SCALE). */
const DEFAULT_SCALE: TimeScale = 3;

const readScale = (value: unknown): TimeScale | undefined => {
  const scale = optionalInt(value, 0);
  return scale !== undefined && scale <= 3 ? (scale as TimeScale) : undefined;
};

/** /dashboard?scale=0..3 (spec 2 §2): the instructor's home; the time scale is in the address. */
const readSearch = searchSchema({ scale: readScale });

export const Route = createFileRoute('/_app/_shell/_teacher/dashboard')({
  validateSearch: readSearch,
  loaderDeps: ({ search }) => {
    const read: ReturnType<typeof readSearch> = search;
    return { scale: read.scale ?? DEFAULT_SCALE };
  },
  // Imported on demand; the request is started, not awaited: the page shows its progress
  // phases (spec 2 §2). The chart library (nivo) loads beside it, only for this route.
  loader: async ({ context, deps }) => {
    void import('@/features/dashboard/charts/dashboard-charts');
    const { startDashboard } = await import('@/features/dashboard/start-dashboard');
    startDashboard(context.queryClient, context.services, context.session.userId, deps.scale);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { session } = Route.useRouteContext();
  const { scale } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const onScaleChange = useCallback(
    (next: TimeScale) =>
      void navigate({ search: next === DEFAULT_SCALE ? {} : { scale: next }, replace: true }),
    [navigate],
  );
  return <DashboardPage userId={session.userId} scale={scale} onScaleChange={onScaleChange} />;
}
