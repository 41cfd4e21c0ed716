import { SAMPLE_CYLINDERS } from '@common/domain/density';
import {
  canPlace,
  PLACES,
  readings,
  samplesAt,
  type BenchState,
  type CylinderNumber,
  type Place,
} from './bench-state';
import { h } from '../shared/dom';
import { balanceDrawing, graduatedCylinderDrawing, MATERIAL_COLORS } from './drawings';
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

/** Builds the bench once; `update` redraws what a move changes. Every action is a button. */
export function renderBench(root: HTMLElement, t: Texts, handlers: BenchHandlers): BenchView {
  const connection = h('p', { class: 'connection', role: 'status' }, [t.connecting]);
  const leave = h('button', { type: 'button', class: 'leave' }, [t.leave]);
  leave.addEventListener('click', () => handlers.onLeave());

  const placeButtons = new Map<string, HTMLButtonElement>();
  const whereTexts = new Map<CylinderNumber, HTMLElement>();
  const cards = SAMPLE_CYLINDERS.map((sample) => {
    const titleId = `cylinder-${sample.number}`;
    const where = h('p', { class: 'where' });
    whereTexts.set(sample.number, where);
    const buttons = PLACES.map((to) => {
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
        style: `background:${MATERIAL_COLORS[sample.material]}`,
        'aria-hidden': 'true',
      }),
      h('h3', { id: titleId }, [`${t.cylinder(sample.number)}: ${t.materials[sample.material]}`]),
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

  const notes = h('textarea', { id: 'notes', rows: 4, 'aria-describedby': 'notes-hint' });
  const noteStatus = h('p', { class: 'note-status', role: 'status' });
  const addPdf = h('button', { type: 'button', class: 'add-pdf' }, [t.addPdf]);
  addPdf.addEventListener('click', () => handlers.onAddPdf());
  const noteForm = h('form', { class: 'notes-form' }, [
    h('label', { for: 'notes' }, [t.notes]),
    notes,
    h('p', { id: 'notes-hint', class: 'hint' }, [t.notesHint]),
    h('button', { type: 'submit' }, [t.addNote]),
    addPdf,
    noteStatus,
  ]);
  const submitNote = () => {
    const text = notes.value.trim();
    if (text) handlers.onNote(text);
  };
  noteForm.addEventListener('submit', (event) => {
    event.preventDefault();
    submitNote();
  });
  notes.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submitNote();
    }
  });

  const main = h('main', { 'aria-label': t.title }, [
    h('p', { class: 'intro' }, [t.intro]),
    h('div', { class: 'layout' }, [
      h('section', { class: 'cylinders', 'aria-labelledby': 'cylinders-title' }, [
        h('h2', { id: 'cylinders-title' }, [t.cylinders]),
        h('ul', { class: 'cards' }, cards),
      ]),
      h('section', { class: 'instrument', 'aria-labelledby': 'balance-title' }, [
        h('h2', { id: 'balance-title' }, [t.balance]),
        balanceArt,
        h('p', { class: 'display' }, [massOutput]),
      ]),
      h('section', { class: 'instrument', 'aria-labelledby': 'tube-title' }, [
        h('h2', { id: 'tube-title' }, [t.graduatedCylinder]),
        tubeArt,
        h('p', { class: 'display' }, [volumeOutput]),
        h('p', { class: 'hint' }, [t.oneAtATime]),
      ]),
    ]),
    h('section', { class: 'notes', 'aria-labelledby': 'notes-title' }, [
      h('h2', { id: 'notes-title' }, [t.notes]),
      noteForm,
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
      for (const sample of SAMPLE_CYLINDERS) {
        whereTexts.get(sample.number)!.textContent = t.where[state.places[sample.number]];
        for (const to of PLACES) {
          const button = placeButtons.get(`${sample.number}:${to}`)!;
          // aria-disabled, not disabled: the button keeps keyboard focus after it is used.
          button.setAttribute('aria-disabled', String(!canPlace(state, sample.number, to)));
        }
      }
    },
    setConnection: (text) => (connection.textContent = text),
    setNoteStatus(text, saved) {
      noteStatus.textContent = text;
      if (saved !== undefined && notes.value.trim() === saved) notes.value = '';
    },
    showLeave(isShown) {
      leave.hidden = !isShown;
      addPdf.hidden = !isShown;
    },
    main,
  };
}
