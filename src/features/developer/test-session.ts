import type { LocalSession } from '@/offline/lab-book-db';

/**
 * The lab type of the developer test session: inside the range the server takes (0-999), used by
 * no lab and not the Portal session (99), so test entries never land in a real lab's session or
 * in today's Portal notes.
 */
export const DEVELOPER_TEST_LAB_TYPE = 998;

/** The latest test session among the user's sessions on this device (oldest first). */
export function latestTestSession(sessions: readonly LocalSession[]): LocalSession | undefined {
  return sessions.findLast((session) => session.labType === DEVELOPER_TEST_LAB_TYPE);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A test entry's HTML: the typed text as one paragraph, escaped. */
export function testEntryHtml(text: string): string {
  return `<p>${escapeHtml(text.trim())}</p>`;
}
