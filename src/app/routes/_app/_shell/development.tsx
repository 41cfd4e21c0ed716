import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

export const Route = createFileRoute('/_app/_shell/development')({
  component: () => <NotAvailablePage page="development" />,
});
