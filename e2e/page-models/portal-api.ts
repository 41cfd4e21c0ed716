import type { APIRequestContext, Page } from '@playwright/test';

/** What the server holds, read with the signed-in user's own access token. */
export interface ServerSession {
  id: string;
  labType: number;
  open: number;
  duration: number;
  entries: Array<{ metaData: { entry_type: number; content: string } }>;
  actions: { detail: Array<{ actionType: string; actions: Record<string, unknown> }> };
}

export interface ServerStatement {
  verb: { id: string };
  actor: { account: { name: string } };
  result?: Record<string, unknown>;
}

/** The oidc-client-ts user in localStorage (`oidc.user:<authority>:<client>`). */
export async function signedInUser(page: Page): Promise<{ userId: string; token: string }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const stored = key ? localStorage.getItem(key) : null;
    if (!stored) throw new Error('no signed-in user in localStorage');
    const user = JSON.parse(stored) as { access_token: string; profile: { sub: string } };
    return { userId: user.profile.sub, token: user.access_token };
  });
}

export class PortalApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private async get<T>(path: string): Promise<T> {
    const response = await this.request.get(path, {
      headers: { authorization: `Bearer ${this.token}`, 'x-experience-api-version': '1.0.3' },
    });
    if (!response.ok())
      throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** A lab session as a lab would have written it (`POST lab-book`). */
  async createSession(session: {
    id: string;
    actor_id: string;
    labType: number;
    open: number;
    duration: number;
  }): Promise<void> {
    const response = await this.request.post('/labbook-api/lab-book', {
      headers: { authorization: `Bearer ${this.token}` },
      data: { ...session, entries: [] },
    });
    if (!response.ok())
      throw new Error(`POST lab-book: ${response.status()} ${await response.text()}`);
  }

  roles(userId: string): Promise<Array<{ RoleId: number; InstitutionId: number }>> {
    return this.get(`/user-api/users/${encodeURIComponent(userId)}/roles`);
  }

  labBook(userId: string): Promise<ServerSession[]> {
    return this.get(`/labbook-api/lab-book/${encodeURIComponent(userId)}`);
  }

  timeframe(userId: string, open: number, duration: number): Promise<ServerStatement[]> {
    return this.get(`/xapi/timeframe/${encodeURIComponent(userId)}/${open}/${duration}`);
  }
}
