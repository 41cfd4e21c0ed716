import { Title } from '@mantine/core';
import type { SessionWithEntries } from '@/offline/lab-book-first-read';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { LAB_BOOK_NAMESPACE, labBookLocales } from '../locales';
import type { Viewer } from '../viewer';
import { OwnBook } from './own-book';

/**
 * /labbook: student_view, a student's own book (students, and instructors or TAs in student
 * view, who behave as students).
 */
export function LabBookPage({
  viewer,
  newest,
}: {
  viewer: Viewer;
  /** The newest sessions, already read from the device (the route's loader). */
  newest?: readonly SessionWithEntries[] | undefined;
}) {
  const { t } = useFeatureTranslation(LAB_BOOK_NAMESPACE, labBookLocales);
  useDocumentTitle(t('title'));
  return (
    <OwnBook
      viewer={{ ...viewer, isTeacher: false }}
      newest={newest}
      heading={
        <Title order={1} size="h2">
          {t('title')}
        </Title>
      }
    />
  );
}
