import { expect, type Page } from '@playwright/test';
import type { WorksheetsTarget } from '../../common/schemas/worksheets';
import { TIMEOUT } from '../timeouts';

/**
 * The portal's worksheets launch, as `openWorksheets` (src/lib/worksheets-launch.ts) does it: in
 * a click, a named tab opens; get-signature with the user's token; a form posted into the tab.
 * `tamper` changes a signed field first (a launch the site must refuse).
 */
export async function launchWorksheets(
  page: Page,
  target: WorksheetsTarget,
  options: { tamper?: Record<string, string> } = {},
): Promise<Page> {
  await page.evaluate(
    ({ target, tamper }) => {
      document.getElementById('e2e-launch')?.remove();
      const button = document.createElement('button');
      button.id = 'e2e-launch';
      button.textContent = 'Launch worksheets';
      button.style.cssText = 'position:fixed;top:0;left:0;z-index:100000';
      button.addEventListener('click', () => {
        window.open('', 'lab-portal-worksheets');
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
        const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string })
          .access_token;
        void fetch('/functions/get-signature', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ target }),
        })
          .then((res) => res.json() as Promise<{ action: string; params: Record<string, string> }>)
          .then(({ action, params }) => {
            const form = document.createElement('form');
            form.method = 'POST';
            form.action = action;
            form.target = 'lab-portal-worksheets';
            for (const [name, value] of Object.entries({ ...params, ...tamper })) {
              const input = document.createElement('input');
              input.type = 'hidden';
              input.name = name;
              input.value = value;
              form.appendChild(input);
            }
            document.body.appendChild(form);
            form.submit();
            form.remove();
          });
      });
      document.body.appendChild(button);
    },
    { target, tamper: options.tamper ?? {} },
  );
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('#e2e-launch').click(),
  ]);
  await tab.waitForLoadState('domcontentloaded');
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible({ timeout: TIMEOUT.screen });
  return tab;
}

/** The built-in worksheets site's pages. */
export class WorksheetsSite {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly nav = () => this.page.getByRole('navigation', { name: 'Worksheets pages' });

  async answer(prompt: string | RegExp, value: string) {
    await this.page.getByLabel(prompt).fill(value);
  }

  async choose(question: string | RegExp, choice: string) {
    await this.page
      .getByRole('group', { name: question })
      .getByLabel(choice, { exact: true })
      .check();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit answers' }).click();
  }
}
