import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ALL_LABS,
  labFilterTypes,
  pageCount,
  pageSlice,
  type LabFilter,
} from '@common/domain/lab-book-rules';
import { hasCommitted, selectSessions, withCommitted, type CommittedWrite } from '../book-model';
import type { BookState } from '../use-book';
import type { Viewer } from '../viewer';
import { useLabBookPrefs } from '../use-lab-book-prefs';
import { BookFilters } from './book-filters';
import { EditorDock, type EditorTarget } from './editor-dock';
import { IconVideo } from './icons';
import { LabCam } from './lab-cam';
import { PaginationBar } from './pagination-bar';
import { usePdfExport, type PdfOwner } from './pdf-export';
import { SessionList, type SavedEntry, type ScrollRequest } from './session-list';
import classes from './lab-book.module.css';

interface BookViewProps {
  book: BookState;
  ownerId: string;
  viewer: Viewer;
  /** Above the filters (breadcrumb, student arrows). */
  heading?: ReactNode;
  /** Whose book, as printed in the PDF's header (the viewer's own book by default). */
  owner?: Omit<PdfOwner, 'userId'>;
}

/** One lab book: filters, pagination, the windowed sessions, Lab Cam and the editor dock. */
export function BookView({ book, ownerId, viewer, heading, owner }: BookViewProps) {
  const { t } = useTranslation('labBook');
  const labCamId = useId();
  const isOwnBook = ownerId === viewer.userId;
  const prefs = useLabBookPrefs();
  const [labFilter, setLabFilter] = useState<LabFilter>(ALL_LABS);
  /** null: follow the last page (the newest sessions). */
  const [page, setPage] = useState<number | null>(null);
  /**
   * The session the last note went to: its page is shown (today's Portal session may sit on an
   * earlier page than a lab opened later today), until the user turns a page or filters.
   */
  const [savedSessionId, setSavedSessionId] = useState<string | null>(null);
  const [noteSessionId, setNoteSessionId] = useState<string | null>(null);
  const [isLabCamOpen, setLabCamOpen] = useState(false);
  const [labCamSessionId, setLabCamSessionId] = useState<string | null>(null);
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest>({ edge: 'end' });
  // Read once per render: the time scale is measured from now.
  const [now] = useState(() => Date.now());

  const labTypes = useMemo(() => labFilterTypes(viewer.labTypes), [viewer.labTypes]);
  /** Writes committed on this device that the book's read has not brought yet. */
  const [committed, setCommitted] = useState<readonly CommittedWrite[]>([]);
  const read = book.status === 'ready' ? book.sessions : null;
  const sessions = useMemo(
    () => (read && committed.length > 0 ? withCommitted(read, committed) : read),
    [read, committed],
  );
  // Once the read has them, they are the read's (a later discard removes them for good).
  if (read && committed.length > 0 && hasCommitted(read, committed)) setCommitted([]);
  const selection = useMemo(
    () =>
      sessions
        ? selectSessions(sessions, { labFilter, timeScale: prefs.timeScale, now })
        : { sessions: [], empty: null },
    [sessions, labFilter, prefs.timeScale, now],
  );
  const count = pageCount(selection.sessions.length, prefs.pageSize);
  const savedIndex = selection.sessions.findIndex((session) => session.id === savedSessionId);
  const currentPage =
    savedIndex >= 0 ? Math.floor(savedIndex / prefs.pageSize) + 1 : Math.min(page ?? count, count);
  const shown = useMemo(
    () => pageSlice(selection.sessions, currentPage, prefs.pageSize),
    [selection.sessions, currentPage, prefs.pageSize],
  );
  const noteSession = shown.find((session) => session.id === noteSessionId) ?? null;
  const labCamSession =
    shown.find((session) => session.id === labCamSessionId) ?? shown[shown.length - 1];

  const onSaved = useCallback((entry: SavedEntry, write?: CommittedWrite) => {
    if (write) setCommitted((previous) => [...previous, write]);
    setPage(null);
    setSavedSessionId(entry.sessionId);
    setScrollRequest({ entry });
  }, []);
  const goToPage = useCallback(
    (next: number) => {
      setSavedSessionId(null);
      setPage(next === count ? null : next);
      setScrollRequest({ edge: next === count ? 'end' : 'start' });
    },
    [count],
  );

  // Spec 2 §7: the sessions list as shown (this page, with the filters), every session expanded.
  const pdfExport = usePdfExport({
    sessions: shown,
    owner: {
      userId: ownerId,
      ...(owner ?? (isOwnBook ? { name: viewer.name, email: viewer.email } : { name: '' })),
    },
    printName: viewer.name,
  });

  const emptyMessage = selection.empty ? t(`empty.${selection.empty}`) : null;
  // Stable props: the editor does not re-render with the book on each saved note.
  const editorTarget = useMemo(
    (): EditorTarget => (isOwnBook ? { kind: 'own' } : { kind: 'note', session: noteSession }),
    [isOwnBook, noteSession],
  );
  // Not before the whole book is read from the device.
  const exportReason =
    book.status === 'ready' && book.isPartial
      ? t('book.loading')
      : shown.length === 0
        ? t('pdf.nothing')
        : pdfExport.unavailable;
  const exportPdf = useMemo(
    () => ({ onExport: pdfExport.start, disabledReason: exportReason, isBusy: pdfExport.isBusy }),
    [pdfExport.start, exportReason, pdfExport.isBusy],
  );
  const canUseLabCam = viewer.isTeacher;

  return (
    <Stack className={classes.page} gap="sm">
      {heading}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <BookFilters
          labTypes={labTypes}
          labFilter={labFilter}
          onLabFilterChange={(filter) => {
            setLabFilter(filter);
            setSavedSessionId(null);
            setPage(null);
          }}
          timeScale={prefs.timeScale}
          onTimeScaleChange={(scale) => {
            prefs.setTimeScale(scale);
            setSavedSessionId(null);
            setPage(null);
          }}
        />
        {canUseLabCam ? (
          <Button
            variant="default"
            leftSection={<IconVideo />}
            aria-expanded={isLabCamOpen}
            aria-controls={isLabCamOpen ? labCamId : undefined}
            onClick={() => setLabCamOpen((open) => !open)}
          >
            {isLabCamOpen ? t('labCam.hide') : t('labCam.show')}
          </Button>
        ) : null}
      </Group>
      <PaginationBar
        page={currentPage}
        pageCount={count}
        total={selection.sessions.length}
        pageSize={prefs.pageSize}
        onPageChange={goToPage}
        onPageSizeChange={(size) => {
          prefs.setPageSize(size);
          setSavedSessionId(null);
          setPage(null);
        }}
      />
      {book.status === 'ready' && book.isStale && book.savedAt ? (
        <Text size="sm" c="dimmed">
          {t('book.savedCopy', { time: new Date(book.savedAt).toLocaleString() })}
        </Text>
      ) : null}
      <div className={classes.body}>
        {book.status === 'loading' ? (
          <Group role="status" gap="xs" p="md" className={classes.list}>
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('book.loading')}</Text>
          </Group>
        ) : book.status === 'error' ? (
          <Text role="alert" p="md" className={classes.list}>
            {t(`book.${book.reason === 'failed' ? 'loadFailed' : book.reason}`)}
          </Text>
        ) : (
          <SessionList
            sessions={shown}
            ownerId={ownerId}
            emptyMessage={emptyMessage}
            scrollRequest={scrollRequest}
            canNote={!isOwnBook && !viewer.readOnly}
            noteSessionId={noteSession?.id ?? null}
            onNoteChange={setNoteSessionId}
            isLabCamOpen={canUseLabCam && isLabCamOpen}
            labCamSessionId={labCamSession?.id ?? null}
            onLabCamSelect={setLabCamSessionId}
          />
        )}
        {canUseLabCam && isLabCamOpen ? <LabCam id={labCamId} session={labCamSession} /> : null}
      </div>
      {viewer.readOnly ? (
        <Text size="sm" c="dimmed" role="note">
          {t('book.readOnlyProxy')}
        </Text>
      ) : (
        <EditorDock
          target={editorTarget}
          viewerId={viewer.userId}
          authorName={viewer.name}
          onSaved={onSaved}
          exportPdf={exportPdf}
        />
      )}
      {pdfExport.portal}
    </Stack>
  );
}
