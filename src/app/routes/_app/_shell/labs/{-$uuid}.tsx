import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { findLabByIdentifier } from '@common/domain/labs';
import { useLicenseActivation } from '@/app/license-activation';
import { useCurrentUser } from '@/app/use-current-user';
import { NotFoundPage } from '@/components/not-found-page';
import { useDesktopWindow } from '@/features/lab-frame/use-desktop-window';
import { DesktopLabsPage } from '@/features/labs/components/desktop-labs-page';
import { LabIntro } from '@/features/labs/components/lab-intro';
import { LabsHome } from '@/features/labs/components/labs-home';
import { LicenseMessage } from '@/features/labs/components/license-message';
import { availableLabs, findLabEntry } from '@/features/labs/lab-list';
import { NO_PARAM } from '@/features/labs/loader-rules';
import { isDesktopOnly } from '@/features/user/session-user';
import { optionalString, searchSchema } from '@/lib/search-params';

/** Home: /labs lists the labs; /labs/{lab identifier} is that lab's intro. */
export const Route = createFileRoute('/_app/_shell/labs/{-$uuid}')({
  validateSearch: searchSchema({
    tag: optionalString,
    /** Set by the loader when the user has no license for a lab. */
    unauthorized: optionalString,
  }),
  component: LabsRoute,
});

function LabsRoute() {
  const { uuid } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const activation = useLicenseActivation(user.userId);
  const labs = useMemo(
    () => availableLabs(user.products, { betaTester: user.betaTester, locale: i18n.language }),
    [user.products, user.betaTester, i18n.language],
  );

  const unauthorizedId = uuid && uuid !== NO_PARAM ? uuid : search.unauthorized;
  const dismissUnauthorized = () =>
    void navigate({
      params: { uuid: undefined },
      search: (previous) => ({ ...previous, unauthorized: undefined }),
      replace: true,
    });

  if (isDesktopOnly(user)) {
    // A web lab opened by a desktop-only user: the same no-license message, above the desktop page.
    const refused = unauthorizedId ? findLabByIdentifier(unauthorizedId) : undefined;
    return (
      <>
        {refused ? (
          <LicenseMessage
            variant="unauthorized"
            labName={refused.name}
            onDismiss={dismissUnauthorized}
            onActivate={() => activation.open()}
          />
        ) : null}
        <DesktopHome productNames={user.desktopProducts.map((product) => product.Name)} />
        {activation.dialog}
      </>
    );
  }

  if (uuid && uuid !== NO_PARAM) {
    const entry = findLabEntry(labs, uuid);
    if (entry) return <LabIntro entry={entry} />;
    if (!findLabByIdentifier(uuid)) return <NotFoundPage />;
  }

  return (
    <>
      <LabsHome
        labs={labs}
        tag={search.tag}
        onTagChange={(tag) =>
          void navigate({ search: (previous) => ({ ...previous, tag }), replace: true })
        }
        hasLicenses={user.licenses.length > 0}
        isUnavailable={user.unavailable.some(
          (part) => part === 'licenses' || part === 'bundleProducts',
        )}
        unauthorizedLab={unauthorizedId ? findLabByIdentifier(unauthorizedId) : undefined}
        onDismissUnauthorized={dismissUnauthorized}
        onActivateLicense={() => activation.open()}
      />
      {activation.dialog}
    </>
  );
}

/** Desktop-only users: the desktop window the portal answers (token, heartbeat, close, logout). */
function DesktopHome({ productNames }: { productNames: string[] }) {
  const desktopWindow = useDesktopWindow();
  return <DesktopLabsPage productNames={productNames} onOpen={desktopWindow.open} />;
}
