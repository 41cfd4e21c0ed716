import type { SignedLaunch, WorksheetsTarget } from '@common/schemas/worksheets';
import type { ApiClient } from './api-client';
import { serviceUrl } from './services';

/** Spec 1 §4 / spec 3 §9: the launch waits until connected, at most 5 seconds. */
export const LAUNCH_WAIT_MS = 5_000;
/** Spec 3 §4: the student-view message is re-sent after 2 and 5 seconds. */
export const STUDENT_VIEW_RESEND_MS = [2_000, 5_000] as const;
/** The tab the worksheets open in (one tab, reused by the next launch). */
export const WORKSHEETS_WINDOW_NAME = 'lab-portal-worksheets';
/** The message posted to the worksheets tab: `{ type, studentView }`. */
export const STUDENT_VIEW_MESSAGE = 'lab-portal:student-view';

/** What the launcher needs of the opened tab. */
export interface LaunchTab {
  closed?: boolean;
  close(): void;
  postMessage(message: unknown, targetOrigin: string): void;
}

/** What the launcher needs of the document (a form to post into the tab). */
export interface LaunchDocument {
  createElement(tag: 'form' | 'input'): HTMLElement;
  body: { appendChild(node: Node): unknown; removeChild(node: Node): unknown };
}

export interface WorksheetsLaunchDeps {
  api: ApiClient;
  /** The functions service base URL (runtime config `services.functions`). */
  functionsUrl: string;
  /** Whether the portal is connected (navigator.onLine). */
  isConnected: () => boolean;
  /** Where `online` is announced (window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** `window.open(url, name)`. */
  openWindow: (url: string, name: string) => LaunchTab | null;
  document: LaunchDocument;
  /** Whether the user (an instructor or TA) is in student view. */
  getStudentView?: () => boolean;
}

export class WorksheetsLaunchError extends Error {
  constructor(readonly reason: 'popup-blocked' | 'not-configured') {
    super(
      reason === 'popup-blocked'
        ? 'The browser blocked the worksheets tab.'
        : 'The worksheets launch is not set up.',
    );
    this.name = 'WorksheetsLaunchError';
  }
}

/**
 * Resolves once connected, or after `timeoutMs` even if not (the request then reports its own
 * failure): spec 1 §4 "waits until connected or 5 seconds".
 */
export function waitUntilConnected(
  isConnected: () => boolean,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  timeoutMs = LAUNCH_WAIT_MS,
): Promise<void> {
  if (isConnected()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      events.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    events.addEventListener('online', done);
  });
}

/** Posts the signed launch as a form into the named tab (the browser navigates that tab). */
export function submitLaunchForm(
  document: LaunchDocument,
  launch: SignedLaunch,
  windowName: string,
): void {
  const form = document.createElement('form') as HTMLFormElement;
  form.setAttribute('method', 'POST');
  form.setAttribute('action', launch.action);
  form.setAttribute('target', windowName);
  form.setAttribute('hidden', '');
  for (const [name, value] of Object.entries(launch.params)) {
    const input = document.createElement('input') as HTMLInputElement;
    input.setAttribute('type', 'hidden');
    input.setAttribute('name', name);
    input.setAttribute('value', value);
    form.appendChild(input);
  }
  document.body.appendChild(form);
  try {
    form.submit();
  } finally {
    document.body.removeChild(form);
  }
}

/**
 * The worksheets launch (spec 1 §4 "Worksheets launch", spec 3 §4): the tab is opened at once, in
 * the click (so popup blockers allow it); the open action is queued until the portal is
 * connected or 5 seconds passed; then the server signs the launch (get-signature) and a form
 * posts it into the tab. The student-view message is re-sent to the tab after 2 and 5 seconds;
 * the built-in site takes the role from the signed launch instead (README decisions).
 */
export function createWorksheetsLauncher(deps: WorksheetsLaunchDeps) {
  const queue: Array<() => Promise<void>> = [];
  let waiting = false;

  async function flush() {
    while (queue.length) await queue.shift()!();
  }

  async function launch(target: WorksheetsTarget, tab: LaunchTab) {
    const studentView = deps.getStudentView?.() ?? false;
    try {
      const signed = await deps.api.request<SignedLaunch>(
        serviceUrl(deps.functionsUrl, 'get-signature'),
        {
          store: 'worksheets',
          method: 'POST',
          body: { target, ...(studentView ? { studentView } : {}) },
          parse: async (data) =>
            (await import('@common/schemas/worksheets')).getSignatureResponseSchema.parse(data),
        },
      );
      submitLaunchForm(deps.document, signed, WORKSHEETS_WINDOW_NAME);
      const origin = new URL(signed.action).origin;
      for (const delay of STUDENT_VIEW_RESEND_MS) {
        setTimeout(() => {
          if (tab.closed) return;
          try {
            tab.postMessage({ type: STUDENT_VIEW_MESSAGE, studentView }, origin);
          } catch {
            // The tab went elsewhere: nothing to tell it.
          }
        }, delay);
      }
    } catch (error) {
      tab.close();
      throw error;
    }
  }

  return {
    /** Call from the click handler itself: the tab must open before anything is awaited. */
    open(target: WorksheetsTarget): Promise<void> {
      const tab = deps.openWindow('', WORKSHEETS_WINDOW_NAME);
      if (!tab) return Promise.reject(new WorksheetsLaunchError('popup-blocked'));
      const result = new Promise<void>((resolve, reject) => {
        queue.push(() => launch(target, tab).then(resolve, reject));
      });
      if (!waiting) {
        waiting = true;
        void waitUntilConnected(deps.isConnected, deps.events).then(async () => {
          waiting = false;
          await flush();
        });
      }
      return result;
    },
  };
}

export type WorksheetsLauncher = ReturnType<typeof createWorksheetsLauncher>;

let launcher: WorksheetsLauncher | null = null;

/** Set once at start (src/app/bootstrap.tsx), with the app's API client and runtime config. */
export function configureWorksheetsLaunch(
  deps: Pick<WorksheetsLaunchDeps, 'api' | 'functionsUrl' | 'getStudentView'> &
    Partial<WorksheetsLaunchDeps>,
): void {
  launcher = createWorksheetsLauncher({
    isConnected: () => navigator.onLine,
    events: window,
    openWindow: (url, name) => window.open(url, name),
    document,
    ...deps,
  });
}

/**
 * Opens a page of the worksheets site in a new tab through a signed LTI launch (spec 1 §4
 * "Worksheets launch"). Call it in the click handler (the tab opens synchronously); it rejects
 * when the tab was blocked or the server refused (403 for a page the user may not open).
 */
export function openWorksheets(target: WorksheetsTarget): Promise<void> {
  if (!launcher) return Promise.reject(new WorksheetsLaunchError('not-configured'));
  return launcher.open(target);
}
