import { expect, type Download, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** The Portfolio header's instructor exports: unknown-report PDF and lab-cam data. */
export class PortfolioExports {
  constructor(readonly page: Page) {}

  readonly labCamButton = () => this.page.getByRole('button', { name: 'Export lab-cam data' });
  readonly unknownsButton = () => this.page.getByRole('button', { name: 'Export unknown reports' });
  readonly groupFilter = () => this.page.getByRole('combobox', { name: 'Group' });

  async open(group: string) {
    await this.page.goto('/portfolio');
    await expect(this.groupFilter()).toBeVisible({ timeout: TIMEOUT.screen });
    await this.groupFilter().selectOption({ label: group });
    await expect(this.page).toHaveURL(/\/portfolio\/\d+/);
  }

  /** Chooses the time scale, exports, and waits for the workbook's download. */
  async exportLabCam(
    scale: 'One Week' | 'Two Weeks' | 'Four Weeks' | 'Total Time',
    /** Runs with the dialog open, before the export starts (an accessibility check). */
    whileOpen?: () => Promise<void>,
  ) {
    await this.labCamButton().click();
    const dialog = this.page.getByRole('dialog', { name: /^Export lab-cam data: / });
    await dialog.getByRole('radio', { name: scale }).check();
    await whileOpen?.();
    const downloading = this.page.waitForEvent('download', { timeout: TIMEOUT.download });
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    await expect(dialog.getByRole('status')).toContainText(
      `Done: ${download.suggestedFilename()} has been downloaded.`,
    );
    // The dialog's own Close button (the header's close icon has the same name).
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    return download;
  }

  /** Exports the unknown reports as PDF and waits for its download. */
  async exportUnknowns(options: { withoutNames?: boolean } = {}): Promise<Download> {
    await expect(this.unknownsButton()).not.toHaveAttribute('aria-disabled', 'true', {
      timeout: TIMEOUT.screen,
    });
    await this.unknownsButton().click();
    const dialog = this.page.getByRole('dialog', { name: /^Export unknown reports: / });
    if (options.withoutNames)
      await dialog.getByRole('checkbox', { name: /Do not print the students' names/ }).check();
    const downloading = this.page.waitForEvent('download', { timeout: TIMEOUT.download });
    await dialog.getByRole('button', { name: 'Export PDF' }).click();
    const download = await downloading;
    await expect(dialog).toBeHidden();
    return download;
  }
}
