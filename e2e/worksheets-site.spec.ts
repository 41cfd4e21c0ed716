import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MATERIAL_DENSITY } from '../common/domain/density';
import { signedInUser } from './page-models/portal-api';
import { Shell } from './page-models/shell';
import { launchWorksheets, WorksheetsSite } from './page-models/worksheets-site';
import { TIMEOUT } from './timeouts';

/**
 * Issue 11 part 5: the portal launches the built-in worksheets site with a signed LTI 1.1 post
 * (get-signature); the student takes the seeded open assessment of Chemistry 101's course
 * (server/db/seed/worksheets-data.ts) and sees the score; the instructor changes it in
 * teachview; a tampered launch gets the refusal page.
 */

const OPEN_ASSESSMENT = 'Density of solid cylinders';
const STEEL = /density you measured for sample cylinder 1 \(steel\)/;
const CEMENT = /density you measured for sample cylinder 4 \(cement\)/;

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

interface CourseWithData {
  id: number;
  name: string;
  assessments: Array<{ id: number; name: string }>;
}

/** The signed-in user's course holding the open density assessment, through the worksheets API. */
async function demoCourse(page: Page) {
  const { userId, token } = await signedInUser(page);
  const response = await page.request.get(
    `/presets-api/worksheets/courses-with-data/${encodeURIComponent(userId)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const courses = (await response.json()) as CourseWithData[];
  const course = courses.find((c) => c.assessments.some((a) => a.name === OPEN_ASSESSMENT));
  expect(course, 'the demo course of Chemistry 101').toBeDefined();
  return {
    course: course!,
    assessment: course!.assessments.find((a) => a.name === OPEN_ASSESSMENT)!,
  };
}

test.describe('the worksheets site', () => {
  test('a student launches the open assessment, answers from the density lab and sees the score; a tampered launch is refused', async ({
    page,
  }) => {
    test.setTimeout(TIMEOUT.longTest);
    await new Shell(page).signIn('student');
    const { course, assessment } = await demoCourse(page);

    const tab = await launchWorksheets(page, {
      view: 'assessment',
      courseId: course.id,
      assessmentId: assessment.id,
    });
    const site = new WorksheetsSite(tab);
    await expect(site.heading()).toHaveText(OPEN_ASSESSMENT);
    await expect(tab.getByText('Signed in as Ana Lopez (student)')).toBeVisible();
    await expectNoAxeViolations(tab);

    await site.answer(STEEL, String(MATERIAL_DENSITY.steel));
    await site.answer(CEMENT, '2,41');
    await site.choose('3. Which of the sample cylinders floats in water?', 'Wood');
    await site.answer(/A 10\.0 mL sample has a mass of 26\.98 g/, '2.698');
    await site.submit();
    await expect(site.heading()).toHaveText(`Result: ${OPEN_ASSESSMENT}`);
    // Every answer right (2.41 is within the 3% tolerance of cement's 2.4 g/mL).
    await expect(tab.getByRole('status')).toHaveText('This attempt scored 10 / 10.');
    await expect(tab.getByText('Recorded score: 10 / 10', { exact: true })).toBeVisible();
    await expectNoAxeViolations(tab);

    // The student's gradebook in the site shows the recorded score.
    await site.nav().getByRole('link', { name: 'Gradebook' }).click();
    await expect(site.heading()).toHaveText('Gradebook: Ana Lopez');
    const row = tab.getByRole('row').filter({ hasText: OPEN_ASSESSMENT });
    await expect(row).toContainText('10 / 10');
    await expectNoAxeViolations(tab);

    // The course page.
    await site.nav().getByRole('link', { name: 'Course' }).click();
    await expect(site.heading()).toHaveText(course.name);
    await expectNoAxeViolations(tab);
    await tab.close();

    // A launch changed after signing: the refusal page.
    const refused = await launchWorksheets(
      page,
      { view: 'course', courseId: course.id },
      { tamper: { roles: 'Instructor' } },
    );
    await expect(refused.getByRole('heading', { level: 1 })).toHaveText('Launch refused');
    await expect(refused.getByRole('alert')).toHaveText(
      'This launch could not be verified: the signature does not match.',
    );
    await expectNoAxeViolations(refused);
  });

  test('the instructor changes a student’s score in teachview', async ({ page }) => {
    test.setTimeout(TIMEOUT.longTest);
    await new Shell(page).signIn('instructor');
    const { course, assessment } = await demoCourse(page);
    const { token } = await signedInUser(page);
    const members = await page.request.get(
      `/presets-api/worksheets/assessment-scores/${assessment.id}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(members.ok(), await members.text()).toBe(true);
    // Ben Carter (student2) has a seeded score on the open assessment.
    const scores = (await members.json()) as Array<{ studentid: number; userId: string }>;
    const ben = scores.find((s) => s.userId === '5eed0000-0000-4000-8000-000000000002');
    expect(ben).toBeDefined();

    const tab = await launchWorksheets(page, {
      view: 'teachview',
      courseId: course.id,
      assessmentId: assessment.id,
      studentWsId: ben!.studentid,
    });
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
      `Ben Carter: ${OPEN_ASSESSMENT}`,
    );
    await expectNoAxeViolations(tab);
    await tab.getByLabel(/^Score \(0 to \d+\)$/).fill('5.5');
    await tab.getByRole('button', { name: 'Save score' }).click();
    await expect(tab.getByRole('status')).toHaveText('The score was saved.');
    await expect(tab.getByText('Recorded score: 5.5 / 10', { exact: true })).toBeVisible();

    // The portal's worksheets API answers the new score.
    const after = await page.request.get(
      `/presets-api/worksheets/assessment-scores/${assessment.id}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const updated = (await after.json()) as Array<{ userId: string; score: number }>;
    expect(updated.find((s) => s.userId === ben!.userId)?.score).toBe(5.5);
  });
});
