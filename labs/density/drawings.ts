import {
  GRADUATED_CYLINDER,
  MATERIAL_DENSITY,
  submergedFraction,
  type Material,
} from '@common/domain/density';
import { s } from '../shared/dom';
import type { BenchSample } from './preset';

/** Pictures of the balance and the graduated cylinder, to scale. Decorative: readings are text. */

export const MATERIAL_COLORS: Record<Material, string> = {
  steel: '#8c979a',
  wood: '#a47142',
  plastic: '#eeeee6',
  cement: '#b3aea3',
  rubber: '#3a3a3a',
};

const TUBE_AREA = Math.PI * (GRADUATED_CYLINDER.innerDiameter / 2) ** 2;
/** 3 px per mL, so 100 mL is 300 px tall; a cm of height holds TUBE_AREA mL. */
const PX_PER_ML = 3;
const PX_PER_CM = TUBE_AREA * PX_PER_ML;
const TUBE_BOTTOM = 320;
const TUBE_LEFT = 40;
const TUBE_WIDTH = GRADUATED_CYLINDER.innerDiameter * PX_PER_CM;

/** An unknown is drawn in a neutral grey: its colour would name its material. */
export const UNKNOWN_COLOR = '#9aa0a6';
export const colorOf = (sample: BenchSample) =>
  sample.unknown ? UNKNOWN_COLOR : MATERIAL_COLORS[sample.material];

function sampleRect(sample: BenchSample, x: number, bottom: number): SVGElement {
  const width = sample.diameter * PX_PER_CM;
  const height = sample.height * PX_PER_CM;
  return s('rect', {
    x: x - width / 2,
    y: bottom - height,
    width,
    height,
    rx: 2,
    fill: colorOf(sample),
    stroke: '#333',
    'stroke-width': 1,
  });
}

export function graduatedCylinderDrawing(level: number, inside: BenchSample | undefined) {
  const surface = TUBE_BOTTOM - level * PX_PER_ML;
  const ticks: SVGElement[] = [];
  for (let ml = 0; ml <= GRADUATED_CYLINDER.capacity; ml += 5) {
    const y = TUBE_BOTTOM - ml * PX_PER_ML;
    const isMajor = ml % 10 === 0;
    ticks.push(
      s('line', {
        x1: TUBE_LEFT + TUBE_WIDTH,
        x2: TUBE_LEFT + TUBE_WIDTH - (isMajor ? 14 : 7),
        y1: y,
        y2: y,
        stroke: '#445',
        'stroke-width': 1,
      }),
    );
    if (isMajor && ml > 0)
      ticks.push(
        s('text', { x: TUBE_LEFT + TUBE_WIDTH + 6, y: y + 4, 'font-size': 11, fill: '#334' }, [
          String(ml),
        ]),
      );
  }
  const center = TUBE_LEFT + TUBE_WIDTH / 2;
  let sample: SVGElement[] = [];
  if (inside) {
    const under = submergedFraction(MATERIAL_DENSITY[inside.material]) * inside.height;
    const bottom = under < inside.height ? surface + under * PX_PER_CM : TUBE_BOTTOM;
    sample = [sampleRect(inside, center, bottom)];
  }
  return s('svg', { viewBox: '0 0 120 340', width: 120, height: 340, 'aria-hidden': 'true' }, [
    ...sample,
    s('rect', {
      x: TUBE_LEFT,
      y: surface,
      width: TUBE_WIDTH,
      height: TUBE_BOTTOM - surface,
      fill: 'rgba(80, 160, 230, 0.45)',
    }),
    s('path', {
      d: `M${TUBE_LEFT} 12 V${TUBE_BOTTOM} H${TUBE_LEFT + TUBE_WIDTH} V12`,
      fill: 'none',
      stroke: '#445',
      'stroke-width': 2,
    }),
    s('rect', {
      x: TUBE_LEFT - 14,
      y: TUBE_BOTTOM,
      width: TUBE_WIDTH + 28,
      height: 8,
      fill: '#445',
    }),
    ...ticks,
  ]);
}

export function balanceDrawing(onPan: readonly BenchSample[]) {
  const panTop = 86;
  const scale = 0.6;
  let x = 60;
  const samples = onPan.map((sample) => {
    const width = sample.diameter * PX_PER_CM * scale;
    const height = sample.height * PX_PER_CM * scale;
    const rect = s('rect', {
      x,
      y: panTop - height,
      width,
      height,
      rx: 2,
      fill: colorOf(sample),
      stroke: '#333',
    });
    x += width + 4;
    return rect;
  });
  return s('svg', { viewBox: '0 0 220 130', width: 220, height: 130, 'aria-hidden': 'true' }, [
    ...samples,
    s('rect', { x: 40, y: panTop, width: 140, height: 6, rx: 3, fill: '#667' }),
    s('rect', { x: 104, y: panTop + 6, width: 12, height: 14, fill: '#667' }),
    s('rect', {
      x: 20,
      y: panTop + 20,
      width: 180,
      height: 24,
      rx: 4,
      fill: '#dde1e6',
      stroke: '#667',
    }),
  ]);
}
