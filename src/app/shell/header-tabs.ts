import type { RuntimeConfig } from '@common/schemas/config';

export interface HeaderTab {
  id: 'web' | 'desktop' | 'community' | 'support';
  labelKey: `header.${string}`;
  /** External page; the Web tab stays inside the portal. */
  href: string | null;
  disabled: boolean;
  /** Support sits at the far end for non-instructors. */
  align: 'start' | 'end';
}

export interface HeaderTabUser {
  isInstructor: boolean;
  userType: 1 | 2;
  hasDesktopProduct: boolean;
}

/**
 * Spec 1 §2 header: Web, Desktop (disabled without a desktop product), Community (the forum of
 * the user's type: instructors type 1, everyone else type 2), Support (right-aligned for
 * non-instructors). Community, Support and Desktop open external pages.
 */
export function headerTabs(user: HeaderTabUser, links: RuntimeConfig['links']): HeaderTab[] {
  return [
    { id: 'web', labelKey: 'header.web', href: null, disabled: false, align: 'start' },
    {
      id: 'desktop',
      labelKey: 'header.desktop',
      href: links.desktop,
      disabled: !user.hasDesktopProduct,
      align: 'start',
    },
    {
      id: 'community',
      labelKey: 'header.community',
      href: user.userType === 1 ? links.community.instructor : links.community.student,
      disabled: false,
      align: 'start',
    },
    {
      id: 'support',
      labelKey: 'header.support',
      href: links.support,
      disabled: false,
      align: user.isInstructor ? 'start' : 'end',
    },
  ];
}
