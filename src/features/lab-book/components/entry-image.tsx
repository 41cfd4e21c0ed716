import { useEffect, useMemo } from 'react';
import { Skeleton } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { localFileOfEntry } from '@/offline/lab-book-queries';
import { useDownloadUrl } from '../api/get-download-url';
import type { BookEntry } from '../book-model';
import { useLabBookDevice } from '../device';
import classes from './lab-book.module.css';

/** An image entry (type 3): the copy on this device until uploaded, then the stored file. */
export function EntryImage({ entry, alt }: { entry: BookEntry; alt: string }) {
  const { db } = useLabBookDevice();
  const local = useLiveQuery(
    () => (entry.local ? localFileOfEntry(db, entry.id) : undefined),
    [db, entry.id, entry.local],
  );
  const localUrl = useMemo(() => (local ? URL.createObjectURL(local.blob) : undefined), [local]);
  // Revoked a little later: the shown image keeps its pixels, and a remount in development
  // (StrictMode) still finds the address alive.
  useEffect(
    () => () => {
      if (localUrl) setTimeout(() => URL.revokeObjectURL(localUrl), 30_000);
    },
    [localUrl],
  );
  const remote = useDownloadUrl(localUrl ? undefined : entry.fileName);
  const src = localUrl ?? remote.data;
  if (!src)
    return remote.isPending && entry.fileName ? (
      <Skeleton h={120} w={200} data-pdf-pending />
    ) : null;
  return <img className={classes.image} src={src} alt={alt} loading="lazy" />;
}
