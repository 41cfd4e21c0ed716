import '../shared/bench.css';
import './titrations.css';
import type { LabStatement } from '@common/schemas/lab-frame';
import { h } from '../shared/dom';
import { connectToPortal, portalOriginOf } from '../shared/portal-link';
import {
  addFromBuret,
  addSolid,
  calibrate,
  emptyBeaker,
  fillBuret,
  initialState,
  moveMeter,
  pipetIntoBeaker,
  setPipetVolume,
  startupStatement,
  type BenchState,
} from './bench-state';
import { dataHtml } from './graph';
import { defaultSetup, titrationSetup, type TitrationSetup } from './preset';
import { benchLanguage, TEXTS } from './texts';
import { renderBench, type BenchView } from './view';

/**
 * The reference titrations bench: runs in the portal's lab frame (or a tab), all in the page,
 * no network. In the frame it is built once `init` came: it brings the preset.
 */
const query = new URLSearchParams(location.search);
const language = benchLanguage(query.get('lang'));
const t = TEXTS[language];
document.documentElement.lang = language;
document.title = t.title;

const root = document.getElementById('bench');
if (!root) throw new Error('no #bench element');
root.replaceChildren(h('p', { class: 'connection', role: 'status' }, [t.connecting]));

let state: BenchState;
let setup: TitrationSetup;
let view: BenchView | undefined;
let sessionId: string | undefined;
/** Notes and data sent, oldest first: the portal answers each `labbook_entry` in order. */
const pending: Array<{ kind: 'note'; text: string } | { kind: 'data' }> = [];

function apply(result: { state: BenchState; statements: LabStatement[] } | null) {
  if (!result) return;
  state = result.state;
  result.statements.forEach((statement) => link.statement(statement));
  view?.update(state);
}

function build(next: TitrationSetup) {
  setup = next;
  state = initialState(setup);
  view = renderBench(root!, t, setup, {
    onPipet: (bottle) => apply(pipetIntoBeaker(state, bottle)),
    onFill: (bottle) => apply(fillBuret(state, bottle)),
    onSolid: (bottle, grams) => apply(addSolid(state, bottle, grams)),
    onPipetVolume(volume) {
      state = setPipetVolume(state, volume);
      view?.update(state);
    },
    onAdd: (volume) => apply(addFromBuret(state, volume)),
    onEmpty: () => apply(emptyBeaker(state)),
    onMeter: (meter, into) => apply(moveMeter(state, meter, into)),
    onCalibrate: () => apply(calibrate(state)),
    onSaveData() {
      pending.push({ kind: 'data' });
      link.noteHtml(
        dataHtml(state.curve, t, {
          preset: setup.preset ? t.presetApplied(setup.preset.name) : null,
          titrant: state.buretSource,
        }),
      );
      if (!link.isConnected) view?.setDataStatus(t.dataWaiting);
    },
    onNote(text) {
      pending.push({ kind: 'note', text });
      link.note(text);
      if (!link.isConnected) view?.setNoteStatus(t.noteWaiting);
    },
    onLeave: () => link.goodbye(),
  });
  view.update(state);
  view.showLeave(link.isFramed);
}

const link = connectToPortal({
  win: window,
  portalOrigin: portalOriginOf(location),
  lab: 'titrations',
  onInit(init) {
    const isFirst = sessionId === undefined;
    sessionId = init.session.id;
    if (isFirst) {
      build(titrationSetup(init.presetData, init.session.id));
      link.statement(startupStatement(setup.preset));
    }
    view?.setConnection(t.connected(init.user.name));
  },
  onMessage(message) {
    if (message.type === 'saved' && message.of === 'labbook_entry') {
      const sent = pending.shift();
      if (sent?.kind === 'data') view?.setDataStatus(t.dataSaved);
      else view?.setNoteStatus(t.noteSaved, sent?.text);
    } else if (message.type === 'failed' && message.of === 'labbook_entry') {
      if (pending.shift()?.kind === 'data') view?.setDataStatus(t.dataFailed(message.reason));
      else view?.setNoteStatus(t.noteFailed(message.reason));
    }
  },
});

if (!link.isFramed) {
  build(defaultSetup(crypto.randomUUID()));
  view?.setConnection(t.standalone);
}
window.addEventListener('pagehide', () => link.dispose());
