import { Radio, Group } from '@mantine/core';
import type { UnknownType } from '@common/schemas/preset-objects';
import { usePresetsTranslation } from '../use-presets-translation';

/** Assigned or practice, as a radio group (keyboard: arrows). */
export function UnknownTypeControl(props: {
  label: string;
  value: UnknownType;
  onChange: (value: UnknownType) => void;
}) {
  const { t } = usePresetsTranslation();
  return (
    <Radio.Group
      label={props.label}
      value={props.value}
      onChange={(value) => props.onChange(value === 'practice' ? 'practice' : 'assigned')}
    >
      <Group gap="md" mt={4}>
        <Radio value="assigned" label={t('unknownType.assigned')} />
        <Radio value="practice" label={t('unknownType.practice')} />
      </Group>
    </Radio.Group>
  );
}
