import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '@/app/use-current-user';
import { PurchasePage } from '@/features/purchase/components/purchase-page';
import { optionalInt, searchSchema } from '@/lib/search-params';

/** /purchase (spec 1 §2). Batch buyers: instructors, and anyone who chose Bulk purchase. */
export const Route = createFileRoute('/_app/_bare/purchase')({
  validateSearch: searchSchema({
    /** Bulk purchase (the license message's Bulk purchase button). */
    batch: optionalInt,
    bundleid: optionalInt,
  }),
  // Imported on demand: the loader's zod schemas stay out of the app shell.
  loader: async ({ context }) => {
    const { getPurchasableBundlesQueryOptions } =
      await import('@/features/purchase/api/get-purchasable-bundles');
    return context.queryClient.ensureQueryData(getPurchasableBundlesQueryOptions(context.services));
  },
  component: PurchaseRoute,
});

function PurchaseRoute() {
  const bundles = Route.useLoaderData();
  const { batch, bundleid } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useCurrentUser();
  const isBatch = batch === 1 || user.isInstructor;
  return (
    <PurchasePage
      bundles={bundles}
      email={user.email}
      isBatch={isBatch}
      bundleId={bundleid}
      onCheckout={({ bundleIds, quantity }) =>
        void navigate({
          to: '/checkout',
          search: { quantity, bundles: bundleIds.join(','), ...(isBatch ? { batch: 1 } : {}) },
        })
      }
    />
  );
}
