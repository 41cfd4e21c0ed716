import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The loader page with the density bench in its lab frame (labs/density). */
export class DensityBench {
  readonly frame: FrameLocator;

  constructor(readonly page: Page) {
    this.frame = page.frameLocator('iframe[title="Density"]');
  }

  readonly backToLabHome = () => this.page.getByRole('link', { name: 'Back to Lab Home' });
  readonly heading = () => this.frame.getByRole('heading', { name: 'Density bench', level: 1 });
  readonly balanceReading = () => this.frame.getByRole('status', { name: 'Balance reading' });
  readonly waterLevel = () => this.frame.getByRole('status', { name: 'Water level' });
  readonly notes = () => this.frame.getByRole('textbox', { name: 'Notes' });
  readonly addNote = () => this.frame.getByRole('button', { name: 'Add to lab book' });
  readonly leave = () => this.frame.getByRole('button', { name: 'Leave lab' });

  put(
    cylinder: number,
    where: 'on the balance' | 'in the graduated cylinder' | 'back on the bench',
  ) {
    return this.frame.getByRole('button', { name: `Put cylinder ${cylinder} ${where}` }).click();
  }

  async open(path = '/physics-density') {
    await this.page.goto(path);
    await expect(this.heading()).toBeVisible();
  }

  /** The portal answered hello: the bench names the student whose book it records to. */
  async expectConnected(name: string) {
    await expect(this.frame.getByText(`Recording to the lab book of ${name}.`)).toBeVisible();
    await expect(this.page.getByRole('status').filter({ hasText: 'Lab ready' })).toBeAttached();
  }

  /** "Report an unknown": the cylinder and the measured density, sent to the lab book. */
  async reportUnknown(cylinder: number, density: string) {
    await this.frame
      .getByRole('combobox', { name: 'Unknown cylinder' })
      .selectOption({ label: `Cylinder ${cylinder}` });
    await this.frame.getByRole('textbox', { name: 'Measured density (g/cm³)' }).fill(density);
    await this.frame.getByRole('button', { name: 'Send report' }).click();
    await expect(this.frame.getByText('Report saved in your lab book.')).toBeVisible();
  }

  async writeNote(text: string) {
    await this.notes().fill(text);
    await this.addNote().click();
    await expect(this.frame.getByText('Note saved in your lab book.')).toBeVisible();
    await expect(this.notes()).toHaveValue('');
  }
}
