import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { DensityBench } from './page-models/density-bench';
import { PortalApi, signedInUser } from './page-models/portal-api';
import { PortfolioExports } from './page-models/portfolio-exports';
import { Shell } from './page-models/shell';
import { TIMEOUT } from './timeouts';

/**
 * Issue 9 §3: the Portfolio's instructor exports end to end. The lab-cam workbook is read back
 * with the xlsx library; the unknown-report PDF follows a student's report from the density bench
 * (the demo seed has reports of Ana and Ben too).
 */
const GROUP = 'Chemistry 101 - Fall';

test.describe('Portfolio exports', () => {
  test('an instructor exports the lab-cam data: one sheet per student, their statements', async ({
    page,
  }) => {
    await new Shell(page).signIn('instructor', '/portfolio');
    const exports = new PortfolioExports(page);
    // All Groups: the buttons wait for a group and say so.
    await expect(exports.labCamButton()).toHaveAttribute('aria-disabled', 'true', {
      timeout: TIMEOUT.screen,
    });
    await expect(exports.labCamButton()).toHaveAccessibleDescription(
      'Choose one of your groups to export its data.',
    );
    await exports.open(GROUP);

    const download = await exports.exportLabCam('Total Time', async () => {
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
    expect(download.suggestedFilename()).toBe(`LabCam-${GROUP}.xlsx`);
    const workbook = XLSX.read(await readFile(await download.path()), { cellStyles: true });
    // 'last, first', sorted: the students of the group (the TA is a student of it), never the
    // co-instructor. Other specs may add students to the group meanwhile.
    const names = workbook.SheetNames;
    expect(names).toEqual(
      expect.arrayContaining(['Carter, Ben', 'Lopez, Ana', 'Reyes, Tomas', 'Tran, Bea']),
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).not.toContain('Haddad, Omar');
    const ana = workbook.Sheets['Lopez, Ana']!;
    expect(ana['!cols']?.map((col) => col.wch)).toEqual([30, 18]);
    const rows = XLSX.utils.sheet_to_json<string[]>(ana, { header: 1, raw: false });
    expect(rows[0]).toEqual(['Statement', 'Time']);
    const statements = rows.slice(1);
    expect(statements.map(([statement]) => statement)).toContainEqual(
      expect.stringMatching(/^Density · Move: Cylinder \d/),
    );
    for (const [statement, time] of statements) {
      expect(statement).toMatch(/\S/);
      expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const times = statements.map(([, time]) => time!);
    expect(times).toEqual([...times].sort());
  });

  test("a student's unknown report from the density bench reaches the instructor's PDF", async ({
    browser,
    request,
  }) => {
    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await new Shell(studentPage).signIn('student');
    const bench = new DensityBench(studentPage);
    await bench.open();
    await bench.expectConnected('Ana Lopez');
    const density = `1.${String(Date.now()).slice(-3)}`;
    await bench.reportUnknown(3, density);
    const student = await signedInUser(studentPage);
    const api = new PortalApi(request, student.token);
    await expect
      .poll(
        async () => {
          const book = await api.labBook(student.userId).catch(() => []);
          return book.some((session) =>
            session.entries.some(
              (entry) =>
                entry.metaData.content.includes(`Cylinder 3: measured density ${density} g/cm³`) &&
                (entry.metaData as { isUnknownReport?: boolean }).isUnknownReport === true,
            ),
          );
        },
        { timeout: TIMEOUT.sync, message: 'the report reaches the server, marked' },
      )
      .toBe(true);
    await studentContext.close();

    const instructorContext = await browser.newContext();
    const page = await instructorContext.newPage();
    await new Shell(page).signIn('instructor', '/portfolio');
    const exports = new PortfolioExports(page);
    await exports.open(GROUP);
    const download = await exports.exportUnknowns({ withoutNames: true });
    expect(download.suggestedFilename()).toBe(`Unknowns-${GROUP}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText(`Unknowns-${GROUP}.pdf has been downloaded.`)).toBeVisible();
    await instructorContext.close();
  });

  test('a co-instructor has the exports; a TA sees none; a student cannot open the Portfolio', async ({
    browser,
  }) => {
    const coContext = await browser.newContext();
    const coPage = await coContext.newPage();
    await new Shell(coPage).signIn('instructor2', '/portfolio');
    const coExports = new PortfolioExports(coPage);
    await coExports.open(GROUP);
    await expect(coExports.labCamButton()).not.toHaveAttribute('aria-disabled', 'true');
    await expect(coExports.unknownsButton()).toBeVisible();
    await coContext.close();

    const taContext = await browser.newContext();
    const taPage = await taContext.newPage();
    await new Shell(taPage).signIn('ta', '/portfolio');
    const exports = new PortfolioExports(taPage);
    await exports.open(GROUP);
    await expect(
      taPage.getByRole('button', { name: 'View the lab book of Lopez, Ana' }),
    ).toBeVisible();
    await expect(exports.labCamButton()).toHaveCount(0);
    await expect(exports.unknownsButton()).toHaveCount(0);
    await taContext.close();

    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await new Shell(studentPage).signIn('student', '/portfolio');
    await expect(studentPage).toHaveURL(/\/labs/);
    await expect(new PortfolioExports(studentPage).labCamButton()).toHaveCount(0);
    await studentContext.close();
  });
});
