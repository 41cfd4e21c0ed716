import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLtiAdministrator } from '@/features/lti/lti-admin';

/** Administration pages: administrators (roles 1 and 11) only; everyone else goes to Labs. */
export const Route = createFileRoute('/_app/_shell/_admin')({
  beforeLoad: ({ context }) => {
    if (!isLtiAdministrator(context.sessionUser.roles)) {
      throw redirect({ to: '/labs/{-$uuid}', params: { uuid: undefined }, replace: true });
    }
  },
});
