import type { ReactNode } from 'react';
import { Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClientGroup } from '@common/schemas/groups';
import { useOnline } from '@/lib/use-online';
import type { AssignmentsMode } from '../api/queries';
import { useAssignmentsTranslation } from './use-assignments-translation';

/** What the empty states need to know of the viewer. */
interface EmptyStateViewer {
  mode: AssignmentsMode;
  isTaOnly: boolean;
}

/** One of the empty states of spec 3 §2, with an optional link or action. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <Stack gap="sm" align="flex-start">
        <Text>{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** The link to the Groups page (to create or join a group, or to turn on assignments). */
export function GroupsLink({ label }: { label: string }) {
  return <Anchor renderRoot={(props) => <Link {...props} to="/groups" />}>{label}</Anchor>;
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useAssignmentsTranslation();
  return (
    <Button variant="light" onClick={onRetry}>
      {t('empty.retry')}
    </Button>
  );
}

/** No group to show: create one (teachers), join one (students); TAs wait to be made TA. */
export function NoGroups({ viewer }: { viewer: EmptyStateViewer }) {
  const { t } = useAssignmentsTranslation();
  if (viewer.mode === 'student') {
    return (
      <EmptyState text={t('empty.noGroupsStudent')}>
        <GroupsLink label={t('empty.joinGroup')} />
      </EmptyState>
    );
  }
  if (viewer.isTaOnly) return <EmptyState text={t('empty.noGroupsTa')} />;
  return (
    <EmptyState text={t('empty.noGroupsTeacher')}>
      <GroupsLink label={t('empty.createGroup')} />
    </EmptyState>
  );
}

/** The group has no course: its owner is told how to turn assignments on (spec 3 §4). */
export function TurnOn({ group, viewer }: { group: ClientGroup; viewer: EmptyStateViewer }) {
  const { t } = useAssignmentsTranslation();
  if (viewer.mode === 'teacher' && group.isInstructor) {
    return (
      <EmptyState text={t('empty.turnOnOwner')}>
        <GroupsLink label={t('empty.goToGroups')} />
      </EmptyState>
    );
  }
  return <EmptyState text={t('empty.turnOnOthers')} />;
}

/** A query without data yet: loading, not saved on this device (offline), or not available. */
export function Pending({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  const { t } = useAssignmentsTranslation();
  const isOnline = useOnline();
  if (!isOnline) return <EmptyState text={t('empty.notSaved')} />;
  if (query.isError) {
    return (
      <EmptyState text={t('empty.notAvailable')}>
        <RetryButton onRetry={() => void query.refetch()} />
      </EmptyState>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('empty.loading')}</Text>
    </Group>
  );
}
