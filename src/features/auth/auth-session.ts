import type { User, UserManager } from 'oidc-client-ts';
import { markForcedLogin, signInPrompt } from './forced-login';
import { safeReturnPath, type SessionUser } from './stored-user';

/** What to do when a token could not be renewed (spec 1 §4 sign-in states). */
export type RenewFailureAction =
  /** Offline or a network failure: keep the stored user, try again later. */
  | 'keep'
  /** login_required, or a refresh token that is no longer valid: remove the user, sign in. */
  | 'remove-and-sign-in'
  /** consent_required: sign in again (the user keeps their data). */
  | 'sign-in';

export function renewFailureAction(error: unknown, isOnline: boolean): RenewFailureAction {
  const code = oidcErrorCode(error);
  // No protocol error code means the identity provider was not reached: a flaky school network
  // must not sign anyone out.
  if (!isOnline || code === undefined) return 'keep';
  if (code === 'consent_required' || code === 'interaction_required') return 'sign-in';
  return 'remove-and-sign-in';
}

export function oidcErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string')
    return error.error;
  return undefined;
}

export type StartResult =
  | { kind: 'signed-in'; user: SessionUser }
  | { kind: 'redirecting' }
  /** No stored user and no network: sign-in cannot start (never redirect while offline). */
  | { kind: 'offline-signed-out' };

export interface AuthSession {
  start(): Promise<StartResult>;
  getUser(): SessionUser | null;
  subscribe(listener: () => void): () => void;
  /** A valid access token, renewed first when it has expired and the network is there. */
  getAccessToken(): Promise<string | null>;
  signIn(returnTo?: string, options?: SignInOptions): Promise<void>;
  /** The user chose Sign out. */
  signOut(): Promise<void>;
  /** Signed out elsewhere (auth socket endsession, another tab): clear and leave. */
  endSession(): Promise<void>;
  /** An API call answered 401. */
  handleUnauthorized(): Promise<void>;
  /**
   * Loads the OpenID client (after the first screen): token expiry timers, silent renew and the
   * client's events start then. Renewals and sign-outs load it themselves when they come first.
   */
  loadClient(): Promise<void>;
  dispose(): void;
}

/** A sign-in that must ask (`prompt=login`) and carries extra parameters (an LMS ticket). */
export interface SignInOptions {
  prompt?: 'login';
  extraQueryParams?: Record<string, string>;
}

export interface AuthSessionDeps {
  /** The OpenID client, loaded on first need (oidc-client-ts is not part of the app start). */
  loadUserManager: () => Promise<UserManager>;
  /** The user oidc-client-ts stored on this device (stored-user.ts readStoredUser). */
  readStoredUser: () => SessionUser | null;
  /** oidc-client-ts's localStorage key of the user, watched for sign-outs in other tabs. */
  userStorageKey: string;
  postLogoutUrl: string;
  isOnline: () => boolean;
  /** Removes the signed-in user's local data (query cache, preferences tied to the user). */
  clearLocalState: (userId: string | undefined) => Promise<void>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>;
  /** Device settings that outlive a sign-out (see forced-login.ts). */
  deviceStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  log?: Pick<Console, 'warn' | 'info'>;
}

/** A second 401 this soon after a renewal means the session itself is gone. */
const RENEWAL_GRACE_MS = 10_000;

export function createAuthSession(deps: AuthSessionDeps): AuthSession {
  const { window: win } = deps;
  const log = deps.log ?? console;
  const listeners = new Set<() => void>();
  let current: SessionUser | null = null;
  let renewing: Promise<User | null> | null = null;
  let lastRenewalAt = 0;
  let leaving = false;
  let signedIn = false;
  let disposed = false;
  let clientEvents: Promise<void> | null = null;
  let loading: Promise<UserManager> | null = null;
  const cleanups: Array<() => void> = [];

  /** One OpenID client per page, loaded the first time something needs it. */
  function userManager(): Promise<UserManager> {
    loading ??= deps.loadUserManager().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  const emit = () => listeners.forEach((listener) => listener());
  const setUser = (user: User | null) => {
    current = user;
    emit();
  };

  function currentPath(): string {
    const { pathname, search, hash } = win.location;
    return `${pathname}${search}${hash}`;
  }

  async function signIn(returnTo = currentPath(), options: SignInOptions = {}): Promise<void> {
    if (!deps.isOnline()) return;
    leaving = true;
    const prompt = options.prompt ?? signInPrompt(deps.deviceStorage);
    const manager = await userManager();
    await manager.signinRedirect({
      state: { returnTo: safeReturnPath(returnTo, win.location.origin) },
      ...(prompt ? { prompt } : {}),
      ...(options.extraQueryParams ? { extraQueryParams: options.extraQueryParams } : {}),
    });
  }

  async function applyRenewFailure(error: unknown): Promise<void> {
    const action = renewFailureAction(error, deps.isOnline());
    log.warn('[auth] token renewal failed:', oidcErrorCode(error) ?? error, '->', action);
    if (action === 'keep') return;
    if (action === 'remove-and-sign-in') {
      await deps.clearLocalState(current?.profile.sub);
      await (await userManager()).removeUser();
    }
    await signIn();
  }

  /** One renewal at a time, however many calls need a token. */
  function renew(): Promise<User | null> {
    renewing ??= userManager()
      .then((manager) => manager.signinSilent())
      .then((user) => {
        lastRenewalAt = Date.now();
        if (user) setUser(user);
        return user;
      })
      .catch(async (error: unknown) => {
        await applyRenewFailure(error);
        return null;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  }

  async function leaveTo(url: string): Promise<void> {
    leaving = true;
    // Signed out elsewhere: whatever this tab does next, the next sign-in asks for the password.
    markForcedLogin(deps.deviceStorage);
    const userId = current?.profile.sub;
    await deps.clearLocalState(userId);
    await (await userManager()).removeUser();
    win.location.assign(url);
  }

  async function signOut(): Promise<void> {
    const userId = current?.profile.sub;
    // Taken before the local state goes: the provider ends the right session with it.
    const idTokenHint = current?.id_token;
    leaving = true;
    // Before the stored user goes (which tells the other tabs): a tab that starts a sign-in now,
    // while the provider's session may still be alive, must ask for the password rather than
    // come back signed in. Offline, the provider cannot be told at all. A completed sign-in
    // (callback.html) clears the mark.
    markForcedLogin(deps.deviceStorage);
    await deps.clearLocalState(userId);
    const manager = await userManager();
    if (!deps.isOnline()) {
      await manager.removeUser();
      win.location.assign(deps.postLogoutUrl);
      return;
    }
    try {
      await manager.signoutRedirect({ id_token_hint: idTokenHint });
    } catch (error) {
      log.warn('[auth] sign-out redirect failed:', error);
      await manager.removeUser();
      win.location.assign(deps.postLogoutUrl);
    }
  }

  /** The client's events, once signed in and the client is loaded (once per page). */
  function attachClientEvents(): Promise<void> {
    clientEvents ??= userManager().then(async (manager) => {
      if (disposed) return;
      attachManagerEvents(manager);
      // getUser arms the client's expiry timers (accessTokenExpired, automatic silent renew).
      const user = await manager.getUser();
      if (user && !disposed && user.access_token !== current?.access_token) setUser(user);
    });
    clientEvents.catch(() => {
      clientEvents = null;
    });
    return clientEvents;
  }

  function attachManagerEvents(manager: UserManager): void {
    const { events } = manager;
    const onLoaded = (user: User) => setUser(user);
    const onUnloaded = () => setUser(null);
    const onExpired = () => {
      // Offline the stored user stays, so the app keeps working; we renew when back online.
      if (deps.isOnline()) void renew();
    };
    const onRenewError = (error: Error) => log.warn('[auth] silent renew error:', error.message);
    events.addUserLoaded(onLoaded);
    events.addUserUnloaded(onUnloaded);
    events.addAccessTokenExpired(onExpired);
    events.addSilentRenewError(onRenewError);
    cleanups.push(() => {
      events.removeUserLoaded(onLoaded);
      events.removeUserUnloaded(onUnloaded);
      events.removeAccessTokenExpired(onExpired);
      events.removeSilentRenewError(onRenewError);
    });
  }

  function attachWindowEvents(): void {
    const onOnline = () => {
      if (current?.expired) void renew();
    };
    // Another tab signed out (the stored user vanished) or signed in as someone else.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== deps.userStorageKey || leaving) return;
      if (event.newValue === null) {
        void leaveTo(deps.postLogoutUrl);
        return;
      }
      try {
        const sub = (JSON.parse(event.newValue) as { profile?: { sub?: string } }).profile?.sub;
        if (sub && current && sub !== current.profile.sub) win.location.reload();
      } catch {
        // Not ours to interpret.
      }
    };
    win.addEventListener('online', onOnline);
    win.addEventListener('storage', onStorage as EventListener);
    cleanups.push(() => {
      win.removeEventListener('online', onOnline);
      win.removeEventListener('storage', onStorage as EventListener);
    });
  }

  return {
    async start() {
      let user: SessionUser | null = deps.readStoredUser();
      if (user && signInPrompt(deps.deviceStorage) === 'login') {
        // A tab renewed its tokens while another was signing out: the user signed out on this
        // device, so the stored user is stale.
        await (await userManager()).removeUser();
        user = null;
      }
      if (!user) {
        if (!deps.isOnline()) return { kind: 'offline-signed-out' };
        await signIn();
        return { kind: 'redirecting' };
      }
      current = user;
      if (user.expired && deps.isOnline()) {
        user = await renew();
        if (leaving) return { kind: 'redirecting' };
        // A network failure keeps the stored user: the app opens with saved data.
        user ??= current;
      }
      signedIn = true;
      attachWindowEvents();
      // Loaded during the start (a renewal): its events start now; otherwise after the first screen.
      if (loading) void attachClientEvents().catch(() => {});
      return { kind: 'signed-in', user };
    },

    getUser: () => current,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async getAccessToken() {
      if (!current) return null;
      if (!current.expired || !deps.isOnline()) return current.access_token;
      const renewed = await renew();
      return renewed?.access_token ?? null;
    },

    signIn,

    signOut,

    endSession: () => leaveTo(deps.postLogoutUrl),

    async handleUnauthorized() {
      if (leaving || !deps.isOnline()) return;
      if (Date.now() - lastRenewalAt < RENEWAL_GRACE_MS) {
        await signOut();
        return;
      }
      await renew();
    },

    async loadClient() {
      if (!signedIn) return;
      await attachClientEvents();
    },

    dispose() {
      disposed = true;
      cleanups.splice(0).forEach((cleanup) => cleanup());
      listeners.clear();
    },
  };
}
