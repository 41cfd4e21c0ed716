import { Progress, Stack, Text } from '@mantine/core';
import type { AttachProgress as Progressing } from '../syllabus-flow';
import { useGroupsTranslation } from './use-groups-translation';

function percentOf(progress: Progressing): number {
  if (progress.step === 'course') return 10;
  if (progress.step === 'connect') return 30;
  return progress.total === 0 ? 100 : 30 + Math.round((70 * progress.done) / progress.total);
}

/** How far the attach flow is (spec 1 §4: "Show progress while it runs"). */
export function AttachProgress({ progress }: { progress: Progressing }) {
  const { t } = useGroupsTranslation();
  const text =
    progress.step === 'students'
      ? t('syllabus.progress.students', { done: progress.done, total: progress.total })
      : t(`syllabus.progress.${progress.step}`);
  return (
    <Stack gap={6}>
      <Text size="sm" role="status">
        {text}
      </Text>
      <Progress value={percentOf(progress)} aria-label={t('syllabus.progress.label')} animated />
    </Stack>
  );
}
