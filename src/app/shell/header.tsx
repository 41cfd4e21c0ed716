import type { MouseEvent, ReactNode } from 'react';
import { Burger, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@common/schemas/config';
import type { SessionUser } from '@/features/user/session-user';
import type { StudentViewStore } from '@/features/user/student-view';
import { Logo } from '@/components/logo';
import { HeaderTabsNav } from './header-tabs-nav';
import { UserMenu } from './user-menu';
import { isLtiAdministrator } from '@/features/lti/lti-admin';
import classes from './header.module.css';

interface HeaderProps {
  user: SessionUser;
  /** oidc-client-ts profile claims (no tokens), copied with the user for support. */
  profile: Record<string, unknown> | undefined;
  studentView: boolean;
  canUseStudentView: boolean;
  studentViewStore: StudentViewStore;
  links: RuntimeConfig['links'];
  navOpened: boolean;
  onToggleNav: () => void;
  onSignOut: () => void;
  /** Where the user's work is (the sync indicator). */
  status?: ReactNode;
}

/** What shift+click on the role copies: the stored user, never a token. */
export function storedUserInformation(
  user: SessionUser,
  profile: Record<string, unknown> | undefined,
  studentView: boolean,
): string {
  return JSON.stringify({ profile, user: { ...user, studentView } }, null, 2);
}

export function Header(props: HeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Spec 1 §3 roleName: a support user reads "BL Support", not "Student".
  const roleKey = props.user.roleName.replace(/\s+/g, '');

  // Hidden helpers for support (spec 1 §2): they are extra behaviours on plain text.
  const onNameClick = (event: MouseEvent) => {
    if (event.shiftKey && event.altKey) void navigate({ to: '/debug' });
  };
  const onRoleClick = async (event: MouseEvent) => {
    if (!event.shiftKey) return;
    try {
      await navigator.clipboard.writeText(
        storedUserInformation(props.user, props.profile, props.studentView),
      );
      notifications.show({ color: 'teal', message: t('header.userInfoCopied') });
    } catch (error) {
      console.warn('[header] clipboard write failed:', error);
    }
  };

  return (
    <div className={classes.bar}>
      <Burger
        opened={props.navOpened}
        onClick={props.onToggleNav}
        hiddenFrom="sm"
        size="sm"
        aria-label={t(props.navOpened ? 'nav.closeMenu' : 'nav.openMenu')}
        aria-expanded={props.navOpened}
      />
      <Link
        to="/labs/{-$uuid}"
        params={{ uuid: undefined }}
        className={classes.brand}
        aria-label={t('app.homeLink')}
      >
        <Logo size={30} />
        <span>{t('app.name')}</span>
      </Link>
      <Group visibleFrom="sm" style={{ flex: 1, alignSelf: 'stretch' }} gap={0}>
        <HeaderTabsNav user={props.user} links={props.links} />
      </Group>
      <Group gap="sm" wrap="nowrap" ml="auto">
        {props.status}
        <div className={classes.who}>
          <span className={classes.name} onClick={onNameClick}>
            {props.user.name}
          </span>
          <span className={classes.role} onClick={(event) => void onRoleClick(event)}>
            {t(`roles.${roleKey}`, { defaultValue: props.user.roleName })}
            {props.studentView ? ` · ${t('header.studentView')}` : ''}
          </span>
        </div>
        <UserMenu
          name={props.user.name}
          isSupport={props.user.isBlSupportUser}
          isAdministrator={isLtiAdministrator(props.user.roles)}
          canUseStudentView={props.canUseStudentView}
          studentView={props.studentView}
          studentViewStore={props.studentViewStore}
          links={props.links}
          onSignOut={props.onSignOut}
        />
      </Group>
    </div>
  );
}
