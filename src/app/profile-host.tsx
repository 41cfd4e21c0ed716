import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useOnline } from '@/lib/use-online';
import { useServices } from '@/lib/services';
import { ContractsSection } from '@/features/licenses/components/contracts-section';
import { LicenseDetails } from '@/features/licenses/components/license-details';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { getUserQueryOptions } from '@/features/user/api/get-user';
import { userQueries } from '@/features/user/api/queries';
import { useLicenseActivation } from './license-activation';
import { useCurrentUser } from './use-current-user';

/** /profile: the profile feature with the licenses feature's sections (features never import each other). */
export function ProfileHost() {
  const services = useServices();
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const { user: sessionUser, session } = useCurrentUser();
  const { userId } = session;
  // Loaded with the session user (and saved on the device), so this opens offline too.
  const { data: user } = useSuspenseQuery(getUserQueryOptions(services, userId));
  const activation = useLicenseActivation(userId);

  return (
    <>
      <ProfilePage
        user={user}
        onUpdated={(next) => {
          queryClient.setQueryData(userQueries.detail(userId), next);
          void queryClient.invalidateQueries({ queryKey: userQueries.byId(userId) });
        }}
        onSignInAgain={(next) => {
          // The tokens are revoked, so nothing can be fetched now: keep the new user on the
          // device and mark the rest stale, so the page after sign-in shows and refreshes them.
          queryClient.setQueryData(userQueries.detail(userId), next);
          void queryClient.invalidateQueries({
            queryKey: userQueries.byId(userId),
            refetchType: 'none',
          });
          // The saved cache is written within 250 ms (lib/query-client.ts).
          window.setTimeout(() => void session.auth.signIn('/profile'), 400);
        }}
        licenses={<LicenseDetails userId={userId} onActivate={() => activation.open()} />}
        contracts={
          <ContractsSection
            contracts={sessionUser.contracts}
            onActivateCode={activation.open}
            canActivate={isOnline && !sessionUser.isProxying}
          />
        }
      />
      {activation.dialog}
    </>
  );
}
