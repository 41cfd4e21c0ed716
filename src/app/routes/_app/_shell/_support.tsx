import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * Proxy: support users only, also while they proxy someone (Return to proxy); everyone else goes
 * to Labs (spec 1 §2 "Proxy").
 */
export const Route = createFileRoute('/_app/_shell/_support')({
  beforeLoad: ({ context }) => {
    if (!context.sessionUser.isBlSupportUser && !context.session.proxy) {
      throw redirect({ to: '/labs/{-$uuid}', params: { uuid: undefined }, replace: true });
    }
  },
});
