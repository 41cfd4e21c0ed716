import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { ALL_LABS, type LabFilter, type PresetView } from '../preset-rows';
import { usePresetsTranslation } from './use-presets-translation';

interface PresetsToolbarProps {
  view: PresetView;
  onViewChange: (view: PresetView) => void;
  lab: LabFilter;
  labs: ReadonlyArray<{ labType: number; name: string; count: number }>;
  total: number;
  onLabChange: (lab: LabFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** The system / my saved labs toggle, the lab filter with counts and the name search. */
export function PresetsToolbar(props: PresetsToolbarProps) {
  const { t } = usePresetsTranslation();
  return (
    <Group align="flex-end" gap="md">
      <SegmentedControl
        aria-label={t('view.label')}
        value={props.view}
        onChange={(value) => props.onViewChange(value === 'system' ? 'system' : 'mine')}
        data={[
          { value: 'system', label: t('view.system') },
          { value: 'mine', label: t('view.mine') },
        ]}
      />
      <Select
        label={t('filter.label')}
        w={280}
        allowDeselect={false}
        value={String(props.lab)}
        onChange={(value) =>
          props.onLabChange(!value || value === ALL_LABS ? ALL_LABS : Number(value))
        }
        data={[
          { value: ALL_LABS, label: t('filter.all', { count: props.total }) },
          ...props.labs.map((lab) => ({
            value: String(lab.labType),
            label: t('filter.lab', { name: lab.name, count: lab.count }),
          })),
        ]}
      />
      <TextInput
        label={t('search.label')}
        type="search"
        w={240}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
      />
    </Group>
  );
}
