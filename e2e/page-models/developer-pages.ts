import { expect, type Locator, type Page } from '@playwright/test';

/** /draggable: the developer demo list. */
export class DraggablePage {
  constructor(readonly page: Page) {}

  readonly heading = () =>
    this.page.getByRole('heading', { name: 'Draggable list demo', level: 1 });
  readonly addButton = () => this.page.getByRole('button', { name: 'Add item' });
  readonly list = () => this.page.getByRole('list', { name: 'Demo items' });
  readonly item = (name: string) => this.list().getByRole('listitem').filter({ hasText: name });
  readonly moveUp = (name: string) => this.page.getByRole('button', { name: `Move ${name} up` });
  readonly moveDown = (name: string) =>
    this.page.getByRole('button', { name: `Move ${name} down` });
  readonly status = () => this.page.getByRole('main').getByRole('status');

  async open() {
    await this.page.goto('/draggable');
    await expect(this.heading()).toBeVisible();
  }

  async order(): Promise<string[]> {
    return this.list()
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-item') ?? ''));
  }
}

/** /development: the lab-book test page. */
export class DevelopmentPage {
  constructor(readonly page: Page) {}

  readonly heading = () =>
    this.page.getByRole('heading', { name: 'Lab book development', level: 1 });
  readonly text = () => this.page.getByRole('textbox', { name: 'Test entry text' });
  readonly writeButton = () => this.page.getByRole('button', { name: 'Write test entry' });
  readonly entries = () => this.page.getByRole('list', { name: 'Test entries' });
  readonly entry = (text: string): Locator =>
    this.entries().getByRole('listitem').filter({ hasText: text });

  async open() {
    await this.page.goto('/development');
    await expect(this.heading()).toBeVisible();
  }

  async write(text: string) {
    await this.text().fill(text);
    await this.writeButton().click();
    await expect(this.entry(text)).toBeVisible();
  }
}
