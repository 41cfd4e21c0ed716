import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from './api-client';
import {
  createWorksheetsLauncher,
  LAUNCH_WAIT_MS,
  openWorksheets,
  STUDENT_VIEW_MESSAGE,
  waitUntilConnected,
  WORKSHEETS_WINDOW_NAME,
  WorksheetsLaunchError,
  type LaunchDocument,
  type LaunchTab,
} from './worksheets-launch';

const SIGNED = {
  action: 'http://localhost:8080/worksheets-site/lti/launch',
  params: { user_id: 'u1', roles: 'Learner', oauth_signature: 'abc=' },
};

/** A fake element: attributes, children, and whether it was submitted. */
class FakeElement {
  attributes: Record<string, string> = {};
  children: FakeElement[] = [];
  submitted: Array<{ action: string; target: string; fields: Record<string, string> }> = [];
  constructor(readonly tag: string) {}
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  appendChild(child: FakeElement) {
    this.children.push(child);
  }
  submit() {
    this.submitted.push({
      action: this.attributes.action!,
      target: this.attributes.target!,
      fields: Object.fromEntries(
        this.children.map((c) => [c.attributes.name!, c.attributes.value!]),
      ),
    });
    posted.push(this.submitted[0]!);
  }
}
let posted: FakeElement['submitted'] = [];

function setup(options: { online?: boolean; tab?: LaunchTab | null; fail?: Error } = {}) {
  const listeners = new Map<string, Set<() => void>>();
  let online = options.online ?? true;
  const events = {
    addEventListener: (type: string, fn: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(fn);
    },
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
  } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;
  const calls: Array<{ url: string; options: RequestOptions<unknown> }> = [];
  const api: ApiClient = {
    request: async <T>(url: string, opts: RequestOptions<T>) => {
      calls.push({ url, options: opts as RequestOptions<unknown> });
      if (options.fail) throw options.fail;
      return (opts.parse ? await opts.parse(SIGNED) : SIGNED) as T;
    },
  };
  const tab = {
    closed: false,
    close: vi.fn(),
    postMessage: vi.fn(),
  };
  const opened: Array<[string, string]> = [];
  const body = { appendChild: vi.fn(), removeChild: vi.fn() };
  const document = {
    createElement: (tag: string) => new FakeElement(tag),
    body,
  } as unknown as LaunchDocument;
  let studentView = false;
  const launcher = createWorksheetsLauncher({
    api,
    functionsUrl: 'http://localhost:8080/functions/',
    isConnected: () => online,
    events,
    openWindow: (url, name) => {
      opened.push([url, name]);
      return options.tab === undefined ? tab : options.tab;
    },
    document,
    getStudentView: () => studentView,
  });
  return {
    launcher,
    calls,
    tab,
    opened,
    body,
    goOnline() {
      online = true;
      listeners.get('online')?.forEach((fn) => fn());
    },
    setStudentView(value: boolean) {
      studentView = value;
    },
  };
}

/** Lets pending promise callbacks run (the fake clock does not advance). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the worksheets launch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    posted = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the tab at once, signs on the server and posts the form into that tab', async () => {
    const s = setup();
    const done = s.launcher.open({ view: 'course', courseId: 7 });
    // Synchronously, before anything was awaited: the popup blocker allows it.
    expect(s.opened).toEqual([['', WORKSHEETS_WINDOW_NAME]]);
    await done;
    expect(s.calls).toHaveLength(1);
    expect(s.calls[0]!.url).toBe('http://localhost:8080/functions/get-signature');
    expect(s.calls[0]!.options).toMatchObject({
      method: 'POST',
      body: { target: { view: 'course', courseId: 7 } },
    });
    expect(posted).toEqual([
      { action: SIGNED.action, target: WORKSHEETS_WINDOW_NAME, fields: SIGNED.params },
    ]);
    // The form was added for the submission and taken away again.
    expect(s.body.appendChild).toHaveBeenCalledTimes(1);
    expect(s.body.removeChild).toHaveBeenCalledTimes(1);
  });

  it('offline, waits for the connection before running the queued action', async () => {
    const s = setup({ online: false });
    const done = s.launcher.open({ view: 'course', courseId: 7 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.calls).toHaveLength(0);
    s.goOnline();
    await done;
    expect(s.calls).toHaveLength(1);
    expect(posted).toHaveLength(1);
  });

  it('offline, runs the queued actions after 5 s anyway, in order', async () => {
    const s = setup({ online: false });
    const first = s.launcher.open({ view: 'course', courseId: 1 });
    await vi.advanceTimersByTimeAsync(2_000);
    const second = s.launcher.open({ view: 'course', courseId: 2 });
    await vi.advanceTimersByTimeAsync(LAUNCH_WAIT_MS - 2_000 - 1);
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(
      s.calls.map((c) => (c.options.body as { target: { courseId: number } }).target.courseId),
    ).toEqual([1, 2]);
  });

  it('re-sends the student-view message to the tab after 2 and 5 seconds', async () => {
    const s = setup();
    s.setStudentView(true);
    await s.launcher.open({ view: 'course', courseId: 7 });
    expect(s.calls[0]!.options.body).toMatchObject({ studentView: true });
    expect(s.tab.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.tab.postMessage).toHaveBeenCalledTimes(1);
    expect(s.tab.postMessage).toHaveBeenLastCalledWith(
      { type: STUDENT_VIEW_MESSAGE, studentView: true },
      'http://localhost:8080',
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(s.tab.postMessage).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.tab.postMessage).toHaveBeenCalledTimes(2);
  });

  it('closes the tab and rejects when the server refuses', async () => {
    const s = setup({ fail: new Error('403') });
    await expect(s.launcher.open({ view: 'course', courseId: 7 })).rejects.toThrow('403');
    expect(s.tab.close).toHaveBeenCalled();
    expect(posted).toHaveLength(0);
  });

  it('rejects at once when the tab was blocked', async () => {
    const s = setup({ tab: null });
    await expect(s.launcher.open({ view: 'course', courseId: 7 })).rejects.toBeInstanceOf(
      WorksheetsLaunchError,
    );
    await settle();
    expect(s.calls).toHaveLength(0);
  });

  it('waitUntilConnected resolves at once when connected, else on online or the timeout', async () => {
    const s = setup({ online: false });
    let resolved = false;
    void waitUntilConnected(
      () => false,
      { addEventListener: () => {}, removeEventListener: () => {} } as never,
      5_000,
    ).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    await expect(waitUntilConnected(() => true, {} as never)).resolves.toBeUndefined();
    expect(s.calls).toHaveLength(0);
  });

  it('openWorksheets without the app set up rejects', async () => {
    await expect(openWorksheets({ view: 'course', courseId: 1 })).rejects.toMatchObject({
      reason: 'not-configured',
    });
  });
});
