import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useDashboardTranslation } from '../use-dashboard-translation';

/**
 * Spec 2 §2 progress phases, named after what happens here: the statistics request is in flight
 * (getting students: the server reads the groups' students and their sessions in that one
 * request), the chart library is loading, the answer is being turned into charts (gathering
 * data), or a newer answer is being fetched while the charts stay (refreshing).
 */
export type Phase = 'gettingStudents' | 'loading' | 'gatheringData' | 'refreshing';

const STEP: Record<Phase, number> = {
  gettingStudents: 25,
  loading: 50,
  gatheringData: 75,
  refreshing: 100,
};

export function PhaseStatus({ phase }: { phase: Phase | null }) {
  const { t } = useDashboardTranslation();
  // The live region stays mounted, so each phase change is announced.
  return (
    <div role="status" aria-label={t('phase.label')}>
      {phase ? (
        <Stack gap={4} maw={360}>
          <Group gap="xs">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t(`phase.${phase}`)}</Text>
          </Group>
          {phase === 'refreshing' ? null : (
            <Progress value={STEP[phase]} size="sm" aria-hidden="true" />
          )}
        </Stack>
      ) : null}
    </div>
  );
}
