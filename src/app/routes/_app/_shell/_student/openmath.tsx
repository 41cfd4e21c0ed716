import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

export const Route = createFileRoute('/_app/_shell/_student/openmath')({
  component: () => <NotAvailablePage page="openmath" />,
});
