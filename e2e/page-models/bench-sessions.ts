import { expect } from '@playwright/test';
import { TIMEOUT } from '../timeouts';
import type { PortalApi, ServerSession } from './portal-api';

/**
 * A user's most recent session of a lab on the server (by lab type) holding `text` in an entry,
 * once the outbox delivered it with (at least) these statement kinds. The most recent: the book
 * may hold earlier sessions with the same text (the demo data, an earlier test).
 */
export async function serverSessionWith(
  api: PortalApi,
  userId: string,
  labType: number,
  text: string,
  actionTypes: string[],
): Promise<ServerSession> {
  let found: ServerSession | undefined;
  await expect
    .poll(
      async () => {
        const book = await api.labBook(userId).catch(() => []);
        found = book
          .filter(
            (s) =>
              s.labType === labType && s.entries.some((e) => e.metaData.content.includes(text)),
          )
          .sort((a, b) => b.open - a.open)[0];
        return found?.actions.detail.map((item) => item.actionType) ?? [];
      },
      { timeout: TIMEOUT.sync, message: 'the session reaches the server' },
    )
    .toEqual(expect.arrayContaining(actionTypes));
  return found!;
}

/** The session's startup statement (spec 2: a launch, or a preset autoload with its name). */
export function startupOf(session: ServerSession) {
  return session.actions.detail.find((item) => item.actionType === 'startup')?.actions;
}
