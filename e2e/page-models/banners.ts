import { expect, type Locator, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** The banner area above the page (spec 2 §2). */
export class BannerArea {
  constructor(readonly page: Page) {}

  readonly region = () =>
    this.page.getByRole('main').getByRole('region', { name: 'Announcements' });
  readonly slide = () => this.region().getByRole('group');
  readonly title = (title: string) => this.slide().getByText(title, { exact: true });
  readonly next = () => this.region().getByRole('button', { name: 'Next announcement' });
  readonly previous = () => this.region().getByRole('button', { name: 'Previous announcement' });
  readonly pause = () => this.region().getByRole('button', { name: 'Pause announcements' });
  readonly hide = () => this.region().getByRole('button', { name: 'Hide announcements' });
  readonly show = () => this.region().getByRole('button', { name: 'Show announcements' });
  readonly readMore = (title: string) =>
    this.region().getByRole('button', { name: `Read more: ${title}` });

  /** Steps with "Next" until `title` shows (at most once round the banners). */
  async stepTo(title: string, count: number) {
    for (let step = 0; step < count; step += 1) {
      if (await this.title(title).isVisible()) return;
      await this.next().click();
    }
    await expect(this.title(title)).toBeVisible();
  }
}

/** /admin/banners: administrators and support manage the banners. */
export class BannersAdminPage {
  constructor(readonly page: Page) {}

  readonly main = () => this.page.getByRole('main');
  readonly heading = () => this.main().getByRole('heading', { name: 'Banners', level: 1 });
  readonly table = () => this.main().getByRole('table', { name: 'Banners' });
  readonly row = (title: string) =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: title }) });
  readonly dialog = (name: string) => this.page.getByRole('dialog', { name });

  async openFromUserMenu() {
    await this.page.getByRole('button', { name: 'User menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Banners' }).click();
    await expect(this.heading()).toBeVisible({ timeout: TIMEOUT.screen });
  }

  /** Opens "Add banner" and fills the texts; answers the dialog (not yet saved). */
  async startAdding(banner: { title: string; description: string; page?: string }) {
    await this.main().getByRole('button', { name: 'Add banner' }).click();
    const dialog = this.dialog('Add banner');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(banner.title);
    await dialog.getByRole('textbox', { name: 'Description' }).fill(banner.description);
    if (banner.page) {
      await dialog.getByRole('combobox', { name: 'Page' }).selectOption({ label: banner.page });
    }
    return dialog;
  }

  async save(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
}
