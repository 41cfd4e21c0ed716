import { createFileRoute } from '@tanstack/react-router';
import { takeNewestSessions } from '@/offline/lab-book-first-read';
import { LabBookPage } from '@/features/lab-book/components/lab-book-page';
import { LabBookHost } from '@/app/lab-book-host';

/** A device read that takes longer renders the page without it (it then reads by itself). */
const FIRST_READ_TIMEOUT_MS = 1_000;

/** /labbook: the student's own lab book (students, and instructors or TAs in student view). */
export const Route = createFileRoute('/_app/_shell/_student/labbook')({
  // The newest sessions come from the device while the page's code downloads, so the first
  // render shows them (the read the app's start began on a /labbook load, or a new one).
  // A return visit waits for a new read ('blocking'), never showing the sessions read last time.
  loader: {
    handler: async ({ context }) => ({
      newest: await takeNewestSessions(
        context.session.labBook.db,
        context.session.userId,
        FIRST_READ_TIMEOUT_MS,
      ),
    }),
    staleReloadMode: 'blocking',
  },
  component: LabBookRoute,
});

function LabBookRoute() {
  const { sessionUser, session } = Route.useRouteContext();
  const { newest } = Route.useLoaderData();
  return (
    <LabBookHost sessionUser={sessionUser} device={session.labBook} isTeacher={false}>
      {(viewer) => <LabBookPage viewer={viewer} newest={newest} />}
    </LabBookHost>
  );
}
