import { useSessionUser } from '@/features/user/api/get-session-user';
import { isTeacherMode } from '@/features/user/session-user';
import { useStudentView } from '@/features/user/student-view';
import { useAppSession } from './session';

/** The signed-in user with the student-view switch applied. */
export function useCurrentUser() {
  const session = useAppSession();
  const { user, dataUpdatedAt, isRefetchError, refetch } = useSessionUser(
    session.userId,
    session.claims,
  );
  const studentView = useStudentView(session.studentView);
  return {
    user,
    studentView,
    canUseStudentView: user.isInstructor || user.isTA,
    teacherMode: isTeacherMode(user, studentView),
    dataUpdatedAt,
    isRefetchError,
    refetch,
    session,
  };
}
