import { createFileRoute } from '@tanstack/react-router';
import { RoleId } from '@common/domain/roles';
import { useCurrentUser } from '@/app/use-current-user';
import { GroupsPage } from '@/features/groups/components/groups-page';

/** /groups: the groups the user teaches and the groups they joined (spec 1 "Groups"). */
export const Route = createFileRoute('/_app/_shell/groups')({
  // Imported on demand: the loader's zod schemas stay out of the app shell.
  loader: async ({ context }) => {
    const { loadGroups } = await import('@/features/groups/load-groups');
    await loadGroups(context.queryClient, context.services, context.session.userId);
  },
  component: GroupsRoute,
});

function GroupsRoute() {
  // The live user, not the one the route started with: a TA made or unmade while the page is
  // open (or while a saved copy opened it) sees the right tables once the roles arrive.
  const { user, teacherMode } = useCurrentUser();
  const instructorRole = user.roles.find((role) => role.RoleId === RoleId.Instructor);
  return (
    <GroupsPage
      viewer={{
        userId: user.userId,
        isTeacher: teacherMode,
        canCreate: user.isInstructor && !user.isProxying,
        institutionId: instructorRole?.InstitutionId ?? user.roles[0]?.InstitutionId ?? 0,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
      }}
    />
  );
}
