import { h } from '../shared/dom';
import type { BottleSetup } from './preset';
import { formatNumber, parseAmount, type Texts } from './texts';

export interface BottleHandlers {
  onPipet(bottle: BottleSetup): void;
  onFill(bottle: BottleSetup): void;
  onSolid(bottle: BottleSetup, grams: number): void;
}

/** What a bottle's label says of its concentration: M with 4 decimals, or Unknown. */
export function concentrationText(bottle: BottleSetup, t: Texts): string {
  if (bottle.unknown) return t.unknown(bottle.unknown.type);
  if (bottle.phase === 1) return t.purity(formatNumber(bottle.concentration * 100, t, 1));
  if (bottle.materialId === 'water') return '—';
  return `${formatNumber(bottle.concentration, t, 4)} M`;
}

/**
 * The shelf: one card per bottle with its label (name, material, concentration or Unknown) and
 * what can be done with it: pipette into the beaker, fill the burette, or weigh a solid.
 */
export function renderBottles(
  t: Texts,
  bottles: readonly BottleSetup[],
  paperGrams: number,
  handlers: BottleHandlers,
) {
  const pipetButtons: Array<{ bottle: BottleSetup; button: HTMLButtonElement }> = [];
  const cards = bottles.map((bottle, index) => {
    const titleId = `bottle-${index}`;
    const material = t.materials[bottle.materialId] ?? bottle.materialId;
    const concentration = h('output', { 'aria-label': t.concentrationOf(bottle.name) }, [
      concentrationText(bottle, t),
    ]);
    const actions: HTMLElement[] = [];
    if (bottle.phase === 0) {
      const pipet = h('button', { type: 'button' }, [t.pipetShort]);
      pipet.addEventListener('click', () => {
        if (pipet.getAttribute('aria-disabled') !== 'true') handlers.onPipet(bottle);
      });
      pipetButtons.push({ bottle, button: pipet });
      const fill = h('button', { type: 'button', 'aria-label': t.fillBuret(bottle.name) }, [
        t.fillShort,
      ]);
      fill.addEventListener('click', () => handlers.onFill(bottle));
      actions.push(pipet, fill);
    } else {
      const inputId = `paper-${index}`;
      const input = h('input', {
        id: inputId,
        type: 'text',
        inputmode: 'decimal',
        autocomplete: 'off',
        value: formatNumber(paperGrams, t, 3),
      });
      const problem = h('p', { class: 'note-status', role: 'status' });
      const add = h('button', { type: 'button', 'aria-label': t.addSolid(bottle.name) }, [
        t.addSolidShort(bottle.name),
      ]);
      add.addEventListener('click', () => {
        const grams = parseAmount(input.value);
        if (grams === null) {
          input.setAttribute('aria-invalid', 'true');
          problem.textContent = t.badMass;
          return;
        }
        input.removeAttribute('aria-invalid');
        problem.textContent = '';
        handlers.onSolid(bottle, grams);
      });
      actions.push(h('label', { for: inputId }, [t.paperMass(bottle.name)]), input, add, problem);
    }
    return h('li', { class: 'card', 'aria-labelledby': titleId }, [
      h('h3', { id: titleId }, [bottle.name]),
      h('p', {}, [material]),
      h('p', {}, [concentration]),
      h('div', { class: 'actions', role: 'group', 'aria-label': bottle.name }, actions),
    ]);
  });
  const element = h('section', { class: 'bottles', 'aria-labelledby': 'bottles-title' }, [
    h('h2', { id: 'bottles-title' }, [t.bottles]),
    h('ul', { class: 'cards' }, cards),
  ]);
  return {
    element,
    /** The pipette buttons name the pipette's volume; disabled when the beaker has no room. */
    update(pipetVolume: number, hasRoom: boolean) {
      for (const { bottle, button } of pipetButtons) {
        button.setAttribute(
          'aria-label',
          t.pipetInto(bottle.name, formatNumber(pipetVolume, t, 2)),
        );
        button.setAttribute('aria-disabled', String(!hasRoom));
      }
    },
  };
}
