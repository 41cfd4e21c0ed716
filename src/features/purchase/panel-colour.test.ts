import { describe, expect, it } from 'vitest';
import { randomPanelColour, safeColour, textColourOn } from './panel-colour';

describe('the purchase panel colour', () => {
  it('picks the text colour that reads better', () => {
    expect(textColourOn('#f08c00')).toBe('#000');
    expect(textColourOn('#5f3dc4')).toBe('#fff');
    expect(textColourOn('#ffffff')).toBe('#000');
  });

  it('accepts hex colours only', () => {
    expect(safeColour('#1f6feb')).toBe('#1f6feb');
    expect(safeColour('red; background:url(x)')).toBeUndefined();
    expect(safeColour(undefined)).toBeUndefined();
  });

  it('has a random colour when the bundle names none', () => {
    expect(randomPanelColour(() => 0.99)).toMatch(/^#/);
  });
});
