import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SYSTEM_PRESET_IDS } from '../server/db/seed/preset-ids';
import { ActivitiesPage } from './page-models/activities-page';
import { DensityBench } from './page-models/density-bench';
import { waitForSavedData } from './page-models/saved-data';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';
import { waitForServiceWorker } from './page-models/outbox';

/** Issue 10 §4: syllabus templates, topics and the activities catalogue (spec 3 §2). */

// Seeded content (server/db/seed/seed-activities.ts).
const TEMPLATE = 'General Chemistry';
const TOPIC = 'Measurement and matter';
const DENSITY_ACTIVITY = 'Identifying an unknown metal by density';
const TAG = 'Measurement';
const OTHER_TAG = 'Acids and Bases';

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('activities', () => {
  test('the syllabus view: a template, its topics, the activities with the tag filter and copy link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await new Shell(page).signIn('instructor', '/activities');
    const activities = new ActivitiesPage(page);
    await expect(activities.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(activities.topics().getByText('Select a syllabus to view topics')).toBeVisible();
    await expect(
      activities.topicActivities().getByText('Select a topic to view activities'),
    ).toBeVisible();
    await expect(activities.group('General')).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    // Subject groups open and close from the keyboard.
    await activities.group('Physics').focus();
    await page.keyboard.press('Enter');
    await expect(activities.group('Physics')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(activities.group('Physics')).toHaveAttribute('aria-expanded', 'true');

    await activities.chooseTemplate(TEMPLATE);
    await activities.chooseTopic(TOPIC);
    const density = activities.activityLink(DENSITY_ACTIVITY, activities.topicActivities());
    await expect(density).toBeVisible();
    await expectNoAxeViolations(page);

    await activities.tagFilter().selectOption(OTHER_TAG);
    await expect(density).toBeHidden();
    await activities.tagFilter().selectOption(TAG);
    await expect(density).toBeVisible();

    await activities.copyLink(DENSITY_ACTIVITY).click();
    await expect(activities.toast('Activity link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `${new URL(page.url()).origin}/physics-density/${SYSTEM_PRESET_IDS.densityUnknownSolids}`,
    );

    // The name opens the lab with its preset in a new tab, at the loader's address.
    const [lab] = await Promise.all([context.waitForEvent('page'), density.click()]);
    await expect(lab).toHaveURL(
      new RegExp(`/physics-density/${SYSTEM_PRESET_IDS.densityUnknownSolids}$`),
    );
    await expect(new DensityBench(lab).heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await lab.close();
  });

  test('all activities: level, search and 50 a page; the lab card menu filters by its lab', async ({
    page,
  }) => {
    await new Shell(page).signIn('student');
    const activities = new ActivitiesPage(page);
    await page.getByRole('button', { name: 'More options for Density' }).click();
    await page.getByRole('menuitem', { name: 'Activities' }).click();
    await expect(activities.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page).toHaveURL(/\/activities\/physics-density$/);
    await expect(activities.labFilter()).toHaveValue('Density');
    await expect(activities.rows().first()).toBeVisible();
    expect(new Set(await activities.column('Lab'))).toEqual(new Set(['Density']));
    await expectNoAxeViolations(page);

    // Every lab: more than one page of 50.
    await activities.labFilter().selectOption('All labs');
    await expect(activities.rows()).toHaveCount(50);
    await expect(activities.pageButton(2)).toBeVisible();
    const total = Number((await activities.count().innerText()).split(' ')[0]);
    expect(total).toBeGreaterThan(50);
    await activities.pageButton(2).click();
    await expect(activities.rows()).toHaveCount(Math.min(total - 50, 50));
    await expect(activities.pageButton(2)).toHaveAttribute('aria-current', 'page');

    // A filter starts again at the first page; the advanced ones fit on one.
    await activities.levelFilter().selectOption('Advanced');
    await expect(activities.pager()).toBeHidden();
    const advanced = Number((await activities.count().innerText()).split(' ')[0]);
    expect(advanced).toBeGreaterThan(0);
    await expect(activities.rows()).toHaveCount(advanced);
    expect(new Set(await activities.column('Level'))).toEqual(new Set(['Advanced']));
    await activities.levelFilter().selectOption('General');
    await expect(activities.rows().first()).toBeVisible();
    expect(new Set(await activities.column('Level'))).toEqual(new Set(['General']));

    await activities.levelFilter().selectOption('All');
    await activities.search().fill('unknown METAL');
    await expect(activities.activityLink(DENSITY_ACTIVITY, activities.table())).toBeVisible();
    await expect(activities.count()).toHaveText('2 activities');
    for (const name of await activities.rows().getByRole('rowheader').allInnerTexts()) {
      expect(name.toLowerCase()).toContain('unknown metal');
    }
    await activities.search().fill('no such activity anywhere');
    await expect(page.getByText('No activities found')).toBeVisible();
    await expect(activities.count()).toHaveText('0 activities');
  });

  test('seen once, the activities open with no network and say the data is saved', async ({
    page,
    context,
  }) => {
    await new Shell(page).signIn('student', '/activities');
    const activities = new ActivitiesPage(page);
    await expect(activities.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(activities.template(TEMPLATE).first()).toBeVisible();
    await waitForServiceWorker(page);
    await waitForSavedData(page, DENSITY_ACTIVITY);

    await context.setOffline(true);
    await page.reload();
    await expect(activities.heading()).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(page.getByText(/^Saved data from/)).toBeVisible();
    await expect(activities.template(TEMPLATE).first()).toBeVisible();
    // A template never opened online says so instead of waiting.
    await activities.chooseTemplate(TEMPLATE);
    await expect(
      activities.topics().getByText('This list is not saved on this device yet.', { exact: false }),
    ).toBeVisible();
    await activities.show('All activities');
    await expect(activities.activityLink(DENSITY_ACTIVITY, activities.table())).toBeVisible();
    await context.setOffline(false);
  });

  test('in Spanish: the Spanish templates and catalogue, in Spanish texts', async ({ page }) => {
    const shell = new Shell(page);
    await shell.signIn('student');
    await shell.changeLanguage('Español');
    await page.goto('/activities');
    await expect(page.getByRole('heading', { name: 'Actividades', level: 1 })).toBeVisible({
      timeout: TIMEOUT.screen,
    });
    const templates = page.getByRole('region', { name: 'Plantillas de programa' });
    await expect(templates.getByRole('button', { name: 'General (1)' })).toBeVisible();
    await templates.getByRole('button', { name: /^Química General/ }).click();
    await expect(templates.getByRole('button', { name: 'General Chemistry' })).toHaveCount(0);
    const topics = page.getByRole('region', { name: 'Temas' });
    await topics.getByRole('button', { name: 'Medición y materia' }).click();
    await expect(
      page.getByRole('link', {
        name: 'Densidad de sólidos desconocidos (se abre en una pestaña nueva)',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('radiogroup', { name: 'Mostrar' })
      .getByText('Todas las actividades')
      .click();
    const table = page.getByRole('table', { name: 'Actividades' });
    await expect(table.getByRole('link', { name: /^Titulación de un ácido fuerte/ })).toBeVisible();
    await expect(table.getByRole('link', { name: /^Titration of vinegar/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Nivel' }).selectOption('Avanzado');
    await expect(page.getByText('No se encontraron actividades')).toBeVisible();
  });
});
