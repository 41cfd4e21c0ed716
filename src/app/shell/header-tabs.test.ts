import { describe, expect, it } from 'vitest';
import { headerTabs } from './header-tabs';

const links = {
  community: { instructor: 'https://c/i', student: 'https://c/s' },
  support: 'https://support',
  desktop: 'https://desktop',
  terms: '/legal/terms.html',
  privacy: '/legal/privacy.html',
  supportEmail: 'support@example.org',
};

describe('headerTabs', () => {
  it('gives instructors the instructor community and keeps Support with the others', () => {
    const tabs = headerTabs({ isInstructor: true, userType: 1, hasDesktopProduct: true }, links);
    expect(tabs.map((t) => t.id)).toEqual(['web', 'desktop', 'community', 'support']);
    expect(tabs.find((t) => t.id === 'community')?.href).toBe('https://c/i');
    expect(tabs.find((t) => t.id === 'support')?.align).toBe('start');
    expect(tabs.find((t) => t.id === 'desktop')?.disabled).toBe(false);
  });

  it('gives everyone else the student community, Support at the end, Desktop disabled without a desktop product', () => {
    const tabs = headerTabs({ isInstructor: false, userType: 2, hasDesktopProduct: false }, links);
    expect(tabs.find((t) => t.id === 'community')?.href).toBe('https://c/s');
    expect(tabs.find((t) => t.id === 'support')?.align).toBe('end');
    expect(tabs.find((t) => t.id === 'desktop')?.disabled).toBe(true);
  });
});
