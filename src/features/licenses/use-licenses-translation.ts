import { useFeatureTranslation } from '@/lib/feature-translations';
import { LICENSES_NAMESPACE, licensesLocales } from './locales';

export const useLicensesTranslation = () =>
  useFeatureTranslation(LICENSES_NAMESPACE, licensesLocales);

/** Dates of licenses and contracts: the day only, in the interface language. */
export function formatDay(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
