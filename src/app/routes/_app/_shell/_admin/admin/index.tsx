import { createFileRoute } from '@tanstack/react-router';
import { AdminHomePage } from '@/features/admin/components/admin-home-page';

/** /admin: the administrators' area (issue 12 §5): a card per screen. */
export const Route = createFileRoute('/_app/_shell/_admin/admin/')({
  component: AdminHomePage,
});
