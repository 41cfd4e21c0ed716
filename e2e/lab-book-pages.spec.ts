import { expect, test } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import { LabBookPage, SYNCED } from './page-models/lab-book-page';
import { serverOf, uniqueNote } from './page-models/outbox';
import { Shell } from './page-models/shell';

test.describe('lab book pages', () => {
  test('a note shows where it went, also when labs opened later have filled the last page', async ({
    page,
    request,
  }) => {
    await new Shell(page).signIn('student2', '/labbook');
    const book = new LabBookPage(page);
    await book.open();
    // Notes outside a lab go to today's Portal session.
    const morning = uniqueNote('morning note');
    await book.write(morning);
    await book.expectStatus(morning, SYNCED);

    // Ten lab sessions opened after it: the book opens on the last page, without the Portal one.
    const { userId, api } = await serverOf(page, request);
    const start = Date.now();
    for (let i = 0; i < 10; i++)
      await api.createSession({
        id: uuidv7(),
        actor_id: userId,
        labType: 3,
        open: start + i * 1000,
        duration: 60_000,
      });
    await book.open();
    await expect(page.getByRole('article', { name: /^Calorimetry, / }).last()).toBeVisible();
    await expect(book.entry(morning)).toHaveCount(0);

    // The next note goes to the same Portal session: the book goes to its page and shows it.
    const later = uniqueNote('later note');
    await book.write(later);
    await book.expectStatus(later, SYNCED);
    await expect(book.entry(later)).toBeInViewport();
    await expect(book.entry(morning)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
