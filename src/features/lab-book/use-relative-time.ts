import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear, relativeTime } from '@common/domain/relative-time';

/** Relative times of spec 2 §9 in the reader's language ('3 minutes ago', '05-Mar-2026'). */
export function useRelativeTime() {
  const { t, i18n } = useTranslation('labBook');
  return useCallback(
    (then: number, now: number): string => {
      const value = relativeTime(then, now);
      switch (value.unit) {
        case 'date':
          return formatDayMonthYear(value.date, i18n.language);
        case 'halfMinute':
        case 'lessThanMinute':
          return t(`relative.${value.unit}`);
        default:
          return t(`relative.${value.unit}`, { count: value.count });
      }
    },
    [t, i18n.language],
  );
}
