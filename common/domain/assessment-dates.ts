import {
  addYears,
  endOfDay,
  format,
  isValid,
  parse,
  startOfDay,
  subYears,
  type Locale,
} from 'date-fns';
import { NO_END_DATE } from '../schemas/worksheets';
import { hasNoEnd, isEndMissing, isStartMissing, toUnixSeconds } from './assessment-status';

/**
 * Spec 3 §4 "Setting a date", §5 "Date inputs" and §9 "Dates": the rules of the assessment date
 * inputs, on unix seconds in the viewer's time zone.
 */
export type DateField = 'start' | 'end';

/** What clearing writes: start 0 (unscheduled), end the no-end value. */
export const CLEARED: Record<DateField, number> = { start: 0, end: NO_END_DATE };
/** The inputs accept dates this many years before and after now. */
export const DATE_WINDOW_YEARS = 2;

/** No date chosen: a start of 0, an end of no end (or none at all); the input offers to set one. */
export const isDateCleared = (field: DateField, seconds: number): boolean =>
  field === 'start' ? isStartMissing(seconds) : isEndMissing(seconds) || hasNoEnd(seconds);

/** 'select date and time': the start of today for a start, the end of today for an end. */
export function selectDateAndTime(field: DateField, now: Date): number {
  return toUnixSeconds(field === 'start' ? startOfDay(now) : endOfDay(now));
}

/** The allowed window, in seconds: two years before now to two years after. */
export function dateWindow(now: Date): { min: number; max: number } {
  return {
    min: toUnixSeconds(subYears(now, DATE_WINDOW_YEARS)),
    max: toUnixSeconds(addYears(now, DATE_WINDOW_YEARS)),
  };
}

export type DateProblem = 'startAfterEnd' | 'endBeforeStart' | 'outsideWindow';

/**
 * What is wrong with a pair of dates, per field. A cleared date is always allowed; a set one must
 * lie within the window; with both set, start <= end, reported on the field changed last (spec
 * 3 §5: "start cannot exceed end; end cannot precede start").
 */
export function checkDates(
  dates: { start: number; end: number },
  lastChanged: DateField,
  now: Date,
): Partial<Record<DateField, DateProblem>> {
  const problems: Partial<Record<DateField, DateProblem>> = {};
  const window = dateWindow(now);
  for (const field of ['start', 'end'] as const) {
    const value = dates[field];
    if (!isDateCleared(field, value) && (value < window.min || value > window.max)) {
      problems[field] = 'outsideWindow';
    }
  }
  const bothSet = !isDateCleared('start', dates.start) && !isDateCleared('end', dates.end);
  if (bothSet && dates.start > dates.end && !problems[lastChanged]) {
    problems[lastChanged] = lastChanged === 'start' ? 'startAfterEnd' : 'endBeforeStart';
  }
  return problems;
}

const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** The value of an `<input type="datetime-local">` (local time, minutes) for a date in seconds. */
export const toDateTimeInput = (seconds: number): string =>
  format(new Date(seconds * 1000), INPUT_FORMAT);

/** Seconds from an `<input type="datetime-local">` value, or null when it is not a full date. */
export function fromDateTimeInput(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(trimmed)) return null;
  const date = parse(trimmed.slice(0, 16), INPUT_FORMAT, new Date(0));
  return isValid(date) ? toUnixSeconds(date) : null;
}

/** Spec 3 §9 formats (moment's DD-MMM-YYYY h:mm a, MMM DD, YYYY and MM/DD/YYYY). */
export const DATE_FORMATS = {
  dateTime: 'dd-MMM-yyyy h:mm aaa',
  long: 'MMM dd, yyyy',
  short: 'MM/dd/yyyy',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

export function formatAssessmentDate(
  seconds: number,
  kind: DateFormat = 'dateTime',
  locale?: Locale,
): string {
  return format(new Date(seconds * 1000), DATE_FORMATS[kind], locale ? { locale } : undefined);
}
