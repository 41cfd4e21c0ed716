import { expect, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';

/** /proxy and the header's proxy notice (issue 12, spec 1 §2 "Proxy"). */
export class ProxyPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Proxy', level: 1 });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search users' });
  readonly results = () => this.page.getByRole('table', { name: 'Search results' });
  readonly select = (username: string) =>
    this.results().getByRole('radio', { name: `Select ${username}`, exact: true });
  readonly readOnlyProxyButton = () =>
    this.page.getByRole('button', { name: 'Read Only Proxy', exact: true });
  readonly proxyButton = () => this.page.getByRole('button', { name: 'Proxy', exact: true });
  /** The proxy notice under the header while proxying. */
  readonly notice = () => this.page.getByRole('status', { name: 'Proxy mode' });
  readonly returnToProxy = () => this.notice().getByRole('button', { name: 'Return to proxy' });
  readonly endProxy = () => this.notice().getByRole('button', { name: 'End Proxy' });

  async open() {
    await this.page.goto('/proxy');
    await expect(this.heading()).toBeVisible({ timeout: TIMEOUT.screen });
  }

  /** Searches, selects the user with `username`, and starts a read-only or full proxy. */
  async proxy(text: string, username: string, mode: 'read-only' | 'full' = 'read-only') {
    await this.search().fill(text);
    await this.select(username).check({ timeout: TIMEOUT.screen });
    await (mode === 'read-only' ? this.readOnlyProxyButton() : this.proxyButton()).click();
    await expect(this.notice()).toBeVisible({ timeout: TIMEOUT.screen });
  }
}
