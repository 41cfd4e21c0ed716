import type { FeatureLocales } from '@/lib/feature-translations';

export const LAB_FRAME_NAMESPACE = 'labFrame';

/** The frame's texts load with the loader's chunk, never with the app shell. */
export const labFrameLocales: FeatureLocales = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
};
