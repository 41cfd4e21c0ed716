import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalTime } from '@common/domain/relative-time';
import { useServices } from '@/lib/services';
import type { BookSession } from '../book-model';
import { fillTimestamp, sanitizeEntryHtml } from '../sanitize';
import classes from './lab-book.module.css';

/** A session's own text (labs may send one), with its time-stamp placeholder filled. */
export const SessionContent = memo(
  function SessionContent({ session }: { session: BookSession }) {
    const { t, i18n } = useTranslation('labBook');
    const { errorLog } = useServices();
    const html = useMemo(
      () =>
        sanitizeEntryHtml(
          fillTimestamp(
            session.content ?? '',
            () => formatLocalTime(session.open, { locale: i18n.language }),
            (error) =>
              errorLog.record({
                store: 'labBook',
                method: 'timestamp',
                params: session.id,
                error: String(error),
              }),
          ),
          { imageAlt: t('entry.image') },
        ),
      [session.content, session.open, session.id, i18n.language, errorLog, t],
    );
    return <div className={classes.entryHtml} dangerouslySetInnerHTML={{ __html: html }} />;
  },
  // A new read makes new session objects; only what this shows matters.
  (before, after) =>
    before.session.id === after.session.id &&
    before.session.content === after.session.content &&
    before.session.open === after.session.open,
);
