import { useId, type ReactNode } from 'react';
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useOnline } from '@/lib/use-online';
import { useActivitiesTranslation } from './use-activities-translation';

/** One of the syllabus view's three lists: a titled region. */
export function ListPanel({
  title,
  controls,
  children,
}: {
  title: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {controls}
        {children}
      </Stack>
    </Paper>
  );
}

/** A status line in place of a list (empty, choose first, loading, not saved offline). */
export function ListMessage({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" role="status">
      {children}
    </Text>
  );
}

interface LoadState {
  isPending: boolean;
  isError: boolean;
}

/**
 * What a list shows before its data: loading, "not saved on this device" offline (the list was
 * never opened online), or a failure; undefined once there is data.
 */
export function useLoadMessage(query: LoadState, hasData: boolean): ReactNode | undefined {
  const { t } = useActivitiesTranslation();
  const isOnline = useOnline();
  if (hasData) return undefined;
  if (!isOnline) return <ListMessage>{t('offline.notSaved')}</ListMessage>;
  if (query.isError) return <ListMessage>{t('offline.failed')}</ListMessage>;
  return (
    <ListMessage>
      <Loader size="xs" mr="xs" aria-hidden="true" />
      {t('syllabus.loading')}
    </ListMessage>
  );
}
