import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 9 keeps white button text above 4.5:1 (WCAG AA) in both schemes.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  // Keyboard users always see where they are; mouse users are not distracted.
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // Light alert titles in yellow or orange fall below 4.5:1; the icon and border carry the colour.
    // A plain object, not Alert.extend(): that would bring the Alert component into the app's
    // start, where no alert shows.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
  },
});

/**
 * WCAG AA (4.5:1) where Mantine's defaults fall below it: "dimmed" text (darker greys); the
 * hover of filled primary buttons (Mantine goes one shade lighter, to cyan 8: 4.34:1 with white
 * text; we go darker instead); error texts (red 6 on white is 3.3:1; red 9 is 5.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {
    '--mantine-primary-color-filled-hover': darken(current.colors.cyan[9], 0.15),
  },
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    '--mantine-color-error': current.colors.red[9],
  },
  dark: { '--mantine-color-dimmed': current.colors.dark[1] },
});
