import { desktopMessageSchema, type PortalMessage } from '@common/schemas/lab-frame';
import { describeData, type FrameEvent } from './frame-protocol';

/**
 * Spec 2 §4 "Desktop window messages": the desktop labs page, opened from the Desktop tab in a
 * window of its own, asks the portal for the access token and tells it it is alive, closing, or
 * signing the user out. Accepted only from the desktop page's origin (config `links.desktop`) and
 * from the window the portal opened, as lab messages are.
 */
export interface DesktopWindowDeps {
  desktop: { origin: string; window: () => unknown };
  /** The current access token (renewed first when needed), or null when signed out. */
  getAccessToken(): Promise<string | null>;
  reply(message: PortalMessage): void;
  onHeartbeat(): void;
  onClose(): void;
  onLogout(): void;
  log(entry: { method: string; params: string; error: string }): void;
}

export type DesktopOutcome =
  | { kind: 'ignored'; reason: 'origin' | 'source' }
  | { kind: 'uncategorized' }
  | { kind: 'handled'; type: 'token_request' | 'heartbeat' | 'close' | 'logout' };

export function createDesktopWindowHandler(deps: DesktopWindowDeps) {
  return {
    async handle(event: FrameEvent): Promise<DesktopOutcome> {
      if (event.origin !== deps.desktop.origin) return { kind: 'ignored', reason: 'origin' };
      if (event.source === null || event.source !== deps.desktop.window())
        return { kind: 'ignored', reason: 'source' };
      const parsed = desktopMessageSchema.safeParse(event.data);
      if (!parsed.success) {
        deps.log({
          method: 'uncategorized',
          params: describeData(event.data),
          error: 'Uncategorized desktop window message',
        });
        return { kind: 'uncategorized' };
      }
      switch (parsed.data.type) {
        case 'token_request':
          deps.reply({ type: 'token', token: await deps.getAccessToken() });
          break;
        case 'heartbeat':
          deps.onHeartbeat();
          break;
        case 'close':
          deps.onClose();
          break;
        case 'logout':
          deps.onLogout();
          break;
      }
      return { kind: 'handled', type: parsed.data.type };
    },
  };
}
