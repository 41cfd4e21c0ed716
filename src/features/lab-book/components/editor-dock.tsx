import { lazy, Suspense, useCallback, useState } from 'react';
import { Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { EntryType } from '@common/domain/lab-book';
import { labName } from '@common/domain/lab-names';
import { formatLabBookDate } from '@common/domain/relative-time';
import { useServices } from '@/lib/services';
import { mergeServerSession } from '@/offline/lab-book-merge';
import type { BookSession } from '../book-model';
import { useLabBookDevice } from '../device';
import { imageKind, svgToPng } from '../image-files';
import { instructorNoteHtml } from '../sanitize';
import { PdfUploader } from './pdf-uploader';
import classes from './lab-book.module.css';

// Quill and its CSS load with the editor only, after the book is on screen.
const EditorPanel = lazy(() => import('./editor-panel'));

export type EditorTarget =
  /** The viewer's own book: notes go into today's Portal session (lab type 99). */
  | { kind: 'own' }
  /** Another person's book: an instructor note into the session chosen with its toggle. */
  | { kind: 'note'; session: BookSession | null };

interface EditorDockProps {
  target: EditorTarget;
  viewerId: string;
  /** The author's full name (or username) shown with instructor notes. */
  authorName: string;
  /** Called once an entry is on the device (the list scrolls down). */
  onSaved: () => void;
  /** The toolbar's export to PDF (spec 2 §7). */
  exportPdf?: PdfExportButton;
}

export interface PdfExportButton {
  onExport: () => void;
  /** Why it cannot be used now (offline, no connection, nothing to print); null: it can. */
  disabledReason: string | null;
  isBusy: boolean;
}

const sessionName = (session: BookSession) =>
  `${labName(session.labType)}, ${formatLabBookDate(session.open)}`;

/** The editor at the bottom of the book, writing through the device's write API. */
export function EditorDock({ target, viewerId, authorName, onSaved, exportPdf }: EditorDockProps) {
  const { t } = useTranslation('labBook');
  const { db, store } = useLabBookDevice();
  const { errorLog } = useServices();
  const [isUploaderOpen, setUploaderOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const noteSession = target.kind === 'note' ? target.session : null;
  const isDisabled = target.kind === 'note' && !noteSession;

  const fail = useCallback(
    (key: 'editor.saveFailed' | 'editor.imageFailed', error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      errorLog.record({ store: 'labBook', method: 'write', params: key, error: message });
      notifications.show({ color: 'red', message: t(key, { error: message }) });
    },
    [errorLog, t],
  );

  const saved = useCallback(
    (message: string) => {
      // Said again even when the text is the same, so each save is announced.
      setAnnouncement('');
      requestAnimationFrame(() => setAnnouncement(message));
      onSaved();
    },
    [onSaved],
  );

  const submit = useCallback(
    async (html: string): Promise<boolean> => {
      try {
        if (target.kind === 'own') {
          const session = await store.ensurePortalSession();
          await store.addEntry({
            sessionId: session.id,
            entryType: EntryType.StudentNote,
            content: html,
          });
        } else {
          if (!noteSession) return false;
          // The note's session goes on the device first (the outbox sends from there).
          const server = noteSession.server;
          if (server) {
            await db.transaction('rw', [db.sessions, db.entries, db.outbox], () =>
              mergeServerSession(db, server),
            );
          }
          await store.addInstructorNote({
            sessionId: noteSession.id,
            content: instructorNoteHtml(authorName, html),
          });
        }
        saved(t('editor.saved'));
        return true;
      } catch (error) {
        fail('editor.saveFailed', error);
        return false;
      }
    },
    [target.kind, noteSession, store, db, authorName, saved, fail, t],
  );

  /**
   * Files of the own book go into the Portal session: the uploader's as attached files (type 10,
   * 'Open file'), images pasted or dropped into the editor as inline images (type 3).
   */
  const attach = useCallback(
    async (
      file: Blob,
      name: string,
      contentType: 'application/pdf' | 'image/png' | 'image/jpeg',
      entryType: typeof EntryType.File | typeof EntryType.Image,
    ) => {
      const session = await store.ensurePortalSession();
      await store.attachFile({ sessionId: session.id, blob: file, name, contentType, entryType });
    },
    [store],
  );

  const onImages = useCallback(
    (files: File[]) => {
      if (target.kind !== 'own') return;
      void (async () => {
        for (const file of files) {
          const kind = imageKind(file);
          if (kind === 'unknown') {
            // Spec 2 §5: other image types are logged as unknown.
            errorLog.record({
              store: 'labBook',
              method: 'inline-image',
              params: file.name,
              error: `Unknown image type ${file.type || '(none)'}`,
            });
            notifications.show({ color: 'yellow', message: t('editor.imageType') });
            continue;
          }
          try {
            if (kind === 'svg') {
              const png = await svgToPng(file);
              const name = file.name.replace(/\.svg$/i, '') + '.png';
              await attach(png, name, 'image/png', EntryType.Image);
            } else {
              const type = kind === 'png' ? 'image/png' : 'image/jpeg';
              await attach(file, file.name, type, EntryType.Image);
            }
            saved(t('editor.imageSaved'));
          } catch (error) {
            fail('editor.imageFailed', error);
          }
        }
      })();
    },
    [target.kind, attach, errorLog, saved, fail, t],
  );

  const placeholder =
    target.kind === 'own' ? t('editor.placeholder') : t('editor.instructorPlaceholder');
  const draftKey = `lab-portal:lab-book-draft:${viewerId}:${
    target.kind === 'own' ? 'own' : (noteSession?.id ?? 'none')
  }`;

  return (
    <section className={classes.dock} aria-label={t('editor.region')}>
      {target.kind === 'note' ? (
        <Text size="sm" c="dimmed" px="sm" pt={6}>
          {noteSession
            ? t('editor.writingTo', { session: sessionName(noteSession) })
            : t('editor.chooseSession')}
        </Text>
      ) : null}
      <Suspense
        fallback={
          <div role="status" aria-label={t('editor.loading')}>
            <Skeleton h={40} m="xs" />
            <Skeleton h={72} m="xs" />
          </div>
        }
      >
        <EditorPanel
          placeholder={placeholder}
          draftKey={draftKey}
          isDisabled={isDisabled}
          onSubmit={submit}
          onImages={onImages}
          onImportPdf={target.kind === 'own' ? () => setUploaderOpen(true) : undefined}
          exportPdf={exportPdf}
        />
      </Suspense>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {target.kind === 'own' ? (
        <PdfUploader
          opened={isUploaderOpen}
          onClose={() => setUploaderOpen(false)}
          onUpload={async (file, contentType) => {
            await attach(file, file.name, contentType, EntryType.File);
            saved(t('uploader.saved', { name: file.name }));
          }}
        />
      ) : null}
    </section>
  );
}
