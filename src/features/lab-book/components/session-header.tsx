import { memo } from 'react';
import { ActionIcon, Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@common/domain/lab-book-rules';
import { formatSessionStart } from '@common/domain/relative-time';
import type { BookSession } from '../book-model';
import { IconChevronDown, IconVideo } from './icons';

export interface SessionControls {
  /** Viewing another person's book: sessions offer the instructor-note toggle. */
  canNote: boolean;
  noteSessionId: string | null;
  onNoteChange: (sessionId: string | null) => void;
  /** Lab Cam open: sessions offer "Show in Lab Cam". */
  isLabCamOpen: boolean;
  labCamSessionId: string | null;
  onLabCamSelect: (sessionId: string) => void;
}

interface SessionHeaderProps extends SessionControls {
  session: BookSession;
  labName: string;
  isCollapsed: boolean;
  onToggleCollapsed: (sessionId: string) => void;
}

/** Session card header: lab name, start time, time in lab and the card's controls. */
export const SessionHeader = memo(function SessionHeader({
  session,
  labName,
  isCollapsed,
  ...props
}: SessionHeaderProps) {
  const { t, i18n } = useTranslation('labBook');
  const toggleLabel = isCollapsed ? t('session.showEntries') : t('session.hideEntries');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Tooltip label={toggleLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={toggleLabel}
            aria-expanded={!isCollapsed}
            data-pdf-exclude
            onClick={() => props.onToggleCollapsed(session.id)}
          >
            <IconChevronDown style={{ transform: isCollapsed ? 'rotate(-90deg)' : undefined }} />
          </ActionIcon>
        </Tooltip>
        <div>
          <Text component="h2" fw={650} size="md" m={0} lh={1.3}>
            {labName}
          </Text>
          <Text size="sm" c="dimmed">
            {t('session.started')}: {formatSessionStart(session.open, { locale: i18n.language })} ·{' '}
            {t('session.timeInLab')}: {formatDuration(session.duration, session.actionCount)} ·{' '}
            {t('session.itemCount', { count: session.items.length })}
          </Text>
        </div>
      </Group>
      <Group gap="sm" data-pdf-exclude>
        {props.isLabCamOpen ? (
          <Button
            size="compact-sm"
            variant={props.labCamSessionId === session.id ? 'outline' : 'subtle'}
            leftSection={<IconVideo size={16} />}
            aria-pressed={props.labCamSessionId === session.id}
            onClick={() => props.onLabCamSelect(session.id)}
          >
            {t('labCam.showSession')}
          </Button>
        ) : null}
        {props.canNote ? (
          <Switch
            label={t('session.instructorNote')}
            checked={props.noteSessionId === session.id}
            onChange={(event) =>
              props.onNoteChange(event.currentTarget.checked ? session.id : null)
            }
          />
        ) : null}
      </Group>
    </Group>
  );
}, sameHeader);

/**
 * A new read of the book makes new session objects: the header renders again only when what it
 * shows changed (a new note re-renders its own session only).
 */
function sameHeader(before: SessionHeaderProps, after: SessionHeaderProps): boolean {
  const keys = Object.keys(after) as Array<keyof SessionHeaderProps>;
  if (keys.length !== Object.keys(before).length) return false;
  return keys.every((key) =>
    key === 'session' ? sameSession(before.session, after.session) : before[key] === after[key],
  );
}

const sameSession = (a: BookSession, b: BookSession) =>
  a === b ||
  (a.id === b.id &&
    a.open === b.open &&
    a.duration === b.duration &&
    a.actionCount === b.actionCount &&
    a.items.length === b.items.length);
