import { useState, type FormEvent } from 'react';
import { ActionIcon, Anchor, Group, NumberInput, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Assessment, Course, WorksheetsTarget } from '@common/schemas/worksheets';
import { cellContent, cellLink, type ScoreScale } from '@common/domain/score-display';
import { IconX } from '@/components/icons';
import { useOnline } from '@/lib/use-online';
import type { GradebookMember } from '../api/get-group-members';
import { useSaveScore } from '../api/save-score';
import { PORTFOLIO_NAMESPACE } from '../locales';
import { IconCheck, IconPencil } from './icons';
import type { PortfolioViewer } from './portfolio-page';

interface ScoreCellProps {
  course: Course;
  assessment: Assessment;
  member: GradebookMember;
  studentName: string;
  score: number | undefined;
  scale: ScoreScale;
  nowSeconds: number;
  viewer: PortfolioViewer;
  onOpen: (target: WorksheetsTarget) => void;
}

/**
 * One score cell (spec 3 §4, §6): the score or the cell status, a link to the assessment view
 * (teachview; stuview on a TA's own record; blocked in proxy mode), and for those who grade, the
 * score set or changed in place.
 */
export function ScoreCell({
  course,
  assessment,
  member,
  studentName,
  score,
  scale,
  nowSeconds,
  viewer,
  onOpen,
}: ScoreCellProps) {
  const { t } = useTranslation(PORTFOLIO_NAMESPACE);
  const { t: tc } = useTranslation();
  const isOnline = useOnline();
  const [isEditing, setEditing] = useState(false);
  const content = cellContent(assessment, score, scale, nowSeconds);
  const text = content.kind === 'score' ? content.text : t(`cell.status.${content.status}`);
  const wsId = member.wsId ?? undefined;
  const link = cellLink({
    isProxying: viewer.isProxying,
    isOwnRecord: member.UserId === viewer.userId,
    hasWorksheetsId: wsId !== undefined,
  });
  const names = { name: studentName, assessment: assessment.name };
  const canGrade =
    !viewer.isProxying &&
    wsId !== undefined &&
    (course.role === 'owner' ||
      course.role === 'co-instructor' ||
      (course.role === 'tutor' && course.tutorGrading));

  if (isEditing && wsId !== undefined) {
    return (
      <ScoreForm
        label={t('cell.scoreLabel', { ...names, max: assessment.ptsposs })}
        initial={score}
        max={assessment.ptsposs}
        variables={{
          courseid: course.id,
          studentid: wsId,
          assessmentid: assessment.id,
          isUpdate: score !== undefined,
        }}
        onDone={() => setEditing(false)}
      />
    );
  }

  const target: WorksheetsTarget | null =
    link === 'teachview' && wsId !== undefined
      ? { view: 'teachview', courseId: course.id, assessmentId: assessment.id, studentWsId: wsId }
      : link === 'stuview'
        ? { view: 'stuview', courseId: course.id, assessmentId: assessment.id }
        : null;
  const reason = link === 'blocked-proxy' ? t('cell.proxyBlocked') : t('cell.noWorksheetsId');
  return (
    <Group gap={4} wrap="nowrap">
      {target ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={t('cell.open', { text, ...names })}
          onClick={() => onOpen(target)}
        >
          {text}
        </Anchor>
      ) : (
        <Tooltip label={reason}>
          <Text size="sm" tabIndex={0} aria-label={`${text} (${reason})`} aria-disabled c="dimmed">
            {text}
          </Text>
        </Tooltip>
      )}
      {canGrade ? (
        <Tooltip label={isOnline ? t('cell.edit', names) : tc('common.offlineReason')}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('cell.edit', names)}
            aria-disabled={!isOnline || undefined}
            aria-description={isOnline ? undefined : tc('common.offlineReason')}
            onClick={() => {
              if (isOnline) setEditing(true);
            }}
          >
            <IconPencil size={14} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

function ScoreForm({
  label,
  initial,
  max,
  variables,
  onDone,
}: {
  label: string;
  initial: number | undefined;
  max: number;
  variables: { courseid: number; studentid: number; assessmentid: number; isUpdate: boolean };
  onDone: () => void;
}) {
  const { t } = useTranslation(PORTFOLIO_NAMESPACE);
  const save = useSaveScore();
  const [value, setValue] = useState<string | number>(initial ?? '');
  const number = typeof value === 'number' ? value : Number.NaN;
  const isValid = Number.isFinite(number) && number >= 0 && number <= max;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || save.isPending) return;
    save.mutate(
      { ...variables, score: number },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('cell.saved') });
          onDone();
        },
        onError: () => notifications.show({ color: 'red', message: t('cell.saveFailed') }),
      },
    );
  };
  return (
    <form onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && onDone()}>
      <Group gap={4} wrap="nowrap">
        <NumberInput
          aria-label={label}
          size="xs"
          w={80}
          min={0}
          max={max}
          decimalScale={2}
          value={value}
          onChange={setValue}
          error={value !== '' && !isValid}
          data-autofocus
          autoFocus
        />
        <ActionIcon
          type="submit"
          size="sm"
          aria-label={t('cell.save')}
          disabled={!isValid}
          loading={save.isPending}
        >
          <IconCheck size={14} />
        </ActionIcon>
        <ActionIcon variant="subtle" size="sm" aria-label={t('cell.cancel')} onClick={onDone}>
          <IconX size={14} />
        </ActionIcon>
      </Group>
    </form>
  );
}
