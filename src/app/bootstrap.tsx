import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createAuthSession } from '@/features/auth/auth-session';
import { createAuthSocket } from '@/features/auth/auth-socket';
import { readStoredUser, userStorageKey } from '@/features/auth/stored-user';
import { createPdfExporter } from '@/features/lab-book/api/export-pdf';
import { LTI_TICKET_PARAM, takeLtiTicket } from '@/features/lti/lti-ticket';
import type { LabBookDevice } from '@/features/sync/lab-book-device';
import { createStudentViewStore } from '@/features/user/student-view';
import { createApiClient } from '@/lib/api-client';
import { brandBootSpinner, currentBranding, loadBranding, restoreBranding } from '@/lib/branding';
import { getCookie, LANGUAGE_COOKIE } from '@/lib/cookies';
import { createErrorLog } from '@/lib/error-log';
import { startErrorReporter } from '@/lib/error-reporter';
import { createI18n, resolveLanguage } from '@/lib/i18n';
import {
  createQueryClient,
  createUserPersister,
  deletePersistedCache,
  restoreAndPersist,
} from '@/lib/query-client';
import { proxiedFetch, readProxyState } from '@/lib/proxy-state';
import { startNewestSessionsRead } from '@/offline/lab-book-first-read';
import { signsInHere } from '@/lib/runtime-config';
import { configureWorksheetsLaunch } from '@/lib/worksheets-launch';
import { ServicesContext, type Services } from '@/lib/services';
import { clearUserStorage } from './local-state';
import { AppProviders } from './providers';
import { createPwaUpdates, PwaContext } from './pwa';
import { createAppRouter, loadFirstPageCode } from './router';
import { preloadRarePages } from './rare-pages';
import { SessionContext, type AppSession } from './session';
import type { ConfigResult } from './boot';
import type { StartupScreen } from './startup-screens';

const isOnline = () => navigator.onLine;

function renderStartup(root: Root, i18n: I18n, kind: Parameters<typeof StartupScreen>[0]['kind']) {
  // Rare screens, in their own chunk (precached like the rest); index.html's spinner stays
  // until it has loaded.
  void import('./startup-screens').then(({ StartupScreen }) =>
    root.render(
      <AppProviders i18n={i18n}>
        <StartupScreen kind={kind} />
      </AppProviders>,
    ),
  );
  // Offline screens come back by themselves when the network does.
  if (kind !== 'sign-in-failed')
    window.addEventListener('online', () => location.reload(), { once: true });
}

/**
 * Starts the app (after boot.ts): runtime config (saved copy when offline), translations, sign-in, the user's
 * saved query cache, then the router. Until React renders, index.html shows a static spinner.
 */
export async function bootstrap(
  element: HTMLElement,
  configPromise: Promise<ConfigResult>,
): Promise<void> {
  // A reseller's sub-domain shows its saved logo and spinner from the first paint (offline too).
  const brandingHost = {
    hostname: location.hostname,
    origin: location.origin,
    storage: localStorage,
  };
  restoreBranding(brandingHost);
  brandBootSpinner(document, currentBranding());
  const root = createRoot(element);
  const pwa = createPwaUpdates();
  pwa.register();

  const i18nPromise = createI18n(resolveLanguage(getCookie(LANGUAGE_COOKIE), navigator.languages));
  const configResult = await configPromise;
  const i18n = await i18nPromise;
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  if (!('config' in configResult)) {
    console.error(configResult.error);
    renderStartup(root, i18n, 'config-unavailable');
    return;
  }
  const { config } = configResult;
  // Only a reseller's sub-domain asks (a short wait, same origin); other hosts resolve at once.
  const branding = loadBranding({
    ...brandingHost,
    userApiUrl: config.services.userApi,
    timeoutMs: 3000,
  });
  // Another name of the server (an unregistered sub-domain): sign-in could not come back here.
  if (!signsInHere(config, location.origin)) {
    await branding;
    renderStartup(root, i18n, 'sign-in-failed');
    return;
  }

  // The lab book on this device (Dexie, the outbox engine) is its own chunk: it downloads while
  // the user is signed in, so the app shell stays small.
  const deviceModule = Promise.all([
    import('@/features/sync/lab-book-device'),
    import('@/features/sync/page-sync'),
  ]);
  const errorLog = createErrorLog(sessionStorage);
  const queryClient = createQueryClient();
  // Set once the user is known; sign-out stops saving before it deletes the saved copy.
  const persistence: { stop?: () => void } = {};
  // The lab book on this device: signing out removes only the mirrored token, never the work.
  const labBook: { device?: LabBookDevice } = {};
  // The OpenID client (oidc-client-ts) is its own chunk: the first screen needs only the stored
  // user, so it loads after that screen, or first when a sign-in, renewal or sign-out needs it.
  const loadUserManager = () =>
    import('@/features/auth/user-manager').then(({ createUserManager }) =>
      createUserManager(config, { storage: localStorage, hostname: location.hostname }),
    );
  const storageKey = userStorageKey(config);
  async function clearLocalState(userId: string | undefined) {
    persistence.stop?.();
    await labBook.device?.sync.forgetToken().catch(() => {});
    queryClient.clear();
    if (userId) await deletePersistedCache(userId).catch(() => {});
    clearUserStorage(localStorage);
  }
  const auth = createAuthSession({
    loadUserManager,
    readStoredUser: () => readStoredUser(localStorage, storageKey),
    userStorageKey: storageKey,
    postLogoutUrl: config.oidc.post_logout_redirect_uri,
    isOnline,
    window,
    deviceStorage: localStorage,
    clearLocalState,
  });

  // A launch from the school's LMS (issue 11 §6) lands here with a one-time ticket: whoever was
  // signed in on this device gives way, and the identity provider signs the launched user in.
  const ltiTicket = takeLtiTicket(location, history);
  if (ltiTicket && isOnline()) {
    const previous = readStoredUser(localStorage, storageKey);
    if (previous) {
      await clearLocalState(previous.profile.sub);
      await (await loadUserManager()).removeUser();
    }
    await auth.signIn(`${location.pathname}${location.search}`, {
      prompt: 'login',
      extraQueryParams: { [LTI_TICKET_PARAM]: ltiTicket },
    });
    return;
  }

  // Settled before sign-in starts, which leaves the page (or fails and aborts what is in flight).
  await branding;
  let started: Awaited<ReturnType<typeof auth.start>>;
  try {
    started = await auth.start();
  } catch (error) {
    errorLog.record({
      store: 'auth',
      method: 'start',
      params: config.oidc.authority,
      error: String(error),
    });
    console.error(error);
    renderStartup(root, i18n, isOnline() ? 'sign-in-failed' : 'offline-signed-out');
    return;
  }
  if (started.kind === 'redirecting') return;
  if (started.kind === 'offline-signed-out') {
    renderStartup(root, i18n, 'offline-signed-out');
    return;
  }

  const signedInId = started.user.profile.sub;
  // A support user proxying in this tab (issue 12): the app is the proxied user's, every call
  // carries the proxy token, and nothing of theirs is saved on this device.
  const proxy = readProxyState(sessionStorage, signedInId);
  const userId = proxy ? proxy.user.UserId : signedInId;
  if (!proxy) persistence.stop = await restoreAndPersist(queryClient, createUserPersister(userId));
  const [{ createLabBookDevice, LabBookDeviceContext }, { pageAuthOf }] = await deviceModule;
  const device = createLabBookDevice({
    userId,
    endpoints: { labbookApi: config.services.labbookApi, xapi: config.services.xapi },
    auth: pageAuthOf(auth),
    serviceWorker: navigator.serviceWorker,
    locks: navigator.locks,
    events: window,
    document,
    // While proxying: reads with the proxy token, and no outbox runs from this tab (the proxied
    // user's queued work never goes under the support user's token; see decisions).
    ...(proxy
      ? {
          fetch: proxiedFetch(globalThis.fetch.bind(globalThis), proxy.proxyToken),
          sendsOutbox: false,
        }
      : {}),
  });
  labBook.device = device;
  // A /labbook load reads its newest sessions now, while the router and the page's code load.
  if (/\/labbook\/?$/.test(location.pathname)) startNewestSessionsRead(device.db, userId);
  if (!proxy)
    void device.sync
      .start()
      .catch((error: unknown) => console.error('[outbox] start failed', error));

  const api = createApiClient({
    getAccessToken: () => auth.getAccessToken(),
    getUserId: () => (auth.getUser() ? userId : null),
    getProxyToken: () => proxy?.proxyToken ?? null,
    onUnauthorized: () => void auth.handleUnauthorized(),
    errorLog,
  });
  const services: Services = { config, api, errorLog };
  // Recorded errors also reach the server's log (best effort; never the calls' parameters).
  startErrorReporter({
    errorLog,
    url: `${config.services.api}/error-reports`,
    getAccessToken: () => auth.getAccessToken(),
    isOnline,
    events: window,
  });
  const authSocket = createAuthSocket({
    url: config.services.socket,
    getAccessToken: () => auth.getAccessToken(),
    onEndSession: () => void auth.endSession(),
    onReinit: () => void queryClient.invalidateQueries(),
    isOnline,
    events: window,
  });
  const session: AppSession = {
    userId,
    claims: proxy
      ? { blsupport: false, proxying: true }
      : { blsupport: started.user.profile.blsupport === true, proxying: false },
    proxy,
    auth,
    studentView: createStudentViewStore(localStorage, userId),
    labBook: device,
    pdfExporter: createPdfExporter(services, authSocket),
  };
  authSocket.start();
  configureWorksheetsLaunch({
    api,
    functionsUrl: config.services.functions,
    getStudentView: () => session.studentView.get(),
  });

  const router = createAppRouter({ queryClient, services, session });
  loadFirstPageCode(router);
  // A transition: React renders the first screen in small slices (the page stays responsive, no
  // long task) and shows it once complete; index.html's spinner stays until then.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders i18n={i18n}>
          <PwaContext value={pwa}>
            <ServicesContext value={services}>
              <SessionContext value={session}>
                <LabBookDeviceContext value={device}>
                  <QueryClientProvider client={queryClient}>
                    <RouterProvider router={router} />
                  </QueryClientProvider>
                </LabBookDeviceContext>
              </SessionContext>
            </ServicesContext>
          </PwaContext>
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The OpenID client (expiry timers, silent renew) once the first screen is drawn.
  afterFirstScreen(() => {
    auth.loadClient().catch((error: unknown) => console.warn('[auth] client load failed', error));
    preloadRarePages().catch((error: unknown) => console.warn('[router] preload failed', error));
  });
}

/** Runs when the browser is idle after the first render (at the latest after 2 s). */
function afterFirstScreen(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
