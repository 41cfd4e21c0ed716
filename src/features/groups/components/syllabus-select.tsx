import { NativeSelect } from '@mantine/core';
import type { SyllabusOptionGroup } from '../syllabus-options';
import { useGroupsTranslation } from './use-groups-translation';

/**
 * The syllabus choice (spec 3 §9 categories, then My Previous Groups) as a native select with one
 * option group per category: every browser and screen reader knows how to use it by keyboard.
 */
export function SyllabusSelect({
  groups,
  value,
  onChange,
  isOptional = false,
  error,
  disabled,
}: {
  groups: readonly SyllabusOptionGroup[];
  value: string;
  onChange: (value: string) => void;
  /** The create dialog may make a group without one ("No syllabus"). */
  isOptional?: boolean;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useGroupsTranslation();
  return (
    <NativeSelect
      label={t('syllabus.label')}
      description={isOptional ? t('syllabus.optionalDescription') : t('syllabus.description')}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: t(isOptional ? 'syllabus.none' : 'syllabus.choose') },
        ...groups.map((group) => ({
          group: t(`syllabus.categories.${group.category}`),
          items: group.options.map((option) => ({ value: option.value, label: option.label })),
        })),
      ]}
    />
  );
}
