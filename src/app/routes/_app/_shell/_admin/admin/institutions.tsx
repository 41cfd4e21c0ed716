import { createFileRoute } from '@tanstack/react-router';
import { InstitutionsPage } from '@/features/admin/components/institutions-page';

/** /admin/institutions: institutions (spec 1 §7). */
export const Route = createFileRoute('/_app/_shell/_admin/admin/institutions')({
  component: InstitutionsPage,
});
