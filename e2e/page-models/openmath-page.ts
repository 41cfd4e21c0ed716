import { expect, type Page } from '@playwright/test';

/** /openmath: the open practice's explanation and its launch button. */
export class OpenMathPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'OpenMath', level: 1 });
  readonly openButton = () => this.page.getByRole('button', { name: 'Open practice' });

  async open() {
    await this.page.goto('/openmath');
    await expect(this.heading()).toBeVisible();
  }
}
