import type { Page } from '@playwright/test';

/** The header's Community tab and the /communitylogin hand-off page. */
export class CommunityPage {
  constructor(private readonly page: Page) {}

  readonly communityTab = () =>
    this.page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('link', { name: /^Community/ });
  readonly message = () => this.page.getByRole('alert');
  readonly backToLabs = () => this.page.getByRole('link', { name: 'Back to the labs' });
}
