import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { optionalInt, searchSchema } from '@/lib/search-params';

export const Route = createFileRoute('/_app/_bare/purchase')({
  validateSearch: searchSchema({
    /** Bulk purchase for institutions. */
    batch: optionalInt,
    bundleid: optionalInt,
  }),
  component: () => <NotAvailablePage page="purchase" />,
});
