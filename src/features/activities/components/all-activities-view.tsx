import { useMemo, useState } from 'react';
import { Group, NativeSelect, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  activityLabs,
  activityLevel,
  filterActivities,
  inLanguage,
  pageCount,
  pageOf,
  type ActivityFilters,
} from '@common/domain/activity-rules';
import { ACTIVITY_LEVELS, type Activity, type ActivityLevel } from '@common/schemas/activities';
import { ActivityName } from './activity-link';
import { IconSearch } from './icons';
import { ListMessage } from './list-panel';
import { useActivitiesTranslation } from './use-activities-translation';

const isLevel = (value: string): value is ActivityLevel =>
  (ACTIVITY_LEVELS as readonly string[]).includes(value);

/**
 * All activities (spec 3 §2): the first dropdown is the lab (the route filter preselects it), the
 * second a template tag; level, name search, 50 a page; columns name, lab, level.
 */
export function AllActivitiesView({
  activities,
  templateTags,
  language,
  initialLab,
}: {
  activities: Activity[];
  templateTags: string[];
  language: string;
  /** The lab name the route filter names, if any. */
  initialLab: string | null;
}) {
  const { t } = useActivitiesTranslation();
  const [filters, setFilters] = useState<ActivityFilters>({
    lab: initialLab,
    tag: null,
    level: null,
    search: '',
  });
  const [page, setPage] = useState(1);
  const own = useMemo(() => inLanguage(activities, language), [activities, language]);
  const labs = useMemo(() => {
    const names = activityLabs(own);
    return initialLab && !names.includes(initialLab) ? [...names, initialLab].sort() : names;
  }, [own, initialLab]);
  const found = useMemo(() => filterActivities(own, filters), [own, filters]);
  const pages = pageCount(found.length);
  const current = Math.min(page, pages);
  const shown = pageOf(found, current);
  const update = (change: Partial<ActivityFilters>) => {
    setFilters((before) => ({ ...before, ...change }));
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('all.lab')}
          value={filters.lab ?? ''}
          onChange={(event) => update({ lab: event.currentTarget.value || null })}
          data={[{ value: '', label: t('all.allLabs') }, ...labs]}
        />
        <NativeSelect
          label={t('all.topic')}
          value={filters.tag ?? ''}
          onChange={(event) => update({ tag: event.currentTarget.value || null })}
          data={[{ value: '', label: t('all.allTopics') }, ...templateTags]}
        />
        <NativeSelect
          label={t('all.level')}
          value={filters.level ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update({ level: isLevel(value) ? value : null });
          }}
          data={[
            { value: '', label: t('levels.all') },
            ...ACTIVITY_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) })),
          ]}
        />
        <TextInput
          type="search"
          label={t('all.search')}
          leftSection={<IconSearch size={16} />}
          value={filters.search}
          onChange={(event) => update({ search: event.currentTarget.value })}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {t('all.count', { count: found.length })}
      </Text>
      {found.length === 0 ? (
        <ListMessage>{t('all.empty')}</ListMessage>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover aria-label={t('all.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('all.name')}</Table.Th>
                <Table.Th scope="col">{t('all.lab')}</Table.Th>
                <Table.Th scope="col">{t('all.level')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((activity) => {
                const level = activityLevel(activity);
                return (
                  <Table.Tr key={activity.id}>
                    <Table.Th scope="row" fw={400}>
                      <ActivityName activity={activity} />
                    </Table.Th>
                    <Table.Td>{activity.lab}</Table.Td>
                    <Table.Td>{level ? t(`levels.${level}`) : t('all.noLevel')}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pager.label')}>
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            withEdges
            getItemProps={(item) => ({
              'aria-label': t('pager.page', { page: item }),
              'aria-current': item === current ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
          />
        </nav>
      ) : null}
    </Stack>
  );
}
