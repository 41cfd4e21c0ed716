import { createFileRoute } from '@tanstack/react-router';
import { RoleId } from '@common/domain/roles';
import { GroupsPage } from '@/features/groups/components/groups-page';
import { isTeacherMode } from '@/features/user/session-user';

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
  const { sessionUser, session } = Route.useRouteContext();
  const instructorRole = sessionUser.roles.find((role) => role.RoleId === RoleId.Instructor);
  return (
    <GroupsPage
      viewer={{
        userId: sessionUser.userId,
        isTeacher: isTeacherMode(sessionUser, session.studentView.get()),
        canCreate: sessionUser.isInstructor,
        institutionId: instructorRole?.InstitutionId ?? sessionUser.roles[0]?.InstitutionId ?? 0,
        firstName: sessionUser.firstName,
        lastName: sessionUser.lastName,
        email: sessionUser.email,
      }}
    />
  );
}
