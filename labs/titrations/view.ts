import { TITRATION_CONTAINERS } from '@common/domain/titration-materials';
import { notesForm, presetNote } from '../shared/bench-parts';
import { h } from '../shared/dom';
import { readings, type BenchState, type Meter } from './bench-state';
import { renderBottles, type BottleHandlers } from './bottles-view';
import { curveSvg, curveTable } from './graph';
import type { TitrationSetup } from './preset';
import { formatNumber, parseAmount, type Texts } from './texts';

export interface BenchHandlers extends BottleHandlers {
  onPipetVolume(volume: number): void;
  onAdd(volume: number): void;
  onEmpty(): void;
  onMeter(meter: Meter, into: boolean): void;
  onCalibrate(): void;
  onSaveData(): void;
  onNote(text: string): void;
  onLeave(): void;
}

const METERS: Meter[] = ['pHMeter', 'conductivityMeter'];
const QUICK_VOLUMES = [0.5, 1];

const off = (t: Texts) => h('p', { class: 'turned-off' }, [t.turnedOff]);
const button = (label: string, name: string | undefined, onClick: () => void) => {
  const element = h('button', { type: 'button', 'aria-label': name }, [label]);
  element.addEventListener('click', () => {
    if (element.getAttribute('aria-disabled') !== 'true') onClick();
  });
  return element;
};

/** Builds the bench once for a setup; `update` redraws what an action changes. */
export function renderBench(
  root: HTMLElement,
  t: Texts,
  setup: TitrationSetup,
  handlers: BenchHandlers,
) {
  const { controls } = setup;
  const connection = h('p', { class: 'connection', role: 'status' }, [t.connecting]);
  const leave = button(t.leave, undefined, handlers.onLeave);
  leave.classList.add('leave');
  const bottles = renderBottles(t, setup.bottles, setup.paperGrams, handlers);

  // Pipette size (10 or 25 mL volumetric pipettes; a preset may give another).
  const sizes = [...new Set([10, 25, setup.pipetVolume])].sort((a, b) => a - b);
  const pipetSelect = h(
    'select',
    { id: 'pipet-volume' },
    sizes.map((v) =>
      h('option', { value: v, selected: v === setup.pipetVolume }, [`${formatNumber(v, t, 2)} mL`]),
    ),
  );
  pipetSelect.addEventListener('change', () => handlers.onPipetVolume(Number(pipetSelect.value)));

  // Burette.
  const buretOutput = h('output', { 'aria-live': 'polite', 'aria-label': t.buretReading });
  const buretHolds = h('p', {});
  const addButtons = [
    button(t.addDrop, undefined, () => handlers.onAdd(0.05)),
    ...QUICK_VOLUMES.map((v) =>
      button(t.addVolume(formatNumber(v, t, 1)), undefined, () => handlers.onAdd(v)),
    ),
  ];
  const typed = h('input', {
    id: 'typed-volume',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
  });
  const typedProblem = h('p', { class: 'note-status', role: 'status' });
  const addTyped = button(t.addTyped, undefined, () => {
    const volume = parseAmount(typed.value);
    if (volume === null) {
      typed.setAttribute('aria-invalid', 'true');
      typedProblem.textContent = t.badVolume;
      return;
    }
    typed.removeAttribute('aria-invalid');
    typedProblem.textContent = '';
    handlers.onAdd(volume);
  });

  // Beaker.
  const beakerOutput = h('output', { 'aria-live': 'polite', 'aria-label': t.beakerVolume });
  const empty = button(t.emptyBeaker, undefined, handlers.onEmpty);

  // Meters.
  const meterParts = new Map<Meter, { toggle: HTMLButtonElement; output: HTMLOutputElement }>();
  const calibration = h('p', { class: 'hint', role: 'status' });
  const meterSections = METERS.map((meter) => {
    const title = h('h3', { id: `${meter}-title` }, [t.meterTitle[meter]]);
    if (!controls[meter]) return h('div', { class: 'meter' }, [title, off(t)]);
    const output = h('output', { 'aria-live': 'polite', 'aria-label': t.reading[meter] });
    const toggle = button('', undefined, () =>
      handlers.onMeter(meter, toggle.dataset.inserted !== 'true'),
    );
    meterParts.set(meter, { toggle, output });
    const extra =
      meter === 'pHMeter'
        ? [button(t.calibrate, undefined, handlers.onCalibrate), calibration]
        : [];
    return h('div', { class: 'meter', role: 'group', 'aria-labelledby': `${meter}-title` }, [
      title,
      h('p', { class: 'display' }, [output]),
      toggle,
      ...extra,
    ]);
  });

  // Graph and data.
  const curveBox = h('div', { class: 'curve-box' });
  const tableBox = h('div', { class: 'table-box' });
  const dataStatus = h('p', { class: 'note-status', role: 'status' });

  const notes = notesForm(t, (text) => handlers.onNote(text), { rows: 3 });
  const preset = presetNote(setup, t);
  const section = (id: string, title: string, children: Array<Node | string>) =>
    h('section', { class: 'panel', 'aria-labelledby': id }, [
      h('h2', { id }, [title]),
      ...children,
    ]);

  const main = h('main', { 'aria-label': t.title }, [
    h('p', { class: 'intro' }, [t.intro]),
    ...(preset ? [preset] : []),
    bottles.element,
    h('div', { class: 'layout' }, [
      section('pipet-title', t.pipet, [
        h('label', { for: 'pipet-volume' }, [t.pipetVolume]),
        pipetSelect,
      ]),
      section('buret-title', t.buret, [
        h('p', { class: 'display' }, [buretOutput]),
        buretHolds,
        h('div', { class: 'actions' }, addButtons),
        h('label', { for: 'typed-volume' }, [t.typedVolume]),
        typed,
        addTyped,
        typedProblem,
      ]),
      section('beaker-title', t.beaker, [h('p', { class: 'display' }, [beakerOutput]), empty]),
      section('meters-title', t.meters, meterSections),
    ]),
    section('graph-title', t.graph, controls.graph ? [curveBox, tableBox] : [off(t)]),
    section(
      'save-title',
      t.dataTitle,
      controls.saveData
        ? [button(t.saveData, undefined, handlers.onSaveData), dataStatus]
        : [off(t)],
    ),
    section('notes-title', t.notes, [notes.form]),
  ]);
  root.replaceChildren(
    h('header', { class: 'top', 'aria-label': t.title }, [
      h('h1', {}, [t.title]),
      connection,
      leave,
    ]),
    main,
  );

  return {
    update(state: BenchState) {
      const now = readings(state);
      const hasRoom = TITRATION_CONTAINERS.beaker - state.beaker.volume >= state.pipetVolume;
      bottles.update(state.pipetVolume, hasRoom);
      buretOutput.textContent = `${formatNumber(now.buretReading, t, 5)} mL`;
      buretHolds.textContent = t.buretHolds(state.buretSource, formatNumber(now.buretVolume, t, 5));
      for (const b of [...addButtons, addTyped])
        b.setAttribute('aria-disabled', String(now.buretVolume <= 0));
      beakerOutput.textContent = `${formatNumber(now.beakerVolume, t, 3)} mL`;
      empty.setAttribute('aria-disabled', String(now.beakerVolume <= 0));
      for (const [meter, { toggle, output }] of meterParts) {
        const inserted = state.inserted[meter];
        toggle.dataset.inserted = String(inserted);
        toggle.textContent = inserted ? t.remove(t.meterName[meter]) : t.insert(t.meterName[meter]);
        const value = meter === 'pHMeter' ? now.pH : now.conductivity;
        output.textContent =
          value === null
            ? t.noReading
            : meter === 'pHMeter'
              ? `pH ${formatNumber(value, t, 2)}`
              : `${formatNumber(value, t, 3)} mS/cm`;
      }
      calibration.textContent = state.calibrated ? t.calibrated : t.notCalibrated;
      if (controls.graph) {
        curveBox.replaceChildren(curveSvg(state.curve, t));
        tableBox.replaceChildren(curveTable(state.curve, t));
      }
    },
    setConnection: (text: string) => (connection.textContent = text),
    setNoteStatus: (text: string, saved?: string) => notes.setStatus(text, saved),
    setDataStatus: (text: string) => (dataStatus.textContent = text),
    showLeave: (isShown: boolean) => (leave.hidden = !isShown),
  };
}

export type BenchView = ReturnType<typeof renderBench>;
