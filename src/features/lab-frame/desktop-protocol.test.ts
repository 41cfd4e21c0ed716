import { describe, expect, it, vi } from 'vitest';
import type { PortalMessage } from '@common/schemas/lab-frame';
import { createDesktopWindowHandler, type DesktopWindowDeps } from './desktop-protocol';

const ORIGIN = 'https://desktop.example.org';
const desktopWindow = { name: 'desktop' };

function setup(token: string | null = 'access-token') {
  const replies: PortalMessage[] = [];
  const deps: DesktopWindowDeps = {
    desktop: { origin: ORIGIN, window: () => desktopWindow },
    getAccessToken: vi.fn(async () => token),
    reply: (message) => replies.push(message),
    onHeartbeat: vi.fn(),
    onClose: vi.fn(),
    onLogout: vi.fn(),
    log: vi.fn(),
  };
  const handler = createDesktopWindowHandler(deps);
  const send = (data: unknown, origin = ORIGIN, source: unknown = desktopWindow) =>
    handler.handle({ origin, source, data });
  return { deps, replies, send };
}

describe('desktop window messages', () => {
  it('answers token_request with the current access token', async () => {
    const t = setup();
    expect(await t.send({ type: 'token_request' })).toEqual({
      kind: 'handled',
      type: 'token_request',
    });
    expect(t.replies).toEqual([{ type: 'token', token: 'access-token' }]);
  });

  it('answers null when signed out', async () => {
    const t = setup(null);
    await t.send({ type: 'token_request' });
    expect(t.replies).toEqual([{ type: 'token', token: null }]);
  });

  it('never gives the token to another origin or another window', async () => {
    const t = setup();
    expect(await t.send({ type: 'token_request' }, 'https://evil.example')).toEqual({
      kind: 'ignored',
      reason: 'origin',
    });
    expect(await t.send({ type: 'token_request' }, ORIGIN, { name: 'other' })).toEqual({
      kind: 'ignored',
      reason: 'source',
    });
    expect(t.deps.getAccessToken).not.toHaveBeenCalled();
    expect(t.replies).toEqual([]);
  });

  it('passes heartbeat, close and logout on', async () => {
    const t = setup();
    await t.send({ type: 'heartbeat' });
    await t.send({ type: 'close' });
    await t.send({ type: 'logout' });
    expect(t.deps.onHeartbeat).toHaveBeenCalledTimes(1);
    expect(t.deps.onClose).toHaveBeenCalledTimes(1);
    expect(t.deps.onLogout).toHaveBeenCalledTimes(1);
  });

  it('logs anything else as uncategorized', async () => {
    const t = setup();
    expect(await t.send({ type: 'statement' })).toEqual({ kind: 'uncategorized' });
    expect(t.deps.log).toHaveBeenCalledWith(expect.objectContaining({ method: 'uncategorized' }));
  });
});
