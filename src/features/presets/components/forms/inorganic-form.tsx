import { Fieldset, MultiSelect, Stack, Text } from '@mantine/core';
import type { InorganicPreset } from '@common/schemas/preset-objects';
import { INORGANIC_CATIONS, type InorganicCation } from '@common/domain/inorganic-cations';
import { usePresetsTranslation } from '../use-presets-translation';
import { UnknownTypeControl } from './unknown-type-control';
import type { ReportValidity } from './use-field-validity';

interface InorganicFormProps {
  value: InorganicPreset;
  onChange: (value: InorganicPreset) => void;
  report: ReportValidity;
}

/** Inorganic: which cations each unknown may contain, and whether it is assigned or practice. */
export function InorganicForm({ value, onChange, report }: InorganicFormProps) {
  const { t } = usePresetsTranslation();
  if (value.unknownData.length === 0) return <Text>{t('inorganic.none')}</Text>;
  const update = (index: number, patch: Partial<InorganicPreset['unknownData'][number]>) =>
    onChange({
      ...value,
      unknownData: value.unknownData.map((u, i) => (i === index ? { ...u, ...patch } : u)),
    });
  return (
    <Stack>
      {value.unknownData.map((unknown, index) => {
        const n = index + 1;
        const isEmpty = unknown.cations.length === 0;
        return (
          <Fieldset key={unknown.uuid} legend={t('inorganic.unknown', { n })}>
            <Stack gap="sm">
              <UnknownTypeControl
                label={t('unknownType.labelOf', { name: t('inorganic.unknown', { n }) })}
                value={unknown.type}
                onChange={(type) => update(index, { type })}
              />
              <MultiSelect
                label={t('inorganic.cations', { n })}
                data={[...INORGANIC_CATIONS]}
                value={unknown.cations}
                searchable
                error={isEmpty ? t('inorganic.cationsError') : undefined}
                onChange={(cations) => {
                  report(`cations-${index}`, cations.length > 0);
                  update(index, { cations: cations as InorganicCation[] });
                }}
              />
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
