import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, NativeSelect, NumberInput, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  clampPage,
  PAGE_SIZES,
  pageRange,
  parsePageSize,
  type PageSize,
} from '@common/domain/lab-book-rules';
import { IconChevronLeft, IconChevronRight } from '@/components/icons';
import { IconChevronsLeft, IconChevronsRight } from './icons';

interface PaginationBarProps {
  page: number;
  pageCount: number;
  total: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

/** First, previous, next, last, 'page X / Y', 'a - b of total' and the page size (spec 2). */
export function PaginationBar(props: PaginationBarProps) {
  const { t } = useTranslation('labBook');
  const { page, pageCount, total, pageSize } = props;
  const range = pageRange(page, pageSize, total);
  const go = (next: number) => props.onPageChange(clampPage(next, pageCount));
  const button = (label: string, target: number, icon: ReactNode, disabled: boolean) => (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        aria-label={label}
        disabled={disabled}
        onClick={() => go(target)}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Group component="nav" aria-label={t('pagination.label')} gap="xs" wrap="wrap">
      {button(t('pagination.first'), 1, <IconChevronsLeft />, page <= 1)}
      {button(t('pagination.previous'), page - 1, <IconChevronLeft size={18} />, page <= 1)}
      <PageInput page={page} pageCount={pageCount} onCommit={go} />
      <Text size="sm" aria-live="polite">
        {t('pagination.pageOf', { page, count: pageCount })}
      </Text>
      {button(t('pagination.next'), page + 1, <IconChevronRight size={18} />, page >= pageCount)}
      {button(t('pagination.last'), pageCount, <IconChevronsRight />, page >= pageCount)}
      <Text size="sm" c="dimmed">
        {t('pagination.range', range)}
      </Text>
      <NativeSelect
        size="xs"
        label={t('pagination.pageSize')}
        styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
        data={PAGE_SIZES.map((size) => String(size))}
        value={String(pageSize)}
        onChange={(event) => props.onPageSizeChange(parsePageSize(event.currentTarget.value))}
      />
    </Group>
  );
}

/** The typed page, clamped to 1..total when committed (Enter or leaving the field). */
function PageInput({
  page,
  pageCount,
  onCommit,
}: {
  page: number;
  pageCount: number;
  onCommit: (page: number) => void;
}) {
  const { t } = useTranslation('labBook');
  const [draft, setDraft] = useState<string | number>(page);
  const [shown, setShown] = useState(page);
  // A page changed by the buttons replaces what was typed.
  if (shown !== page) {
    setShown(page);
    setDraft(page);
  }
  const commit = () => {
    const next = clampPage(draft, pageCount);
    setDraft(next);
    if (next !== page) onCommit(next);
  };
  return (
    <NumberInput
      size="xs"
      w={72}
      aria-label={t('pagination.pageInput')}
      min={1}
      max={pageCount}
      allowDecimal={false}
      clampBehavior="none"
      hideControls
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
