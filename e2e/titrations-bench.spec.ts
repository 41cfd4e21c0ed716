import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SYSTEM_PRESET_IDS } from '../server/db/seed/preset-ids';
import { serverSessionWith, startupOf } from './page-models/bench-sessions';
import { DensityBench } from './page-models/density-bench';
import { PortalApi, signedInUser } from './page-models/portal-api';
import { waitForSavedData } from './page-models/saved-data';
import { Shell } from './page-models/shell';
import { TitrationsBench } from './page-models/titrations-bench';
import { waitForServiceWorker } from './page-models/outbox';

/** Issue 10 §3: the titrations reference bench, and presets that reach the benches. */

const TITRATIONS = 0;
const DENSITY = 7;

test.describe('the titrations bench', () => {
  test('a student titrates the unknown acid and saves the data to the lab book', async ({
    page,
    request,
  }) => {
    await new Shell(page).signIn('student7');
    const bench = await TitrationsBench.openFromLabHome(page);
    await bench.expectConnected('Lena Park');
    const axe = await new AxeBuilder({ page: bench.page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // The default setup: the acid's concentration is the unknown.
    await expect(bench.bottleConcentration('HCl')).toHaveText('Unknown');
    await expect(bench.bottleConcentration('NaOH')).toHaveText('0.1000 M');

    await bench.pipetIntoBeaker('HCl');
    await expect(bench.beakerVolume()).toHaveText('25.000 mL');
    await bench.insertMeter('pH meter');
    await bench.calibrate();
    // 0.0800-0.1200 M HCl: pH 0.92-1.10.
    await expect(bench.pHReading()).toHaveText(/^pH (0\.9[2-9]|1\.(0\d|10))$/);
    const before = await bench.pHReading().innerText();

    await bench.fillBuret('NaOH');
    await bench.addFromBuret('10');
    await expect(bench.buretReading()).toHaveText('10.00000 mL');
    await expect(bench.beakerVolume()).toHaveText('35.000 mL');
    await expect(bench.pHReading()).not.toHaveText(before);
    await expect(bench.curve()).toHaveAccessibleName(/2 points, pH from/);
    await expect(bench.dataTable().getByRole('row')).toHaveCount(3);

    await bench.saveData();
    const { userId, token } = await signedInUser(bench.page);
    const session = await serverSessionWith(
      new PortalApi(request, token),
      userId,
      TITRATIONS,
      'Titration data',
      ['startup', 'transfer', 'move', 'calibration', 'state'],
    );
    expect(startupOf(session)).toEqual({ labName: 'Titrations' });
    const data = session.entries.find((e) => e.metaData.content.includes('Titration data'));
    expect(data?.metaData.content).toContain('10.00000');

    // The note is in the student's lab book.
    await bench.page.goto('/labbook');
    await expect(
      bench.page
        .getByRole('article', { name: /^Titrations, / })
        .filter({ hasText: 'Titration data' })
        .first(),
    ).toBeVisible();
  });

  test('after one online visit the bench opens from the precache with no network', async ({
    page,
    context,
  }) => {
    await new Shell(page).signIn('student7');
    await waitForServiceWorker(page);
    const bench = new TitrationsBench(page);
    await bench.open();
    await bench.expectConnected('Lena Park');
    await waitForSavedData(page, 'Titrations');

    await context.setOffline(true);
    try {
      await bench.open();
      await bench.expectConnected('Lena Park');
      await bench.pipetIntoBeaker('NaOH');
      await bench.insertMeter('conductivity meter');
      // 0.1000 M NaOH: (50.1 + 198.6) × 0.1 mS/cm.
      await expect(bench.conductivityReading()).toHaveText('24.870 mS/cm');
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('presets reach the reference benches', () => {
  test('a titrations preset: its bottles, unknowns and controls; startup names it', async ({
    page,
    request,
  }) => {
    await new Shell(page).signIn('student7');
    const bench = new TitrationsBench(page);
    await bench.open(`/chemistry-titrations/${SYSTEM_PRESET_IDS.titrationKhp}`);
    await bench.expectConnected('Lena Park');
    await expect(bench.presetNote()).toHaveText('Preset: Standardizing NaOH with KHP');
    expect(await bench.unknownLabels()).toEqual({ 'NaOH (to standardize)': 'Unknown (assigned)' });
    expect(await bench.offeredControls()).toEqual({
      pHMeter: true,
      conductivityMeter: false,
      graph: true,
      saveData: true,
    });
    await expect(bench.frame.getByText("Turned off by your instructor's preset")).toBeVisible();

    await bench.saveData();
    const { userId, token } = await signedInUser(page);
    const session = await serverSessionWith(
      new PortalApi(request, token),
      userId,
      TITRATIONS,
      'Standardizing NaOH with KHP',
      ['startup'],
    );
    expect(startupOf(session)).toEqual({
      labName: 'Titrations',
      presetName: 'Standardizing NaOH with KHP',
      uuid: SYSTEM_PRESET_IDS.titrationKhp,
    });
  });

  test('a density preset: the unknown cylinders; startup names the preset', async ({
    page,
    request,
  }) => {
    await new Shell(page).signIn('student7');
    const bench = new DensityBench(page);
    await bench.open(`/physics-density/${SYSTEM_PRESET_IDS.densityUnknownSolids}`);
    await bench.expectConnected('Lena Park');
    await expect(bench.presetNote()).toHaveText('Preset: Density of unknown solids');
    expect(await bench.unknownLabels()).toEqual({
      2: 'Unknown A (assigned)',
      4: 'Unknown B (assigned)',
    });
    const note = `Unknown A weighed (${Date.now()})`;
    await bench.writeNote(note);
    const { userId, token } = await signedInUser(page);
    const session = await serverSessionWith(new PortalApi(request, token), userId, DENSITY, note, [
      'startup',
    ]);
    expect(startupOf(session)).toEqual({
      labName: 'Density',
      presetName: 'Density of unknown solids',
      uuid: SYSTEM_PRESET_IDS.densityUnknownSolids,
    });
  });
});
