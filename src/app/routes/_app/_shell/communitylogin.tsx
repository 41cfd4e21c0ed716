import { createFileRoute } from '@tanstack/react-router';
import { CommunityLoginPage } from '@/features/community/components/community-login-page';
import { optionalString, searchSchema } from '@/lib/search-params';

/** /communitylogin: the forum's DiscourseConnect hand-off (spec 1 §4). */
export const Route = createFileRoute('/_app/_shell/communitylogin')({
  validateSearch: searchSchema({ sso: optionalString, sig: optionalString }),
  component: CommunityLoginRoute,
});

function CommunityLoginRoute() {
  const { session } = Route.useRouteContext();
  const { sso, sig } = Route.useSearch();
  return <CommunityLoginPage userId={session.userId} sso={sso} sig={sig} />;
}
