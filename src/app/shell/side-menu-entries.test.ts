import { describe, expect, it } from 'vitest';
import { sideMenuEntries } from './side-menu-entries';

describe('sideMenuEntries', () => {
  it('gives students and student view the lab book and no portfolio', () => {
    expect(sideMenuEntries(false).map((e) => e.id)).toEqual([
      'labs',
      'presets',
      'labbook',
      'activities',
      'assignments',
      'groups',
    ]);
  });

  it('gives instructors and TAs the dashboard first and the portfolio instead of the lab book', () => {
    expect(sideMenuEntries(true).map((e) => e.id)).toEqual([
      'dashboard',
      'labs',
      'presets',
      'portfolio',
      'activities',
      'assignments',
      'groups',
    ]);
  });

  it('labels the presets entry Labs Plus', () => {
    expect(sideMenuEntries(false).find((e) => e.id === 'presets')?.labelKey).toBe('nav.labsPlus');
  });
});
