import { createFileRoute } from '@tanstack/react-router';
import { LabBookPage } from '@/features/lab-book/components/lab-book-page';
import { LabBookHost } from '@/app/lab-book-host';

/** /labbook: the student's own lab book (students, and instructors or TAs in student view). */
export const Route = createFileRoute('/_app/_shell/_student/labbook')({
  component: LabBookRoute,
});

function LabBookRoute() {
  const { sessionUser, session } = Route.useRouteContext();
  return (
    <LabBookHost sessionUser={sessionUser} device={session.labBook} isTeacher={false}>
      {(viewer) => <LabBookPage viewer={viewer} />}
    </LabBookHost>
  );
}
