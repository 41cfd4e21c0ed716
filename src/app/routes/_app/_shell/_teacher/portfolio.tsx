import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { optionalString, searchSchema } from '@/lib/search-params';

export const Route = createFileRoute('/_app/_shell/_teacher/portfolio')({
  validateSearch: searchSchema({ groupid: optionalString, uuid: optionalString }),
  component: () => <NotAvailablePage page="portfolio" />,
});
