import Provider from 'oidc-provider';
import { SUBDOMAIN_PATTERN } from '@common/domain/subdomain';
import type { Db } from '../../db/client';
import { findResellerByDomain } from '../../modules/resellers/repository';
import { PWA_CLIENT_ID } from './clients';

/**
 * Sign-in on a reseller's host (white-label, spec 1 §1): the portal at
 * `<proto>//<domain>.<public host>[:port]` keeps ONE issuer (PUBLIC_URL/auth) and uses it
 * cross-origin. The PWA client's redirect URIs and CORS then also accept the origin of every
 * REGISTERED reseller domain, looked up in the database for each request that names one (a new
 * reseller works without a restart); any other host stays refused.
 */

/** The PWA's pages a reseller host may be sent back to (as on PUBLIC_URL). */
const REDIRECT_PATHS = new Set(['/callback.html', '/silent-renew.html']);
const POST_LOGOUT_PATHS = new Set(['/', '/labs']);

/**
 * The reseller sub-domain of `url` when its origin is `<proto>//<domain>.<public host>[:port]`
 * with PUBLIC_URL's protocol and port; null for anything else (PUBLIC_URL itself included).
 */
export function resellerDomainOf(url: string, publicUrl: string): string | null {
  let parsed: URL;
  let base: URL;
  try {
    parsed = new URL(url);
    base = new URL(publicUrl);
  } catch {
    return null;
  }
  if (parsed.protocol !== base.protocol || parsed.port !== base.port) return null;
  if (parsed.username || parsed.password) return null;
  const suffix = `.${base.hostname}`;
  if (!parsed.hostname.endsWith(suffix)) return null;
  const label = parsed.hostname.slice(0, -suffix.length);
  if (label === 'www' || !SUBDOMAIN_PATTERN.test(label)) return null;
  return label.toLowerCase();
}

/** The origins among `candidates` (URLs or origins) that belong to a registered reseller. */
export async function registeredResellerOrigins(
  db: Db,
  candidates: readonly unknown[],
  publicUrl: string,
): Promise<Set<string>> {
  const origins = new Set<string>();
  const checked = new Map<string, boolean>();
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || candidate.length > 2048) continue;
    const domain = resellerDomainOf(candidate, publicUrl);
    if (!domain) continue;
    if (!checked.has(domain)) checked.set(domain, Boolean(await findResellerByDomain(db, domain)));
    if (checked.get(domain)) origins.add(new URL(candidate).origin);
  }
  return origins;
}

interface ResellerState {
  resellerOrigins?: Set<string>;
}

function currentResellerOrigins(): Set<string> {
  const ctx = Provider.ctx as { state?: ResellerState } | undefined;
  return ctx?.state?.resellerOrigins ?? new Set();
}

/** Whether `origin` was found to be a registered reseller's for this request. */
export function isResellerOrigin(
  ctx: { state?: ResellerState },
  origin: string | undefined,
): boolean {
  return Boolean(origin && ctx.state?.resellerOrigins?.has(origin));
}

function isResellerUri(value: unknown, paths: Set<string>): boolean {
  if (typeof value !== 'string') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // The exact page, nothing appended: as strict as a registered URI.
  if (url.search || url.hash || value !== `${url.origin}${url.pathname}`) return false;
  return paths.has(url.pathname) && currentResellerOrigins().has(url.origin);
}

/**
 * Provider middleware: before the provider's own (synchronous) checks, looks up the reseller
 * domains the request names (its Origin, redirect_uri, post_logout_redirect_uri).
 */
export function resolveResellerOrigins(db: Db, publicUrl: string) {
  return async (
    ctx: { state: ResellerState; get(name: string): string; query: Record<string, unknown> },
    next: () => Promise<void>,
  ) => {
    const candidates = [
      ctx.get('origin'),
      ctx.query.redirect_uri,
      ctx.query.post_logout_redirect_uri,
    ].filter(Boolean);
    // A failed look-up refuses the reseller host (the provider's own storage reports the outage).
    if (candidates.length > 0)
      ctx.state.resellerOrigins = await registeredResellerOrigins(db, candidates, publicUrl).catch(
        () => new Set<string>(),
      );
    await next();
  };
}

/**
 * The PWA client also accepts its pages on the registered reseller origins found for the request
 * (oidc-provider's documented way to widen redirect URI checks: the Client prototype's methods).
 */
export function allowResellerRedirects(provider: Provider): void {
  const prototype = provider.Client.prototype as {
    clientId: string;
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
  };
  const redirectUriAllowed = prototype.redirectUriAllowed;
  const postLogoutRedirectUriAllowed = prototype.postLogoutRedirectUriAllowed;
  prototype.redirectUriAllowed = function (this: typeof prototype, value: string) {
    if (redirectUriAllowed.call(this, value)) return true;
    return this.clientId === PWA_CLIENT_ID && isResellerUri(value, REDIRECT_PATHS);
  };
  prototype.postLogoutRedirectUriAllowed = function (this: typeof prototype, value: string) {
    if (postLogoutRedirectUriAllowed.call(this, value)) return true;
    return this.clientId === PWA_CLIENT_ID && isResellerUri(value, POST_LOGOUT_PATHS);
  };
}
