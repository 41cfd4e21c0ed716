import { useEffect, useRef } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure, useElementSize, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useServices } from '@/lib/services';
import { useGuardedSignOut } from '@/features/sync/components/sign-out-guard';
import { StorageWarning } from '@/features/sync/components/storage-warning';
import { SyncIndicator } from '@/features/sync/components/sync-indicator';
import { LtiFrameRedirect } from '@/features/lti/components/lti-frame-redirect';
import { BannerArea } from '@/features/banners/components/banner-area';
import { ProxyNotice } from '@/features/proxy/components/proxy-notice';
import { SIDEBAR_STORAGE_KEY } from '../local-state';
import { useCurrentUser } from '../use-current-user';
import { Header } from './header';
import { HeaderTabsNav } from './header-tabs-nav';
import { OfflineNotice } from './offline-notice';
import { SideMenu } from './side-menu';
import { UnavailableNotice } from './unavailable-notice';

/** Spec 1 §2 / spec 2 §9: the side bar is 256 px expanded, 72 px collapsed. */
const NAV_EXPANDED = 256;
const NAV_COLLAPSED = 72;
/** Height of the shell's notices above the page (CSS custom property on the main region). */
const NOTICES_HEIGHT_VAR = '--app-notices-height';

/** Header, side menu and main region of every page except purchase, checkout and the loader. */
export function AppLayout() {
  const { t } = useTranslation();
  const { config } = useServices();
  const current = useCurrentUser();
  // Both read at once, not in an effect: an effect's second value would draw the whole shell
  // twice on the first screen (a phone is never 'wide'; a collapsed side bar is saved).
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: SIDEBAR_STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const [navOpened, nav] = useDisclosure(false);
  const { close: closeNav } = nav;
  const isWide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const pathname = useLocation({ select: (location) => location.pathname });
  const mainRef = useRef<HTMLElement>(null);
  const { ref: noticesRef, height: noticesHeight } = useElementSize();
  const firstRender = useRef(true);

  // After a navigation, move focus to the new page so screen readers announce it.
  useEffect(() => {
    closeNav();
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, closeNav]);

  const { auth } = current.session;
  const signOut = useGuardedSignOut(() => auth.signOut());

  const width = isWide && collapsed ? NAV_COLLAPSED : NAV_EXPANDED;
  const profile = current.session.auth.getUser()?.profile;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <a href="#main-content" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <LtiFrameRedirect userId={current.session.userId} isFromLti={current.user.fromLti} />
      <AppShell.Header>
        <Header
          user={current.user}
          profile={profile as Record<string, unknown> | undefined}
          studentView={current.studentView}
          canUseStudentView={current.canUseStudentView}
          studentViewStore={current.session.studentView}
          links={config.links}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          onSignOut={signOut.requestSignOut}
          status={<SyncIndicator onSignIn={() => void auth.signIn()} />}
        />
        {signOut.dialog}
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('nav.mainMenu')}>
        <SideMenu
          teacherMode={current.teacherMode}
          collapsed={collapsed}
          canCollapse={isWide}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
          onNavigate={nav.close}
        />
        {!isWide ? <HeaderTabsNav user={current.user} links={config.links} vertical /> : null}
      </AppShell.Navbar>
      <AppShell.Main
        id="main-content"
        tabIndex={-1}
        ref={mainRef}
        // Full-height pages (the lab book) subtract the notices, so none pushes the editor
        // below the fold on a 768 px Chromebook screen.
        style={{ [NOTICES_HEIGHT_VAR]: `${noticesHeight}px` }}
      >
        <div ref={noticesRef} style={{ display: 'flow-root' }}>
          {current.session.proxy ? <ProxyNotice proxy={current.session.proxy} /> : null}
          <StorageWarning />
          <OfflineNotice savedAt={current.dataUpdatedAt} refreshFailed={current.isRefetchError} />
          <UnavailableNotice parts={current.user.unavailable} onRetry={current.refetch} />
          <BannerArea pathname={pathname} isInstructor={current.user.isInstructor} />
        </div>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
