import { NO_END_DATE } from '../schemas/worksheets';

/**
 * Spec 3 §4: the status of an assessment (or a course) from its start and end, in unix seconds,
 * against now. The worksheets service stores a missing start as 0 and a missing end as
 * NO_END_DATE (2000000000, spec 3 §3 and §9); clearing a date writes exactly those values
 * (spec 3 §4 "Setting a date"), so they are what "missing" means here. Anything not positive
 * counts as missing too (a service of another version may send null or nothing).
 */
export const ASSESSMENT_STATUSES = ['Upcoming', 'Closed', 'Open', 'Unscheduled'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export interface AssessmentDates {
  startdate?: number | null;
  enddate?: number | null;
}

/** A start that was never set (or was cleared). */
export const isStartMissing = (startdate: number | null | undefined): boolean =>
  typeof startdate !== 'number' || !Number.isFinite(startdate) || startdate <= 0;

/** An end that was never set (or was cleared): the no-end value or nothing. */
export const isEndMissing = (enddate: number | null | undefined): boolean =>
  typeof enddate !== 'number' ||
  !Number.isFinite(enddate) ||
  enddate <= 0 ||
  enddate >= NO_END_DATE;

/**
 * Unscheduled if either date is missing; Upcoming while the start is ahead; Closed once the end
 * has passed (the end's own second still counts as open); otherwise Open.
 */
export function assessmentStatus(
  { startdate, enddate }: AssessmentDates,
  nowSeconds: number,
): AssessmentStatus {
  if (isStartMissing(startdate) || isEndMissing(enddate)) return 'Unscheduled';
  if (startdate! > nowSeconds) return 'Upcoming';
  if (enddate! < nowSeconds) return 'Closed';
  return 'Open';
}

/** Whether an assessment counts as scheduled (the section dot of spec 3 §2). */
export const isScheduled = (dates: AssessmentDates): boolean =>
  !isStartMissing(dates.startdate) && !isEndMissing(dates.enddate);

export const toUnixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
