import type { FeatureLocales } from '@/lib/feature-translations';

export const ADMIN_NAMESPACE = 'admin';

type Bundle = { default: Record<string, unknown> };
// A glob, so each language is its own chunk and the JSON stays out of the type-checked program.
const files = import.meta.glob<Bundle>('./locales/*.json');
const load = (language: string) => {
  const loader = files[`./locales/${language}.json`];
  if (!loader) throw new Error(`No administration texts for ${language}`);
  return loader;
};

/** The administration texts load with the admin screens' chunk, never with the app shell. */
export const adminLocales: FeatureLocales = {
  en: load('en'),
  es: load('es'),
  pt: load('pt'),
};
