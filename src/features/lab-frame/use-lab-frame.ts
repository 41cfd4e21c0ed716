import { useEffect, useRef, useState, type RefObject } from 'react';
import DOMPurify from 'dompurify';
import { v7 as uuidv7 } from 'uuid';
import type { ErrorLog } from '@/lib/error-log';
import { setCookie } from '@/lib/cookies';
import type { FrameSession } from '@common/schemas/lab-frame';
import {
  createLabFrameHandler,
  type FramePresetData,
  type LabFrameBook,
  type SaveUpload,
} from './frame-protocol';
import { frameParams, labOrigin } from './frame-url';
import { startPortalOnlineCookie } from './portal-online-cookie';

export interface LabFrameSetup {
  /** Bench URL with labType, preset, lang and the loader's query parameters. */
  src: string;
  lab: { identifier: string; name: string };
  /** The lab's preset, fetched by the loader; null without one (the lab's default setup). */
  presetData?: FramePresetData | null;
  user: { userId: string; name: string };
  book: LabFrameBook;
  errorLog: ErrorLog;
  /** The lab said goodbye. */
  onGoodbye(): void;
  /** `pdf-create`: the portal's PDF export of the lab's report. */
  exportPdf?(html: string): Promise<{ fileName: string }>;
  /** `pdf-upload`: the portal's uploader (see frame-protocol.ts). */
  openUploader?(save: SaveUpload): Promise<{ id: string } | null>;
  /** The stored sessions of the lab, after the lab book has loaded. */
  loadSessions?(labType: number): Promise<FrameSession[]>;
}

const sanitizeHtml = (html: string) =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });

/**
 * Wires the protocol handler to this window's 'message' events for as long as the frame shows
 * one lab. Returns whether the lab has said hello, and whether it has said it is online.
 */
export function useLabFrame(frame: RefObject<HTMLIFrameElement | null>, setup: LabFrameSetup) {
  const [isOnline, setIsOnline] = useState(false);
  const [hasSaidHello, setHasSaidHello] = useState(false);
  // The latest callbacks, so a re-render never starts a second handler (and a second session).
  const latest = useRef(setup);
  useEffect(() => {
    latest.current = setup;
  });
  const { src, lab, user, book } = setup;
  const { identifier, name: labName } = lab;
  const { userId, name: userName } = user;

  useEffect(() => {
    const origin = labOrigin(src);
    let stopCookie: (() => void) | undefined;
    const handler = createLabFrameHandler({
      lab: { origin, window: () => frame.current?.contentWindow ?? null },
      labInfo: { identifier, name: labName, ...frameParams(src) },
      // Fetched before the page renders (the route's loader): it does not change while it shows.
      presetData: latest.current.presetData ?? null,
      user: { userId, name: userName },
      portalOrigin: window.location.origin,
      book,
      reply: (message) => frame.current?.contentWindow?.postMessage(message, origin),
      sanitizeHtml,
      log: (entry) => latest.current.errorLog.record({ store: 'lab-frame', ...entry }),
      now: Date.now,
      newId: uuidv7,
      onHello: () => setHasSaidHello(true),
      onOnline() {
        setIsOnline(true);
        stopCookie = startPortalOnlineCookie({
          write: (cookie, value, seconds) => setCookie(cookie, value, { days: seconds / 86_400 }),
          setInterval: (callback, ms) => window.setInterval(callback, ms),
          clearInterval: (handle) => window.clearInterval(handle as number),
        });
      },
      onGoodbye: () => latest.current.onGoodbye(),
      exportPdf: (html) =>
        latest.current.exportPdf?.(html) ??
        Promise.reject(new Error('No PDF export in this portal')),
      openUploader: (save) =>
        latest.current.openUploader?.(save) ??
        Promise.reject(new Error('No uploader in this portal')),
      loadSessions: (labType) => latest.current.loadSessions?.(labType) ?? Promise.resolve([]),
    });
    const listener = (event: MessageEvent) => void handler.handle(event);
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      stopCookie?.();
      setIsOnline(false);
      setHasSaidHello(false);
    };
  }, [frame, src, identifier, labName, userId, userName, book]);

  return { isOnline, hasSaidHello };
}
