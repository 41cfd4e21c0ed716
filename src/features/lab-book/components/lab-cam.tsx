import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@common/schemas/xapi';
import { labName } from '@common/domain/lab-names';
import { formatLabBookDate, formatSessionStart } from '@common/domain/relative-time';
import { useTimeframe } from '../api/get-timeframe';
import type { BookSession } from '../book-model';
import classes from './lab-book.module.css';

/** The raw activity log of one session (spec 2 "Lab Cam"), beside the book. */
export function LabCam({ id, session }: { id?: string; session: BookSession | undefined }) {
  const { t, i18n } = useTranslation('labBook');
  // Sessions without a recorded duration still cover their last action.
  const frame = session
    ? {
        actorId: session.actorId,
        open: session.open,
        duration: Math.max(session.duration, session.lastActivity - session.open),
      }
    : undefined;
  const timeframe = useTimeframe(frame);
  const name = session
    ? `${labName(session.labType)}, ${formatSessionStart(session.open, { locale: i18n.language })}`
    : undefined;

  return (
    // Focusable: the log scrolls, and keyboard users scroll it with the arrow keys.
    <aside id={id} className={classes.labCam} aria-label={t('labCam.title')} tabIndex={0}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('labCam.title')}
        </Title>
        {!session ? (
          <Text size="sm" c="dimmed">
            {t('labCam.noSession')}
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600}>
              {t('labCam.session', { session: name })}
            </Text>
            {timeframe.isPending ? (
              <Text size="sm" role="status">
                <Loader size="xs" mr="xs" aria-hidden="true" />
                {t('labCam.loading')}
              </Text>
            ) : timeframe.isError ? (
              <Text size="sm" c="red.8" role="alert">
                {t('labCam.error')}
              </Text>
            ) : timeframe.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('labCam.empty')}
              </Text>
            ) : (
              <ol className={classes.items} aria-label={t('labCam.title')}>
                {timeframe.data.map((statement, index) => (
                  <li key={statement.id ?? index} className={classes.labCamLine}>
                    {statementLine(statement)}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </Stack>
    </aside>
  );
}

function display(map: Record<string, string> | undefined): string | undefined {
  if (!map) return undefined;
  return map['en-US'] ?? map.en ?? Object.values(map)[0];
}

/** One raw statement: time, verb, object, and the result and context as they came. */
export function statementLine(statement: Statement): string {
  const time = statement.timestamp ? formatLabBookDate(new Date(statement.timestamp)) : '';
  const verb = display(statement.verb.display) ?? statement.verb.id.split('/').pop() ?? '';
  const definition = statement.object.definition as { name?: Record<string, string> } | undefined;
  const object = display(definition?.name) ?? statement.object.id;
  const extra = [statement.result, statement.context]
    .filter((part) => part && Object.keys(part).length > 0)
    .map((part) => JSON.stringify(part))
    .join(' ');
  return [time, verb, object, extra].filter(Boolean).join(' ');
}
