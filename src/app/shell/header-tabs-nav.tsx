import { Tooltip, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@common/schemas/config';
import { IconDesktop, IconExternal, IconHelp, IconMessages, IconWorld } from '@/components/icons';
import { headerTabs, type HeaderTab, type HeaderTabUser } from './header-tabs';
import classes from './header.module.css';

const TAB_ICONS = {
  web: IconWorld,
  desktop: IconDesktop,
  community: IconMessages,
  support: IconHelp,
} as const;

/** Web, Desktop, Community, Support (spec 1 §2). External tabs open in a new tab. */
export function HeaderTabsNav({
  user,
  links,
  vertical = false,
}: {
  user: HeaderTabUser;
  links: RuntimeConfig['links'];
  vertical?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('header.sectionsNav')}
      className={vertical ? classes.tabsVertical : classes.tabs}
    >
      {headerTabs(user, links).map((tab) => (
        <HeaderTabItem key={tab.id} tab={tab} vertical={vertical} label={t(tab.labelKey)} />
      ))}
    </nav>
  );
}

function HeaderTabItem({
  tab,
  label,
  vertical,
}: {
  tab: HeaderTab;
  label: string;
  vertical: boolean;
}) {
  const { t } = useTranslation();
  const Icon = TAB_ICONS[tab.id];
  const className = `${classes.tab} ${tab.align === 'end' && !vertical ? classes.end : ''}`;
  if (tab.id === 'web') {
    return (
      <Link
        to="/labs/{-$uuid}"
        params={{ uuid: undefined }}
        className={className}
        aria-current="page"
      >
        <Icon size={18} />
        {label}
      </Link>
    );
  }
  if (tab.disabled || !tab.href) {
    return (
      <Tooltip label={t('header.desktopUnavailable')} withArrow>
        <button type="button" className={className} aria-disabled="true">
          <Icon size={18} />
          {label}
        </button>
      </Tooltip>
    );
  }
  return (
    <a href={tab.href} target="_blank" rel="noopener noreferrer" className={className}>
      <Icon size={18} />
      {label}
      <IconExternal size={14} aria-hidden="true" />
      <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
