import { expect, test, type Browser } from '@playwright/test';
import { LabType } from '@common/domain/labs';
import { serverSessionWith, startupOf } from './page-models/bench-sessions';
import { DensityBench } from './page-models/density-bench';
import { PortalApi, signedInUser } from './page-models/portal-api';
import { PresetsPage } from './page-models/presets-page';
import { Shell } from './page-models/shell';
import { TitrationsBench } from './page-models/titrations-bench';

/**
 * Issue 10 §3 end to end: what an instructor customizes on /presets is what a student's bench
 * shows when they open the copied link, and the student's lab book names the preset.
 */

const TITRATION = 'My HCl titration (section 2)';
const DENSITY = 'CHEM 101 density quiz';

/** The instructor's page with clipboard access (Copy link). */
async function instructorPresets(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await new Shell(page).signIn('instructor', '/labs');
  const presets = new PresetsPage(page);
  await presets.open();
  await presets.showMySavedLabs();
  expect(baseURL).toBeTruthy();
  return { context, presets };
}

/** Makes the preset's unknowns practice (a retried test finds them practice already). */
async function makePractice(presets: PresetsPage, name: string) {
  if ((await presets.unknownTypeCell(name).innerText()) !== 'Practice') {
    await presets.makePractice(name);
  }
}

test('a customized titrations preset reaches the student’s bench and lab book', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const { context, presets } = await instructorPresets(browser, baseURL);
  await presets.customize(TITRATION);
  await presets.setControl(TITRATION, 'Titration curve graph', false);
  await presets.setBottleConcentration(TITRATION, 'NaOH 0.1000 M', '0.125');
  await presets.saveCustomization(TITRATION);
  await makePractice(presets, TITRATION);
  const link = await presets.copyLink(TITRATION);
  expect(new URL(link).pathname).toMatch(/^\/chemistry-titrations\/[0-9a-f-]{36}$/);
  await context.close();

  await new Shell(page).signIn('student7', '/labs');
  const bench = new TitrationsBench(page);
  await bench.open(new URL(link).pathname);
  await bench.expectConnected('Lena Park');
  await expect(bench.presetNote()).toHaveText(`Preset: ${TITRATION}`);
  expect(await bench.offeredControls()).toEqual({
    pHMeter: true,
    conductivityMeter: true,
    graph: false,
    saveData: true,
  });
  await expect(bench.bottleConcentration('NaOH 0.1000 M')).toHaveText('0.1250 M');
  expect(await bench.unknownLabels()).toEqual({
    'HCl sample A': 'Unknown (practice)',
    'HCl sample B': 'Unknown (practice)',
  });

  await bench.saveData();
  const { userId, token } = await signedInUser(page);
  const session = await serverSessionWith(
    new PortalApi(request, token),
    userId,
    LabType.Titrations,
    TITRATION,
    ['startup'],
  );
  expect(startupOf(session)).toMatchObject({ labName: 'Titrations', presetName: TITRATION });
});

test('a density preset made practice reaches the student’s bench and lab book', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const { context, presets } = await instructorPresets(browser, baseURL);
  await makePractice(presets, DENSITY);
  const link = await presets.copyLink(DENSITY);
  await context.close();

  await new Shell(page).signIn('student7', '/labs');
  const bench = new DensityBench(page);
  await bench.open(new URL(link).pathname);
  await bench.expectConnected('Lena Park');
  await expect(bench.presetNote()).toHaveText(`Preset: ${DENSITY}`);
  expect(await bench.unknownLabels()).toEqual({
    1: 'Unknown A (practice)',
    3: 'Unknown B (practice)',
    5: 'Unknown C (practice)',
  });

  const note = `Quiz cylinders weighed (${Date.now()})`;
  await bench.writeNote(note);
  const { userId, token } = await signedInUser(page);
  const session = await serverSessionWith(
    new PortalApi(request, token),
    userId,
    LabType.Density,
    note,
    ['startup'],
  );
  expect(startupOf(session)).toMatchObject({ labName: 'Density', presetName: DENSITY });
});
