import type { FeatureLocales } from '@/lib/feature-translations';

export const DEVELOPER_NAMESPACE = 'developer';

type Bundle = { default: Record<string, unknown> };
// A glob, so each language is its own chunk and the JSON stays out of the type-checked program.
const files = import.meta.glob<Bundle>('./locales/*.json');
const load = (language: string) => {
  const loader = files[`./locales/${language}.json`];
  if (!loader) throw new Error(`No developer texts for ${language}`);
  return loader;
};

/** The developer texts load with the developer chunk, never with the app shell. */
export const developerLocales: FeatureLocales = {
  en: load('en'),
  es: load('es'),
  pt: load('pt'),
};
