import { NO_END_DATE } from '../schemas/worksheets';

/**
 * Spec 3 §4: the status of an assessment (or a course) from its start and end, in unix seconds,
 * against now: "Unscheduled if either is missing; Upcoming if start is in the future; Closed if
 * end has passed; otherwise Open".
 *
 * "Missing" is a date that is not there: 0 (the service's unscheduled start, what clearing a start
 * writes), null or absent. The end's no-end value (2000000000, what clearing an end writes) is
 * not missing: spec 3 §3 calls it "no end", so a started assessment without an end is Open and
 * never closes. Hence clearing a start unschedules an assessment, clearing its end leaves it open.
 */
export const ASSESSMENT_STATUSES = ['Upcoming', 'Closed', 'Open', 'Unscheduled'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export interface AssessmentDates {
  startdate?: number | null;
  enddate?: number | null;
}

const isMissing = (seconds: number | null | undefined): boolean =>
  typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0;

/** A start that was never set, or was cleared (0). */
export const isStartMissing = (startdate: number | null | undefined): boolean =>
  isMissing(startdate);

/** An end that is not there at all (0, null); the no-end value is a real "no end". */
export const isEndMissing = (enddate: number | null | undefined): boolean => isMissing(enddate);

/** The end of an assessment that never closes. */
export const hasNoEnd = (enddate: number): boolean => enddate >= NO_END_DATE;

export function assessmentStatus(
  { startdate, enddate }: AssessmentDates,
  nowSeconds: number,
): AssessmentStatus {
  if (isStartMissing(startdate) || isEndMissing(enddate)) return 'Unscheduled';
  const start = startdate as number;
  const end = enddate as number;
  if (start > nowSeconds) return 'Upcoming';
  // The end's own second still counts as open.
  if (!hasNoEnd(end) && end < nowSeconds) return 'Closed';
  return 'Open';
}

/** Whether an assessment is scheduled (not Unscheduled): the section dot of spec 3 §2. */
export const isScheduled = (dates: AssessmentDates): boolean =>
  !isStartMissing(dates.startdate) && !isEndMissing(dates.enddate);

export const toUnixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
