import { createFileRoute, redirect } from '@tanstack/react-router';
import { LabFrameHost } from '@/app/lab-frame-host';
import {
  decideLoader,
  isLoaderAddress,
  labFrameUrl,
  loaderLanguage,
} from '@/features/labs/loader-rules';
import { benchAddress } from '@/features/labs/bench-address';
import { LoaderPage } from '@/features/labs/components/loader-page';
import { isTeacherMode } from '@/features/user/session-user';
import { getCookie, INSTRUCTOR_HOME_COOKIE } from '@/lib/cookies';

/** The page loader (spec 2): /{lab identifier}/{preset id}, both optional ("0" when absent). */
export const Route = createFileRoute('/_app/{-$labPath}/{-$presetPath}')({
  beforeLoad: async ({ context, params, location }) => {
    // The lab list parses product metadata with the zod contract: loaded here, not with the app.
    const { availableLabs, findLabEntry } = await import('@/features/labs/lab-list');
    const user = context.sessionUser;
    const labs = availableLabs(user.products, { betaTester: user.betaTester });
    const decision = decideLoader({
      labPath: params.labPath,
      presetPath: params.presetPath,
      isInstructor: isTeacherMode(user, context.session.studentView.get()),
      instructorHome: getCookie(INSTRUCTOR_HOME_COOKIE),
      ownedBenchNames: user.products
        .filter((product) => product.ProductType === 'Bench')
        .map((product) => product.Name),
      availableLabNames: labs.map((entry) => entry.lab.name),
      hasLicenses: user.licenses.length > 0,
    });
    // Licenses that could not be loaded are no proof of a missing license: Lab Home says why.
    const isUnknown = user.unavailable.some(
      (part) => part === 'licenses' || part === 'bundleProducts',
    );
    if (decision.kind === 'unauthorized' && isUnknown) {
      throw redirect({ to: '/labs/{-$uuid}', params: { uuid: undefined }, replace: true });
    }
    if (decision.kind === 'unauthorized') {
      throw redirect({
        to: '/labs/{-$uuid}',
        params: { uuid: undefined },
        search: { unauthorized: decision.lab.identifier },
        replace: true,
      });
    }
    const entry =
      decision.kind === 'open' ? findLabEntry(labs, decision.lab.identifier) : undefined;
    if (decision.kind === 'redirect' || !entry) {
      const to =
        decision.kind === 'redirect' && decision.to === '/dashboard'
          ? '/dashboard'
          : '/labs/{-$uuid}';
      throw redirect({ to, params: { uuid: undefined }, replace: true });
    }
    const origin = window.location.origin;
    const bench = benchAddress(entry.product.Url, entry.lab.identifier, {
      baseUrl: context.services.config.benches.baseUrl,
      origin,
    });
    const src = labFrameUrl(
      bench ?? origin,
      {
        labType: entry.lab.labType,
        preset: decision.preset,
        lang: loaderLanguage(location.searchStr),
        search: location.searchStr,
      },
      origin,
    );
    const isHosted = bench !== null && !isLoaderAddress(bench, entry.lab.identifier, origin);
    return { labToOpen: { name: decision.lab.name, src, isHosted, preset: decision.preset } };
  },
  // The lab's preset (issue 10 §3), from the device once seen; a failure opens the default setup.
  loader: async ({ context }) => {
    const { loadLabPreset } = await import('@/app/load-lab-preset');
    const { queryClient, services, labToOpen } = context;
    return {
      presetData: await loadLabPreset(queryClient, services, services.errorLog, labToOpen.preset),
    };
  },
  pendingComponent: LoaderPage,
  component: LoaderRoute,
});

function LoaderRoute() {
  const { labToOpen } = Route.useRouteContext();
  const { presetData } = Route.useLoaderData();
  return (
    <LabFrameHost
      labName={labToOpen.name}
      src={labToOpen.src}
      isHosted={labToOpen.isHosted}
      presetData={presetData}
    />
  );
}
