import { describe, expect, it, vi } from 'vitest';
import { labMessageSchema } from '@common/schemas/lab-frame';
import { connectToPortal, HEARTBEAT_MS, portalOriginOf, type LinkWindow } from './portal-link';

const PORTAL = 'https://portal.example.org';
const init = {
  type: 'init',
  user: { userId: 'u-1', name: 'Ana' },
  labType: 7,
  preset: '0',
  lang: 'en',
  session: { id: 's-1', open: 1 },
};

function fakeWindow() {
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  let listener: ((event: MessageEvent) => void) | undefined;
  const timers: Array<() => void> = [];
  const win: LinkWindow = {
    parent,
    self: {},
    addEventListener: (_type, l) => (listener = l),
    removeEventListener: () => (listener = undefined),
    setInterval: (callback, ms) => {
      expect(ms).toBe(HEARTBEAT_MS);
      return timers.push(callback);
    },
    clearInterval: (handle) => timers.splice(handle - 1, 1),
  };
  const deliver = (data: unknown, origin = PORTAL, source: unknown = parent) =>
    listener?.({ data, origin, source } as MessageEvent);
  const types = () => posted.map((p) => (p.message as { type: string }).type);
  return { win, posted, deliver, types, timers, parent };
}

describe('portal link (the bench side)', () => {
  it('says hello, then lab-online and the queued statements after init, to the portal origin only', () => {
    const w = fakeWindow();
    const onInit = vi.fn();
    const link = connectToPortal({
      win: w.win,
      portalOrigin: PORTAL,
      lab: 'density',
      now: () => 42,
      onInit,
      onMessage: vi.fn(),
    });
    link.statement({ actionType: 'startup', actions: { labName: 'Density' } });
    expect(w.types()).toEqual(['hello']);
    w.deliver(init);
    expect(onInit).toHaveBeenCalledWith(init);
    expect(w.types()).toEqual(['hello', 'lab-online', 'statement']);
    expect(w.posted.every((p) => p.targetOrigin === PORTAL)).toBe(true);
    for (const { message } of w.posted) labMessageSchema.parse(message);
    expect(w.posted[2]?.message).toEqual({
      type: 'statement',
      statement: { actionType: 'startup', actions: { labName: 'Density' }, timestamp: 42 },
    });
    w.timers[0]?.();
    expect(w.types().at(-1)).toBe('heartbeat');
    link.note('hi');
    link.goodbye();
    expect(w.types().slice(-2)).toEqual(['labbook_entry', 'goodbye']);
  });

  it('ignores messages from another origin, another window, or of the wrong shape', () => {
    const w = fakeWindow();
    const onInit = vi.fn();
    const onMessage = vi.fn();
    connectToPortal({ win: w.win, portalOrigin: PORTAL, lab: 'density', onInit, onMessage });
    w.deliver(init, 'https://evil.example');
    w.deliver(init, PORTAL, {});
    w.deliver({ type: 'init' });
    w.deliver({ type: 'saved', of: 'labbook_entry', id: 'e' }, 'https://evil.example');
    expect(onInit).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();
    w.deliver({ type: 'saved', of: 'labbook_entry', id: 'e' });
    expect(onMessage).toHaveBeenCalledWith({ type: 'saved', of: 'labbook_entry', id: 'e' });
  });

  it('outside a frame it sends nothing', () => {
    const w = fakeWindow();
    const link = connectToPortal({
      win: { ...w.win, self: w.parent },
      portalOrigin: PORTAL,
      lab: 'density',
      onInit: vi.fn(),
      onMessage: vi.fn(),
    });
    link.statement({ actionType: 'state', actions: {} });
    expect(link.isFramed).toBe(false);
    expect(w.posted).toEqual([]);
  });

  it('takes the portal origin from ?portal=, else its own', () => {
    const own = 'https://portal.example.org';
    expect(portalOriginOf({ search: '', origin: own })).toBe(own);
    expect(portalOriginOf({ search: '?portal=https://school.example/x', origin: own })).toBe(
      'https://school.example',
    );
    expect(portalOriginOf({ search: '?portal=nonsense', origin: own })).toBe(own);
  });
});
