import { useCallback, useEffect, useState } from 'react';
import { es } from 'date-fns/locale/es';
import { pt } from 'date-fns/locale/pt';
import { formatAssessmentDate, type DateFormat } from '@common/domain/assessment-dates';
import { toUnixSeconds } from '@common/domain/assessment-status';
import { useAssignmentsTranslation } from './use-assignments-translation';

const LOCALES = { es, pt } as const;

/** Spec 3 §9 date formats, with month names in the reader's language. */
export function useDateFormat() {
  const { i18n } = useAssignmentsTranslation();
  const language = i18n.resolvedLanguage;
  const locale = language === 'es' || language === 'pt' ? LOCALES[language] : undefined;
  return useCallback(
    (seconds: number, kind: DateFormat = 'dateTime') => formatAssessmentDate(seconds, kind, locale),
    [locale],
  );
}

/** Now in unix seconds, renewed every minute, so statuses move on while the page stays open. */
export function useNowSeconds(): number {
  const [now, setNow] = useState(() => toUnixSeconds(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(toUnixSeconds(new Date())), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
