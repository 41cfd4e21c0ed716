import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

/** /assignments/:groupId? (spec 1 §2 "optional groupId"). */
export const Route = createFileRoute('/_app/_shell/assignments/{-$groupId}')({
  component: () => <NotAvailablePage page="assignments" />,
});
