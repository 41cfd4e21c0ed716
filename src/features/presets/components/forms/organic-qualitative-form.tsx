import { Checkbox, Fieldset, Group, MultiSelect, Radio, Select, Stack } from '@mantine/core';
import type { OrganicQualitativePreset } from '@common/schemas/preset-objects';
import { ORGANIC_COMPOUND_CODES, organicCompoundName } from '@common/domain/organic-compounds';
import { usePresetsTranslation } from '../use-presets-translation';
import { ControlsFieldset } from './controls-fieldset';
import type { ReportValidity } from './use-field-validity';

interface OrganicQualitativeFormProps {
  value: OrganicQualitativePreset;
  onChange: (value: OrganicQualitativePreset) => void;
  report: ReportValidity;
}

// Compound names come from the fixed code lookup (chemical names, not interface texts).
const COMPOUNDS = ORGANIC_COMPOUND_CODES.map((code) => ({
  value: code,
  label: `${organicCompoundName(code)} (${code})`,
}));

/** Organic Qualitative: 8 controls, the unknown set and the reaction set (spec 3 §3). */
export function OrganicQualitativeForm({ value, onChange, report }: OrganicQualitativeFormProps) {
  const { t } = usePresetsTranslation();
  const unknowns = value.unknownData;
  const isCustomEmpty = unknowns.type === 'custom' && unknowns.customUnknownSet.length === 0;
  const setUnknowns = (next: OrganicQualitativePreset['unknownData']) => {
    report('customUnknownSet', !(next.type === 'custom' && next.customUnknownSet.length === 0));
    onChange({ ...value, unknownData: next });
  };
  const selected = value.selectedReactionSet;
  return (
    <Stack>
      <ControlsFieldset
        legend={t('customize.controls')}
        controls={value.controls}
        labels={{
          FTIR: t('organicQualitative.FTIR'),
          MS: t('organicQualitative.MS'),
          NMR: t('organicQualitative.NMR'),
          boilingPoint: t('organicQualitative.boilingPoint'),
          CHAnalysis: t('organicQualitative.CHAnalysis'),
          sampleInfo: t('organicQualitative.sampleInfo'),
          spectraLibrary: t('organicQualitative.spectraLibrary'),
          unknownReporting: t('organicQualitative.unknownReporting'),
        }}
        onChange={(controls) => onChange({ ...value, controls })}
      />
      <Fieldset legend={t('organicQualitative.unknowns')}>
        <Stack gap="sm">
          <Radio.Group
            label={t('organicQualitative.unknownSet')}
            value={unknowns.type}
            onChange={(type) =>
              setUnknowns({ ...unknowns, type: type === 'custom' ? 'custom' : 'all' })
            }
          >
            <Group gap="md" mt={4}>
              <Radio value="all" label={t('organicQualitative.all')} />
              <Radio value="custom" label={t('organicQualitative.custom')} />
            </Group>
          </Radio.Group>
          {unknowns.type === 'custom' ? (
            <MultiSelect
              label={t('organicQualitative.compounds')}
              data={COMPOUNDS}
              value={unknowns.customUnknownSet}
              searchable
              error={isCustomEmpty ? t('organicQualitative.compoundsError') : undefined}
              onChange={(codes) => setUnknowns({ ...unknowns, customUnknownSet: codes })}
            />
          ) : null}
        </Stack>
      </Fieldset>
      {value.reactionSets.length > 0 ? (
        <Fieldset legend={t('organicQualitative.reactionSet')}>
          <Stack gap="sm">
            <Select
              label={t('organicQualitative.reactionSet')}
              data={value.reactionSets.map((set) => ({ value: set.rid, label: set.displayName }))}
              value={selected?.rid ?? null}
              allowDeselect={false}
              onChange={(rid) =>
                onChange({
                  ...value,
                  selectedReactionSet: value.reactionSets.find((set) => set.rid === rid),
                })
              }
            />
            {selected ? (
              <Fieldset variant="unstyled" legend={t('organicQualitative.reactions')}>
                <Stack gap={4} mt={4}>
                  {Object.entries(selected.sets).map(([code, isIncluded]) => (
                    <Checkbox
                      key={code}
                      label={code}
                      checked={isIncluded}
                      onChange={(event) =>
                        onChange({
                          ...value,
                          selectedReactionSet: {
                            ...selected,
                            sets: { ...selected.sets, [code]: event.currentTarget.checked },
                          },
                        })
                      }
                    />
                  ))}
                </Stack>
              </Fieldset>
            ) : null}
          </Stack>
        </Fieldset>
      ) : null}
    </Stack>
  );
}
