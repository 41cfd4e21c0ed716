import type { ReactNode } from 'react';
import type { SessionWithEntries } from '@/offline/lab-book-first-read';
import { useOwnBook } from '../use-book';
import type { Viewer } from '../viewer';
import { BookView } from './book-view';

/** The viewer's own book, from the device. */
export function OwnBook({
  viewer,
  heading,
  newest,
}: {
  viewer: Viewer;
  heading?: ReactNode;
  /** Its newest sessions when already read (shown at once, until the whole book is read). */
  newest?: readonly SessionWithEntries[] | undefined;
}) {
  const book = useOwnBook(viewer.userId, newest);
  return <BookView book={book} ownerId={viewer.userId} viewer={viewer} heading={heading} />;
}
