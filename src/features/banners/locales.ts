import type { FeatureLocales } from '@/lib/feature-translations';

export const BANNERS_NAMESPACE = 'banners';

type Bundle = { default: Record<string, unknown> };
// A glob, so each language is its own chunk and the JSON stays out of the type-checked program.
const files = import.meta.glob<Bundle>('./locales/*.json');
const load = (language: string) => {
  const loader = files[`./locales/${language}.json`];
  if (!loader) throw new Error(`No banner texts for ${language}`);
  return loader;
};

/** The banner texts load on demand (the banner area shows once they are there). */
export const bannerLocales: FeatureLocales = {
  en: load('en'),
  es: load('es'),
  pt: load('pt'),
};
