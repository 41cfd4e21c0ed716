import i18next, { type i18n as I18n, type Resource } from 'i18next';
import en from '@/locales/en.json';

export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
/** What the language popup offers: a language, or the system's. */
export type LanguageChoice = Language | 'system';

/** Native names are not translated: a reader finds their own language in any interface. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
};

const loaders: Record<Language, () => Promise<{ default: Resource[string] }>> = {
  en: async () => ({ default: en }),
  es: () => import('@/locales/es.json'),
  pt: () => import('@/locales/pt.json'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `lab_language` cookie wins; otherwise the first supported system language; otherwise en. */
export function resolveLanguage(
  cookieValue: string | undefined,
  systemLanguages: readonly string[],
): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  for (const tag of systemLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

async function ensureBundle(instance: I18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return;
  const { default: bundle } = await loaders[language]();
  instance.addResourceBundle(language, 'translation', bundle, true, true);
}

/** English is in the entry chunk; Spanish and Portuguese load on demand (and are precached). */
export async function createI18n(
  language: Language,
  log: Pick<Console, 'warn'> = console,
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Spec 2 §8: a missing translation key is logged only.
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) =>
      log.warn(`[i18n] missing key "${key}" (${languages.join(', ')})`),
  });
  if (language !== 'en') {
    await ensureBundle(instance, language);
    await instance.changeLanguage(language);
  }
  return instance;
}

export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  await ensureBundle(instance, language);
  await instance.changeLanguage(language);
}
