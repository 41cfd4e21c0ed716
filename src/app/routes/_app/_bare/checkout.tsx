import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { optionalInt, searchSchema } from '@/lib/search-params';

export const Route = createFileRoute('/_app/_bare/checkout')({
  validateSearch: searchSchema({ quantity: (value: unknown) => optionalInt(value, 1) }),
  component: () => <NotAvailablePage page="checkout" />,
});
