import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { checkRange, toShown, toStored, type NumericField } from '@common/domain/preset-bounds';
import { usePresetsTranslation } from './use-presets-translation';

interface BoundedNumberInputProps {
  label: string;
  /** The stored value (a solid's percent as 0-1: the field's scale converts). */
  value: number;
  field: NumericField;
  onChange: (value: number) => void;
  /** Reports whether the typed text is a valid value, so the popup can hold Save. */
  onValidity: (isValid: boolean) => void;
  disabled?: boolean;
}

/**
 * A number with its unit, checked on blur by the shared range check (spec 3 §5): out of bounds
 * it says the bounds and keeps the typed text (nothing is lost); the stored value only changes
 * to a valid number.
 */
export function BoundedNumberInput(props: BoundedNumberInputProps) {
  const { t } = usePresetsTranslation();
  const { field, value, onChange, onValidity } = props;
  const [text, setText] = useState(() => String(toShown(value, field)));
  const [error, setError] = useState<string>();

  // A change from outside (another field, the advanced popup) shows the new value; the value
  // this field itself stored keeps the text as typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    const check = checkRange(text, field.bounds);
    if (!check.ok || toStored(check.value, field) !== value) setText(String(toShown(value, field)));
  }

  const validate = () => {
    const check = checkRange(text, field.bounds);
    if (check.ok) {
      setError(undefined);
      onValidity(true);
      onChange(toStored(check.value, field));
      return;
    }
    setError(
      check.problem === 'number'
        ? t('field.number')
        : t('field.range', {
            min: check.bounds.min,
            max: check.bounds.max,
            unit: t(`units.${field.unit}`),
          }),
    );
    onValidity(false);
  };

  return (
    <TextInput
      type="number"
      inputMode="decimal"
      step={field.step}
      min={field.bounds.min}
      max={field.bounds.max}
      label={props.label}
      value={text}
      disabled={props.disabled}
      rightSection={<span aria-hidden>{t(`units.${field.unit}`)}</span>}
      rightSectionWidth={40}
      description={t('field.unit', { unit: t(`unitNames.${field.unit}`) })}
      error={error}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={validate}
    />
  );
}
