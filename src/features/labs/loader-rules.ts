import { findLabByIdentifier, type LabDefinition } from '@common/domain/labs';

/** Path segment meaning "not given" (spec 2: both loader parameters default to "0"). */
export const NO_PARAM = '0';

export type HomePath = '/dashboard' | '/labs';

export interface LoaderInput {
  labPath: string | undefined;
  presetPath: string | undefined;
  /** Instructor or TA outside student view. */
  isInstructor: boolean;
  /** The `instructorhome` cookie: 'dashboard', another value, or missing. */
  instructorHome: string | undefined;
  /** Names of every bench the user owns through an unexpired license. */
  ownedBenchNames: readonly string[];
  /** Names of the labs on the user's lab list (beta and not-working benches removed). */
  availableLabNames: readonly string[];
  hasLicenses: boolean;
}

export type LoaderDecision =
  | { kind: 'redirect'; to: HomePath }
  | { kind: 'unauthorized'; to: '/labs'; lab: LabDefinition }
  | { kind: 'open'; lab: LabDefinition; preset: string };

/** Instructors go to the dashboard unless their home cookie says otherwise; others to the labs. */
export function homePath(isInstructor: boolean, instructorHome: string | undefined): HomePath {
  if (!isInstructor) return '/labs';
  return instructorHome === undefined || instructorHome === 'dashboard' ? '/dashboard' : '/labs';
}

/** Spec 2 "Loader page". */
export function decideLoader(input: LoaderInput): LoaderDecision {
  const home: LoaderDecision = {
    kind: 'redirect',
    to: homePath(input.isInstructor, input.instructorHome),
  };
  const labPath = input.labPath?.trim();
  const lab = labPath && labPath !== NO_PARAM ? findLabByIdentifier(labPath) : undefined;
  if (!lab) return home;
  if (!input.ownedBenchNames.includes(lab.name)) return { kind: 'unauthorized', to: '/labs', lab };
  if (!input.hasLicenses || !input.availableLabNames.includes(lab.name)) return home;
  const preset = input.presetPath?.trim() || NO_PARAM;
  return { kind: 'open', lab, preset };
}

export interface LabFrameParams {
  labType: number;
  preset: string;
  lang: string;
  /** The loader's own query string, forwarded to the lab. */
  search: string;
}

/** The bench URL with `labType`, `preset`, `lang` and the loader's other query parameters. */
export function labFrameUrl(productUrl: string, params: LabFrameParams, origin: string): string {
  const url = new URL(productUrl, origin);
  url.searchParams.set('labType', String(params.labType));
  url.searchParams.set('preset', params.preset);
  url.searchParams.set('lang', params.lang);
  const own = new URLSearchParams(params.search);
  for (const [key, value] of own) {
    if (key === 'labType' || key === 'preset' || key === 'lang') continue;
    url.searchParams.append(key, value);
  }
  return url.toString();
}

/** `lang` query parameter of the loader, default en. */
export function loaderLanguage(search: string): string {
  const lang = new URLSearchParams(search).get('lang')?.trim();
  return lang || 'en';
}

/**
 * True when the bench URL is the loader's own address (a bench not hosted yet): framing it would
 * nest the portal inside itself without end.
 */
export function isLoaderAddress(benchUrl: string, identifier: string, origin: string): boolean {
  const url = new URL(benchUrl, origin);
  if (url.origin !== origin) return false;
  const first = url.pathname.split('/').filter(Boolean)[0];
  if (!first) return false;
  const lab = findLabByIdentifier(first);
  return first === identifier || (lab !== undefined && lab === findLabByIdentifier(identifier));
}
