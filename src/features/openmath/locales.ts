import type { FeatureLocales } from '@/lib/feature-translations';

export const OPENMATH_NAMESPACE = 'openmath';

type Bundle = { default: Record<string, unknown> };
// A glob, so each language is its own chunk and the JSON stays out of the type-checked program.
const files = import.meta.glob<Bundle>('./locales/*.json');
const load = (language: string) => {
  const loader = files[`./locales/${language}.json`];
  if (!loader) throw new Error(`No openmath texts for ${language}`);
  return loader;
};

/** The openmath texts load with the openmath chunk, never with the app shell. */
export const openmathLocales: FeatureLocales = {
  en: load('en'),
  es: load('es'),
  pt: load('pt'),
};
