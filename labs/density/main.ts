import './density.css';
import { initialState, place, startupStatement } from './bench-state';
import { renderEarlierSessions } from './earlier-sessions';
import { connectToPortal, portalOriginOf } from '../shared/portal-link';
import { benchLanguage, TEXTS } from './texts';
import { renderUnknownForm } from './unknown-form';
import { unknownReportHtml } from './unknown-report';
import { renderBench } from './view';

/**
 * The reference density bench: runs in the portal's lab frame (or a tab), all in the page, no
 * network. It reports what the student does as statements and sends notes to the lab book.
 */
const query = new URLSearchParams(location.search);
const t = TEXTS[benchLanguage(query.get('lang'))];
document.documentElement.lang = benchLanguage(query.get('lang'));
document.title = t.title;

let state = initialState();
/** Notes and reports sent, oldest first: the portal answers each `labbook_entry` in order. */
const pending: Array<{ kind: 'note'; text: string } | { kind: 'report' }> = [];

const root = document.getElementById('bench');
if (!root) throw new Error('no #bench element');

const view = renderBench(root, t, {
  onPlace(number, to) {
    const result = place(state, number, to);
    if (!result) return;
    state = result.state;
    result.statements.forEach((statement) => link.statement(statement));
    view.update(state);
  },
  onNote(text) {
    pending.push({ kind: 'note', text });
    link.note(text);
    if (!link.isConnected) view.setNoteStatus(t.noteWaiting);
  },
  onAddPdf: () => link.pdfUpload(),
  onLeave: () => link.goodbye(),
});
const unknown = renderUnknownForm(t, (report) => {
  pending.push({ kind: 'report' });
  link.reportUnknown(unknownReportHtml(report, t));
  if (!link.isConnected) unknown.setStatus(t.unknown.waiting);
});
const earlier = renderEarlierSessions(t, document.documentElement.lang);
view.main.append(unknown.element, earlier.element);
let sessionId: string | undefined;

const link = connectToPortal({
  win: window,
  portalOrigin: portalOriginOf(location),
  onInit(init) {
    sessionId = init.session.id;
    view.setConnection(t.connected(init.user.name));
  },
  onMessage(message) {
    if (message.type === 'saved' && message.of === 'labbook_entry') {
      const sent = pending.shift();
      if (sent?.kind === 'report') unknown.setStatus(t.unknown.saved, true);
      else view.setNoteStatus(t.noteSaved, sent?.text);
    } else if (message.type === 'failed' && message.of === 'labbook_entry') {
      if (pending.shift()?.kind === 'report') unknown.setStatus(t.unknown.failed(message.reason));
      else view.setNoteStatus(t.noteFailed(message.reason));
    } else if (message.type === 'saved' && message.of === 'pdf-upload') {
      view.setNoteStatus(t.pdfSaved);
    } else if (message.type === 'pdf-upload-closed') {
      view.setNoteStatus(t.pdfClosed);
    } else if (message.type === 'lab-book-sessions') {
      earlier.receive(message.sessions);
    } else if (message.type === 'sort-sessions') {
      earlier.sort(sessionId);
    }
  },
});

view.update(state);
view.showLeave(link.isFramed);
if (!link.isFramed) view.setConnection(t.standalone);
link.statement(startupStatement(query.get('preset') ?? '0'));
window.addEventListener('pagehide', () => link.dispose());
