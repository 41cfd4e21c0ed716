/**
 * Times in the lab book (spec 2 §9): relative times ("3 minutes ago"), lab-book dates
 * 'YYYY/MM/D HH:mm:ss', and local times with the zone abbreviation. Pure: the words come from
 * the caller's translations, so the same table serves every language.
 */

export type RelativeTime =
  | { unit: 'seconds'; count: number }
  | { unit: 'halfMinute' }
  | { unit: 'lessThanMinute' }
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'days'; count: number }
  | { unit: 'weeks'; count: 1 }
  /** Older than 9 days: shown as DD-MMM-YYYY. */
  | { unit: 'date'; date: Date };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec 2 §9 table: under 20 s 'N seconds ago', under 40 s half a minute, under 60 s less than a
 * minute, up to 90 s one minute, up to 3540 s minutes, up to 5400 s 1 hour, up to a day hours,
 * up to 1.5 days 1 day, under a week days, up to 9 days 1 week, otherwise the date.
 * "Up to" includes the bound; a time in the future counts as now.
 */
export function relativeTime(then: Date | number, now: Date | number): RelativeTime {
  const thenMs = typeof then === 'number' ? then : then.getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const s = Math.max(0, (nowMs - thenMs) / 1000);
  if (s < 20) return { unit: 'seconds', count: Math.floor(s) };
  if (s < 40) return { unit: 'halfMinute' };
  if (s < MINUTE) return { unit: 'lessThanMinute' };
  if (s <= 90) return { unit: 'minutes', count: 1 };
  if (s <= 3540) return { unit: 'minutes', count: Math.round(s / MINUTE) };
  if (s <= 5400) return { unit: 'hours', count: 1 };
  if (s <= DAY) return { unit: 'hours', count: Math.round(s / HOUR) };
  if (s <= 1.5 * DAY) return { unit: 'days', count: 1 };
  if (s < 7 * DAY) return { unit: 'days', count: Math.min(6, Math.round(s / DAY)) };
  if (s <= 9 * DAY) return { unit: 'weeks', count: 1 };
  return { unit: 'date', date: new Date(thenMs) };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** DD-MMM-YYYY with the month abbreviated in the reader's language ('05-Mar-2026'). */
export function formatDayMonthYear(date: Date, locale = 'en'): string {
  const month = new Intl.DateTimeFormat(locale, { month: 'short' }).format(date).replace(/\.$/, '');
  const monthCased = month.charAt(0).toLocaleUpperCase(locale) + month.slice(1);
  return `${pad2(date.getDate())}-${monthCased}-${date.getFullYear()}`;
}

interface ZoneOptions {
  /** The reader's language (the zone abbreviation depends on it: 'CET' in Spanish). */
  locale?: string;
  /** For tests; the device's zone otherwise. */
  timeZone?: string;
}

/** Lab-book dates, local time: 'YYYY/MM/D HH:mm:ss' (day not padded, 24-hour clock). */
export function formatLabBookDate(date: Date | number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The zone's abbreviation at that moment, in the reader's language ('EST', 'CET', 'GMT+1'). */
export function zoneAbbreviation(date: Date | number, options: ZoneOptions = {}): string {
  return (
    new Intl.DateTimeFormat(options.locale ?? 'en', {
      timeZoneName: 'short',
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * When a session started: the lab-book date with the zone abbreviation, as spec 2 §9 shows times
 * ('2026/03/5 14:03:09 EST'), so a book read in another zone (an instructor's) is not misread.
 */
export function formatSessionStart(date: Date | number, options: ZoneOptions = {}): string {
  const zone = zoneAbbreviation(date, options);
  const day = formatLabBookDate(date, options.timeZone);
  return zone ? `${day} ${zone}` : day;
}

/**
 * Local date and time with the zone abbreviation, in the reader's language
 * ('Mar 5, 2026, 2:03:09 PM EST'). `timeZone` is for tests; the device's zone otherwise.
 */
export function formatLocalTime(
  date: Date | number,
  options: { locale?: string; timeZone?: string } = {},
): string {
  return new Intl.DateTimeFormat(options.locale ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'long',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** Elapsed time as mm:ss (minutes are not capped at 59; negative counts as zero). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`;
}
