import { createFileRoute } from '@tanstack/react-router';
import { ProxyPage } from '@/features/proxy/components/proxy-page';

/** /proxy: the support users' proxy tool (spec 1 §2 "Proxy", issue 12). */
export const Route = createFileRoute('/_app/_shell/_support/proxy')({
  component: ProxyRoute,
});

function ProxyRoute() {
  const { session } = Route.useRouteContext();
  return (
    <ProxyPage
      supportUserId={session.proxy?.supportUserId ?? session.userId}
      proxy={session.proxy}
    />
  );
}
