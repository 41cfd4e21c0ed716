import { periodLabel } from '@common/domain/period-label';
import type { TFunction } from 'i18next';

/** Spec 1 §5 period label, in the interface language. */
export function periodText(t: TFunction, days: number): string {
  const { unit, count } = periodLabel(days);
  return unit === 'day' ? t('period.day', { count }) : t(`period.${unit}`);
}
