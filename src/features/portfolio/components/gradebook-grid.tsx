import { useState } from 'react';
import { ActionIcon, Anchor, Group, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { format } from 'date-fns';
import { enUS, es, pt } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import type { Assessment, Course } from '@common/schemas/worksheets';
import { listName } from '@common/domain/display-name';
import { columnWindow, type ScoreScale } from '@common/domain/score-display';
import { NO_END_DATE } from '@common/schemas/worksheets';
import { IconBook, IconChevronLeft, IconChevronRight, IconUser } from '@/components/icons';
import { openWorksheets } from '@/lib/worksheets-launch';
import type { WorksheetsTarget } from '@common/schemas/worksheets';
import type { GradebookMember } from '../api/get-group-members';
import { PORTFOLIO_NAMESPACE } from '../locales';
import type { PortfolioViewer } from './portfolio-page';
import { ScoreCell } from './score-cell';

const DATE_LOCALES = { en: enUS, es, pt };

interface GradebookGridProps {
  groupName: string;
  rows: readonly GradebookMember[];
  hasQuery: boolean;
  course: Course | null;
  assessments: readonly Assessment[];
  hasAssessments: boolean;
  scale: ScoreScale;
  nowSeconds: number;
  scoreOf: (userId: string, assessmentId: number) => number | undefined;
  viewer: PortfolioViewer;
  onOpenLabBook: (studentId: string) => void;
}

/** Opens a worksheets page in a new tab; a failure is said, not swallowed. */
export function useOpenWorksheets() {
  const { t } = useTranslation(PORTFOLIO_NAMESPACE);
  return (target: WorksheetsTarget) => {
    openWorksheets(target).catch((error: unknown) => {
      console.warn('[portfolio] worksheets launch failed:', error);
      notifications.show({ color: 'red', message: t('launchFailed') });
    });
  };
}

/**
 * The grid (spec 3 §2): one row per student ('last, first', a TA icon for TAs; the name opens the
 * student's worksheets gradebook, the book icon their lab book) and six assessment columns moved
 * with the chevrons; headers show name, points, open and close dates.
 */
export function GradebookGrid({
  groupName,
  rows,
  hasQuery,
  course,
  assessments,
  hasAssessments,
  scale,
  nowSeconds,
  scoreOf,
  viewer,
  onOpenLabBook,
}: GradebookGridProps) {
  const { t, i18n } = useTranslation(PORTFOLIO_NAMESPACE);
  const open = useOpenWorksheets();
  const [start, setStart] = useState(0);
  const window = columnWindow(assessments.length, start);
  const shown = assessments.slice(window.start, window.end);
  const dateLocale = DATE_LOCALES[i18n.language as keyof typeof DATE_LOCALES] ?? enUS;
  // Spec 3 §9 date-time format (DD-MMM-YYYY h:mm a), month names in the reader's language.
  const date = (seconds: number) =>
    format(new Date(seconds * 1000), 'dd-MMM-yyyy h:mm aaa', { locale: dateLocale });

  return (
    <Stack gap="xs">
      {assessments.length > 0 ? (
        <Group gap="xs" justify="flex-end">
          <ActionIcon
            variant="default"
            aria-label={t('grid.previous')}
            disabled={!window.canGoLeft}
            onClick={() => setStart(window.start - 1)}
          >
            <IconChevronLeft />
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {t('grid.columns', {
              from: window.start + 1,
              to: window.end,
              total: assessments.length,
            })}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t('grid.next')}
            disabled={!window.canGoRight}
            onClick={() => setStart(window.start + 1)}
          >
            <IconChevronRight />
          </ActionIcon>
        </Group>
      ) : course && hasAssessments ? (
        <Text role="status" c="dimmed">
          {t('empty.noAssessments')}
        </Text>
      ) : null}
      <ScrollArea type="auto">
        <Table striped withTableBorder verticalSpacing="xs" miw={600} captionSide="top">
          <Table.Caption>{t('grid.caption', { group: groupName })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('grid.student')}</Table.Th>
              {shown.map((a) => (
                <Table.Th key={a.id} scope="col" miw={140}>
                  <Text fw={600} size="sm">
                    {a.name}
                  </Text>
                  <Text size="xs">{t('grid.points', { count: a.ptsposs })}</Text>
                  <Text size="xs" c="dimmed">
                    {a.startdate > 0
                      ? t('grid.opens', { date: date(a.startdate) })
                      : t('grid.notScheduled')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {a.enddate > 0 && a.enddate !== NO_END_DATE
                      ? t('grid.due', { date: date(a.enddate) })
                      : t('grid.noEnd')}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((member) => {
              const name = listName(member);
              const wsId = member.wsId ?? undefined;
              return (
                <Table.Tr key={member.UserId}>
                  <Table.Th scope="row" fw="normal" miw={190}>
                    <Group gap={6} wrap="nowrap">
                      <Tooltip label={t('grid.viewBook', { name })}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('grid.viewBook', { name })}
                          onClick={() => onOpenLabBook(member.UserId)}
                        >
                          <IconBook size={18} />
                        </ActionIcon>
                      </Tooltip>
                      {course ? (
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          ta="left"
                          style={{ whiteSpace: 'nowrap' }}
                          aria-label={t('grid.openGradebook', { name })}
                          onClick={() =>
                            open({ view: 'gbviewassess', courseId: course.id, studentWsId: wsId })
                          }
                        >
                          {name}
                        </Anchor>
                      ) : (
                        <Text size="sm">{name}</Text>
                      )}
                      {member.isTA || member.roleName === 'Teaching Assistant' ? (
                        <Tooltip label={t('grid.ta')}>
                          <span
                            role="img"
                            aria-label={t('grid.ta')}
                            style={{ display: 'inline-flex' }}
                          >
                            <IconUser size={16} />
                          </span>
                        </Tooltip>
                      ) : null}
                    </Group>
                  </Table.Th>
                  {shown.map((a) => (
                    <Table.Td key={a.id}>
                      {course ? (
                        <ScoreCell
                          course={course}
                          assessment={a}
                          member={member}
                          studentName={name}
                          score={scoreOf(member.UserId, a.id)}
                          scale={scale}
                          nowSeconds={nowSeconds}
                          viewer={viewer}
                          onOpen={open}
                        />
                      ) : null}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {rows.length === 0 ? (
        <Text role="status" c="dimmed">
          {hasQuery ? t('empty.noMatch') : t('empty.noStudents')}
        </Text>
      ) : null}
    </Stack>
  );
}
