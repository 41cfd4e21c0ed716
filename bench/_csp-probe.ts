import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/chromium';
import { startServer } from './server';
const server = await startServer();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.addInitScript(() => {
  document.addEventListener('securitypolicyviolation', (e) =>
    console.log('CSP', e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber, e.sample),
  );
});
await page.goto(`${server.origin}/labs`);
await page.getByLabel('Username or e-mail').fill('student');
await page.getByLabel('Password').fill('Demo-lab-1');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: 'Lab Home' }).waitFor({ timeout: 120_000 });
console.log('--- reload');
await page.reload();
await page.getByRole('heading', { name: 'Lab Home' }).waitFor({ timeout: 120_000 });
await page.goto(`${server.origin}/labbook`);
await page.getByRole('region', { name: 'Lab book editor' }).waitFor({ timeout: 120_000 });
await browser.close();
await server.stop();
process.exit(0);
