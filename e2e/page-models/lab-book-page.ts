import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** The statuses an entry shows (src/features/sync/components/entry-sync-badge.tsx). */
export const SAVED_ON_DEVICE = 'Saved on this device';
export const SYNCED = 'Synced';

/**
 * /labbook as a student uses it: the editor ('Notes...' in the 'Lab book editor' region, Enter
 * submits), the entries (list items with their sync status) and the header's sync indicator.
 */
export class LabBookPage {
  constructor(readonly page: Page) {}

  readonly editorRegion = () => this.page.getByRole('region', { name: 'Lab book editor' });
  readonly editor = () => this.editorRegion().getByRole('textbox', { name: 'Notes...' });
  /** The editor in a student's book (Portfolio), once a session's "Instructor note" is on. */
  readonly instructorEditor = () =>
    this.editorRegion().getByRole('textbox', { name: 'Instructor note...' });
  /** The entry showing `text` (a list item of the book). */
  readonly entry = (text: string): Locator =>
    this.page.getByRole('listitem').filter({ hasText: text });
  readonly entryStatus = (text: string): Locator => this.entry(text).getByRole('status');
  /** The header's "where is my work" button. */
  readonly indicator = () =>
    this.page.getByRole('banner').getByRole('button', {
      name: /All saved|not yet saved to the server|waiting for sign-in|not saved/,
    });

  async open() {
    await this.page.goto('/labbook');
    await expect(this.editor()).toBeVisible({ timeout: TIMEOUT.screen });
  }

  /** Types a note and presses Enter (the editor submits on Enter). */
  async write(text: string) {
    await this.editor().click();
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Enter');
  }

  /** The toolbar's export to PDF (spec 2 "Lab-book editor"). */
  readonly exportButton = () =>
    this.editorRegion()
      .getByRole('toolbar', { name: 'Entry formatting' })
      .getByRole('button', { name: 'Export to PDF' });

  /**
   * Clicks export, checks the 25 s notification, and returns the download that `pdf-ready`
   * starts (the render takes a few seconds on the server).
   */
  async exportPdf(): Promise<Download> {
    await expect(this.exportButton()).not.toHaveAttribute('aria-disabled', 'true', {
      timeout: TIMEOUT.screen,
    });
    const download = this.page.waitForEvent('download', { timeout: TIMEOUT.download });
    await this.exportButton().click();
    await expect(this.page.getByText('Lab Book Export PDF processing')).toBeVisible();
    await expect(this.page.getByText('It will download when complete')).toBeVisible();
    return download;
  }

  /**
   * In a student's book (Portfolio): turns on "Instructor note" for the session that shows
   * `text`. The list is windowed, so the session's header may need scrolling into view.
   */
  async noteInto(text: string) {
    const part = this.page.getByRole('article').filter({ hasText: text }).first();
    const label = (await part.getAttribute('aria-label')) ?? '';
    const toggle = this.page
      .getByRole('article', { name: label, exact: true })
      .getByRole('switch', { name: 'Instructor note' });
    await part.hover();
    // While the book opens its list keeps to the bottom as rows are measured, so a first click
    // can land where the switch was a moment before: then, as a user would, click again.
    await expect(async () => {
      if (!(await toggle.isVisible())) await this.page.mouse.wheel(0, -400);
      await expect(toggle).toBeVisible({ timeout: 1000 });
      await toggle.check({ timeout: 2000 });
    }).toPass({ timeout: TIMEOUT.screen });
    await expect(this.instructorEditor()).toBeEnabled();
  }

  /**
   * Pastes HTML into an editor as the browser does on Ctrl+V (a paste event carrying the
   * clipboard's HTML; the system clipboard lies outside the product).
   */
  async pasteHtml(html: string, editor: Locator = this.editor()) {
    await this.paste(editor, { html });
  }

  /** Pastes an image file (a screenshot copied to the clipboard). */
  async pasteImage(file: { name: string; type: string; base64: string }) {
    await this.paste(this.editor(), { file });
  }

  private async paste(
    editor: Locator,
    content: { html?: string; file?: { name: string; type: string; base64: string } },
  ) {
    await editor.click();
    await editor.evaluate((node, { html, file }) => {
      const data = new DataTransfer();
      if (html) data.setData('text/html', html);
      if (file) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: file.type }));
      }
      node.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, content);
  }

  /**
   * What the entry showing `text` shows, in reading order: its texts, and 'image' for each image
   * that has loaded ('image not shown' while loading or broken). Controls and badges are left out.
   */
  entryParts(text: string): Promise<string[]> {
    return this.entry(text).evaluate((item) => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(
        item,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element && node.closest('[data-pdf-exclude]')) continue;
        if (node instanceof HTMLImageElement)
          parts.push(node.complete && node.naturalWidth > 0 ? 'image' : 'image not shown');
        else if (
          node.nodeType === Node.TEXT_NODE &&
          node.parentElement?.closest('[data-pdf-exclude]') === null
        ) {
          const value = (node.textContent ?? '').trim();
          if (value) parts.push(value);
        }
      }
      return parts;
    });
  }

  /** Import PDF: the uploader dialog takes the file (saved on the device, then uploaded). */
  async importFile(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.editorRegion().getByRole('button', { name: 'Import PDF' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Import a PDF or image' });
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect(dialog).toBeHidden();
  }

  /** The header panel's list of records the server refused (opened from the indicator). */
  async openNotSaved(): Promise<Locator> {
    await this.indicator().click();
    const panel = this.page.getByRole('region', { name: 'Not saved on the server' });
    await expect(panel).toBeVisible();
    return panel;
  }

  /** Clicks "Open file" on the entry showing `text` and returns the download it starts. */
  async openFile(text: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.entry(text).getByRole('button', { name: 'Open file' }).click();
    return download;
  }

  async expectStatus(text: string, status: string | RegExp, timeout = TIMEOUT.sync) {
    await expect(this.entryStatus(text)).toHaveText(status, { timeout });
  }
}
