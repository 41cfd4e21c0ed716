import type { Page } from '@playwright/test';

/**
 * Waits until the app has saved its data on the device (the persisted query cache in IndexedDB)
 * and that copy mentions `text`, so a test can go offline knowing what the device holds.
 */
export async function waitForSavedData(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
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
            resolve(JSON.stringify(all.result).includes(needle));
          };
          all.onerror = () => resolve(false);
        };
      }),
    text,
    { polling: 200 },
  );
}
