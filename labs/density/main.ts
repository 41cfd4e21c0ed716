import '../shared/bench.css';
import './density.css';
import { initialState, place, startupStatement, type BenchState } from './bench-state';
import { renderEarlierSessions } from './earlier-sessions';
import { connectToPortal, portalOriginOf } from '../shared/portal-link';
import { h } from '../shared/dom';
import { DEFAULT_SETUP, densitySetup, type DensitySetup } from './preset';
import { benchLanguage, TEXTS } from './texts';
import { renderUnknownForm, type UnknownFormView } from './unknown-form';
import { unknownReportHtml } from './unknown-report';
import { renderBench, turnedOffNote, type BenchView } from './view';

/**
 * The reference density bench: runs in the portal's lab frame (or a tab), all in the page, no
 * network. It reports what the student does as statements and sends notes to the lab book. In
 * the frame it is built once `init` came (it brings the preset), so an unknown is never named.
 */
const query = new URLSearchParams(location.search);
const t = TEXTS[benchLanguage(query.get('lang'))];
document.documentElement.lang = benchLanguage(query.get('lang'));
document.title = t.title;

let state: BenchState = initialState();
/** Notes and reports sent, oldest first: the portal answers each `labbook_entry` in order. */
const pending: Array<{ kind: 'note'; text: string } | { kind: 'report' }> = [];

const root = document.getElementById('bench');
if (!root) throw new Error('no #bench element');
root.replaceChildren(h('p', { class: 'connection', role: 'status' }, [t.connecting]));

let view: BenchView | undefined;
let unknown: UnknownFormView | undefined;
const earlier = renderEarlierSessions(t, document.documentElement.lang);
let sessionId: string | undefined;

function build(setup: DensitySetup) {
  state = initialState(setup.samples);
  const bench = renderBench(root!, t, setup, {
    onPlace(number, to) {
      const result = place(state, number, to);
      if (!result) return;
      state = result.state;
      result.statements.forEach((statement) => link.statement(statement));
      bench.update(state);
    },
    onNote(text) {
      pending.push({ kind: 'note', text });
      link.note(text);
      if (!link.isConnected) bench.setNoteStatus(t.noteWaiting);
    },
    onAddPdf: () => link.pdfUpload(),
    onLeave: () => link.goodbye(),
  });
  if (setup.controls.unknownReporting) {
    const form = renderUnknownForm(t, (report) => {
      pending.push({ kind: 'report' });
      link.reportUnknown(unknownReportHtml(report, t));
      if (!link.isConnected) form.setStatus(t.unknown.waiting);
    });
    unknown = form;
    bench.main.append(form.element);
  } else {
    bench.main.append(
      h('section', { class: 'notes unknown', 'aria-labelledby': 'unknown-title' }, [
        h('h2', { id: 'unknown-title' }, [t.unknown.title]),
        turnedOffNote(t),
      ]),
    );
  }
  bench.main.append(earlier.element);
  bench.update(state);
  bench.showLeave(link.isFramed);
  view = bench;
}

const link = connectToPortal({
  win: window,
  portalOrigin: portalOriginOf(location),
  lab: 'density',
  onInit(init) {
    const isFirst = sessionId === undefined;
    sessionId = init.session.id;
    if (isFirst) {
      const setup = densitySetup(init.presetData, init.session.id);
      build(setup);
      link.statement(startupStatement(setup.preset));
    }
    view?.setConnection(t.connected(init.user.name));
  },
  onMessage(message) {
    if (message.type === 'saved' && message.of === 'labbook_entry') {
      const sent = pending.shift();
      if (sent?.kind === 'report') unknown?.setStatus(t.unknown.saved, true);
      else view?.setNoteStatus(t.noteSaved, sent?.text);
    } else if (message.type === 'failed' && message.of === 'labbook_entry') {
      if (pending.shift()?.kind === 'report') unknown?.setStatus(t.unknown.failed(message.reason));
      else view?.setNoteStatus(t.noteFailed(message.reason));
    } else if (message.type === 'saved' && message.of === 'pdf-upload') {
      view?.setNoteStatus(t.pdfSaved);
    } else if (message.type === 'pdf-upload-closed') {
      view?.setNoteStatus(t.pdfClosed);
    } else if (message.type === 'lab-book-sessions') {
      earlier.receive(message.sessions);
    } else if (message.type === 'sort-sessions') {
      earlier.sort(sessionId);
    }
  },
});

if (!link.isFramed) {
  build(DEFAULT_SETUP);
  view?.setConnection(t.standalone);
}
window.addEventListener('pagehide', () => link.dispose());
