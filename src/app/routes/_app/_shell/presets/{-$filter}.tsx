import { useMemo } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { findLabByIdentifier } from '@common/domain/labs';
import { useCurrentUser } from '@/app/use-current-user';
import { availableLabs } from '@/features/labs/lab-list';
import { PresetsPage } from '@/features/presets/components/presets-page';

/**
 * /presets and /presets/{lab identifier} (spec 3 §2): the filter (from a lab card's "Presets")
 * preselects the lab and shows the system presets.
 */
export const Route = createFileRoute('/_app/_shell/presets/{-$filter}')({
  beforeLoad: ({ context }) => {
    // Spec 3 §2: once products loaded, a user who owns no benches is sent to the root route.
    const user = context.sessionUser;
    const isLoaded = !user.unavailable.some(
      (part) => part === 'catalog' || part === 'licenses' || part === 'bundleProducts',
    );
    if (isLoaded && !user.products.some((product) => product.ProductType === 'Bench')) {
      throw redirect({
        to: '/{-$labPath}/{-$presetPath}',
        params: { labPath: undefined, presetPath: undefined },
        replace: true,
      });
    }
  },
  // Imported on demand: the loader's zod schemas stay out of the app shell.
  loader: async ({ context }) => {
    const { loadPresets } = await import('@/features/presets/load-presets');
    await loadPresets(context.queryClient, context.services, context.session.userId);
  },
  component: PresetsRoute,
});

function PresetsRoute() {
  const { filter } = Route.useParams();
  const { user, teacherMode } = useCurrentUser();
  // Beta labs are hidden from users who are not beta testers (spec 3 §2).
  const hiddenLabTypes = useMemo(
    () =>
      user.betaTester
        ? []
        : availableLabs(user.products, { betaTester: true })
            .filter((entry) => entry.isBeta)
            .map((entry) => entry.lab.labType),
    [user.products, user.betaTester],
  );
  const labType = filter ? findLabByIdentifier(filter)?.labType : undefined;
  return (
    <PresetsPage
      // A lab card's "Presets" while on this page starts the page over with that lab.
      key={filter ?? ''}
      labType={labType}
      viewer={{
        userId: user.userId,
        isInstructor: user.isInstructor && teacherMode,
        hiddenLabTypes,
      }}
    />
  );
}
