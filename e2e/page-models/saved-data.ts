import { expect, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/**
 * Waits until the app has saved its data on the device (the persisted query cache in IndexedDB)
 * and that copy mentions `text`, so a test can go offline knowing what the device holds.
 *
 * Polled from the test with `expect.poll`: `page.waitForFunction` does not wait for a promise its
 * function returns (a pending promise counts as truthy), so it returned at once.
 */
export async function waitForSavedData(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          (needle) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('lab-portal-cache');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('queries')) {
                  db.close();
                  resolve(false);
                  return;
                }
                const all = db.transaction('queries').objectStore('queries').getAll();
                all.onsuccess = () => {
                  db.close();
                  // The saved copies are JSON strings: searched as they are, so `text` may hold
                  // JSON (e.g. '"score":9.5').
                  resolve(
                    (all.result as unknown[]).some((value) =>
                      (typeof value === 'string' ? value : JSON.stringify(value)).includes(needle),
                    ),
                  );
                };
                all.onerror = () => resolve(false);
              };
            }),
          text,
        ),
      { message: `the data saved on the device mentions ${text}`, timeout: TIMEOUT.screen },
    )
    .toBe(true);
}
