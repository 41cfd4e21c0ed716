import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLtiAdministrator } from '@/features/lti/lti-admin';

/** Developer pages (/draggable, /development): administrators and support only; others go to Labs. */
export const Route = createFileRoute('/_app/_shell/_developer')({
  beforeLoad: ({ context }) => {
    const { sessionUser } = context;
    if (!isLtiAdministrator(sessionUser.roles) && !sessionUser.isBlSupportUser) {
      throw redirect({ to: '/labs/{-$uuid}', params: { uuid: undefined }, replace: true });
    }
  },
});
