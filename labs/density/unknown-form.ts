import { SAMPLE_CYLINDERS } from '@common/domain/density';
import { h } from '../shared/dom';
import { MATERIAL_COLORS } from './drawings';
import type { Texts } from './texts';
import { CYLINDER_NUMBERS, parseDensity } from './unknown-report';

export interface UnknownFormView {
  element: HTMLElement;
  /** Shows the report's fate; clears the density once a report was saved. */
  setStatus(text: string, isSaved?: boolean): void;
}

/** "Report an unknown": a cylinder, the measured density, and a send button. */
export function renderUnknownForm(
  t: Texts,
  onReport: (report: { cylinder: number; density: number; image?: string }) => void,
): UnknownFormView {
  const cylinder = h(
    'select',
    { id: 'unknown-cylinder' },
    CYLINDER_NUMBERS.map((n) => h('option', { value: n }, [t.cylinder(n)])),
  );
  const density = h('input', {
    id: 'unknown-density',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    'aria-describedby': 'unknown-hint unknown-status',
  });
  const status = h('p', { id: 'unknown-status', class: 'note-status', role: 'status' });
  const form = h('form', { class: 'notes-form', novalidate: true }, [
    h('p', { id: 'unknown-hint', class: 'hint' }, [t.unknown.hint]),
    h('label', { for: 'unknown-cylinder' }, [t.unknown.cylinder]),
    cylinder,
    h('label', { for: 'unknown-density' }, [t.unknown.density]),
    density,
    h('button', { type: 'submit' }, [t.unknown.send]),
    status,
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = parseDensity(density.value);
    if (value === null) {
      density.setAttribute('aria-invalid', 'true');
      status.textContent = t.unknown.badDensity;
      density.focus();
      return;
    }
    density.removeAttribute('aria-invalid');
    const number = Number(cylinder.value);
    onReport({ cylinder: number, density: value, image: cylinderPicture(number) });
  });
  const element = h('section', { class: 'notes unknown', 'aria-labelledby': 'unknown-title' }, [
    h('h2', { id: 'unknown-title' }, [t.unknown.title]),
    form,
  ]);
  return {
    element,
    setStatus(text, isSaved) {
      status.textContent = text;
      if (isSaved) density.value = '';
    },
  };
}

/** The cylinder drawn in its material's colour, as a PNG for the report (none without canvas). */
function cylinderPicture(number: number): string | undefined {
  const sample = SAMPLE_CYLINDERS.find((item) => item.number === number);
  const canvas = document.createElement('canvas');
  const g = canvas.getContext('2d');
  if (!sample || !g) return undefined;
  const [width, height] = [24 * sample.diameter, 24 * sample.height];
  canvas.width = width + 16;
  canvas.height = height + 24;
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = MATERIAL_COLORS[sample.material];
  g.strokeStyle = '#333333';
  g.lineWidth = 2;
  g.fillRect(8, 16, width, height);
  g.strokeRect(8, 16, width, height);
  g.beginPath();
  g.ellipse(8 + width / 2, 16, width / 2, 6, 0, 0, 2 * Math.PI);
  g.fill();
  g.stroke();
  return canvas.toDataURL('image/png');
}
