import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PDF_EXPORT_NOTIFICATION_MS } from '@common/schemas/functions';
import { formatDuration } from '@common/domain/lab-book-rules';
import { labNameOf } from '@common/domain/lab-names';
import { formatSessionStart } from '@common/domain/relative-time';
import { formatStatement, statementLanguage } from '@common/domain/statement-format';
import { useServices } from '@/lib/services';
import { useExportPdf } from '../api/export-pdf';
import type { BookSession } from '../book-model';
import { serializeForPdf, whenSettled } from '../pdf-html';
import { EntryView } from './entry-view';
import { SessionContent } from './session-content';

export interface PdfOwner {
  userId: string;
  name: string;
  email?: string;
}

/**
 * Export to PDF (spec 2 §7, §8): the sessions of the list, every one expanded, are rendered
 * off-screen (the list itself is windowed), copied without the controls, and sent; the
 * notification shows for 25 s; `pdf-ready` downloads the file. A failure is logged only.
 */
export function usePdfExport(input: {
  sessions: readonly BookSession[];
  owner: PdfOwner;
  printName: string;
}) {
  const { t, i18n } = useTranslation('labBook');
  const { errorLog } = useServices();
  const { unavailable, mutation } = useExportPdf();
  const [printing, setPrinting] = useState<{ container: HTMLDivElement } | null>(null);
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });

  const run = useCallback(
    async (container: HTMLDivElement) => {
      const notificationId = `lab-book-pdf-${Date.now()}`;
      try {
        await whenSettled(container);
        const html = await serializeForPdf(container);
        setPrinting(null);
        notifications.show({
          id: notificationId,
          title: t('pdf.processingTitle'),
          message: t('pdf.processingMessage'),
          loading: true,
          autoClose: PDF_EXPORT_NOTIFICATION_MS,
        });
        const { owner, printName } = latest.current;
        await mutation.mutateAsync({
          html,
          uuid: owner.userId,
          name: owner.name,
          email: owner.email ?? '',
          printName,
          locale: i18n.language,
        });
        notifications.hide(notificationId);
        notifications.show({ color: 'teal', message: t('pdf.downloaded') });
      } catch (error) {
        // Spec 2 §8: logged, the export is rejected, no message for the user.
        setPrinting(null);
        notifications.hide(notificationId);
        errorLog.record({
          store: 'labBook',
          method: 'exportPdf',
          params: latest.current.owner.userId,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
    [mutation, errorLog, t, i18n.language],
  );

  const start = useCallback(() => {
    if (printing || mutation.isPending) return;
    const container = document.createElement('div');
    setPrinting({ container });
    void run(container);
  }, [printing, mutation.isPending, run]);

  const portal: ReactNode = printing
    ? createPortal(
        <PrintableSessions sessions={input.sessions} ownerId={input.owner.userId} />,
        printing.container,
      )
    : null;

  const reason =
    unavailable === 'offline'
      ? t('pdf.offline')
      : unavailable === 'no-socket'
        ? t('pdf.noConnection')
        : null;
  return { start, portal, isBusy: Boolean(printing) || mutation.isPending, unavailable: reason };
}

/** Every session of the list, expanded, in plain print markup. */
function PrintableSessions({
  sessions,
  ownerId,
}: {
  sessions: readonly BookSession[];
  ownerId: string;
}) {
  const { t, i18n } = useTranslation('labBook');
  const language = statementLanguage(i18n.language);
  return (
    <>
      {sessions.map((session) => (
        <article key={session.id}>
          <h2>{labNameOf(session.labType).name}</h2>
          <p>
            {t('session.started')}: {formatSessionStart(session.open, { locale: i18n.language })} ·{' '}
            {t('session.timeInLab')}: {formatDuration(session.duration, session.actionCount)}
          </p>
          {session.content ? <SessionContent session={session} /> : null}
          {session.items.length > 0 ? (
            <ul>
              {session.items.map((item) => (
                <li key={item.kind === 'entry' ? item.entry.id : item.action.id}>
                  {item.kind === 'entry' ? (
                    <EntryView entry={item.entry} ownerId={ownerId} />
                  ) : (
                    <Text>
                      {formatStatement(item.action, session.open, language, session.labType)}
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('session.noItems')}</p>
          )}
        </article>
      ))}
    </>
  );
}
