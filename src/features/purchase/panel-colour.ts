/** Colours for a left panel whose bundle names none (spec 1 §2: random or bundle-specified). */
export const PANEL_COLOURS = ['#1f6feb', '#2f9e44', '#ae3ec9', '#d9480f', '#1971c2', '#5f3dc4'];

export function randomPanelColour(random: () => number = Math.random): string {
  return PANEL_COLOURS[Math.floor(random() * PANEL_COLOURS.length)] ?? PANEL_COLOURS[0]!;
}

function luminance(hex: string): number | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const n = parseInt(match[1]!, 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Black or white text, whichever reads better on the panel (WCAG contrast). */
export function textColourOn(background: string): '#000' | '#fff' {
  const l = luminance(background);
  if (l === undefined) return '#000';
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onBlack >= onWhite ? '#000' : '#fff';
}

/** A CSS hex colour from MetaData, or undefined (never arbitrary CSS). */
export function safeColour(value: string | undefined): string | undefined {
  return value && /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim() : undefined;
}
