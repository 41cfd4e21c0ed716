import { Button, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listName } from '@common/domain/display-name';
import { withLabBooks } from '@common/domain/lab-book-rules';
import type { GroupStudent } from '../api/get-group-students';
import { useRelativeTime } from '../use-relative-time';

interface StudentSelectorProps {
  students: readonly GroupStudent[];
  lastUpdated: ReadonlyMap<string, number | null> | undefined;
  /** 0..100 while the queue of groups loads; null when done. */
  progress: number | null;
  now: number;
  onSelect: (student: GroupStudent) => void;
}

/** The instructor's list of lab books: name, last updated, a view action (spec 2). */
export function StudentSelector({
  students,
  lastUpdated,
  progress,
  now,
  onSelect,
}: StudentSelectorProps) {
  const { t } = useTranslation('labBook');
  const relative = useRelativeTime();
  const withBooks = withLabBooks(students, lastUpdated);
  return (
    <Stack gap="sm">
      {progress !== null ? (
        <div role="status">
          <Text size="sm">{t('students.progress', { percent: progress })}</Text>
          <Progress value={progress} aria-hidden="true" mt={4} />
        </div>
      ) : null}
      {withBooks.length === 0 && progress === null ? (
        <Text role="status" c="dimmed">
          {t('students.empty')}
        </Text>
      ) : withBooks.length > 0 ? (
        <Table.ScrollContainer minWidth={420}>
          <Table striped highlightOnHover aria-label={t('students.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('students.name')}</Table.Th>
                <Table.Th scope="col">{t('students.lastUpdated')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('students.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withBooks.map((student) => {
                const name = listName(student);
                const updated = lastUpdated?.get(student.UserId);
                return (
                  <Table.Tr key={student.UserId}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>
                      {updated ? (
                        <time dateTime={new Date(updated).toISOString()}>
                          {relative(updated, now)}
                        </time>
                      ) : (
                        '…'
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={t('students.viewBook', { name })}
                        onClick={() => onSelect(student)}
                      >
                        {t('students.view')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
