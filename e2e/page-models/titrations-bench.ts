import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The controls a titrations preset may turn off (spec 3 §3 "Control accessibility"). */
export type TitrationControl = 'pHMeter' | 'conductivityMeter' | 'graph' | 'saveData';

/** The loader page with the titrations bench in its lab frame (labs/titrations). */
export class TitrationsBench {
  readonly frame: FrameLocator;

  constructor(readonly page: Page) {
    this.frame = page.frameLocator('iframe[title="Titrations"]');
  }

  /** Lab Home's Titrations card opens the lab in a new tab: the bench in that tab. */
  static async openFromLabHome(page: Page): Promise<TitrationsBench> {
    const card = page.getByRole('article', { name: 'Titrations', exact: true });
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('link', { name: /^Titrations/ }).click(),
    ]);
    const bench = new TitrationsBench(tab);
    await expect(bench.heading()).toBeVisible();
    return bench;
  }

  readonly heading = () => this.frame.getByRole('heading', { name: 'Titrations bench', level: 1 });
  readonly pHReading = () => this.frame.getByRole('status', { name: 'pH reading' });
  readonly conductivityReading = () =>
    this.frame.getByRole('status', { name: 'Conductivity reading' });
  readonly buretReading = () => this.frame.getByRole('status', { name: 'Burette reading' });
  readonly beakerVolume = () => this.frame.getByRole('status', { name: 'Beaker volume' });
  /** The curve's text alternative (the picture's accessible name). */
  readonly curve = () => this.frame.getByRole('img', { name: /^Titration curve/ });
  readonly dataTable = () => this.frame.getByRole('table', { name: 'Titration data' });
  readonly presetNote = () => this.frame.getByRole('note');
  readonly leave = () => this.frame.getByRole('button', { name: 'Leave lab' });

  /** Opens the loader at a path: `/chemistry-titrations` or `/chemistry-titrations/<preset uuid>`. */
  async open(path = '/chemistry-titrations') {
    await this.page.goto(path);
    await expect(this.heading()).toBeVisible();
  }

  async expectConnected(name: string) {
    await expect(this.frame.getByText(`Recording to the lab book of ${name}.`)).toBeVisible();
  }

  /** The concentration a bottle's label shows ("0.1000 M", "Unknown (assigned)", ...). */
  bottleConcentration(bottle: string): Locator {
    return this.frame.getByRole('status', { name: `Concentration of ${bottle}`, exact: true });
  }

  /** The bottles' names, as their labels say. */
  async bottleNames(): Promise<string[]> {
    return this.frame
      .getByRole('region', { name: 'Bottles' })
      .getByRole('heading', { level: 3 })
      .allInnerTexts();
  }

  /** The unknown labels shown on the shelf ("Unknown", "Unknown (assigned)", ...), by bottle. */
  async unknownLabels(): Promise<Record<string, string>> {
    const labels: Record<string, string> = {};
    for (const name of await this.bottleNames()) {
      const text = await this.bottleConcentration(name).innerText();
      if (text.startsWith('Unknown')) labels[name] = text;
    }
    return labels;
  }

  /** Which of the preset-controlled controls the bench offers (turned off: not offered). */
  async offeredControls(): Promise<Record<TitrationControl, boolean>> {
    const visible = (locator: Locator) => locator.isVisible();
    return {
      pHMeter: await visible(this.pHReading()),
      conductivityMeter: await visible(this.conductivityReading()),
      graph: await visible(this.curve()),
      saveData: await visible(this.saveDataButton()),
    };
  }

  readonly saveDataButton = () =>
    this.frame.getByRole('button', { name: 'Save data to the lab book' });

  pipetIntoBeaker(bottle: string, volume = '25.00') {
    return this.frame
      .getByRole('button', { name: `Pipette ${volume} mL of ${bottle} into the beaker` })
      .click();
  }

  fillBuret(bottle: string) {
    return this.frame.getByRole('button', { name: `Fill the burette with ${bottle}` }).click();
  }

  insertMeter(meter: 'pH meter' | 'conductivity meter') {
    return this.frame.getByRole('button', { name: `Insert the ${meter} into the beaker` }).click();
  }

  calibrate() {
    return this.frame
      .getByRole('button', { name: 'Calibrate the pH meter with the pH 4, 7 and 10 buffers' })
      .click();
  }

  /** Adds a typed volume (mL) from the burette. */
  async addFromBuret(volume: string) {
    await this.frame.getByRole('textbox', { name: 'Volume to add (mL)' }).fill(volume);
    await this.frame.getByRole('button', { name: 'Add this volume from the burette' }).click();
  }

  async saveData() {
    await this.saveDataButton().click();
    await expect(this.frame.getByText('Data saved in your lab book.')).toBeVisible();
  }
}
