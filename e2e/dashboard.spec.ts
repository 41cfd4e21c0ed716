import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import { DashboardPage } from './page-models/dashboard-page';
import { PortalApi, signedInUser } from './page-models/portal-api';
import { waitForSavedData } from './page-models/saved-data';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';
import { waitForServiceWorker } from './page-models/outbox';

const GROUP = 'Chemistry 101 - Fall';

/** Ana's hours in Organic Qualitative Analysis in the dashboard's CSV (0 without a row). */
function anaOrganicHours(csv: string): number {
  const row = new RegExp(
    `^${GROUP},"Lopez, Ana",student,Organic Qualitative Analysis,([0-9.]+),`,
    'm',
  ).exec(csv);
  return row ? Number(row[1]) : 0;
}

async function homeCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'instructorhome')?.value;
}

test.describe('the instructor dashboard', () => {
  test('first visit: Yes makes it home; the charts of the school; a student opens from the list', async ({
    page,
  }) => {
    await new Shell(page).signIn('instructor', '/dashboard');
    const dashboard = new DashboardPage(page);
    await expect(dashboard.homeQuestion()).toBeVisible({ timeout: TIMEOUT.screen });
    await dashboard.answerHome('Yes');
    await expect(dashboard.homeQuestion()).toHaveCount(0);
    await expect(dashboard.makeHome()).toBeChecked();
    expect(await homeCookie(page)).toBe('dashboard');

    // The summary and each group: histogram and the three averages per lab, with their numbers.
    await dashboard.expectCharts();
    for (const caption of ['Average time in lab', 'Average actions in lab']) {
      await expect(dashboard.labRow('Summary', caption, 'Titrations')).toHaveCount(1);
    }
    await dashboard.expectDrawn('Summary', 'Students by Time in labs');
    await dashboard.expectDrawn(GROUP, 'Average lab book entries');
    await expect(dashboard.labRow(GROUP, 'Average time in lab', 'Titrations')).toHaveCount(1);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // The histogram's selector, from the keyboard.
    await dashboard.section('Summary').getByRole('radio', { name: 'Time in labs' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(
      dashboard.section('Summary').getByRole('radio', { name: 'Actions' }),
    ).toBeChecked();
    await expect(dashboard.chart('Summary', 'Students by Actions')).toBeVisible();

    // The students list opens from the keyboard; a student without data says so.
    await dashboard.studentsToggle(GROUP).focus();
    await page.keyboard.press('Enter');
    await expect(dashboard.studentsToggle(GROUP)).toHaveAttribute('aria-expanded', 'true');
    const legend = dashboard.section(GROUP).getByRole('list', { name: 'Legend' });
    await expect(legend).toContainText('Above 1 standard deviation');
    await expect(legend).toContainText('Below 1 standard deviation');
    await expect(legend).toContainText('Titrations');
    await expect(dashboard.studentRow(GROUP, 'Lopez, Ana')).toContainText(/Titrations: /);
    await expect(
      dashboard.section(GROUP).getByText('No data in this time scale').first(),
    ).toBeVisible();
    const axeOpen = await new AxeBuilder({ page }).analyze();
    expect(axeOpen.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Anonymized names keep the links; the setting stays on this device.
    await dashboard.anonymize().check({ force: true });
    await expect(dashboard.studentLink(GROUP, 'Lopez, Ana')).toHaveCount(0);
    await expect(
      dashboard
        .section(GROUP)
        .getByRole('link', { name: /^Student \d+$/ })
        .first(),
    ).toBeVisible();
    await dashboard.anonymize().uncheck({ force: true });

    await dashboard.studentLink(GROUP, 'Lopez, Ana').click();
    await expect(page).toHaveURL(/\/portfolio\/\d+\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText(
      'Lopez, Ana',
      {
        timeout: TIMEOUT.screen,
      },
    );
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: TIMEOUT.screen });
  });

  test("first visit: No goes to Lab Home; 'Make home page' changes it later", async ({ page }) => {
    await new Shell(page).signIn('instructor2', '/dashboard');
    const dashboard = new DashboardPage(page);
    await dashboard.answerHome('No');
    await expect(page).toHaveURL(/\/labs$/);
    expect(await homeCookie(page)).toBe('labs');

    await page.goto('/dashboard');
    await expect(dashboard.makeHome()).not.toBeChecked({ timeout: TIMEOUT.screen });
    await expect(dashboard.homeQuestion()).toHaveCount(0);
    await dashboard.makeHome().check();
    expect(await homeCookie(page)).toBe('dashboard');
  });

  test("a student's new lab session shows after Refresh", async ({ page, browser, request }) => {
    await page
      .context()
      .addCookies([
        { name: 'instructorhome', value: 'dashboard', url: test.info().project.use.baseURL! },
      ]);
    await new Shell(page).signIn('instructor', '/dashboard');
    const dashboard = new DashboardPage(page);
    await dashboard.expectCharts();
    await dashboard.chooseScale('One Week');
    await expect(page).toHaveURL(/scale=0/);
    await dashboard.expectCharts();
    // Organic Qualitative Analysis ('Organic Qual.' on the charts), a lab no demo student uses;
    // read before, so the test holds when it runs again on the same server.
    const organicQual = dashboard.labRow('Summary', 'Average time in lab', 'Organic Qual.');
    const shownBefore = (await organicQual.count()) > 0 ? await organicQual.textContent() : '';
    const hoursBefore = anaOrganicHours((await dashboard.downloadCsv()).text);

    // Ana works 45 minutes in that lab (as the lab writes it, through the lab-book API).
    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await new Shell(studentPage).signIn('student');
    const student = await signedInUser(studentPage);
    await new PortalApi(request, student.token).createSession({
      id: uuidv7(),
      actor_id: student.userId,
      labType: 5,
      open: Date.now() - 60 * 60_000,
      duration: 45 * 60_000,
    });
    await studentContext.close();

    await dashboard.refreshButton().click();
    await expect(organicQual).toHaveCount(1, { timeout: TIMEOUT.screen });
    await expect(organicQual).not.toHaveText(shownBefore ?? '');
    await dashboard.openStudents(GROUP);
    await expect(dashboard.studentRow(GROUP, 'Lopez, Ana')).toContainText(/Organic Qual\.: /);

    // The statistics as CSV: a row per group, student and lab, with her 45 minutes.
    const csv = await dashboard.downloadCsv();
    expect(csv.name).toBe(`dashboard-one-week-${new Date().toISOString().slice(0, 10)}.csv`);
    expect(csv.text.split('\r\n')[0]).toBe(
      '\uFEFFGroup,Student,Username,Lab,Time (hours),Actions,Lab book entries',
    );
    expect(anaOrganicHours(csv.text)).toBeCloseTo(hoursBefore + 0.75, 3);
    await expect(dashboard.progress()).toBeEmpty();
  });

  test('opens from the device with no network, under "Saved data from"', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'instructorhome', value: 'dashboard', url: test.info().project.use.baseURL! },
    ]);
    await new Shell(page).signIn('instructor', '/dashboard');
    const dashboard = new DashboardPage(page);
    await dashboard.expectCharts();
    await waitForServiceWorker(page);
    await waitForSavedData(page, 'computedAt');

    await context.setOffline(true);
    await page.reload();
    await dashboard.expectCharts();
    await expect(dashboard.options().getByText(/^Saved data from /)).toBeVisible();
    await expect(dashboard.labRow(GROUP, 'Average time in lab', 'Titrations')).toHaveCount(1);
    await expect(dashboard.refreshButton()).toHaveAttribute('aria-disabled', 'true');
    // A time scale never opened here says so instead of waiting.
    await dashboard.chooseScale('Two Weeks');
    await expect(
      page.getByText('You are offline and the dashboard has not been opened on this device'),
    ).toBeVisible();
    await context.setOffline(false);
  });
});
