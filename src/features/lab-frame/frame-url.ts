/** What the portal tells the lab in the frame address (spec 2 "Loader page"). */
export interface FrameParams {
  labType: number;
  preset: string;
  lang: string;
}

/**
 * The loader's `lang` query parameter wins; without one the lab opens in the portal's current
 * language (the loader rules' own default is en, which would ignore the user's choice).
 */
export function withPortalLanguage(
  src: string,
  loaderSearch: string,
  portalLanguage: string | undefined,
): string {
  const asked = new URLSearchParams(loaderSearch).get('lang')?.trim();
  if (asked || !portalLanguage) return src;
  const url = new URL(src);
  url.searchParams.set('lang', portalLanguage);
  return url.toString();
}

/** labType, preset and lang as the loader put them into the frame address. */
export function frameParams(src: string): FrameParams {
  const query = new URL(src).searchParams;
  const labType = Number(query.get('labType'));
  return {
    labType: Number.isInteger(labType) ? labType : -1,
    preset: query.get('preset') || '0',
    lang: query.get('lang') || 'en',
  };
}

/** Messages are accepted only from here (and only from the frame's own window). */
export function labOrigin(src: string): string {
  return new URL(src).origin;
}
