import { useEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useServices } from '@/lib/services';
import { getFrameHandler } from '../api/get-frame-handler';
import { scheduleLtiRedirect } from '../lti-redirect';

/**
 * Spec 1 §4 "LTI": for LTI users, once signed in, asks the auth server's frame handler where the
 * LMS launch wanted to go and goes there (after 500 ms, guarded against repeats for 50 s). The
 * answer is a one-time command from the server, so it is fetched once per page load, here,
 * rather than cached as a query.
 */
export function LtiFrameRedirect({ userId, isFromLti }: { userId: string; isFromLti: boolean }) {
  const services = useServices();
  const router = useRouter();
  const hasAsked = useRef(false);

  useEffect(() => {
    if (!isFromLti || hasAsked.current || !navigator.onLine) return;
    hasAsked.current = true;
    getFrameHandler(services, userId).then(
      ({ redirect }) =>
        scheduleLtiRedirect(redirect, {
          storage: sessionStorage,
          now: () => Date.now(),
          setTimeout: (run, ms) => window.setTimeout(run, ms),
          currentPath: () => `${location.pathname}${location.search}${location.hash}`,
          navigate: (target) => router.history.push(target),
        }),
      // The api client has recorded the failure (/debug); the user stays where they are.
      () => undefined,
    );
  }, [isFromLti, services, userId, router]);

  return null;
}
