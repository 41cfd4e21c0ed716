import type { FeatureLocales } from '@/lib/feature-translations';

export const PROXY_NAMESPACE = 'proxy';

type Bundle = { default: Record<string, unknown> };
// A glob, so each language is its own chunk and the JSON stays out of the type-checked program.
const files = import.meta.glob<Bundle>('./locales/*.json');
const load = (language: string) => {
  const loader = files[`./locales/${language}.json`];
  if (!loader) throw new Error(`No proxy texts for ${language}`);
  return loader;
};

/** The proxy texts (the /proxy screen and the header notice), loaded only where used. */
export const proxyLocales: FeatureLocales = {
  en: load('en'),
  es: load('es'),
  pt: load('pt'),
};
