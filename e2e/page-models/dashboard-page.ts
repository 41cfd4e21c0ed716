import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/**
 * /dashboard (src/features/dashboard): the first-visit question, the options (time scale,
 * Refresh, Anonymize names, Download CSV, Make home page), the summary and one region per group.
 * Each chart is a figure named by its caption with a table of its numbers for screen readers,
 * which the tests read (the drawing itself is hidden from assistive technology).
 */
export class DashboardPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Dashboard', level: 1 });
  readonly homeQuestion = () =>
    this.page.getByRole('region', { name: 'Make the dashboard your home page?' });
  readonly makeHome = () => this.page.getByRole('checkbox', { name: 'Make home page' });
  readonly options = () => this.page.getByRole('group', { name: 'Dashboard options' });
  readonly refreshButton = () => this.options().getByRole('button', { name: 'Refresh' });
  readonly anonymize = () => this.options().getByRole('switch', { name: 'Anonymize names' });
  readonly downloadCsvButton = () => this.options().getByRole('button', { name: 'Download CSV' });
  readonly scale = (name: 'One Week' | 'Two Weeks' | 'Four Weeks' | 'Total Time') =>
    this.options().getByRole('radio', { name });
  readonly progress = () => this.page.getByRole('status', { name: 'Dashboard progress' }).first();
  /** The summary ('Summary') or a group (its name). */
  readonly section = (name: string) => this.page.getByRole('region', { name, exact: true });
  readonly chart = (section: string, caption: string) =>
    this.section(section).getByRole('figure', { name: caption });
  /** A chart's numbers: the table named by its caption. */
  readonly table = (section: string, caption: string | RegExp) =>
    this.section(section).getByRole('table', { name: caption }).first();
  readonly labRow = (section: string, caption: string, lab: string) =>
    this.table(section, caption)
      .getByRole('row')
      .filter({
        has: this.page.getByRole('rowheader', { name: lab, exact: true }),
      });
  readonly studentsToggle = (group: string) =>
    this.section(group).getByRole('button', { name: 'Students', exact: true });
  readonly studentLink = (group: string, name: string) =>
    this.section(group).getByRole('link', { name, exact: true });
  readonly studentRow = (group: string, name: string): Locator =>
    this.section(group)
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });

  async open(path = '/dashboard') {
    await this.page.goto(path);
    await this.expectCharts();
  }

  /** The summary's charts are drawn (nivo loaded, the answer turned into charts). */
  async expectCharts() {
    await expect(this.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await this.expectDrawn('Summary', 'Average time in lab');
  }

  /** A chart is drawn once it comes near the viewport: scrolled to, as a reader would. */
  async expectDrawn(section: string, caption: string) {
    const figure = this.chart(section, caption);
    await figure.scrollIntoViewIfNeeded({ timeout: TIMEOUT.screen });
    await expect(figure.locator('svg rect').first()).toBeVisible({ timeout: TIMEOUT.screen });
  }

  async answerHome(answer: 'Yes' | 'No') {
    await this.homeQuestion().getByRole('button', { name: answer }).click();
  }

  /** The time-scale radio; the scale goes into the address, so the check waits for it. */
  async chooseScale(name: Parameters<DashboardPage['scale']>[0]) {
    await this.scale(name).click();
    await expect(this.scale(name)).toBeChecked();
  }

  /** Download CSV: the file's name and text. */
  async downloadCsv(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.downloadCsvButton().click(),
    ]);
    const path = await download.path();
    return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }

  async openStudents(group: string) {
    const toggle = this.studentsToggle(group);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}
