import { describe, expect, it } from 'vitest';
import type { LocalSession } from '@/offline/lab-book-db';
import { DEVELOPER_TEST_LAB_TYPE, latestTestSession, testEntryHtml } from './test-session';

const session = (id: string, labType: number): LocalSession => ({
  id,
  actorId: 'u',
  labType,
  open: 0,
  duration: 0,
  actions: [],
  serverUpdated: 0,
  sync: 'pending',
});

describe('developer test session', () => {
  it('is the latest session of the test lab type, never a lab or Portal session', () => {
    expect(latestTestSession([session('a', 99), session('b', 7)])).toBeUndefined();
    expect(
      latestTestSession([
        session('old', DEVELOPER_TEST_LAB_TYPE),
        session('portal', 99),
        session('new', DEVELOPER_TEST_LAB_TYPE),
      ])?.id,
    ).toBe('new');
  });

  it('writes the typed text as an escaped paragraph', () => {
    expect(testEntryHtml('  a <b> & "c" ')).toBe('<p>a &#60;b&#62; &#38; &#34;c&#34;</p>');
  });
});
