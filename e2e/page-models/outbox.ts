import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { PortalApi, signedInUser } from './portal-api';
import { TIMEOUT } from '../timeouts';

/**
 * Waits until the service worker is active and controls the page (so a reload works with no
 * network). `page.waitForFunction` does not wait for a promise its function returns, so the
 * `ready` promise is awaited in `evaluate` and the control is polled synchronously.
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: TIMEOUT.screen,
  });
}

/** The signed-in user's id and an API client with their token (read from oidc-client-ts). */
export async function serverOf(page: Page, request: APIRequestContext) {
  const { userId, token } = await signedInUser(page);
  return { userId, token, api: new PortalApi(request, token) };
}

/** Every note's content in a book on the server, in session then entry order. */
export async function serverNotes(api: PortalApi, userId: string): Promise<string[]> {
  const book = await api.labBook(userId);
  return book.flatMap((session) => session.entries.map((entry) => entry.metaData.content));
}

/** How many entries on the server contain `text` (each record must arrive exactly once). */
export async function countOnServer(api: PortalApi, userId: string, text: string) {
  return (await serverNotes(api, userId)).filter((content) => content.includes(text)).length;
}

export async function expectOnServerOnce(api: PortalApi, userId: string, text: string) {
  await expect
    .poll(() => countOnServer(api, userId, text).catch(() => -1), {
      timeout: TIMEOUT.sync,
      message: `"${text}" reaches the server`,
    })
    .toBe(1);
}

/** Fires the worker's Background Sync now (CDP), as the browser does when the network returns. */
export async function dispatchBackgroundSync(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: 'lab-portal-outbox',
    lastChance: false,
  });
  await cdp.detach();
}

/** A unique note text, so parallel tests and reruns never count each other's notes. */
export function uniqueNote(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
