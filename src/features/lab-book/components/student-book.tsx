import type { ReactNode } from 'react';
import { useOtherBook } from '../use-book';
import type { Viewer } from '../viewer';
import { BookView } from './book-view';

/** A student's book as their instructor or TA sees it (lab_book_browser). */
export function StudentBook({
  studentId,
  viewer,
  heading,
  owner,
}: {
  studentId: string;
  viewer: Viewer;
  heading?: ReactNode;
  /** The student's name and e-mail for the PDF's header. */
  owner?: { name: string; email?: string };
}) {
  const book = useOtherBook(studentId, viewer.userId);
  return (
    <BookView book={book} ownerId={studentId} viewer={viewer} heading={heading} owner={owner} />
  );
}
