import { createFileRoute, redirect } from '@tanstack/react-router';
import { isTeacherMode } from '@/features/user/session-user';

/** Lab book and openmath: students, and instructors or TAs in student view (spec 1 §2). */
export const Route = createFileRoute('/_app/_shell/_student')({
  beforeLoad: ({ context }) => {
    if (isTeacherMode(context.sessionUser, context.session.studentView.get())) {
      throw redirect({ to: '/labs/{-$uuid}', params: { uuid: undefined }, replace: true });
    }
  },
});
