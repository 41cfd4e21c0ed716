import { createFileRoute } from '@tanstack/react-router';
import { ResellersPage } from '@/features/admin/components/resellers-page';

/** /admin/resellers: resellers, their domains and white-label images. */
export const Route = createFileRoute('/_app/_shell/_admin/admin/resellers')({
  component: ResellersPage,
});
