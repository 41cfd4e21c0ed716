import { findLabByIdentifier } from './labs';

/**
 * A preset link is the portal's loader address `{origin}/{lab identifier}/{preset uuid}`
 * (spec 2 loader route, spec 3 §2). Links copied on another deployment of the portal (another
 * host: the spec's "presets host prefix") are accepted too: only the path decides.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The link that opens a preset in its lab. */
export function presetLink(origin: string, labIdentifier: string, uuid: string): string {
  return `${origin.replace(/\/+$/, '')}/${encodeURIComponent(labIdentifier)}/${encodeURIComponent(uuid)}`;
}

/**
 * A beta deployment is one whose host name starts with `beta.` (runtime config has no flag for
 * it). Its presets open on the beta lab host, which is that deployment's own loader.
 */
export function isBetaDeployment(hostname: string): boolean {
  return hostname.toLowerCase().startsWith('beta.');
}

/**
 * Where a preset name opens (spec 3 §2): this portal's loader. On a beta deployment that is the
 * beta lab host itself (the loader lives in the portal), so a beta preset never opens on the
 * production host; a publisher suffix does not exist in this portal (one deployment, one host).
 */
export function presetOpenUrl(origin: string, labIdentifier: string, uuid: string): string {
  return presetLink(origin, labIdentifier, uuid);
}

export interface ParsedPresetLink {
  labIdentifier: string;
  uuid: string;
}

/**
 * Spec 3 §5 "Add-saved-lab link": trimmed; the part after `{origin}/{lab identifier}/` up to the
 * next slash is the uuid. null when the text is no link to a known lab with a uuid (the popup
 * then says 'Please enter a valid link' without asking the server).
 */
export function parsePresetLink(text: string): ParsedPresetLink | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const [identifierPart, uuidPart] = url.pathname.split('/').slice(1);
  if (!identifierPart || !uuidPart) return null;
  let labIdentifier: string;
  let uuid: string;
  try {
    labIdentifier = decodeURIComponent(identifierPart);
    uuid = decodeURIComponent(uuidPart);
  } catch {
    return null;
  }
  if (!findLabByIdentifier(labIdentifier) || !UUID.test(uuid)) return null;
  return { labIdentifier, uuid: uuid.toLowerCase() };
}
