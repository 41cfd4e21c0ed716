import { useMemo, useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ClientGroup } from '@common/schemas/groups';
import {
  gradebookRoster,
  matchesStatusFilter,
  modeOfScale,
  scaleOfMode,
  STATUS_FILTERS,
  type ScoreScale,
  type StatusFilter,
} from '@common/domain/score-display';
import { saveFile } from '@/lib/save-file';
import { useOnline } from '@/lib/use-online';
import { useGroupCourse } from '../api/get-course';
import { useCourseData } from '../api/get-course-data';
import { useGroupMembers } from '../api/get-group-members';
import { useUpdateGbMode } from '../api/update-gb-mode';
import { gradebookCsv, gradebookFileName } from '../gradebook-csv';
import { PORTFOLIO_NAMESPACE } from '../locales';
import { GradebookGrid } from './gradebook-grid';
import type { PortfolioViewer } from './portfolio-page';

interface GradebookProps {
  viewer: PortfolioViewer;
  groupId: number;
  group: ClientGroup | null;
  groups: readonly ClientGroup[];
  heading: ReactNode;
  onGroupChange: (groupId: number | null) => void;
  onOpenLabBook: (studentId: string) => void;
}

/**
 * Student Portfolio of one group (spec 3 §2): the group's students and its course's assessments,
 * with the group, status, points / percent and student filters, refresh (in the header) and
 * Export CSV. Read from the saved data offline; actions need a connection.
 */
export function Gradebook({
  viewer,
  groupId,
  group,
  groups,
  heading,
  onGroupChange,
  onOpenLabBook,
}: GradebookProps) {
  const { t, i18n } = useTranslation(PORTFOLIO_NAMESPACE);
  const isOnline = useOnline();
  const course = useGroupCourse(groupId);
  const members = useGroupMembers(viewer.institutionId, groupId);
  const courseData = useCourseData(course.data?.id);
  const updateGbMode = useUpdateGbMode();
  const [status, setStatus] = useState<StatusFilter>('All');
  const [query, setQuery] = useState('');
  // The grid starts in the course's grading mode; a change is saved for the course.
  const [chosenScale, setChosenScale] = useState<ScoreScale | null>(null);
  const scale = chosenScale ?? scaleOfMode(courseData.data?.gbschemeData.defgbmode ?? 21);
  const [nowSeconds] = useState(() => Math.floor(Date.now() / 1000));

  const rows = useMemo(
    () => gradebookRoster(members.data ?? [], viewer.userId, query, i18n.language),
    [members.data, viewer.userId, query, i18n.language],
  );
  const assessments = useMemo(
    () =>
      (courseData.data?.assessmentsData ?? []).filter((a) =>
        matchesStatusFilter(a, status, nowSeconds),
      ),
    [courseData.data, status, nowSeconds],
  );
  // Scores are appended as they are saved (spec 3 §4): the last one of a student counts.
  const scores = useMemo(() => {
    const byKey = new Map<string, number>();
    for (const score of courseData.data?.scores ?? [])
      byKey.set(`${score.userId}:${score.assessmentid}`, score.score);
    return byKey;
  }, [courseData.data]);
  const scoreOf = (userId: string, assessmentId: number) => scores.get(`${userId}:${assessmentId}`);
  const courseInfo = courseData.data?.course ?? course.data ?? null;
  const canManage = courseInfo?.role === 'owner' || courseInfo?.role === 'co-instructor';

  const changeScale = (next: ScoreScale) => {
    setChosenScale(next);
    if (!courseInfo || !canManage || !isOnline || viewer.isProxying) return;
    updateGbMode.mutate(
      { courseid: courseInfo.id, mode: modeOfScale(next) },
      {
        onError: () => notifications.show({ color: 'red', message: t('gbModeFailed') }),
      },
    );
  };

  const exportCsv = () => {
    const name = gradebookFileName(group?.Name ?? String(groupId), new Date());
    const csv = gradebookCsv({
      students: rows,
      assessments,
      scoreOf,
      scale,
      headers: { student: t('csv.student'), username: t('csv.username') },
    });
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), name);
    notifications.show({ color: 'teal', message: t('csvDone', { name }) });
  };

  // Offline, a query without saved data waits (paused) for the network: say so instead of loading.
  const isWaitingForNetwork = [members, course, courseData].some(
    (query) => query.isPending && query.fetchStatus === 'paused',
  );
  const isLoading =
    !isWaitingForNetwork &&
    (members.isPending || course.isPending || (course.data != null && courseData.isPending));
  // What could not be had: without the students nothing shows; without the course the students
  // still show (their lab books open from here), with the reason.
  const courseFailed =
    (course.data === undefined && (course.isError || course.fetchStatus === 'paused')) ||
    (courseData.data === undefined && (courseData.isError || courseData.fetchStatus === 'paused'));
  const failureText = isOnline ? t('empty.loadFailed') : t('empty.notSaved');

  return (
    <Stack gap="md">
      {heading}
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('filters.group')}
          w={240}
          data={[
            { value: '', label: t('filters.allGroups') },
            ...groups.map((item) => ({ value: String(item.Id), label: item.Name })),
          ]}
          value={String(groupId)}
          onChange={(event) =>
            onGroupChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)
          }
        />
        <NativeSelect
          label={t('filters.status')}
          w={150}
          data={STATUS_FILTERS.map((value) => ({
            value,
            label: t(`filters.statuses.${value}`),
          }))}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as StatusFilter)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="portfolio-scale-label">
            {t('filters.scale')}
          </Text>
          <SegmentedControl
            aria-labelledby="portfolio-scale-label"
            value={scale}
            onChange={(value) => changeScale(value as ScoreScale)}
            data={[
              { value: 'points', label: t('filters.points') },
              { value: 'percent', label: t('filters.percent') },
            ]}
          />
        </Stack>
        <TextInput
          label={t('filters.student')}
          placeholder={t('filters.searchPlaceholder')}
          w={240}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        {/* Made from what the grid shows, so it works offline too. */}
        <Button
          variant="default"
          disabled={isLoading || members.data === undefined}
          onClick={exportCsv}
        >
          {t('exportCsv')}
        </Button>
      </Group>
      {isLoading ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('grid.caption', { group: group?.Name ?? '' })}</Text>
        </Group>
      ) : members.data === undefined ? (
        <Text role="alert" c={isOnline ? 'red.8' : undefined}>
          {failureText}
        </Text>
      ) : (
        <>
          {courseFailed ? (
            <Text role="alert" c={isOnline ? 'red.8' : undefined}>
              {failureText}
            </Text>
          ) : course.data === null ? (
            <Text role="status">
              {t('empty.noCourse')}{' '}
              <Anchor component={Link} to="/groups">
                {t('empty.toGroups')}
              </Anchor>
            </Text>
          ) : null}
          <GradebookGrid
            groupName={group?.Name ?? ''}
            rows={rows}
            hasQuery={query.trim() !== ''}
            course={courseInfo}
            assessments={courseInfo ? assessments : []}
            hasAssessments={(courseData.data?.assessmentsData.length ?? 0) > 0}
            scale={scale}
            nowSeconds={nowSeconds}
            scoreOf={scoreOf}
            viewer={viewer}
            onOpenLabBook={onOpenLabBook}
          />
        </>
      )}
    </Stack>
  );
}
