import { useCallback, useMemo } from 'react';
import { notifications } from '@mantine/notifications';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PDF_EXPORT_NOTIFICATION_MS } from '@common/schemas/functions';
import type { FrameSession } from '@common/schemas/lab-frame';
import { listSessionsWithEntries, type SessionWithEntries } from '@/offline/lab-book-queries';
import { LAB_FRAME_NAMESPACE } from './locales';

/**
 * Who the lab works for and where its records go: the signed-in user and their lab book on this
 * device, both from the `_app` route's context (the app's device: its writes nudge the outbox),
 * and the app's PDF export for `pdf-create` (the same export as the lab book's toolbar).
 */
export function useLabFrameHost() {
  const { sessionUser, services, session } = useRouteContext({ from: '/_app' });
  const { t, i18n } = useTranslation(LAB_FRAME_NAMESPACE);
  const { userId, name, email } = sessionUser;
  const user = useMemo(() => ({ userId, name }), [userId, name]);
  const { pdfExporter } = session;

  const exportPdf = useCallback(
    async (html: string) => {
      if (!navigator.onLine || !pdfExporter.isReady())
        throw new Error('PDF export needs a connection to the server');
      const id = `lab-frame-pdf-${Date.now()}`;
      notifications.show({
        id,
        title: t('pdf.processingTitle'),
        message: t('pdf.processingMessage'),
        loading: true,
        autoClose: PDF_EXPORT_NOTIFICATION_MS,
      });
      try {
        const done = await pdfExporter.exportPdf({
          html,
          uuid: userId,
          name,
          email,
          printName: name,
          locale: i18n.language,
        });
        notifications.hide(id);
        notifications.show({ color: 'teal', message: t('pdf.downloaded') });
        return done;
      } catch (error) {
        // Spec 2 §8: no message for the user (the frame logs it and tells the lab).
        notifications.hide(id);
        throw error;
      }
    },
    [pdfExporter, userId, name, email, t, i18n.language],
  );

  const { labBook } = session;
  // "After the lab book loads": refreshed from the server when it can be, read from the device.
  const loadSessions = useCallback(
    async (labType: number) => {
      await labBook.sync.refresh(userId).catch(() => undefined);
      const sessions = await listSessionsWithEntries(labBook.db, userId);
      return sessions.filter((stored) => stored.labType === labType).map(toFrameSession);
    },
    [labBook, userId],
  );

  return {
    user,
    book: labBook.store,
    errorLog: services.errorLog,
    exportPdf,
    loadSessions,
  };
}

/** A session on the device as the lab gets it (no sync state, no ids of action items). */
export function toFrameSession(session: SessionWithEntries): FrameSession {
  return {
    id: session.id,
    open: session.open,
    duration: session.duration,
    labType: session.labType,
    entries: session.entries.map(({ id, entryType, timestamp, content }) => ({
      id,
      entryType,
      timestamp,
      content,
    })),
    actions: session.actions.map(({ actionType, timestamp, actions }) => ({
      actionType,
      timestamp,
      actions,
    })),
  };
}
