import { describe, expect, it } from 'vitest';
import { labMessageSchema } from '@common/schemas/lab-frame';
import { TEXTS } from './texts';
import { parseDensity, unknownReportHtml } from './unknown-report';

describe('reporting an unknown cylinder', () => {
  it('reads a density typed with a dot or a comma', () => {
    expect(parseDensity('2.70')).toBe(2.7);
    expect(parseDensity(' 0,751 ')).toBe(0.751);
    expect(parseDensity('.5')).toBe(0.5);
    expect(parseDensity('7')).toBe(7);
  });

  it('refuses what is not a positive density', () => {
    for (const text of ['', 'abc', '-1', '0', '1e3', '2.7.1', '101', '2,7,1', 'NaN'])
      expect(parseDensity(text), text).toBeNull();
  });

  it('writes the report in the bench language, with the picture when it is a PNG', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(unknownReportHtml({ cylinder: 3, density: 0.951, image: png }, TEXTS.en)).toBe(
      '<p><strong>Unknown report</strong></p><p>Cylinder 3: measured density 0.951 g/cm³</p>' +
        `<p><img src="${png}" alt="Cylinder 3"></p>`,
    );
    expect(unknownReportHtml({ cylinder: 3, density: 0.951 }, TEXTS.es)).toBe(
      '<p><strong>Informe de incógnita</strong></p><p>Cilindro 3: densidad medida 0,951 g/cm³</p>',
    );
    expect(
      unknownReportHtml({ cylinder: 1, density: 1, image: 'javascript:alert(1)' }, TEXTS.en),
    ).not.toContain('<img');
  });

  it('is a valid labbook_entry message marked as an unknown report', () => {
    const html = unknownReportHtml({ cylinder: 2, density: 0.75 }, TEXTS.en);
    expect(
      labMessageSchema.parse({ type: 'labbook_entry', html, isUnknownReport: true }),
    ).toMatchObject({ isUnknownReport: true });
  });
});
