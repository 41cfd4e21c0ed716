import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';
import { optionalString, searchSchema } from '@/lib/search-params';

export const Route = createFileRoute('/_app/_shell/communitylogin')({
  validateSearch: searchSchema({ sso: optionalString, sig: optionalString }),
  component: () => <NotAvailablePage page="communitylogin" />,
});
