import { use } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from './i18n';

type Bundle = Record<string, unknown>;
/** A feature's own translation files, loaded with the feature's chunk (not the app shell's). */
export type FeatureLocales = Record<Language, () => Promise<{ default: Bundle }>>;

// Loads in flight or done, per i18next instance and "language/namespace".
const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

export function loadFeatureTranslations(
  i18n: I18n,
  namespace: string,
  locales: FeatureLocales,
  language: Language,
): Promise<void> {
  const byKey = pending.get(i18n) ?? new Map<string, Promise<void>>();
  pending.set(i18n, byKey);
  const key = `${language}/${namespace}`;
  let load = byKey.get(key);
  if (!load) {
    load = Promise.all(
      [...new Set<Language>([language, 'en'])].map(async (lang) => {
        if (i18n.hasResourceBundle(lang, namespace)) return;
        const { default: bundle } = await locales[lang]();
        i18n.addResourceBundle(lang, namespace, bundle, true, true);
      }),
    ).then(() => undefined);
    byKey.set(key, load);
  }
  return load;
}

/**
 * `useTranslation` for a feature namespace whose texts live in the feature's own locale files
 * (`src/features/<feature>/locales/{en,es,pt}.json`). Suspends until they are loaded.
 */
export function useFeatureTranslation(namespace: string, locales: FeatureLocales) {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  if (!i18n.hasResourceBundle(language, namespace)) {
    use(loadFeatureTranslations(i18n, namespace, locales, language));
  }
  return useTranslation(namespace);
}
