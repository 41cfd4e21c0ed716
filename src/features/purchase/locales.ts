import type { FeatureLocales } from '@/lib/feature-translations';

export const PURCHASE_NAMESPACE = 'purchase';

type Bundle = { default: Record<string, unknown> };
// A glob, so each language is its own chunk and the JSON stays out of the type-checked program.
const files = import.meta.glob<Bundle>('./locales/*.json');
const load = (language: string) => {
  const loader = files[`./locales/${language}.json`];
  if (!loader) throw new Error(`No purchase texts for ${language}`);
  return loader;
};

/** The purchase texts load with the feature's chunk, never with the app shell. */
export const purchaseLocales: FeatureLocales = {
  en: load('en'),
  es: load('es'),
  pt: load('pt'),
};
