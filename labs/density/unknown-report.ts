import { SAMPLE_CYLINDERS } from '@common/domain/density';
import { formatNumber, type Texts } from './texts';

/**
 * "Report an unknown" (spec 3 §7, issue 9): the student names a cylinder and the density they
 * measured; the bench sends it to the lab book as a note marked as an unknown report, which the
 * group's instructors export as one PDF. The note is plain HTML the portal sanitizes.
 */

export const CYLINDER_NUMBERS = SAMPLE_CYLINDERS.map((sample) => sample.number);

/** The densest solid (osmium) is 22.6 g/cm³: anything above 100 is a typing slip. */
export const MAX_DENSITY = 100;

/** A typed density, with a dot or a comma as the decimal mark; null when it is not one. */
export function parseDensity(text: string): number | null {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= MAX_DENSITY ? number : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The report as the lab book keeps it; `image` is a PNG data URL of the cylinder, when drawn. */
export function unknownReportHtml(
  report: { cylinder: number; density: number; image?: string },
  t: Texts,
): string {
  const line = t.unknown.line(report.cylinder, formatNumber(report.density, t));
  const image =
    report.image && /^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(report.image)
      ? `<p><img src="${report.image}" alt="${escapeHtml(t.cylinder(report.cylinder))}"></p>`
      : '';
  return `<p><strong>${escapeHtml(t.unknown.heading)}</strong></p><p>${escapeHtml(line)}</p>${image}`;
}
