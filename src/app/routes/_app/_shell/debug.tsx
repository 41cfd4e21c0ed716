import { createFileRoute } from '@tanstack/react-router';
import { DebugPage } from '@/features/debug/components/debug-page';
import { useServices } from '@/lib/services';

export const Route = createFileRoute('/_app/_shell/debug')({
  component: DebugRoute,
});

function DebugRoute() {
  return <DebugPage errorLog={useServices().errorLog} />;
}
