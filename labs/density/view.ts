import {
  canPlace,
  PLACES,
  readings,
  samplesAt,
  type BenchState,
  type CylinderNumber,
  type Place,
} from './bench-state';
import { notesForm, presetNote } from '../shared/bench-parts';
import { h } from '../shared/dom';
import { balanceDrawing, colorOf, graduatedCylinderDrawing } from './drawings';
import type { DensitySetup } from './preset';
import { formatNumber, type Texts } from './texts';

export interface BenchHandlers {
  onPlace(number: CylinderNumber, to: Place): void;
  onNote(text: string): void;
  onAddPdf(): void;
  onLeave(): void;
}

export interface BenchView {
  update(state: BenchState): void;
  setConnection(text: string): void;
  /** Shows the note's fate; clears the box when it still holds the note that was saved. */
  setNoteStatus(text: string, saved?: string): void;
  /** Leave lab and Add a PDF talk to the portal: shown only in its frame. */
  showLeave(isShown: boolean): void;
  /** Where more sections go (the earlier sessions). */
  main: HTMLElement;
}

/** A control the preset turned off: not offered, and the student sees why. */
export function turnedOffNote(t: Texts): HTMLElement {
  return h('p', { class: 'turned-off' }, [t.turnedOff]);
}

/**
 * Builds the bench once for a setup (the default or a preset's); `update` redraws what a move
 * changes. Every action is a button; places turned off by the preset are not offered.
 */
export function renderBench(
  root: HTMLElement,
  t: Texts,
  setup: DensitySetup,
  handlers: BenchHandlers,
): BenchView {
  const { samples, controls } = setup;
  const offered = PLACES.filter(
    (to) =>
      (to !== 'balance' || controls.balance) &&
      (to !== 'graduated-cylinder' || controls.graduatedCylinder),
  );
  const connection = h('p', { class: 'connection', role: 'status' }, [t.connecting]);
  const leave = h('button', { type: 'button', class: 'leave' }, [t.leave]);
  leave.addEventListener('click', () => handlers.onLeave());

  const placeButtons = new Map<string, HTMLButtonElement>();
  const whereTexts = new Map<CylinderNumber, HTMLElement>();
  const cards = samples.map((sample) => {
    const titleId = `cylinder-${sample.number}`;
    const where = h('p', { class: 'where' });
    whereTexts.set(sample.number, where);
    const buttons = offered.map((to) => {
      const button = h('button', { type: 'button', 'aria-label': t.put[to](sample.number) }, [
        t.short[to],
      ]);
      button.addEventListener('click', () => {
        if (button.getAttribute('aria-disabled') !== 'true') handlers.onPlace(sample.number, to);
      });
      placeButtons.set(`${sample.number}:${to}`, button);
      return button;
    });
    return h('li', { class: 'card', 'aria-labelledby': titleId }, [
      h('span', {
        class: 'swatch',
        style: `background:${colorOf(sample)}`,
        'aria-hidden': 'true',
      }),
      h('h3', { id: titleId }, [
        `${t.cylinder(sample.number)}: ${
          sample.unknown
            ? t.unknownName(sample.unknown.letter, sample.unknown.type)
            : t.materials[sample.material]
        }`,
      ]),
      h('p', {}, [t.size(formatNumber(sample.diameter, t, 2), formatNumber(sample.height, t, 2))]),
      where,
      h(
        'div',
        { class: 'actions', role: 'group', 'aria-label': t.cylinder(sample.number) },
        buttons,
      ),
    ]);
  });

  const massOutput = h('output', {
    id: 'mass',
    'aria-live': 'polite',
    'aria-label': t.balanceReading,
  });
  const balanceArt = h('div', { class: 'art' });
  const volumeOutput = h('output', {
    id: 'volume',
    'aria-live': 'polite',
    'aria-label': t.waterLevel,
  });
  const tubeArt = h('div', { class: 'art' });

  const addPdf = h('button', { type: 'button', class: 'add-pdf' }, [t.addPdf]);
  addPdf.addEventListener('click', () => handlers.onAddPdf());
  const notes = notesForm(t, (text) => handlers.onNote(text), { rows: 4, extra: [addPdf] });
  const preset = presetNote(setup, t);
  const main = h('main', { 'aria-label': t.title }, [
    h('p', { class: 'intro' }, [t.intro]),
    ...(preset ? [preset] : []),
    h('div', { class: 'layout' }, [
      h('section', { class: 'cylinders', 'aria-labelledby': 'cylinders-title' }, [
        h('h2', { id: 'cylinders-title' }, [t.cylinders]),
        h('ul', { class: 'cards' }, cards),
      ]),
      h(
        'section',
        { class: 'instrument', 'aria-labelledby': 'balance-title' },
        controls.balance
          ? [
              h('h2', { id: 'balance-title' }, [t.balance]),
              balanceArt,
              h('p', { class: 'display' }, [massOutput]),
            ]
          : [h('h2', { id: 'balance-title' }, [t.balance]), turnedOffNote(t)],
      ),
      h(
        'section',
        { class: 'instrument', 'aria-labelledby': 'tube-title' },
        controls.graduatedCylinder
          ? [
              h('h2', { id: 'tube-title' }, [t.graduatedCylinder]),
              tubeArt,
              h('p', { class: 'display' }, [volumeOutput]),
              h('p', { class: 'hint' }, [t.oneAtATime]),
            ]
          : [h('h2', { id: 'tube-title' }, [t.graduatedCylinder]), turnedOffNote(t)],
      ),
    ]),
    h('section', { class: 'notes', 'aria-labelledby': 'notes-title' }, [
      h('h2', { id: 'notes-title' }, [t.notes]),
      notes.form,
    ]),
  ]);
  root.replaceChildren(
    // Named landmarks: in the portal's frame they sit beside the portal's own header and main.
    h('header', { class: 'top', 'aria-label': t.title }, [
      h('h1', {}, [t.title]),
      connection,
      leave,
    ]),
    main,
  );

  return {
    update(state) {
      const now = readings(state);
      massOutput.textContent = `${formatNumber(now.mass, t)} g`;
      volumeOutput.textContent = `${formatNumber(now.volume, t)} mL`;
      balanceArt.replaceChildren(balanceDrawing(samplesAt(state, 'balance')));
      tubeArt.replaceChildren(
        graduatedCylinderDrawing(now.volume, samplesAt(state, 'graduated-cylinder')[0]),
      );
      for (const sample of samples) {
        whereTexts.get(sample.number)!.textContent = t.where[state.places[sample.number]];
        for (const to of offered) {
          const button = placeButtons.get(`${sample.number}:${to}`)!;
          // aria-disabled, not disabled: the button keeps keyboard focus after it is used.
          button.setAttribute('aria-disabled', String(!canPlace(state, sample.number, to)));
        }
      }
    },
    setConnection: (text) => (connection.textContent = text),
    setNoteStatus: (text, saved) => notes.setStatus(text, saved),
    showLeave(isShown) {
      leave.hidden = !isShown;
      addPdf.hidden = !isShown;
    },
    main,
  };
}
