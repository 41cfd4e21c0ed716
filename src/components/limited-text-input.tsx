import { useState } from 'react';
import { Text, TextInput, VisuallyHidden, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type LimitedTextInputProps = Omit<TextInputProps, 'maxLength'> & {
  /** The limit: longer text is cut (typed or pasted), and the count shows `n/limit`. */
  maxLength: number;
};

/**
 * A text input with a character limit (spec 2 §5: "truncates, shows count/limit"). The count is
 * for the eyes; screen readers hear the limit once, politely, when it is reached, not a number
 * on every keystroke.
 */
export function LimitedTextInput({
  maxLength,
  value,
  defaultValue,
  onChange,
  ...props
}: LimitedTextInputProps) {
  const { t } = useTranslation();
  const [ownLength, setOwnLength] = useState(String(defaultValue ?? '').length);
  const length = value === undefined ? ownLength : String(value).length;
  const isAtLimit = length >= maxLength;
  return (
    <>
      <TextInput
        {...props}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        onChange={(event) => {
          const text = event.currentTarget.value;
          // A value set by script can exceed maxLength; what the user sends never does.
          if (text.length > maxLength) event.currentTarget.value = text.slice(0, maxLength);
          setOwnLength(event.currentTarget.value.length);
          onChange?.(event);
        }}
        rightSectionWidth={72}
        rightSection={
          <Text size="xs" c={isAtLimit ? 'orange.9' : 'dimmed'} aria-hidden="true">
            {t('input.count', { count: length, max: maxLength })}
          </Text>
        }
        rightSectionPointerEvents="none"
      />
      <VisuallyHidden role="status" aria-live="polite">
        {isAtLimit ? t('input.limitReached', { max: maxLength }) : ''}
      </VisuallyHidden>
    </>
  );
}
