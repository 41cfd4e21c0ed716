import { Button, Fieldset, Stack } from '@mantine/core';
import type { TitrationPreset } from '@common/schemas/preset-objects';
import { bottleConcentrationField } from '@common/domain/preset-bounds';
import { titrationMaterial } from '@common/domain/titration-materials';
import { BoundedNumberInput } from '../bounded-number-input';
import { usePresetsTranslation } from '../use-presets-translation';
import { ControlsFieldset } from './controls-fieldset';
import type { ReportValidity } from './use-field-validity';

interface TitrationFormProps {
  value: TitrationPreset;
  onChange: (value: TitrationPreset) => void;
  report: ReportValidity;
  canOpenAdvanced: boolean;
  onOpenAdvanced: () => void;
}

export const bottleLabel = (bottle: TitrationPreset['bottles'][number]) => {
  const material = titrationMaterial(bottle.jsonStr.materials[0]?.id ?? '');
  return material && material.name !== bottle.shortName
    ? `${bottle.shortName} (${material.formula})`
    : bottle.shortName;
};

/** Titrations: the four controls (meters already in cannot be turned off) and the bottles. */
export function TitrationForm(props: TitrationFormProps) {
  const { t } = usePresetsTranslation();
  const { value, onChange, report } = props;
  const inserted = t('titrations.inserted');
  return (
    <Stack>
      <ControlsFieldset
        legend={t('customize.controls')}
        controls={value.controls}
        labels={{
          pHMeter: t('titrations.pHMeter'),
          conductivityMeter: t('titrations.conductivityMeter'),
          graph: t('titrations.graph'),
          saveData: t('titrations.saveData'),
        }}
        locked={{
          pHMeter: value.inserted?.pHMeter ? inserted : undefined,
          conductivityMeter: value.inserted?.conductivityMeter ? inserted : undefined,
        }}
        onChange={(controls) => onChange({ ...value, controls })}
      />
      <BottlesFieldset value={value} onChange={onChange} report={report} />
      <Button
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        disabled={!props.canOpenAdvanced}
        onClick={props.onOpenAdvanced}
      >
        {t('titrations.advanced.open')}
      </Button>
    </Stack>
  );
}

/** Distilled water has no concentration to set. */
const hasConcentration = (bottle: TitrationPreset['bottles'][number]) =>
  titrationMaterial(bottle.jsonStr.materials[0]?.id ?? '')?.kind !== 'water';

/** Each bottle's concentration (M, or a solid's percent weight shown x100). */
export function BottlesFieldset({
  value,
  onChange,
  report,
}: Pick<TitrationFormProps, 'value' | 'onChange' | 'report'>) {
  const { t } = usePresetsTranslation();
  if (value.bottles.length === 0) return null;
  return (
    <Fieldset legend={t('titrations.bottles')}>
      <Stack gap="sm">
        {value.bottles.filter(hasConcentration).map((bottle) => (
          <BoundedNumberInput
            key={bottle.uuid}
            label={t(
              bottle.unknown ? 'titrations.concentrationUnknown' : 'titrations.concentration',
              {
                name: bottleLabel(bottle),
              },
            )}
            value={bottle.concentration}
            field={bottleConcentrationField(bottle)}
            onValidity={(ok) => report(`bottle-${bottle.uuid}`, ok)}
            onChange={(concentration) =>
              onChange({
                ...value,
                bottles: value.bottles.map((b) =>
                  b.uuid === bottle.uuid ? { ...b, concentration } : b,
                ),
              })
            }
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
