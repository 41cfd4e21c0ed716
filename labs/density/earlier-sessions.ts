import type { FrameSession } from '@common/schemas/lab-frame';
import { h } from '../shared/dom';
import type { Texts } from './texts';

/**
 * The student's earlier density sessions, as the portal sends them once the lab book has loaded
 * (`lab-book-sessions`, possibly in several messages), shown when the portal asks to sort
 * (`sort-sessions`): newest first, without the session that is open now.
 */
export function sortSessions(
  sessions: readonly FrameSession[],
  currentId: string | undefined,
): FrameSession[] {
  const byId = new Map(sessions.map((session) => [session.id, session]));
  byId.delete(currentId ?? '');
  return [...byId.values()].sort((a, b) => b.open - a.open);
}

/** mm:ss under an hour, else h:mm:ss. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const [hours, minutes, seconds] = [
    Math.floor(total / 3600),
    Math.floor(total / 60) % 60,
    total % 60,
  ];
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

export interface EarlierSessionsView {
  element: HTMLElement;
  receive(sessions: readonly FrameSession[]): void;
  sort(currentId: string | undefined): void;
}

export function renderEarlierSessions(t: Texts, locale: string): EarlierSessionsView {
  let received: FrameSession[] = [];
  const list = h('ul', { class: 'earlier-list' });
  const element = h(
    'section',
    { class: 'earlier', 'aria-labelledby': 'earlier-title', hidden: true },
    [h('h2', { id: 'earlier-title' }, [t.earlierSessions]), list],
  );
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    element,
    receive(sessions) {
      received = [...received, ...sessions];
    },
    sort(currentId) {
      const sorted = sortSessions(received, currentId);
      list.replaceChildren(
        ...(sorted.length === 0
          ? [h('li', {}, [t.noEarlierSessions])]
          : sorted.map((session) =>
              h('li', {}, [
                t.earlierSession(
                  when.format(new Date(session.open)),
                  formatDuration(session.duration),
                  session.entries.length,
                ),
              ]),
            )),
      );
      element.hidden = false;
    },
  };
}
