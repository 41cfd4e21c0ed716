import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { labNameOf } from '@common/domain/lab-names';
import { formatSessionStart } from '@common/domain/relative-time';
import { formatStatement, statementLanguage } from '@common/domain/statement-format';
import { statementKindProblem } from '@common/domain/statement-kinds';
import { useServices } from '@/lib/services';
import { buildRows, entryRowKey, groupRows, type BookRow, type BookSession } from '../book-model';
import { EntryView } from './entry-view';
import { SessionContent } from './session-content';
import { SessionHeader, type SessionControls } from './session-header';
import { useWindowedList } from './use-windowed-list';
import classes from './lab-book.module.css';

interface SessionListProps extends SessionControls {
  sessions: readonly BookSession[];
  /** Whose book. */
  ownerId: string;
  /** Shown instead of the list when there is nothing to show. */
  emptyMessage: string | null;
  /** Where to scroll: each new request (a submit, another page) moves the list once. */
  scrollRequest: ScrollRequest;
}

/** An entry just saved on the device, and its session. */
export interface SavedEntry {
  id: string;
  sessionId: string;
}

/** An edge of the page, or an entry just saved (shown once its row is there). */
export type ScrollRequest = { edge: 'start' | 'end' } | { entry: SavedEntry };

const keyOf = (row: BookRow) => row.key;
const estimate = (row: BookRow) =>
  row.kind === 'header' ? 72 : row.kind === 'item' ? 44 : row.kind === 'content' ? 56 : 40;

/**
 * The sessions of a page as cards. Windowed: only the rows near the viewport are rendered, each
 * visible part of a session inside its own `article` named '<lab name>, <start time>', entries
 * as list items.
 */
export function SessionList({
  sessions,
  ownerId,
  emptyMessage,
  scrollRequest,
  ...controls
}: SessionListProps) {
  const { t, i18n } = useTranslation('labBook');
  const { errorLog } = useServices();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(() => buildRows(sessions, collapsed), [sessions, collapsed]);
  const {
    scrollRef,
    measureRow,
    start,
    end,
    paddingTop,
    paddingBottom,
    scrollToEnd,
    scrollToStart,
    scrollToRowEnd,
  } = useWindowedList({ items: rows, keyOf, estimate });
  const language = statementLanguage(i18n.language);

  const toggleCollapsed = useCallback((sessionId: string) => {
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (!next.delete(sessionId)) next.add(sessionId);
      return next;
    });
  }, []);

  // Spec 2 §8: an unknown lab type is logged (once per session); so is a statement kind the
  // lab should not send (spec 2 §4), which is still shown as it came.
  const logged = useRef(new Set<string>());
  useEffect(() => {
    const logOnce = (key: string, method: string, params: string, error: string) => {
      if (logged.current.has(key)) return;
      logged.current.add(key);
      errorLog.record({ store: 'labBook', method, params, error });
    };
    for (const session of sessions) {
      const lab = labNameOf(session.labType);
      if (!lab.isKnown)
        logOnce(session.id, 'labName', session.id, `Unknown lab type ${session.labType}`);
      for (const item of session.items) {
        if (item.kind !== 'action') continue;
        const { id, actionType } = item.action;
        const problem = statementKindProblem(session.labType, actionType);
        if (!problem) continue;
        logOnce(
          `${session.id}:${id}`,
          'statementKind',
          `${session.id} ${id}`,
          problem === 'unknown'
            ? `Unknown statement kind "${actionType}"`
            : `Statement kind "${actionType}" is not one of ${lab.name}'s`,
        );
      }
    }
  }, [sessions, errorLog]);

  // The newest work is at the end, next to the editor: the book opens there; an older page opens
  // at its start; after a submit the list goes to the saved entry, once its row is there (the
  // device's live query brings it a moment after the write).
  const hasRows = rows.length > 0;
  const targetKey = 'entry' in scrollRequest ? entryRowKey(scrollRequest.entry) : null;
  const targetRow = targetKey === null ? -1 : rows.findIndex((row) => row.key === targetKey);
  const handledRequest = useRef<ScrollRequest | null>(null);
  useEffect(() => {
    if (!hasRows || handledRequest.current === scrollRequest) return;
    if ('entry' in scrollRequest) {
      if (targetRow < 0) return;
      if (targetRow === rows.length - 1) scrollToEnd();
      else scrollToRowEnd(targetRow);
    } else if (scrollRequest.edge === 'end') scrollToEnd();
    else scrollToStart();
    handledRequest.current = scrollRequest;
  }, [hasRows, scrollRequest, targetRow, rows.length, scrollToEnd, scrollToStart, scrollToRowEnd]);

  const visible = groupRows(rows.slice(start, end));

  const renderRow = (row: BookRow): ReactNode => {
    const isLast = row.kind === 'no-items' || (row.kind !== 'header' && row.isLast);
    const outer = isLast ? `${classes.row} ${classes.rowLast}` : classes.row;
    switch (row.kind) {
      case 'header':
        return (
          <div key={row.key} ref={measureRow} data-row-key={row.key} className={outer}>
            <div className={row.isCollapsed ? classes.cardOnly : classes.cardTop}>
              <SessionHeader
                session={row.session}
                labName={labNameOf(row.session.labType).name}
                isCollapsed={row.isCollapsed}
                onToggleCollapsed={toggleCollapsed}
                {...controls}
              />
            </div>
          </div>
        );
      case 'no-items':
        return (
          <div key={row.key} ref={measureRow} data-row-key={row.key} className={outer}>
            <div className={classes.cardBottom}>
              <Text size="sm" c="dimmed">
                {t('session.noItems')}
              </Text>
            </div>
          </div>
        );
      case 'content':
        return (
          <div key={row.key} ref={measureRow} data-row-key={row.key} className={outer}>
            <div className={isLast ? classes.cardBottom : classes.cardMiddle}>
              <SessionContent session={row.session} />
            </div>
          </div>
        );
      case 'item':
        return (
          <li key={row.key} ref={measureRow} data-row-key={row.key} className={outer}>
            <div className={isLast ? classes.cardBottom : classes.cardMiddle}>
              {row.item.kind === 'entry' ? (
                <EntryView entry={row.item.entry} ownerId={ownerId} />
              ) : (
                <Text className={classes.statement}>
                  {formatStatement(
                    row.item.action,
                    row.session.open,
                    language,
                    row.session.labType,
                  )}
                </Text>
              )}
            </div>
          </li>
        );
    }
  };

  return (
    <div
      ref={scrollRef}
      className={classes.list}
      role="region"
      aria-label={t('book.label')}
      // The region scrolls: keyboard users reach it to scroll with the arrow keys.
      tabIndex={0}
    >
      {emptyMessage ? (
        <Text role="status" c="dimmed" p="md">
          {emptyMessage}
        </Text>
      ) : (
        <div style={{ paddingTop, paddingBottom }}>
          {visible.map((group) => {
            const items = group.rows.filter((row) => row.kind === 'item');
            const others = group.rows.filter((row) => row.kind !== 'item');
            return (
              <article
                key={group.session.id}
                className={classes.article}
                aria-label={t('session.label', {
                  lab: labNameOf(group.session.labType).name,
                  start: formatSessionStart(group.session.open, { locale: i18n.language }),
                })}
              >
                {others.map(renderRow)}
                {items.length > 0 ? (
                  <ul className={classes.items}>{items.map(renderRow)}</ul>
                ) : null}
              </article>
            );
          })}
        </div>
      )}
    </div>
  );
}
