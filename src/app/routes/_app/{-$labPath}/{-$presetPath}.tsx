import { createFileRoute, redirect } from '@tanstack/react-router';
import { LabFrameHost } from '@/app/lab-frame-host';
import {
  decideLoader,
  isLoaderAddress,
  labFrameUrl,
  loaderLanguage,
} from '@/features/labs/loader-rules';
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
    if (decision.kind === 'unauthorized') {
      throw redirect({
        to: '/labs/{-$uuid}',
        params: { uuid: undefined },
        search: { unauthorized: decision.lab.identifier },
        replace: true,
      });
    }
    const productUrl =
      decision.kind === 'open'
        ? findLabEntry(labs, decision.lab.identifier)?.product.Url
        : undefined;
    if (decision.kind === 'redirect' || !productUrl) {
      const to =
        decision.kind === 'redirect' && decision.to === '/dashboard'
          ? '/dashboard'
          : '/labs/{-$uuid}';
      throw redirect({ to, params: { uuid: undefined }, replace: true });
    }
    const src = labFrameUrl(
      productUrl,
      {
        labType: decision.lab.labType,
        preset: decision.preset,
        lang: loaderLanguage(location.searchStr),
        search: location.searchStr,
      },
      window.location.origin,
    );
    const isHosted = !isLoaderAddress(productUrl, decision.lab.identifier, window.location.origin);
    return { labToOpen: { name: decision.lab.name, src, isHosted } };
  },
  pendingComponent: LoaderPage,
  component: LoaderRoute,
});

function LoaderRoute() {
  const { labToOpen } = Route.useRouteContext();
  return (
    <LabFrameHost labName={labToOpen.name} src={labToOpen.src} isHosted={labToOpen.isHosted} />
  );
}
