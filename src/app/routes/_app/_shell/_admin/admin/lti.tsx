import { createFileRoute } from '@tanstack/react-router';
import { LtiConnectionsPage } from '@/features/lti/components/lti-connections-page';

/** /admin/lti: the LMS connections (issue 11 §6). */
export const Route = createFileRoute('/_app/_shell/_admin/admin/lti')({
  // Imported on demand: the loader's zod schemas stay out of the app shell.
  loader: async ({ context }) => {
    const { loadLtiSettings } = await import('@/features/lti/load-lti-settings');
    await loadLtiSettings(context.queryClient, context.services, context.session.userId);
  },
  component: LtiRoute,
});

function LtiRoute() {
  const { session } = Route.useRouteContext();
  return <LtiConnectionsPage userId={session.userId} />;
}
