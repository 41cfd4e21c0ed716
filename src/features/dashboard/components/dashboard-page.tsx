import { lazy, Suspense, useCallback, useDeferredValue } from 'react';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { listName } from '@common/domain/display-name';
import type { TimeScale } from '@common/domain/lab-book-rules';
import type { Statistics } from '@common/schemas/dashboard';
import { useOnline } from '@/lib/use-online';
import { useDocumentTitle } from '@/lib/use-document-title';
import { saveFile } from '@/lib/save-file';
import { useStatistics } from '../api/get-statistics';
import { buildDashboardView } from '../chart-data';
import { csvFileName, dashboardCsv } from '../csv';
import { useHomePreference } from '../home-preference';
import { useAnonymize } from '../use-anonymize';
import { useDashboardTranslation } from '../use-dashboard-translation';
import { DashboardToolbar } from './dashboard-toolbar';
import { HomeQuestion } from './home-question';
import { PhaseStatus, type Phase } from './phase-status';

// nivo is loaded only here, after the page itself is on screen (the route preloads it).
const DashboardCharts = lazy(() => import('../charts/dashboard-charts'));

export interface DashboardPageProps {
  userId: string;
  scale: TimeScale;
  onScaleChange: (scale: TimeScale) => void;
}

/** /dashboard (spec 2 §2): the instructor's home, one statistics answer for every chart. */
export function DashboardPage({ userId, scale, onScaleChange }: DashboardPageProps) {
  const { t } = useDashboardTranslation();
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const isOnline = useOnline();
  const [home, setHome] = useHomePreference();
  const [isAnonymized, setAnonymized] = useAnonymize();
  const query = useStatistics(userId, scale);
  const stats = query.data;
  // The charts are built from a deferred copy, so the phase shows while React builds them.
  const shown = useDeferredValue(stats);

  const nameOf = useCallback(
    (student: Statistics['students'][number], position: number) =>
      isAnonymized ? t('group.anonymous', { n: position }) : listName(student),
    [isAnonymized, t],
  );

  const phase: Phase | null = !stats
    ? query.fetchStatus === 'fetching'
      ? 'gettingStudents'
      : null
    : shown !== stats
      ? 'gatheringData'
      : query.isFetching
        ? 'refreshing'
        : null;

  const downloadCsv = () => {
    if (!stats) return;
    const view = buildDashboardView(stats, nameOf);
    const usernames = isAnonymized ? null : new Map(stats.students.map((s) => [s.id, s.username]));
    const csv = dashboardCsv(view, usernames, {
      group: t('csv.group'),
      student: t('csv.student'),
      username: t('csv.username'),
      lab: t('csv.lab'),
      time: t('csv.time'),
      actions: t('csv.actions'),
      entries: t('csv.entries'),
    });
    saveFile(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      csvFileName(scale, stats.computedAt),
    );
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {home === 'unset' ? (
        <HomeQuestion
          onAnswer={(isHome) => {
            setHome(isHome ? 'dashboard' : 'labs');
            if (!isHome) void navigate({ to: '/labs/{-$uuid}', params: { uuid: undefined } });
          }}
        />
      ) : null}
      <DashboardToolbar
        scale={scale}
        onScaleChange={onScaleChange}
        computedAt={stats?.computedAt}
        isSaved={Boolean(stats) && (!isOnline || query.isRefetchError)}
        isRefreshing={query.isFetching && Boolean(stats)}
        onRefresh={() => void query.refetch()}
        isAnonymized={isAnonymized}
        onAnonymizedChange={setAnonymized}
        onDownloadCsv={stats && stats.groups.length > 0 ? downloadCsv : null}
        home={home}
        onHomeChange={(isHome) => setHome(isHome ? 'dashboard' : 'labs')}
      />
      <PhaseStatus phase={phase} />
      {shown ? (
        shown.groups.length === 0 ? (
          <Paper withBorder p="md" radius="md">
            <Text>{t('state.noGroups')}</Text>
            <Anchor renderRoot={(props) => <Link {...props} to="/groups" />}>
              {t('state.noGroupsLink')}
            </Anchor>
          </Paper>
        ) : (
          <Suspense fallback={<PhaseStatus phase="loading" />}>
            <DashboardCharts stats={shown} nameOf={nameOf} />
          </Suspense>
        )
      ) : query.fetchStatus === 'paused' || (query.isError && !isOnline) ? (
        // Offline without a saved answer for this scale: say so rather than wait or "failed".
        <Text role="alert">{t('state.offlineNoData')}</Text>
      ) : query.isError ? (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text>{t('state.failed')}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('state.retry')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
