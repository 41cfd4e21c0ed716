import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { CommunityPage } from './page-models/community-page';
import { Shell } from './page-models/shell';
import { FORUM_URL, startStandInForum } from './stand-in-forum';
import { TIMEOUT } from './timeouts';

const STUDENT_ID = '5eed0000-0000-4000-8000-000000000001';

test.describe('community hand-off', () => {
  test('the Community tab opens the forum, signed in through a valid DiscourseConnect reply', async ({
    page,
    baseURL,
  }) => {
    const forum = await startStandInForum(baseURL!);
    try {
      await new Shell(page).signIn('student');
      const community = new CommunityPage(page);
      const tab = community.communityTab();
      await expect(tab).toHaveAttribute(
        'href',
        `${FORUM_URL}/session/sso?return_path=%2Fc%2Fstudents`,
      );

      // Keyboard: the tab is reached and opened with Enter, in a new browser tab.
      await tab.focus();
      await expect(tab).toBeFocused();
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
      await expect(popup.getByRole('heading', { name: 'Welcome to the forum' })).toBeVisible({
        timeout: TIMEOUT.screen,
      });
      expect(new URL(popup.url()).pathname).toBe('/session/sso_login');
      expect(forum.signIns).toHaveLength(1);
      expect(forum.signIns[0]!.fields).toMatchObject({
        external_id: STUDENT_ID,
        email: 'student@demo.labportal.test',
        username: 'student',
      });
      expect(forum.issued.size).toBe(0);
    } finally {
      await forum.close();
    }
  });

  test('a request the forum did not sign says the community could not be opened', async ({
    page,
  }) => {
    await new Shell(page).signIn('student');
    await page.goto(
      `/communitylogin?sso=${encodeURIComponent('bm9uY2U9eA==\n')}&sig=${'0'.repeat(64)}`,
    );
    const community = new CommunityPage(page);
    await expect(community.message()).toHaveText(
      'Could not open the community. Please try again from the community site.',
      { timeout: TIMEOUT.screen },
    );
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await community.backToLabs().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/labs/);
  });
});
