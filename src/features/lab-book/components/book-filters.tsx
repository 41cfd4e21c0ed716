import { Group, NativeSelect, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { labName } from '@common/domain/lab-names';
import {
  ALL_LABS,
  parseLabFilter,
  TIME_SCALES,
  type LabFilter,
  type TimeScale,
} from '@common/domain/lab-book-rules';

interface BookFiltersProps {
  labTypes: readonly number[];
  labFilter: LabFilter;
  onLabFilterChange: (filter: LabFilter) => void;
  timeScale: TimeScale;
  onTimeScaleChange: (scale: TimeScale) => void;
}

/** The lab filter (All Labs plus the labs the user may see) and the time-scale radio. */
export function BookFilters(props: BookFiltersProps) {
  const { t } = useTranslation('labBook');
  return (
    <Group gap="lg" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('filters.lab')}
        w={260}
        data={[
          { value: ALL_LABS, label: t('filters.allLabs') },
          ...props.labTypes.map((type) => ({ value: String(type), label: labName(type) })),
        ]}
        value={String(props.labFilter)}
        onChange={(event) =>
          props.onLabFilterChange(parseLabFilter(event.currentTarget.value, props.labTypes))
        }
      />
      <Radio.Group
        label={t('timeScale.label')}
        value={String(props.timeScale)}
        onChange={(value) => props.onTimeScaleChange(Number(value) as TimeScale)}
      >
        <Group gap="md" mt={6}>
          {TIME_SCALES.map((scale) => (
            <Radio key={scale} value={String(scale)} label={t(`timeScale.${scale}`)} />
          ))}
        </Group>
      </Radio.Group>
    </Group>
  );
}
