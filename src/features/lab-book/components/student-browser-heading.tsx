import { ActionIcon, Anchor, Breadcrumbs, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { wrapAround } from '@common/domain/lab-book-rules';
import { IconChevronLeft, IconChevronRight } from '@/components/icons';
import type { GroupStudent } from '../api/get-group-students';

interface StudentBrowserHeadingProps {
  /** The sorted (and searched) list the arrows walk through. */
  students: readonly GroupStudent[];
  studentId: string;
  name: string | undefined;
  onBack: () => void;
  onSelect: (student: GroupStudent) => void;
}

/** lab_book_browser: a breadcrumb back to the list and previous/next student, wrapping around. */
export function StudentBrowserHeading({
  students,
  studentId,
  name,
  onBack,
  onSelect,
}: StudentBrowserHeadingProps) {
  const { t } = useTranslation('labBook');
  const index = students.findIndex((student) => student.UserId === studentId);
  const step = (direction: -1 | 1) => {
    const next = wrapAround(students, (student) => student.UserId === studentId, direction);
    if (next) onSelect(next);
  };
  const arrow = (direction: -1 | 1) => {
    const label = direction < 0 ? t('browser.previous') : t('browser.next');
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant="default"
          aria-label={label}
          disabled={students.length === 0}
          onClick={() => step(direction)}
        >
          {direction < 0 ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
        </ActionIcon>
      </Tooltip>
    );
  };
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <nav aria-label={t('browser.breadcrumbs')}>
        <Breadcrumbs>
          <Anchor component="button" type="button" onClick={onBack}>
            {t('browser.back')}
          </Anchor>
          <Text fw={600} aria-current="page">
            {name ?? t('browser.student')}
          </Text>
        </Breadcrumbs>
      </nav>
      <Group gap="xs">
        {arrow(-1)}
        {index >= 0 ? (
          <Text size="sm" c="dimmed">
            {t('browser.position', { index: index + 1, count: students.length })}
          </Text>
        ) : null}
        {arrow(1)}
      </Group>
    </Group>
  );
}
