import type { OrganicSynthesisPreset } from '@common/schemas/preset-objects';
import { usePresetsTranslation } from '../use-presets-translation';
import { ControlsFieldset } from './controls-fieldset';

/** Organic Synthesis: its five controls (spec 3 §3). */
export function OrganicSynthesisForm(props: {
  value: OrganicSynthesisPreset;
  onChange: (value: OrganicSynthesisPreset) => void;
}) {
  const { t } = usePresetsTranslation();
  const { value, onChange } = props;
  return (
    <ControlsFieldset
      legend={t('customize.controls')}
      controls={value.controls}
      labels={{
        canAccessSpectraLibrary: t('organicSynthesis.canAccessSpectraLibrary'),
        canSeeFlaskContents: t('organicSynthesis.canSeeFlaskContents'),
        isFTIRAllowed: t('organicSynthesis.isFTIRAllowed'),
        isMSAllowed: t('organicSynthesis.isMSAllowed'),
        isNMRAllowed: t('organicSynthesis.isNMRAllowed'),
      }}
      onChange={(controls) => onChange({ ...value, controls })}
    />
  );
}
