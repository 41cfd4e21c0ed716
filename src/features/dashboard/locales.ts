import type { FeatureLocales } from '@/lib/feature-translations';

export const DASHBOARD_NAMESPACE = 'dashboard';

type Bundle = { default: Record<string, unknown> };
// A glob, so each language is its own chunk and the JSON stays out of the type-checked program.
const files = import.meta.glob<Bundle>('./locales/*.json');
const load = (language: string) => {
  const loader = files[`./locales/${language}.json`];
  if (!loader) throw new Error(`No dashboard texts for ${language}`);
  return loader;
};

/** The dashboard texts load with the dashboard's chunk, never with the app shell. */
export const dashboardLocales: FeatureLocales = {
  en: load('en'),
  es: load('es'),
  pt: load('pt'),
};
