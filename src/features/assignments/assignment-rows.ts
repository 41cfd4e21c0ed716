import {
  assessmentStatus,
  isScheduled,
  type AssessmentStatus,
} from '@common/domain/assessment-status';
import { GB_MODE, type Assessment, type CourseData, type GbMode } from '@common/schemas/worksheets';

/** The status dropdown (spec 3 §2): All, Upcoming, Closed, Open, Unscheduled. */
export const STATUS_FILTERS = ['All', 'Upcoming', 'Closed', 'Open', 'Unscheduled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface AssignmentRow {
  assessment: Assessment;
  status: AssessmentStatus;
  /** The caller's score (students), when there is one. */
  score: number | undefined;
}

export interface AssignmentSection {
  /** null: assessments outside any section (or a course without sections). */
  id: number | null;
  name: string | null;
  rows: AssignmentRow[];
  /** The dot of spec 3 §2: some assessment of the section is scheduled (filters aside). */
  hasScheduled: boolean;
}

/**
 * The course's assessments in its syllabus sections, in syllabus order (an assessment's place
 * is its item's position in the section; those without an item keep the service's order).
 * Assessments outside every section come last, in a section without a name.
 */
export function toSections(data: CourseData, nowSeconds: number): AssignmentSection[] {
  const scores = new Map(data.scores.map((score) => [score.assessmentid, score.score]));
  const position = new Map<number, number>();
  for (const section of data.syllabus.sections) {
    for (const item of section.items) {
      if (/assess/i.test(item.itemtype) && !position.has(item.typeid)) {
        position.set(item.typeid, item.position);
      }
    }
  }
  const toRow = (assessment: Assessment): AssignmentRow => ({
    assessment,
    status: assessmentStatus(assessment, nowSeconds),
    score: scores.get(assessment.id),
  });
  const order = (a: AssignmentRow, b: AssignmentRow) =>
    (position.get(a.assessment.id) ?? Number.MAX_SAFE_INTEGER) -
    (position.get(b.assessment.id) ?? Number.MAX_SAFE_INTEGER);
  const sectionIds = new Set(data.syllabus.sections.map((section) => section.id));
  const sections: AssignmentSection[] = data.syllabus.sections.map((section) => {
    const rows = data.assessmentsData
      .filter((a) => a.sectionId === section.id)
      .map(toRow)
      .sort(order);
    return { id: section.id, name: section.name, rows, hasScheduled: rows.some(scheduled) };
  });
  const loose = data.assessmentsData
    .filter((a) => a.sectionId === null || !sectionIds.has(a.sectionId))
    .map(toRow)
    .sort(order);
  if (loose.length > 0) {
    sections.push({ id: null, name: null, rows: loose, hasScheduled: loose.some(scheduled) });
  }
  return sections.filter((section) => section.rows.length > 0);
}

const scheduled = (row: AssignmentRow) => isScheduled(row.assessment);

/** The status dropdown and the name search; sections left empty are dropped. */
export function filterSections(
  sections: readonly AssignmentSection[],
  { status, search }: { status: StatusFilter; search: string },
): AssignmentSection[] {
  const needle = search.trim().toLocaleLowerCase();
  return sections
    .map((section) => ({
      ...section,
      rows: section.rows.filter(
        (row) =>
          (status === 'All' || row.status === status) &&
          (needle === '' || row.assessment.name.toLocaleLowerCase().includes(needle)),
      ),
    }))
    .filter((section) => section.rows.length > 0);
}

/** What a student's score cell shows (spec 3 §6, the course's grading mode of §9). */
export type ScoreCell =
  | { kind: 'afterDue' }
  | { kind: 'points'; score: number; possible: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'none' };

/**
 * Open assessments say 'after due' (the score shows once the assessment closes); otherwise the
 * score as score/points (mode 21) or percent (400021), or nothing without a score.
 */
export function scoreCell(row: AssignmentRow, mode: GbMode): ScoreCell {
  if (row.status === 'Open') return { kind: 'afterDue' };
  if (row.score === undefined) return { kind: 'none' };
  const possible = row.assessment.ptsposs;
  if (mode === GB_MODE.percent) {
    if (possible <= 0) return { kind: 'none' };
    return { kind: 'percent', percent: Math.round((row.score / possible) * 1000) / 10 };
  }
  return { kind: 'points', score: row.score, possible };
}

/** What clicking a student's assessment name opens: Open ones launch, Closed scored ones stuview. */
export function studentLaunch(row: AssignmentRow): 'assessment' | 'stuview' | null {
  if (row.status === 'Open') return 'assessment';
  if (row.status === 'Closed' && row.score !== undefined) return 'stuview';
  return null;
}
