import { createFileRoute } from '@tanstack/react-router';
import { findLabByIdentifier } from '@common/domain/labs';
import { ActivitiesPage } from '@/features/activities/components/activities-page';

/**
 * /activities/:filter? (spec 3 §2 "Activities"): the filter is a lab identifier (the lab card's
 * "Activities" entry) and preselects the All activities view's lab dropdown.
 */
export const Route = createFileRoute('/_app/_shell/activities/{-$filter}')({
  // Imported on demand: the loader's zod schemas stay out of the app shell.
  loader: async ({ context }) => {
    const { loadActivities } = await import('@/features/activities/load-activities');
    await loadActivities(context.queryClient, context.services);
  },
  component: ActivitiesRoute,
});

function ActivitiesRoute() {
  const { filter } = Route.useParams();
  const labName = (filter && findLabByIdentifier(filter)?.name) || null;
  // A new filter (another lab card) starts the page afresh.
  return <ActivitiesPage key={filter ?? ''} labName={labName} />;
}
