import type { ReactNode } from 'react';
import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAssignmentsTranslation } from './use-assignments-translation';

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
