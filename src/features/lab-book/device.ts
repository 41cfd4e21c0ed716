import { createContext, useContext, type ReactNode } from 'react';
import type { LabBookDb, LocalEntry } from '@/offline/lab-book-db';
import type { LabBookStore } from '@/offline/lab-book-writes';
import type { PdfExporter } from './api/export-pdf';

/**
 * What the lab-book screens get from the app: the signed-in user's device database and its write
 * API (src/offline), and the sync badge of an entry. The app composes them (features do not
 * import each other), so the screens work with any host.
 */
export interface LabBookDevice {
  db: LabBookDb;
  store: LabBookStore;
  /** The sync feature's badge ("saved on this device", "synced", "failed: reason"). */
  renderSyncBadge?: (entry: LocalEntry) => ReactNode;
  /** Refresh the own book from the server in the background (never overwrites queued work). */
  refreshOwnBook?: () => Promise<unknown>;
  /** Export to PDF through the app's auth socket; absent: the button is disabled. */
  pdfExporter?: PdfExporter;
}

export const LabBookDeviceContext = createContext<LabBookDevice | null>(null);

export function useLabBookDevice(): LabBookDevice {
  const device = useContext(LabBookDeviceContext);
  if (!device) throw new Error('useLabBookDevice must be used inside <LabBookDeviceContext>');
  return device;
}
