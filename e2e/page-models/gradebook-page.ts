import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** RFC 4180 rows (quoted cells with commas and doubled quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
      const cell = match[1]!;
      cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
      if (match[2] === '') break;
    }
    rows.push(cells);
  }
  return rows;
}

/** The exported gradebook: its rows, and a student's cell by the assessment's column. */
export interface GradebookCsv {
  header: string[];
  rows: string[][];
  /** The cell of a student ('last, first') in an assessment's column ("<name> (...)"). */
  cell(student: string, assessment: string): string | undefined;
}

/** The Portfolio's gradebook grid (Student Portfolio of one group). */
export class GradebookPage {
  constructor(readonly page: Page) {}

  readonly groupFilter = () => this.page.getByRole('combobox', { name: 'Group' });
  readonly statusFilter = () => this.page.getByRole('combobox', { name: 'Status' });
  readonly scaleToggle = () => this.page.getByRole('radiogroup', { name: 'Show scores as' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Student' });
  readonly exportButton = () => this.page.getByRole('button', { name: 'Export CSV' });
  readonly grid = (group: string) =>
    this.page.getByRole('table', { name: `Gradebook of ${group}` });
  readonly refreshButton = () => this.page.getByRole('button', { name: 'Refresh' });

  /** Opens /portfolio and picks the group, as a teacher does. */
  async open(group: string) {
    await this.page.goto('/portfolio');
    await expect(this.groupFilter()).toBeVisible({ timeout: TIMEOUT.screen });
    await this.groupFilter().selectOption({ label: group });
    await expect(this.page).toHaveURL(/\/portfolio\/\d+$/);
    await expect(this.grid(group)).toBeVisible({ timeout: TIMEOUT.screen });
  }

  /** The texts of the assessment column headers shown (name, points, dates), in order. */
  async headers(group: string): Promise<string[]> {
    const headers = this.grid(group).getByRole('columnheader');
    await expect(headers.nth(1)).toBeVisible();
    return (await headers.allInnerTexts()).slice(1);
  }

  /** The names of the assessment columns shown, in order. */
  async columns(group: string): Promise<string[]> {
    return (await this.headers(group)).map((text) => text.split('\n')[0]!.trim());
  }

  row(group: string, student: string): Locator {
    return this.grid(group)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(student) }) });
  }

  /** The cell of a student (as listed, 'last, first') in an assessment column. */
  async cell(group: string, student: string, assessment: string): Promise<Locator> {
    const index = (await this.columns(group)).indexOf(assessment);
    expect(index, `column ${assessment}`).toBeGreaterThanOrEqual(0);
    return this.row(group, student).getByRole('cell').nth(index);
  }

  async showAs(scale: 'Points' | 'Percent') {
    await this.scaleToggle().getByText(scale, { exact: true }).click();
  }

  /** Sets a student's score inline and waits for it to show. */
  async setScore(group: string, student: string, assessment: string, score: number) {
    const cell = await this.cell(group, student, assessment);
    await cell
      .getByRole('button', { name: `Set the score of ${student} for ${assessment}` })
      .click();
    const input = cell.getByRole('textbox', { name: new RegExp(`^Score of ${student} for`) });
    await input.fill(String(score));
    await input.press('Enter');
    // The toast of a score saved just before may still show.
    await expect(this.page.getByText('Score saved.').last()).toBeVisible();
    return cell;
  }

  async exportCsv(): Promise<Download> {
    const downloading = this.page.waitForEvent('download', { timeout: TIMEOUT.download });
    await this.exportButton().click();
    return downloading;
  }

  /** Exports the CSV and reads it back (UTF-8 with a byte-order mark). */
  async exportedCsv(): Promise<{ download: Download; csv: GradebookCsv }> {
    const download = await this.exportCsv();
    const text = await readFile(await download.path(), 'utf8');
    const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
    const cell = (student: string, assessment: string) => {
      const column = header.findIndex((h) => h.startsWith(`${assessment} (`));
      return column < 0 ? undefined : rows.find((row) => row[0] === student)?.[column];
    };
    return { download, csv: { header, rows, cell } };
  }

  /** The button of a score cell that opens the student's assessment on the worksheets site. */
  async cellLink(group: string, student: string, assessment: string): Promise<Locator> {
    return (await this.cell(group, student, assessment)).getByRole('button', {
      name: new RegExp(`: open ${assessment} of ${student}$`),
    });
  }

  /** Opens a cell's assessment (teachview for teachers) in the worksheets tab. */
  async openCell(group: string, student: string, assessment: string): Promise<Page> {
    const opening = this.page.waitForEvent('popup');
    await (await this.cellLink(group, student, assessment)).click();
    const tab = await opening;
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible({ timeout: TIMEOUT.screen });
    return tab;
  }

  /** Refresh (header): the grid asks the server again. */
  async refresh() {
    await this.refreshButton().click();
    await expect(this.refreshButton()).toBeEnabled({ timeout: TIMEOUT.screen });
  }
}
