import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/app/use-current-user';
import { licenseQueries } from '@/features/licenses/api/queries';
import { CheckoutPage } from '@/features/purchase/components/checkout-page';
import { NoSelection } from '@/features/purchase/components/no-selection';
import { catalogQueries, userQueries } from '@/features/user/api/queries';
import { optionalInt, optionalString, searchSchema } from '@/lib/search-params';

/** Bundle ids as the purchase page passes them: `1,3`. */
const idList = (value: unknown) => {
  const text = optionalString(value);
  const ids = text
    ?.split(',')
    .map((part) => optionalInt(part, 1))
    .filter((id): id is number => id !== undefined);
  return ids && ids.length > 0 ? ids.join(',') : undefined;
};

/** /checkout (spec 1 §2): receives quantity (and the chosen bundles). */
export const Route = createFileRoute('/_app/_bare/checkout')({
  validateSearch: searchSchema({
    quantity: (value: unknown) => optionalInt(value, 1),
    bundles: idList,
    batch: optionalInt,
  }),
  loader: async ({ context }) => {
    const [{ getPurchasableBundlesQueryOptions }, { loadCardTokenizer }] = await Promise.all([
      import('@/features/purchase/api/get-purchasable-bundles'),
      import('@/features/purchase/card/load-card-tokenizer'),
    ]);
    const [bundles, tokenizer] = await Promise.all([
      context.queryClient.ensureQueryData(getPurchasableBundlesQueryOptions(context.services)),
      loadCardTokenizer(context.services.config.payments.stripePublishableKey),
    ]);
    return { bundles, tokenizer };
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { bundles, tokenizer } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const isBatch = search.batch === 1 || user.isInstructor;
  const ids = (search.bundles ?? '').split(',').map(Number);
  const chosen = bundles.filter((b) => ids.includes(b.Id));
  if (chosen.length === 0) return <NoSelection onBack={() => void navigate({ to: '/purchase' })} />;
  return (
    <CheckoutPage
      userId={user.userId}
      email={user.email}
      language={i18n.language}
      bundles={chosen}
      quantity={isBatch ? (search.quantity ?? 1) : 1}
      isBatch={isBatch}
      tokenizer={tokenizer}
      onActivated={() => {
        void queryClient.invalidateQueries({ queryKey: userQueries.byId(user.userId) });
        void queryClient.invalidateQueries({ queryKey: catalogQueries.all });
        void queryClient.invalidateQueries({ queryKey: licenseQueries.details(user.userId) });
      }}
      onReturn={() => void navigate({ to: '/' })}
    />
  );
}
