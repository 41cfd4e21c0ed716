import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@/components/icons';
import { useAdminTranslation } from './use-admin-translation';

/** "1–25 of 80" with previous and next buttons; hidden when everything fits on one page. */
export function Pager(props: {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const { t } = useAdminTranslation();
  const { offset, limit, total } = props;
  if (total <= limit && offset === 0) return null;
  return (
    <Group component="nav" aria-label={t('pager.label')} gap="xs" justify="flex-end">
      <Text size="sm" aria-live="polite">
        {t('pager.range', {
          from: Math.min(offset + 1, total),
          to: Math.min(offset + limit, total),
          total,
        })}
      </Text>
      <ActionIcon
        variant="default"
        aria-label={t('pager.previous')}
        disabled={offset === 0}
        onClick={() => props.onOffset(Math.max(0, offset - limit))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={t('pager.next')}
        disabled={offset + limit >= total}
        onClick={() => props.onOffset(offset + limit)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
