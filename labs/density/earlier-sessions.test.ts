import { describe, expect, it } from 'vitest';
import type { FrameSession } from '@common/schemas/lab-frame';
import { formatDuration, sortSessions } from './earlier-sessions';

const session = (id: string, open: number): FrameSession => ({
  id,
  open,
  duration: 0,
  labType: 7,
  entries: [],
  actions: [],
});

describe('earlier sessions', () => {
  it('sorts newest first, once each, without the session open now', () => {
    const sorted = sortSessions(
      [session('a', 10), session('b', 30), session('now', 40), session('c', 20), session('b', 30)],
      'now',
    );
    expect(sorted.map((s) => s.id)).toEqual(['b', 'c', 'a']);
  });

  it('shows the time in the lab as mm:ss, or h:mm:ss past an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(83_000)).toBe('01:23');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
  });
});
