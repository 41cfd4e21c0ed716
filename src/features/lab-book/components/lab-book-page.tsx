import { Title } from '@mantine/core';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { LAB_BOOK_NAMESPACE, labBookLocales } from '../locales';
import type { Viewer } from '../viewer';
import { OwnBook } from './own-book';

/**
 * /labbook: student_view, a student's own book (students, and instructors or TAs in student
 * view, who behave as students).
 */
export function LabBookPage({ viewer }: { viewer: Viewer }) {
  const { t } = useFeatureTranslation(LAB_BOOK_NAMESPACE, labBookLocales);
  useDocumentTitle(t('title'));
  return (
    <OwnBook
      viewer={{ ...viewer, isTeacher: false }}
      heading={
        <Title order={1} size="h2">
          {t('title')}
        </Title>
      }
    />
  );
}
