import { Alert, Button, Group, Text } from '@mantine/core';
import { useDashboardTranslation } from '../use-dashboard-translation';

/** Spec 2 §2: the first visit asks whether the dashboard should be the home screen. */
export function HomeQuestion({ onAnswer }: { onAnswer: (isHome: boolean) => void }) {
  const { t } = useDashboardTranslation();
  return (
    <Alert
      variant="light"
      color="blue"
      title={t('home.question')}
      role="region"
      aria-label={t('home.question')}
    >
      <Text size="sm" mb="sm">
        {t('home.explain')}
      </Text>
      <Group gap="sm">
        <Button size="xs" onClick={() => onAnswer(true)}>
          {t('home.yes')}
        </Button>
        <Button size="xs" variant="default" onClick={() => onAnswer(false)}>
          {t('home.no')}
        </Button>
      </Group>
    </Alert>
  );
}
