import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LAB_HELLO_TIMEOUT_MS } from '../common/schemas/lab-frame';
import { DensityBench } from './page-models/density-bench';
import { PortalApi, signedInUser, type ServerSession } from './page-models/portal-api';
import { Shell } from './page-models/shell';
import { waitForSavedData } from './page-models/saved-data';
import { TIMEOUT } from './timeouts';
import { waitForServiceWorker } from './page-models/outbox';

/** Issue 3 §4: the lab frame protocol end to end, with the reference density bench. */

/** The density session on the server holding this note, once the outbox has delivered it. */
async function serverSessionWithNote(
  api: PortalApi,
  userId: string,
  note: string,
  actionTypes: string[],
) {
  let found: ServerSession | undefined;
  await expect
    .poll(
      async () => {
        const book = await api.labBook(userId).catch(() => []);
        found = book.find(
          (s) => s.labType === 7 && s.entries.some((e) => e.metaData.content.includes(note)),
        );
        return found?.actions.detail.map((item) => item.actionType) ?? [];
      },
      { timeout: TIMEOUT.sync, message: 'the density session reaches the server' },
    )
    .toEqual(expect.arrayContaining(actionTypes));
  return found!;
}

test.describe('the lab frame and the density bench', () => {
  test('a student weighs and immerses cylinder 1, writes a note; the server gets it all', async ({
    page,
    request,
  }) => {
    await new Shell(page).signIn('student');
    const bench = new DensityBench(page);
    await bench.open();
    await bench.expectConnected('Ana Lopez');
    await expect(bench.backToLabHome()).toBeVisible();
    // The portal page and the bench in its frame, together.
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await expect(bench.balanceReading()).toHaveText('0.000 g');
    await expect(bench.waterLevel()).toHaveText('50.000 mL');
    await bench.put(1, 'on the balance');
    await expect(bench.balanceReading()).toHaveText('73.985 g');
    await bench.put(1, 'in the graduated cylinder');
    await expect(bench.waterLevel()).toHaveText('59.425 mL');
    await expect(bench.balanceReading()).toHaveText('0.000 g');
    const note = `Steel: 73.985 g and 9.425 mL, so 7.85 g/cm3 (${Date.now()})`;
    await bench.writeNote(note);

    const { userId, token } = await signedInUser(page);
    const api = new PortalApi(request, token);
    const session = await serverSessionWithNote(api, userId, note, [
      'startup',
      'move',
      'transfer',
      'state',
    ]);
    expect(
      session.entries.find((e) => e.metaData.content.includes(note))?.metaData.entry_type,
    ).toBe(1);
    expect(session.actions.detail).toContainEqual(
      expect.objectContaining({
        actionType: 'move',
        actions: expect.objectContaining({ name: 'cylinder 1', finalLocation: 'balance' }),
      }),
    );
    expect(session.actions.detail).toContainEqual(
      expect.objectContaining({
        actionType: 'state',
        actions: { name: 'graduated cylinder', volume: 59.425 },
      }),
    );

    await expect
      .poll(
        async () => {
          const statements = await api.timeframe(userId, session.open, session.duration);
          return statements.filter((s) => s.actor.account.name === userId).length;
        },
        { timeout: TIMEOUT.sync, message: 'the statements reach the learning record store' },
      )
      .toBeGreaterThanOrEqual(5);
  });

  test('the density lab statements and notes reach the instructor, in the book and the Lab Cam', async ({
    browser,
    request,
  }) => {
    const studentPage = await browser.newPage();
    await new Shell(studentPage).signIn('student');
    const bench = new DensityBench(studentPage);
    await bench.open();
    await bench.expectConnected('Ana Lopez');
    await bench.put(2, 'in the graduated cylinder');
    await expect(bench.waterLevel()).toHaveText('61.781 mL');
    const note = `Wood floats (${Date.now()})`;
    await bench.writeNote(note);
    const student = await signedInUser(studentPage);
    const session = await serverSessionWithNote(
      new PortalApi(request, student.token),
      student.userId,
      note,
      ['startup', 'transfer', 'state'],
    );
    await studentPage.close();

    const instructorContext = await browser.newContext();
    const instructorPage = await instructorContext.newPage();
    await new Shell(instructorPage).signIn('instructor', '/dashboard');
    const instructor = await signedInUser(instructorPage);
    const api = new PortalApi(request, instructor.token);
    const book = await api.labBook(student.userId);
    expect(book.find((s) => s.id === session.id)?.entries.map((e) => e.metaData.content)).toEqual(
      expect.arrayContaining([expect.stringContaining('Wood floats')]),
    );
    const statements = await api.timeframe(student.userId, session.open, session.duration);
    expect(statements.length).toBeGreaterThanOrEqual(3);

    // The instructor's view of the student's book, with the Lab Cam beside it.
    await instructorPage.goto(`/portfolio?uuid=${student.userId}`);
    const densitySession = instructorPage
      .getByRole('article', { name: /^Density, / })
      .filter({ hasText: note });
    await expect(densitySession).toBeVisible({ timeout: TIMEOUT.screen });
    await instructorPage.getByRole('button', { name: 'View Lab Cam' }).click();
    await densitySession.getByRole('button', { name: 'Show in Lab Cam' }).click();
    const labCam = instructorPage.getByRole('list', { name: 'Lab Cam' });
    await expect(labCam.getByRole('listitem').first()).toBeVisible();
    await expect(labCam).toContainText('transfer');
    const axe = await new AxeBuilder({ page: instructorPage }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await instructorContext.close();
  });

  test('the bench lists the earlier sessions once the lab book loads; its PDF import opens the uploader', async ({
    page,
    request,
  }) => {
    await new Shell(page).signIn('student');
    const bench = new DensityBench(page);
    await bench.open();
    await bench.expectConnected('Ana Lopez');
    // The demo book holds a density session of yesterday: sent by the portal, sorted by the lab.
    const earlier = bench.frame.getByRole('region', { name: 'Your earlier density sessions' });
    await expect(earlier.getByRole('listitem').first()).toContainText('in the lab');

    await bench.frame.getByRole('button', { name: 'Add a PDF to the lab book' }).click();
    const uploader = page.getByRole('dialog', { name: 'Import a PDF or image' });
    await expect(uploader).toBeVisible();
    const fileName = `lab-report-${Date.now()}.pdf`;
    await uploader.locator('input[type="file"]').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(uploader).toBeHidden();
    await expect(bench.frame.getByText('File saved in your lab book.')).toBeVisible();

    const { userId, token } = await signedInUser(page);
    const api = new PortalApi(request, token);
    await expect
      .poll(
        async () => {
          const book = await api.labBook(userId).catch(() => []);
          return book
            .filter((s) => s.labType === 7)
            .flatMap((s) => s.entries)
            .filter((e) => e.metaData.content.includes(fileName))
            .map((e) => e.metaData.entry_type);
        },
        { timeout: TIMEOUT.sync, message: 'the file reaches the server in the density session' },
      )
      .toEqual([10]);
  });

  test('after one online visit the bench opens from the precache with no network', async ({
    page,
    context,
  }) => {
    await new Shell(page).signIn('student');
    await waitForServiceWorker(page);
    const bench = new DensityBench(page);
    await bench.open();
    await bench.expectConnected('Ana Lopez');
    await waitForSavedData(page, 'Density');

    await context.setOffline(true);
    try {
      await bench.open();
      await bench.expectConnected('Ana Lopez');
      await bench.put(4, 'on the balance');
      await expect(bench.balanceReading()).toHaveText('26.389 g');
      // Saved on the device at once; it syncs when the network is back.
      await bench.writeNote('Written offline');
    } finally {
      await context.setOffline(false);
    }
  });

  test('only the framed bench may talk: a message from the portal page itself is ignored', async ({
    page,
  }) => {
    await new Shell(page).signIn('student');
    const bench = new DensityBench(page);
    await bench.open();
    await bench.expectConnected('Ana Lopez');
    // Same origin, wrong window: if it were accepted the portal would answer `init` to it.
    await page.evaluate(() => {
      const flags = window as unknown as { fakeHelloAnswered: boolean };
      flags.fakeHelloAnswered = false;
      window.addEventListener('message', (event: MessageEvent) => {
        if ((event.data as { type?: string })?.type === 'init') flags.fakeHelloAnswered = true;
      });
      window.postMessage({ type: 'hello' }, window.location.origin);
    });
    // Messages are handled in order: once the frame's own later message (an empty note, refused
    // without writing anything) is answered, the portal is past the fake one.
    const benchFrame = page.frame({ url: /\/benches\/density\// });
    expect(benchFrame).not.toBeNull();
    await benchFrame!.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('message', (event: MessageEvent) => {
            const data = event.data as { type?: string; of?: string };
            if (data?.type === 'failed' && data.of === 'labbook_entry') resolve();
          });
          window.parent.postMessage({ type: 'labbook_entry', text: '   ' }, window.location.origin);
        }),
    );
    const answered = await page.evaluate(
      () => (window as unknown as { fakeHelloAnswered: boolean }).fakeHelloAnswered,
    );
    expect(answered).toBe(false);
  });
});

test.describe('a lab that does not answer', () => {
  // The bench's address is faked below; without a service worker nothing comes from the precache.
  test.use({ serviceWorkers: 'block' });

  test('a bench that never says hello gets Retry and "Open in a new tab", and Retry reconnects', async ({
    page,
    context,
  }) => {
    let isSilent = true;
    await context.route('**/benches/density/**', (route) =>
      isSilent && route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Silent</title>' })
        : route.fallback(),
    );
    await new Shell(page).signIn('student');
    await page.goto('/physics-density');
    const alert = page.getByRole('alert').filter({ hasText: 'Density is not responding' });
    // The user waits for the portal's hello timeout, and so does the test.
    await expect(alert).toBeVisible({ timeout: LAB_HELLO_TIMEOUT_MS + TIMEOUT.screen });
    await expect(alert.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      /\/benches\/density\/\?labType=7/,
    );
    const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    isSilent = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    const bench = new DensityBench(page);
    await expect(bench.heading()).toBeVisible();
    await bench.expectConnected('Ana Lopez');
    await expect(alert).toBeHidden();
  });

  test('a lab whose bench is hosted nowhere says so at once', async ({ page }) => {
    await new Shell(page).signIn('student');
    await page.goto('/chemistry-gases');
    await expect(
      page.getByRole('heading', { name: 'Gases is not available on this server yet' }),
    ).toBeVisible();
    // Not a dead end: the way back is offered.
    await page.getByRole('link', { name: 'Back to Lab Home' }).click();
    await expect(page.getByRole('heading', { name: 'Lab Home' })).toBeVisible();
  });
});
