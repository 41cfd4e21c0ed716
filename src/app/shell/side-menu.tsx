import type { ComponentType } from 'react';
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  IconActivity,
  IconBook,
  IconChevronLeft,
  IconChevronRight,
  IconClipboard,
  IconDashboard,
  IconFlask,
  IconFlaskPlus,
  IconFolder,
  IconUsers,
} from '@/components/icons';
import { sideMenuEntries, type SideMenuEntryId } from './side-menu-entries';
import classes from './side-menu.module.css';

const ICONS: Record<SideMenuEntryId, ComponentType<{ size?: number }>> = {
  dashboard: IconDashboard,
  labs: IconFlask,
  presets: IconFlaskPlus,
  labbook: IconBook,
  portfolio: IconFolder,
  activities: IconActivity,
  assignments: IconClipboard,
  groups: IconUsers,
};

interface SideMenuProps {
  teacherMode: boolean;
  /** Icons only (72 px); labels stay available to assistive technology and as tooltips. */
  collapsed: boolean;
  /** Hidden on phones, where the menu is a drawer. */
  canCollapse: boolean;
  onToggleCollapsed: () => void;
  onNavigate?: () => void;
}

export function SideMenu({
  teacherMode,
  collapsed,
  canCollapse,
  onToggleCollapsed,
  onNavigate,
}: SideMenuProps) {
  const { t } = useTranslation();
  const entries = sideMenuEntries(teacherMode);
  const isCompact = collapsed && canCollapse;
  return (
    <div
      className={isCompact ? classes.collapsed : undefined}
      style={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <ul className={classes.list}>
        {entries.map((entry) => {
          const Icon = ICONS[entry.id];
          const label = t(entry.labelKey);
          const link = (
            <Link
              to={entry.to}
              // Every menu page's parameters are optional: the menu opens each page plain.
              params={{}}
              className={classes.link}
              activeOptions={{ includeSearch: false }}
              onClick={onNavigate}
            >
              <span className={classes.icon}>
                <Icon size={22} />
              </span>
              {isCompact ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
            </Link>
          );
          return (
            <li key={entry.id}>
              {isCompact ? (
                <Tooltip label={label} position="right" withArrow openDelay={150}>
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
      {canCollapse ? (
        <div className={classes.footer}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onToggleCollapsed}
            aria-label={t(collapsed ? 'nav.expandMenu' : 'nav.collapseMenu')}
            aria-expanded={!collapsed}
          >
            {collapsed ? <IconChevronRight /> : <IconChevronLeft />}
          </ActionIcon>
        </div>
      ) : null}
    </div>
  );
}
