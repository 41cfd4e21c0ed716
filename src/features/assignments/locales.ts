import type { FeatureLocales } from '@/lib/feature-translations';

export const ASSIGNMENTS_NAMESPACE = 'assignments';

type Bundle = { default: Record<string, unknown> };
// A glob, so each language is its own chunk and the JSON stays out of the type-checked program.
const files = import.meta.glob<Bundle>('./locales/*.json');
const load = (language: string) => {
  const loader = files[`./locales/${language}.json`];
  if (!loader) throw new Error(`No assignments texts for ${language}`);
  return loader;
};

/** The assignments texts load with the assignments chunk, never with the app shell. */
export const assignmentsLocales: FeatureLocales = {
  en: load('en'),
  es: load('es'),
  pt: load('pt'),
};
