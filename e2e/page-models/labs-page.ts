import { expect, type Page } from '@playwright/test';

/** Labs home: the tag filter and the lab cards. */
export class LabsPage {
  constructor(private readonly page: Page) {}

  readonly tagFilter = () =>
    this.page
      .getByRole('combobox', { name: 'Filter by tag' })
      .or(this.page.getByLabel('Filter by tag'));
  readonly cards = () => this.page.getByRole('article');
  readonly card = (labName: string) =>
    this.page.getByRole('article', { name: labName, exact: true });

  async labNames(): Promise<string[]> {
    await expect(this.cards().first()).toBeVisible();
    const names: string[] = [];
    for (const card of await this.cards().all()) {
      const name = await card.getAttribute('aria-label');
      if (name) names.push(name);
    }
    return names;
  }
}
