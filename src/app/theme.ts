import { Alert, createTheme, type CSSVariablesResolver } from '@mantine/core';

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
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
  },
});

/** Mantine's default "dimmed" text is below WCAG AA contrast on small text; use darker greys. */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-dimmed': current.colors.gray[7] },
  dark: { '--mantine-color-dimmed': current.colors.dark[1] },
});
