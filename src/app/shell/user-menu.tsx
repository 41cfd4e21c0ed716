import { useState } from 'react';
import {
  Avatar,
  Menu,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@common/schemas/config';
import {
  IconEye,
  IconFileText,
  IconKey,
  IconLanguage,
  IconLock,
  IconLogout,
  IconMessages,
  IconMoon,
  IconShield,
  IconUser,
} from '@/components/icons';
import { getCookie, INSTRUCTOR_HOME_COOKIE } from '@/lib/cookies';
import { homePath } from '@/features/labs/loader-rules';
import type { StudentViewStore } from '@/features/user/student-view';
import { LanguageDialog } from './language-dialog';

interface UserMenuProps {
  name: string;
  isSupport: boolean;
  /** Administrators manage the LMS connections (issue 11 §6). */
  isAdministrator: boolean;
  canUseStudentView: boolean;
  studentView: boolean;
  studentViewStore: StudentViewStore;
  links: RuntimeConfig['links'];
  onSignOut: () => void;
}

/** Spec 1 §2 user menu. */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light') === 'dark';
  const [languageOpen, setLanguageOpen] = useState(false);

  const switchView = (studentView: boolean) => {
    props.studentViewStore.set(studentView);
    // The guards run again on navigation; land where the new view starts (students: Labs;
    // instructors: their home page, the dashboard unless the home cookie says Labs).
    const home = studentView ? '/labs' : homePath(true, getCookie(INSTRUCTOR_HOME_COOKIE));
    if (home === '/dashboard') void navigate({ to: '/dashboard' });
    else void navigate({ to: '/labs/{-$uuid}', params: { uuid: undefined } });
  };

  return (
    <>
      <Menu
        position="bottom-end"
        width={260}
        shadow="md"
        // Inside the banner landmark, not a portal at the end of the body.
        withinPortal={false}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <UnstyledButton aria-label={t('userMenu.label')} style={{ borderRadius: '50%' }}>
            {/* An icon, not initials: the button's name is "User menu", and visible text that is
                not part of the name confuses voice control users. */}
            <Avatar color="cyan" radius="xl" aria-hidden="true">
              <IconUser />
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{props.name}</Menu.Label>
          <Menu.CheckboxItem
            checked={isDark}
            onChange={(checked) => setColorScheme(checked ? 'dark' : 'light')}
            closeMenuOnClick={false}
            rightSection={<IconMoon size={18} />}
          >
            {t('userMenu.darkMode')}
          </Menu.CheckboxItem>
          <Menu.Item
            leftSection={<IconUser size={18} />}
            onClick={() => void navigate({ to: '/profile' })}
          >
            {t('userMenu.viewProfile')}
          </Menu.Item>
          <Menu.Item leftSection={<IconLanguage size={18} />} onClick={() => setLanguageOpen(true)}>
            {t('userMenu.changeLanguage')}
          </Menu.Item>
          {props.canUseStudentView ? (
            <Menu.Item
              leftSection={<IconEye size={18} />}
              onClick={() => switchView(!props.studentView)}
            >
              {t(props.studentView ? 'userMenu.returnToInstructorView' : 'userMenu.viewAsStudent')}
            </Menu.Item>
          ) : null}
          {props.isSupport ? (
            <Menu.Item
              leftSection={<IconShield size={18} />}
              onClick={() => void navigate({ to: '/proxy' })}
            >
              {t('userMenu.proxy')}
            </Menu.Item>
          ) : null}
          {props.isAdministrator ? (
            <Menu.Item
              leftSection={<IconKey size={18} />}
              onClick={() => void navigate({ to: '/admin' })}
            >
              {t('userMenu.administration')}
            </Menu.Item>
          ) : null}
          {props.isAdministrator || props.isSupport ? (
            <Menu.Item
              leftSection={<IconMessages size={18} />}
              onClick={() => void navigate({ to: '/admin/banners' })}
            >
              {t('userMenu.banners')}
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item
            component="a"
            href={props.links.terms}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconFileText size={18} />}
          >
            {t('userMenu.terms')}
          </Menu.Item>
          <Menu.Item
            component="a"
            href={props.links.privacy}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconLock size={18} />}
          >
            {t('userMenu.privacy')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={18} />} onClick={props.onSignOut}>
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {languageOpen ? <LanguageDialog opened onClose={() => setLanguageOpen(false)} /> : null}
    </>
  );
}
