import { h, s } from '../shared/dom';
import type { CurvePoint } from './bench-state';
import { formatNumber, type Texts } from './texts';

/**
 * The titration curve: pH against the burette volume added, drawn as SVG (x: 0 to the largest
 * volume, at least 10 mL; y: pH 0-14). The picture has a text alternative (role img with a
 * summary) and the points are in a data table, which is also what Save data sends.
 */

const W = 320;
const H = 200;
const PAD = { left: 34, right: 10, top: 10, bottom: 28 };

export function curveSvg(points: readonly CurvePoint[], t: Texts): SVGElement {
  const withPH = points.filter((p): p is CurvePoint & { pH: number } => p.pH !== null);
  const maxX = Math.max(10, ...withPH.map((p) => p.volume));
  const x = (v: number) => PAD.left + (v / maxX) * (W - PAD.left - PAD.right);
  const y = (pH: number) => PAD.top + (1 - pH / 14) * (H - PAD.top - PAD.bottom);
  const label =
    withPH.length === 0
      ? t.graphEmpty
      : t.graphAlt(
          withPH.length,
          formatNumber(withPH[0]!.pH, t, 2),
          formatNumber(withPH[withPH.length - 1]!.pH, t, 2),
        );
  const grid = [0, 7, 14].flatMap((pH) => [
    s('line', { x1: PAD.left, x2: W - PAD.right, y1: y(pH), y2: y(pH), stroke: '#ccd' }),
    s('text', { x: 4, y: y(pH) + 4, 'font-size': 11, fill: '#333' }, [String(pH)]),
  ]);
  const path = withPH.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.volume)},${y(p.pH)}`).join(' ');
  return s('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': label, class: 'curve' }, [
    ...grid,
    s('line', {
      x1: PAD.left,
      x2: PAD.left,
      y1: PAD.top,
      y2: H - PAD.bottom,
      stroke: '#333',
    }),
    s('text', { x: PAD.left, y: H - 8, 'font-size': 11, fill: '#333' }, ['0 mL']),
    s('text', { x: W - PAD.right - 50, y: H - 8, 'font-size': 11, fill: '#333' }, [
      `${formatNumber(maxX, t, 2)} mL`,
    ]),
    ...(path ? [s('path', { d: path, fill: 'none', stroke: '#1c64b8', 'stroke-width': 2 })] : []),
    ...withPH.map((p) => s('circle', { cx: x(p.volume), cy: y(p.pH), r: 2.5, fill: '#1c64b8' })),
  ]);
}

const cell = (value: number | null, t: Texts, decimals: number) =>
  value === null ? '—' : formatNumber(value, t, decimals);

/** The rows of the data table: volume (5 decimals: a burette value), pH, conductivity. */
export function curveRows(points: readonly CurvePoint[], t: Texts): string[][] {
  return points.map((p) => [cell(p.volume, t, 5), cell(p.pH, t, 2), cell(p.conductivity, t, 3)]);
}

export function curveTable(points: readonly CurvePoint[], t: Texts): HTMLElement {
  if (points.length === 0) return h('p', { class: 'hint' }, [t.noData]);
  return h('table', { class: 'data' }, [
    h('caption', {}, [t.table]),
    h('thead', {}, [
      h('tr', {}, [
        h('th', { scope: 'col' }, [t.colVolume]),
        h('th', { scope: 'col' }, [t.colPH]),
        h('th', { scope: 'col' }, [t.colConductivity]),
      ]),
    ]),
    h(
      'tbody',
      {},
      curveRows(points, t).map((row) =>
        h(
          'tr',
          {},
          row.map((value) => h('td', {}, [value])),
        ),
      ),
    ),
  ]);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Save data: the table as the lab book keeps it (HTML the portal sanitizes). */
export function dataHtml(
  points: readonly CurvePoint[],
  t: Texts,
  context: { preset: string | null; titrant: string | null },
): string {
  const head = [t.colVolume, t.colPH, t.colConductivity]
    .map((c) => `<th>${escapeHtml(c)}</th>`)
    .join('');
  const rows = curveRows(points, t)
    .map((row) => `<tr>${row.map((v) => `<td>${escapeHtml(v)}</td>`).join('')}</tr>`)
    .join('');
  const lines = [context.preset, context.titrant]
    .filter((line): line is string => !!line)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  return `<p><strong>${escapeHtml(t.table)}</strong></p>${lines}<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}
