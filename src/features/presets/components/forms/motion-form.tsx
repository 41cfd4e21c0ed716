import { useState } from 'react';
import { Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { GRID_UNSET, type MotionPreset } from '@common/schemas/preset-objects';
import { checkRange } from '@common/domain/preset-bounds';
import { setGridLimit } from '../../motion-limits';
import { usePresetsTranslation } from '../use-presets-translation';
import type { ReportValidity } from './use-field-validity';

type Limits = MotionPreset['gridLimits'];
type LimitKey = keyof Limits;
const KEYS: readonly LimitKey[] = ['xMin', 'xMax', 'yMin', 'yMax'];
/** Any finite number (spec 3 §5 "Grid limits are numbers"), through the shared range check. */
const ANY_NUMBER = { min: -1e9, max: 1e9 };

interface MotionFormProps {
  value: MotionPreset;
  onChange: (value: MotionPreset) => void;
  report: ReportValidity;
}

/** Free Motion and Ramp Motion: grid limits (98765 = unset, shown empty), grid, scale, stop. */
export function MotionForm({ value, onChange, report }: MotionFormProps) {
  const { t } = usePresetsTranslation();
  const setLimit = (key: LimitKey, next: number) =>
    onChange({ ...value, gridLimits: setGridLimit(value.gridLimits, key, next) });
  const grid = value.json.grid;
  return (
    <Stack>
      <Fieldset legend={t('motion.gridLimits')}>
        <Text size="sm" c="dimmed" mb="xs">
          {t('motion.limitsHint')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {KEYS.map((key) => (
            <NumberText
              key={key}
              label={t(`motion.limit.${key}`)}
              value={value.gridLimits[key]}
              isOptional
              onChange={(next) => setLimit(key, next)}
              onValidity={(ok) => report(`limit-${key}`, ok)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('motion.gridData')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {KEYS.map((key) => (
            <NumberText
              key={key}
              label={t(`motion.data.${key}`)}
              value={value.gridData[key]}
              onChange={(next) =>
                onChange({ ...value, gridData: { ...value.gridData, [key]: next } })
              }
              onValidity={(ok) => report(`data-${key}`, ok)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Radio.Group
        label={t('motion.scale')}
        value={grid.auto ? 'auto' : 'fixed'}
        onChange={(scale) =>
          onChange({ ...value, json: { ...value.json, grid: { ...grid, auto: scale === 'auto' } } })
        }
      >
        <Group gap="md" mt={4}>
          <Radio value="auto" label={t('motion.auto')} />
          <Radio value="fixed" label={t('motion.fixed')} />
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t('motion.stop')}
        value={grid.limitsBySize}
        onChange={(stop) =>
          onChange({
            ...value,
            json: {
              ...value.json,
              grid: { ...grid, limitsBySize: stop === 'centre' ? 'centre' : 'edge' },
            },
          })
        }
      >
        <Group gap="md" mt={4}>
          <Radio value="edge" label={t('motion.edge')} />
          <Radio value="centre" label={t('motion.centre')} />
        </Group>
      </Radio.Group>
    </Stack>
  );
}

function NumberText(props: {
  label: string;
  value: number;
  isOptional?: boolean;
  onChange: (value: number) => void;
  onValidity: (isValid: boolean) => void;
}) {
  const { t } = usePresetsTranslation();
  const shown = (v: number) => (props.isOptional && v === GRID_UNSET ? '' : String(v));
  const [text, setText] = useState(() => shown(props.value));
  const [error, setError] = useState<string>();
  // Another field may clear this one (x max clears y max).
  const [shownValue, setShownValue] = useState(props.value);
  if (shownValue !== props.value) {
    setShownValue(props.value);
    setText(shown(props.value));
  }
  return (
    <TextInput
      type="number"
      inputMode="decimal"
      label={props.label}
      value={text}
      error={error}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => {
        if (props.isOptional && text.trim() === '') {
          setError(undefined);
          props.onValidity(true);
          props.onChange(GRID_UNSET);
          return;
        }
        const check = checkRange(text, ANY_NUMBER);
        setError(check.ok ? undefined : t('field.number'));
        props.onValidity(check.ok);
        if (check.ok) props.onChange(check.value);
      }}
    />
  );
}
