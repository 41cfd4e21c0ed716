import { useMemo, type ReactNode } from 'react';
import type { LabBookDb, LocalEntry } from '@/offline/lab-book-db';
import type { LabBookStore } from '@/offline/lab-book-writes';
import type { PdfExporter } from './api/export-pdf';
import { LabBookDeviceContext, type LabBookDevice } from './device';

interface LabBookDeviceProviderProps {
  /** The signed-in user's database on this device (read with live queries). */
  db: LabBookDb;
  /** Its write API: every write and its outbox row in one transaction. */
  store: LabBookStore;
  renderSyncBadge?: (entry: LocalEntry) => ReactNode;
  refreshOwnBook?: () => Promise<unknown>;
  pdfExporter?: PdfExporter;
  children: ReactNode;
}

/** Hands the app's lab-book device (src/features/sync) to the screens below. */
export function LabBookDeviceProvider({
  db,
  store,
  renderSyncBadge,
  refreshOwnBook,
  pdfExporter,
  children,
}: LabBookDeviceProviderProps) {
  const device = useMemo<LabBookDevice>(
    () => ({ db, store, renderSyncBadge, refreshOwnBook, pdfExporter }),
    [db, store, renderSyncBadge, refreshOwnBook, pdfExporter],
  );
  return <LabBookDeviceContext value={device}>{children}</LabBookDeviceContext>;
}
