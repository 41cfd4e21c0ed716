import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, SegmentedControl, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconRefresh } from '@/components/icons';
import { PORTFOLIO_NAMESPACE } from '../locales';

/** Title, other features' actions, the Student Portfolio / My Lab Book toggle and refresh. */
export function PortfolioHeader({
  actions,
  isOwnBook,
  onModeChange,
  onRefresh,
}: {
  actions?: ReactNode;
  isOwnBook: boolean;
  onModeChange: (own: boolean) => void;
  onRefresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation(PORTFOLIO_NAMESPACE);
  const [isRefreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Group gap="sm">
        {actions}
        <SegmentedControl
          aria-label={t('mode.label')}
          value={isOwnBook ? 'own' : 'students'}
          onChange={(value) => onModeChange(value === 'own')}
          data={[
            { value: 'students', label: t('mode.studentPortfolio') },
            { value: 'own', label: t('mode.myLabBook') },
          ]}
        />
        <Tooltip label={t('refresh')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('refresh')}
            loading={isRefreshing}
            onClick={() => void refresh()}
          >
            <IconRefresh />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
