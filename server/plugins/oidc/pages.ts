import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };

export type Texts = typeof en;
const TEXTS: Record<string, Texts> = { en, es, pt };

/**
 * The language of the identity pages: the portal's `lab_language` cookie, then the request's
 * `ui_locales`, then Accept-Language, then English.
 */
export function pickTexts(options: {
  cookie?: string | undefined;
  uiLocales?: string | undefined;
  acceptLanguage?: string | undefined;
}): Texts {
  const candidates = [
    options.cookie,
    ...(options.uiLocales?.split(' ') ?? []),
    ...(options.acceptLanguage?.split(',').map((part) => part.split(';')[0]) ?? []),
  ];
  for (const candidate of candidates) {
    const lang = candidate?.trim().slice(0, 2).toLowerCase();
    if (lang && TEXTS[lang]) return TEXTS[lang];
  }
  return en;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f3f5;color:#212529}
@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}.card{background:#25262b!important}input{background:#1a1b1e;color:#e9ecef;border-color:#495057!important}}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.12);padding:32px;width:min(380px,90vw)}
h1{font-size:1.5rem;margin:0 0 8px}p{margin:0 0 16px;line-height:1.4}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ced4da;border-radius:6px;font-size:1rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #4dabf7;outline-offset:2px}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:6px;background:#1864ab;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:transparent;color:inherit;border:1px solid #868e96;margin-top:10px}
.error{background:#ffe3e3;color:#a51111;border-radius:6px;padding:10px;margin:12px 0}
.brand{font-weight:700;color:#1864ab;margin-bottom:16px;letter-spacing:.02em}
.hint{font-size:.875rem;margin:4px 0 0}.links{margin:16px 0 0;text-align:center}.links a{margin:0 8px}
.error a{color:inherit;font-weight:600}
@media (prefers-color-scheme:dark){a{color:#74c0fc}.error a{color:#a51111}}
`;

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** The app's start (see scripts/size.mjs): index.html's entry, then the signed-in app. */
const START_ENTRIES = ['callback.html', 'index.html', 'src/app/bootstrap.tsx'];
/** Loaded by the app start before or right after the first signed-in screen. */
const START_DYNAMIC =
  /^(_lab-book-device|_page-sync|_user-manager)-|^src\/app\/routes\/_app\/_shell\.tsx/;

/**
 * The scripts and styles a signed-in start loads (the callback page, index.html's entry, the app,
 * the lab book on this device, the OpenID client, the app shell), from the build's manifest in
 * `staticDir`; none without a build. The sign-in page lists them as `<link rel="prefetch">`, so
 * the browser fetches the app while the password is typed.
 */
export function appStartAssets(staticDir: string): string[] {
  const manifestPath = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return [];
  }
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.filter((name) => START_DYNAMIC.test(name)).forEach(visit);
  };
  START_ENTRIES.forEach(visit);
  return [...files]
    .filter((file) => /^assets\/[\w.-]+\.(js|css)$/.test(file))
    .map((file) => `/${file}`);
}

const prefetchLinks = (hrefs: readonly string[]) =>
  hrefs.map((href) => `<link rel="prefetch" href="${escapeHtml(href)}">\n`).join('');

export function page(texts: Texts, title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="${texts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
${head}</head>
<body>
<main class="card">
<div class="brand" aria-hidden="true">Lab Portal</div>
${body}
</main>
</body>
</html>`;
}

export function loginPage(
  texts: Texts,
  options: {
    action: string;
    login?: string;
    error?: string;
    /** A link after the error (the activation page of a Pending account). */
    errorLink?: { href: string; text: string };
    /** The account pages: create account, forgot password. */
    links?: { createAccount: string; forgotPassword: string };
    /** The app's start files (appStartAssets), fetched into the cache while the user types. */
    prefetch?: readonly string[];
  },
): string {
  const errorLink = options.errorLink
    ? ` <a href="${escapeHtml(options.errorLink.href)}">${escapeHtml(options.errorLink.text)}</a>`
    : '';
  const error = options.error
    ? `<div class="error" role="alert" id="login-error">${escapeHtml(options.error)}${errorLink}</div>`
    : '';
  const links = options.links
    ? `<p class="links"><a href="${escapeHtml(options.links.createAccount)}">${escapeHtml(texts.createAccountLink)}</a> <a href="${escapeHtml(options.links.forgotPassword)}">${escapeHtml(texts.forgotPasswordLink)}</a></p>`
    : '';
  const describedBy = options.error ? ' aria-describedby="login-error"' : '';
  return page(
    texts,
    texts.title,
    `<h1>${escapeHtml(texts.heading)}</h1>
<p>${escapeHtml(texts.intro)}</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="login">${escapeHtml(texts.login)}</label>
<input id="login" name="login" autocomplete="username" required${options.login ? '' : ' autofocus'} value="${escapeHtml(options.login ?? '')}"${describedBy}>
<label for="password">${escapeHtml(texts.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${options.login ? ' autofocus' : ''}${describedBy}>
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>
${links}`,
    prefetchLinks(options.prefetch ?? []),
  );
}

export function messagePage(texts: Texts, title: string, message: string, link?: string): string {
  const back = link
    ? `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.backToPortal)}</a></p>`
    : '';
  return page(texts, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}`);
}
