import { expect, type BrowserContext, type Page } from '@playwright/test';
import { TIMEOUT } from '../timeouts';
import { INSTANCES, instanceUrl, type Instance } from './cluster-ports';

const isInstance = (name: string | undefined): name is Instance =>
  INSTANCES.includes(name as Instance);

/** Which instances answered a browser context's requests (HAProxy's X-Served-By header). */
export class ServedBy {
  readonly instances = new Set<Instance>();
  /** The instance that answered each request whose URL matched `track`, in order. */
  readonly tracked: Instance[] = [];

  constructor(context: BrowserContext, track?: RegExp) {
    context.on('response', (response) => {
      const name = response.headers()['x-served-by'];
      if (!isInstance(name)) return;
      this.instances.add(name);
      if (track?.test(response.url())) this.tracked.push(name);
    });
  }

  async expectBoth() {
    await expect
      .poll(() => [...this.instances].sort(), { message: 'requests reached both instances' })
      .toEqual([...INSTANCES]);
  }
}

/**
 * The instance holding a tab's auth socket (`/auth/socket`): HAProxy names it in the upgrade's
 * answer, which the page's DevTools protocol reports.
 */
export class SocketWatch {
  private current: Instance | undefined;

  private constructor(readonly page: Page) {}

  static async of(page: Page): Promise<SocketWatch> {
    const watch = new SocketWatch(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([key, value]) => [key.toLowerCase(), value]),
      );
      const name = headers['x-served-by'];
      if (isInstance(name)) watch.current = name;
    });
    return watch;
  }

  /** The instance of the tab's open socket, once it is connected. */
  async instance(): Promise<Instance> {
    await expect
      .poll(() => this.current, { timeout: TIMEOUT.screen, message: 'the socket is connected' })
      .toBeDefined();
    return this.current!;
  }

  /**
   * Reloads the tab until its socket lands on `wanted` (round robin: another request may take
   * the turn first), so the test knows the event crosses from one instance to the other.
   */
  async reloadUntilOn(wanted: Instance) {
    await expect(async () => {
      if (this.current === wanted) return;
      this.current = undefined;
      await this.page.reload();
      expect(await this.instance()).toBe(wanted);
    }).toPass({ timeout: TIMEOUT.longTest });
  }
}

/**
 * Sends the context's requests matching `url` straight to one instance, past the balancer, as
 * if round robin had picked it: the test chooses which instance does the work.
 */
export async function sendTo(
  context: BrowserContext,
  url: string,
  instance: Instance,
): Promise<{ sent: () => number }> {
  let sent = 0;
  await context.route(url, async (route) => {
    const target = new URL(route.request().url());
    const direct = new URL(`${target.pathname}${target.search}`, instanceUrl(instance));
    const response = await route.fetch({ url: direct.toString() });
    sent += 1;
    await route.fulfill({ response });
  });
  return { sent: () => sent };
}
