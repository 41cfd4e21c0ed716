import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthSession } from '@/features/auth/auth-session';
import type { PdfExporter } from '@/features/lab-book/api/export-pdf';
import type { LabBookDevice } from '@/features/sync/lab-book-device';
import type { StudentViewStore } from '@/features/user/student-view';
import type { ProxyState } from '@/lib/proxy-state';
import type { Services } from '@/lib/services';

/** The signed-in user's session, fixed for the life of the page (a new user reloads the page). */
export interface AppSession {
  userId: string;
  /** Claims from userinfo that the user API does not return. */
  claims: { blsupport: boolean; proxying: boolean };
  /** This tab's proxy (a support user acting as `userId`), or null. */
  proxy: ProxyState | null;
  auth: AuthSession;
  studentView: StudentViewStore;
  /** The user's lab book on this device (database, writes, sync). */
  labBook: LabBookDevice;
  /** Lab-book PDF export, announced on this tab's auth socket (lab book and lab frame). */
  pdfExporter: PdfExporter;
}

/** What every route's beforeLoad and loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
  services: Services;
  session: AppSession;
}

export const SessionContext = createContext<AppSession | null>(null);

export function useAppSession(): AppSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAppSession must be used inside <SessionContext>');
  return session;
}
