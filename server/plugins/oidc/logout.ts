import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, page, type Texts } from './pages';

/**
 * RP-initiated logout (`/auth/session/end`). The portal's own Sign out sends a valid
 * `id_token_hint` of the session's user and a registered `post_logout_redirect_uri`: that is the
 * user's confirmation (OpenID RP-Initiated Logout 1.0 asks the OP to confirm only when the hint
 * is missing or names another session), so the form submits itself and the user goes straight
 * back to the portal. Any other request (a bare link, another user's token) still asks.
 */
export function isConfirmedByHint(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  const redirect = (ctx.oidc.params as { post_logout_redirect_uri?: unknown } | undefined)
    ?.post_logout_redirect_uri;
  return Boolean(accountId && hint?.payload?.sub === accountId && typeof redirect === 'string');
}

const SUBMIT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/** The provider's form with `logout=yes`, submitted by a script the page's CSP allows by hash. */
export function autoSubmitLogout(ctx: KoaContextWithOIDC, texts: Texts, form: string): void {
  allowInlineScript(ctx, SUBMIT_SCRIPT);
  const withLogout = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">${escapeHtml(texts.logoutYes)}</button></noscript></form>`,
  );
  ctx.body = page(
    texts,
    texts.logoutTitle,
    `<h1>${escapeHtml(texts.logoutTitle)}</h1>${withLogout}<script>${SUBMIT_SCRIPT}</script>`,
  );
}

/** Adds the script's sha256 to `script-src` of the response's CSP (as oidc-provider's form_post). */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const csp = ctx.response.get('content-security-policy');
  if (!csp) return;
  const digest = createHash('sha256').update(script).digest('base64');
  const directives = csp
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) =>
      directive.startsWith('script-src ') ? `${directive} 'sha256-${digest}'` : directive,
    );
  ctx.set('content-security-policy', directives.join(';'));
}
