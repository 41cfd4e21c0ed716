import { expect, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** White-label branding: the reseller's host of the portal and its logo. */
export class BrandingPage {
  constructor(readonly page: Page) {}

  /** The portal on a reseller's sub-domain of this machine (Chromium resolves *.localhost). */
  static resellerUrl(baseURL: string, subdomain: string, path = '/'): string {
    const url = new URL(path, baseURL);
    url.hostname = `${subdomain}.${url.hostname}`;
    return url.href;
  }

  readonly logo = (resellerName: string) => this.page.getByRole('img', { name: resellerName });

  async expectResellerLogo(resellerName: string, src: string) {
    await expect(this.logo(resellerName)).toBeVisible({ timeout: TIMEOUT.screen });
    await expect(this.logo(resellerName)).toHaveAttribute('src', src);
    // The image really loaded (same origin, allowed by the CSP).
    await expect
      .poll(() => this.logo(resellerName).evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
}
