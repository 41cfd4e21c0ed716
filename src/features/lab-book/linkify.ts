/**
 * Spec 2 §5: URLs (http, https, ftp, file) and www. links in a submitted entry become links that
 * open in a new tab. Works on the editor's HTML: text outside tags and outside existing links only.
 */
const URL_PATTERN = /\b(?:(?:https?|ftp|file):\/\/|www\.)[^\s<>"']+/gi;
/** Entities that end a URL (the text is HTML, so a space may be written as &nbsp;). */
const ENDING_ENTITY = /&(?:nbsp|lt|gt|quot|#160|#xa0);/i;
const TRAILING = /[.,;:!?'"]+$/;

function splitUrl(match: string): [url: string, rest: string] {
  let url = match;
  const entity = ENDING_ENTITY.exec(url);
  if (entity) url = url.slice(0, entity.index);
  url = url.replace(TRAILING, '');
  // A closing parenthesis belongs to the URL only when the URL opened one: "(see www.a.org)".
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) {
    url = url.slice(0, -1).replace(TRAILING, '');
  }
  return [url, match.slice(url.length)];
}

function linkText(text: string): string {
  return text.replace(URL_PATTERN, (match) => {
    const [url, rest] = splitUrl(match);
    if (!url || /^www\.$/i.test(url)) return match;
    const href = /^www\./i.test(url) ? `http://${url}` : url;
    return `<a href="${href}" target="_blank" rel="noopener noreferrer">${url}</a>${rest}`;
  });
}

export function linkify(html: string): string {
  let insideLink = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) insideLink += 1;
        else if (/^<\/a\s*>/i.test(part)) insideLink = Math.max(0, insideLink - 1);
        return part;
      }
      return insideLink > 0 ? part : linkText(part);
    })
    .join('');
}
