import { Checkbox, Fieldset, MultiSelect, Stack } from '@mantine/core';
import type { DensityPreset } from '@common/schemas/preset-objects';
import { MATERIALS, type Material } from '@common/domain/density';
import { usePresetsTranslation } from '../use-presets-translation';
import { ControlsFieldset } from './controls-fieldset';
import { UnknownTypeControl } from './unknown-type-control';
import type { ReportValidity } from './use-field-validity';

interface DensityFormProps {
  value: DensityPreset;
  onChange: (value: DensityPreset) => void;
  report: ReportValidity;
}

const CYLINDERS = [1, 2, 3, 4, 5] as const;
type CylinderUnknown = DensityPreset['unknownsData']['cylinderUnknowns'][number];

/** Density: controls, which of the five cylinders are unknown, their materials and type. */
export function DensityForm({ value, onChange, report }: DensityFormProps) {
  const { t } = usePresetsTranslation();
  const unknowns = value.unknownsData.cylinderUnknowns;
  const setUnknowns = (next: CylinderUnknown[]) => {
    CYLINDERS.forEach((n) =>
      report(`cylinder-${n}`, !next.some((c) => c.cylinder === n && c.unknownList.length === 0)),
    );
    onChange({
      ...value,
      unknownsData: { cylinderUnknowns: [...next].sort((a, b) => a.cylinder - b.cylinder) },
    });
  };
  const materials = MATERIALS.map((m) => ({ value: m, label: t(`density.material.${m}`) }));
  return (
    <Stack>
      <ControlsFieldset
        legend={t('customize.controls')}
        controls={value.controls}
        labels={{
          balance: t('density.balance'),
          graduatedCylinder: t('density.graduatedCylinder'),
          unknownReporting: t('density.unknownReporting'),
        }}
        onChange={(controls) => onChange({ ...value, controls })}
      />
      {CYLINDERS.map((n) => {
        const unknown = unknowns.find((c) => c.cylinder === n);
        const others = unknowns.filter((c) => c.cylinder !== n);
        const update = (patch: Partial<CylinderUnknown>) =>
          unknown && setUnknowns([...others, { ...unknown, ...patch }]);
        return (
          <Fieldset key={n} legend={t('density.cylinder', { n })}>
            <Stack gap="sm">
              <Checkbox
                label={t('density.isUnknown', { n })}
                checked={unknown !== undefined}
                onChange={(event) =>
                  setUnknowns(
                    event.currentTarget.checked
                      ? [
                          ...others,
                          { cylinder: n, unknownType: 'assigned', unknownList: [...MATERIALS] },
                        ]
                      : others,
                  )
                }
              />
              {unknown ? (
                <>
                  <UnknownTypeControl
                    label={t('unknownType.labelOf', { name: t('density.cylinder', { n }) })}
                    value={unknown.unknownType}
                    onChange={(unknownType) => update({ unknownType })}
                  />
                  <MultiSelect
                    label={t('density.materials', { n })}
                    data={materials}
                    value={unknown.unknownList}
                    error={
                      unknown.unknownList.length === 0 ? t('density.materialsError') : undefined
                    }
                    onChange={(list) => update({ unknownList: list as Material[] })}
                  />
                </>
              ) : null}
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
