import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

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

  /** The cylinders' headings ("Cylinder 2: Unknown A (assigned)", "Cylinder 1: Steel", ...). */
  cylinderHeadings() {
    return this.frame
      .getByRole('region', { name: 'Cylinders' })
      .getByRole('heading', { level: 3 })
      .allInnerTexts();
  }

  /** The unknown labels shown, by cylinder number: { 2: 'Unknown A (assigned)' }. */
  async unknownLabels(): Promise<Record<number, string>> {
    const labels: Record<number, string> = {};
    for (const heading of await this.cylinderHeadings()) {
      const match = /^Cylinder (\d): (Unknown .*)$/.exec(heading.trim());
      if (match) labels[Number(match[1])] = match[2]!;
    }
    return labels;
  }

  /** Which preset-controlled controls the bench offers (turned off: not offered). */
  async offeredControls() {
    return {
      balance: await this.balanceReading().isVisible(),
      graduatedCylinder: await this.waterLevel().isVisible(),
      unknownReporting: await this.frame.getByRole('button', { name: 'Send report' }).isVisible(),
    };
  }

  /** "Preset: <name>", or why the preset was not applied. */
  readonly presetNote = () => this.frame.getByRole('note');

  /** Opens the loader at a path: `/physics-density` or `/physics-density/<preset uuid>`. */
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

  /**
   * Weighs a cylinder, then lowers it into the graduated cylinder, and reads what the bench shows:
   * the balance's mass and the rise of the water (the cylinder's volume). It ends back on the
   * bench, the water at its level again.
   */
  async measure(cylinder: number): Promise<{ mass: number; volume: number }> {
    const reading = async (output: Locator, unit: string) => {
      const text = (await output.innerText()).trim();
      const match = new RegExp(`^(\\d+\\.\\d+) ${unit}$`).exec(text);
      expect(match, `a reading in ${unit}: ${text}`).not.toBeNull();
      return Number(match![1]);
    };
    await expect(this.balanceReading()).toHaveText('0.000 g');
    const levelBefore = (await this.waterLevel().innerText()).trim();
    const before = await reading(this.waterLevel(), 'mL');
    await this.put(cylinder, 'on the balance');
    await expect(this.balanceReading()).not.toHaveText('0.000 g');
    const mass = await reading(this.balanceReading(), 'g');
    await this.put(cylinder, 'in the graduated cylinder');
    await expect(this.balanceReading()).toHaveText('0.000 g');
    await expect(this.waterLevel()).not.toHaveText(levelBefore);
    const after = await reading(this.waterLevel(), 'mL');
    await this.put(cylinder, 'back on the bench');
    await expect(this.waterLevel()).toHaveText(levelBefore);
    return { mass, volume: after - before };
  }

  async writeNote(text: string) {
    await this.notes().fill(text);
    await this.addNote().click();
    await expect(this.frame.getByText('Note saved in your lab book.')).toBeVisible();
    await expect(this.notes()).toHaveValue('');
  }
}
