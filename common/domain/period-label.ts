/** How a license period reads (spec 1 §5). Texts are translated by the caller from `unit`. */
export interface PeriodLabel {
  unit: 'year' | 'term' | 'day';
  count: number;
}

/** Bundle ExpirationPeriod in days: 365 is a year; 180 or 126 is a term; anything else N days. */
export function periodLabel(expirationPeriodDays: number): PeriodLabel {
  if (expirationPeriodDays === 365) return { unit: 'year', count: 1 };
  if (expirationPeriodDays === 180 || expirationPeriodDays === 126)
    return { unit: 'term', count: 1 };
  return { unit: 'day', count: expirationPeriodDays };
}

/** The spec's English wording, for logs, e-mails and tests. */
export function periodLabelText(expirationPeriodDays: number): string {
  const { unit, count } = periodLabel(expirationPeriodDays);
  return `${count} ${unit} license`;
}
