import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MetricScale } from '../chart-data';
import { useDashboardTranslation } from '../use-dashboard-translation';

/** Numbers in the reader's language: one decimal for time, whole counts. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const { t } = useDashboardTranslation();
  return useMemo(() => {
    const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    const number = (value: number) => decimal.format(value);
    /** "1.5 h", "15 min", "12". */
    const value = (amount: number, scale: MetricScale) =>
      scale.unit === 'hours'
        ? t('group.valueHours', { value: number(amount) })
        : scale.unit === 'minutes'
          ? t('group.valueMinutes', { value: number(amount) })
          : number(amount);
    /** The axis legend: Hours, Minutes or Number. */
    const unit = (scale: MetricScale) =>
      scale.unit ? t(`charts.${scale.unit}`) : t('charts.count');
    return { number, value, unit };
  }, [i18n.language, t]);
}
