import type { ReactNode } from 'react';
import { useOwnBook } from '../use-book';
import type { Viewer } from '../viewer';
import { BookView } from './book-view';

/** The viewer's own book, from the device. */
export function OwnBook({ viewer, heading }: { viewer: Viewer; heading?: ReactNode }) {
  const book = useOwnBook(viewer.userId);
  return <BookView book={book} ownerId={viewer.userId} viewer={viewer} heading={heading} />;
}
