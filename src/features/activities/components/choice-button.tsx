import { NavLink } from '@mantine/core';

/** A template or topic to choose: a toggle button (aria-pressed), filled when chosen. */
export function ChoiceButton({
  label,
  description,
  isSelected,
  onClick,
}: {
  label: string;
  description?: string;
  isSelected: boolean;
  onClick: () => void;
}) {
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      description={description}
      active={isSelected}
      aria-pressed={isSelected}
      variant="filled"
      // Mantine lightens the chosen item on hover and dims its description: both fall below
      // 4.5:1 under white text, so the chosen item keeps the primary shade.
      vars={() => ({
        root: { '--nl-hover': 'var(--mantine-primary-color-filled)' },
        children: {},
      })}
      styles={{ description: { opacity: 1 } }}
      onClick={onClick}
    />
  );
}
