import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Shell } from './page-models/shell';
import { waitForServiceWorker } from './page-models/outbox';

const workerFile = path.resolve('dist', 'sw.js');
let original = '';
test.beforeAll(async () => {
  original = await readFile(workerFile, 'utf8');
});
test.afterAll(async () => {
  await writeFile(workerFile, original);
});

test('a new version of the app is announced and taken on Reload', async ({ page }) => {
  await new Shell(page).signIn('student');
  await waitForServiceWorker(page);

  // A new deployment: the served worker changes (restored after the test).
  await appendFile(workerFile, `\n// next version ${Date.now()}\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const prompt = page.getByRole('alert').filter({ hasText: 'Update available' });
  await expect(prompt).toBeVisible();
  const controllerChanged = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve()),
      ),
  );
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await controllerChanged.catch(() => undefined); // the page may reload before this resolves
  await expect(page.getByRole('heading', { name: 'Lab Home' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Update available' })).toHaveCount(0);
});
