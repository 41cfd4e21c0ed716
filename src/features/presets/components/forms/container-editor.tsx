import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TitrationContent } from '@common/schemas/preset-objects';
import {
  containerVolumeField,
  contentConcentrationField,
  paperAmountField,
} from '@common/domain/preset-bounds';
import { TITRATION_MATERIALS } from '@common/domain/titration-materials';
import { BoundedNumberInput } from '../bounded-number-input';
import { usePresetsTranslation } from '../use-presets-translation';
import type { ReportValidity } from './use-field-validity';

export interface EditableContainer {
  conVol: number;
  materials: TitrationContent[];
}

interface ContainerEditorProps<C extends EditableContainer> {
  /** e.g. "Beaker 1". */
  name: string;
  container: C;
  isPaper: boolean;
  maxContents: number;
  keyPrefix: string;
  onChange: (container: C) => void;
  report: ReportValidity;
}

const MATERIAL_OPTIONS = TITRATION_MATERIALS.map((m) => ({
  value: m.id,
  label: `${m.name} (${m.formula})`,
}));

/** One container of the advanced customization: its contents with their bounds (spec 3 §5). */
export function ContainerEditor<C extends EditableContainer>(props: ContainerEditorProps<C>) {
  const { t } = usePresetsTranslation();
  const { container, onChange, report } = props;
  const setContent = (index: number, patch: Partial<TitrationContent>) =>
    onChange({
      ...container,
      materials: container.materials.map((m, i) => (i === index ? { ...m, ...patch } : m)),
    });
  const volume = containerVolumeField(container.conVol);
  return (
    <Fieldset
      legend={t(
        props.isPaper ? 'titrations.advanced.paperName' : 'titrations.advanced.containerName',
        {
          name: props.name,
          volume: container.conVol,
        },
      )}
    >
      <Stack gap="sm">
        {container.materials.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('titrations.advanced.empty')}
          </Text>
        ) : null}
        {container.materials.map((content, index) => {
          const n = index + 1;
          const key = `${props.keyPrefix}-${index}`;
          const of = { name: props.name, n };
          return (
            <SimpleGrid key={index} cols={{ base: 1, sm: props.isPaper ? 3 : 4 }} spacing="xs">
              <Select
                label={t('titrations.advanced.material', of)}
                data={MATERIAL_OPTIONS}
                value={content.id}
                allowDeselect={false}
                onChange={(id) => {
                  if (!id) return;
                  // A new material keeps a concentration within its own bounds.
                  const { min, max } = contentConcentrationField(id).bounds;
                  setContent(index, { id, value: Math.min(max, Math.max(min, content.value)) });
                }}
              />
              {props.isPaper ? null : (
                <BoundedNumberInput
                  label={t('titrations.advanced.water', of)}
                  value={content.water}
                  field={volume}
                  onValidity={(ok) => report(`${key}-water`, ok)}
                  onChange={(water) => setContent(index, { water })}
                />
              )}
              <BoundedNumberInput
                label={t('titrations.advanced.amount', of)}
                value={content.amount}
                field={props.isPaper ? paperAmountField() : volume}
                onValidity={(ok) => report(`${key}-amount`, ok)}
                onChange={(amount) => setContent(index, { amount })}
              />
              <BoundedNumberInput
                label={t('titrations.advanced.value', of)}
                value={content.value}
                field={contentConcentrationField(content.id)}
                onValidity={(ok) => report(`${key}-value`, ok)}
                onChange={(value) => setContent(index, { value })}
              />
              <Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => {
                    ['water', 'amount', 'value'].forEach((f) => report(`${key}-${f}`, true));
                    onChange({
                      ...container,
                      materials: container.materials.filter((_, i) => i !== index),
                    });
                  }}
                >
                  {t('titrations.advanced.remove', of)}
                </Button>
              </Group>
            </SimpleGrid>
          );
        })}
        {container.materials.length < props.maxContents ? (
          <Button
            variant="light"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              onChange({
                ...container,
                materials: [...container.materials, { id: 'water', water: 0, amount: 0, value: 0 }],
              })
            }
          >
            {t('titrations.advanced.add', { name: props.name })}
          </Button>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
