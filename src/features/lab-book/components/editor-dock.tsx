import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { EntryType, MAX_UPLOAD_BYTES } from '@common/domain/lab-book';
import { labName } from '@common/domain/lab-names';
import { formatSessionStart } from '@common/domain/relative-time';
import { useServices } from '@/lib/services';
import { mergeServerSession } from '@/offline/lab-book-merge';
import type { BookSession, CommittedWrite } from '../book-model';
import { useLabBookDevice } from '../device';
import { svgToPng } from '../image-files';
import { InlineImageError, storeInlineImages, type ImageRefusal } from '../inline-images';
import { instructorNoteHtml } from '../sanitize';
import { PdfUploader } from './pdf-uploader';
import type { SavedEntry } from './session-list';
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
  /**
   * The note or file is on the device (the list scrolls to it); with the committed rows, so the
   * book shows them before its next read.
   */
  onSaved: (saved: SavedEntry, write?: CommittedWrite) => void;
  /** The toolbar's export to PDF (spec 2 §7). */
  exportPdf?: PdfExportButton;
}

export interface PdfExportButton {
  onExport: () => void;
  /** Why it cannot be used now (offline, no connection, nothing to print); null: it can. */
  disabledReason: string | null;
  isBusy: boolean;
}

const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));
const REFUSAL_TEXT = {
  unknown: 'editor.imageType',
  'too-large': 'editor.imageTooLarge',
  remote: 'editor.imageRemote',
} as const satisfies Record<ImageRefusal, string>;

const sessionName = (session: BookSession, locale: string) =>
  `${labName(session.labType)}, ${formatSessionStart(session.open, { locale })}`;

/**
 * The editor at the bottom of the book, writing through the device's write API. Memoized (the
 * book memoizes its props): a saved note re-renders the book, not the editor.
 */
export const EditorDock = memo(function EditorDock({
  target,
  viewerId,
  authorName,
  onSaved,
  exportPdf,
}: EditorDockProps) {
  const { t, i18n } = useTranslation('labBook');
  const { db, store } = useLabBookDevice();
  const { errorLog } = useServices();
  const [isUploaderOpen, setUploaderOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const noteSession = target.kind === 'note' ? target.session : null;
  const isDisabled = target.kind === 'note' && !noteSession;

  const fail = useCallback(
    (key: 'editor.saveFailed', error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      errorLog.record({ store: 'labBook', method: 'write', params: key, error: message });
      notifications.show({ color: 'red', message: t(key, { error: message }) });
    },
    [errorLog, t],
  );

  /** Nothing pasted is dropped unsaid: what cannot be kept is named (unknown types logged). */
  const refuse = useCallback(
    (refusal: ImageRefusal, what: string) => {
      if (refusal === 'unknown')
        errorLog.record({
          store: 'labBook',
          method: 'inline-image',
          params: what,
          error: 'Unknown image type',
        });
      notifications.show({ color: 'yellow', message: t(REFUSAL_TEXT[refusal], { size: MAX_MB }) });
    },
    [errorLog, t],
  );

  const saved = useCallback(
    (message: string, entry: SavedEntry, write?: CommittedWrite) => {
      // Rendered now, not on React's next task: the note shows "saved on this device" in the
      // frame after its commit (issue 13 §3).
      flushSync(() => {
        // Said again even when the text is the same, so each save is announced.
        setAnnouncement('');
        onSaved({ id: entry.id, sessionId: entry.sessionId }, write);
      });
      requestAnimationFrame(() => setAnnouncement(message));
    },
    [onSaved],
  );

  const submit = useCallback(
    async (html: string): Promise<boolean> => {
      try {
        // Inline images become files in the book owner's folder, named in place in the note.
        const inline = (ownerId: string) =>
          storeInlineImages(html, { ownerId, newId: uuidv7, toPng: svgToPng });
        if (target.kind === 'own') {
          // Today's Portal session and the note in one transaction (one commit).
          const { html: content, images } = await inline(store.actorId);
          const { session, entry } = await store.addPortalNote({
            entryType: EntryType.StudentNote,
            content,
            images,
          });
          saved(t('editor.saved'), entry, { entry, session });
        } else {
          if (!noteSession) return false;
          const { html: content, images } = await inline(noteSession.actorId);
          // The note's session goes on the device first (the outbox sends from there).
          const server = noteSession.server;
          if (server) {
            await db.transaction('rw', [db.sessions, db.entries, db.outbox], () =>
              mergeServerSession(db, server),
            );
          }
          const entry = await store.addInstructorNote({
            sessionId: noteSession.id,
            content: instructorNoteHtml(authorName, content),
            images,
          });
          saved(t('editor.saved'), entry, { entry });
        }
        return true;
      } catch (error) {
        // The draft stays in the editor: nothing is lost.
        if (error instanceof InlineImageError) refuse(error.refusal, 'submit');
        else fail('editor.saveFailed', error);
        return false;
      }
    },
    [target.kind, noteSession, store, db, authorName, saved, fail, refuse, t],
  );

  const openUploader = useCallback(() => setUploaderOpen(true), []);
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
            ? t('editor.writingTo', { session: sessionName(noteSession, i18n.language) })
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
          onRefused={refuse}
          onImportPdf={target.kind === 'own' ? openUploader : undefined}
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
            const session = await store.ensurePortalSession();
            const entry = await store.attachFile({
              sessionId: session.id,
              blob: file,
              name: file.name,
              contentType,
              entryType: EntryType.File,
            });
            saved(t('uploader.saved', { name: file.name }), entry);
          }}
        />
      ) : null}
    </section>
  );
});
