import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '@/app/use-current-user';
import { AssignmentsPage } from '@/features/assignments/components/assignments-page';
import { isTeacherMode } from '@/features/user/session-user';

/** A group id from the path, or undefined (none, or not an id). */
const parseGroupId = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /assignments/:groupId? (spec 1 §2 "optional groupId", spec 3 §2 "Assignments"): instructors
 * and TAs (outside student view) see the groups they teach; students their own groups.
 */
export const Route = createFileRoute('/_app/_shell/assignments/{-$groupId}')({
  // Imported on demand: the loader's zod schemas stay out of the app shell.
  loader: async ({ context, params }) => {
    const { loadAssignments } = await import('@/features/assignments/load-assignments');
    const isTeacher = isTeacherMode(context.sessionUser, context.session.studentView.get());
    await loadAssignments(context.queryClient, context.services, {
      mode: isTeacher ? 'teacher' : 'student',
      userId: context.session.userId,
      groupId: parseGroupId(params.groupId),
    });
  },
  component: AssignmentsRoute,
});

function AssignmentsRoute() {
  const { groupId } = Route.useParams();
  const navigate = Route.useNavigate();
  const { user, teacherMode } = useCurrentUser();
  return (
    <AssignmentsPage
      viewer={{
        userId: user.userId,
        mode: teacherMode ? 'teacher' : 'student',
        isTaOnly: user.isTA && !user.isInstructor,
        isProxying: user.isProxying,
      }}
      groupId={parseGroupId(groupId)}
      onGroupChange={(id, options) =>
        void navigate({
          to: '/assignments/{-$groupId}',
          params: { groupId: id === undefined ? undefined : String(id) },
          replace: options?.replace ?? false,
        })
      }
    />
  );
}
