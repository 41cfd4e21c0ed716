import {
  GB_MODE,
  type Assessment,
  type Course,
  type GbMode,
  type Item,
  type Question,
  type Syllabus,
} from '@common/schemas/worksheets';
import type { wsItems, wsQuestions, wsSections } from '../../db/schema/index';
import type { AssessmentRow, CourseRow } from './repository';
import type { CourseRole } from './rules';

export const toGbMode = (mode: number): GbMode =>
  mode === GB_MODE.percent ? GB_MODE.percent : GB_MODE.points;

export function toCourse(row: CourseRow, role: CourseRole, sectionCount: number): Course {
  return {
    id: row.id,
    name: row.name,
    enrollkey: row.enrollKey,
    groupId: row.groupId,
    ownerId: row.ownerUserId,
    templateId: row.templateId,
    gbmode: toGbMode(row.gbMode),
    tutorGrading: row.tutorGrading,
    hasSections: sectionCount > 0,
    role,
  };
}

export function toAssessment(row: AssessmentRow): Assessment {
  return {
    id: row.id,
    courseid: row.courseId,
    name: row.name,
    summary: row.summary,
    startdate: row.startDate,
    enddate: row.endDate,
    ptsposs: row.ptsPoss,
    sectionId: row.sectionId,
    labType: row.labType,
  };
}

export function toItem(row: typeof wsItems.$inferSelect): Item {
  return {
    id: row.id,
    typeid: row.typeId,
    itemtype: row.itemType,
    sectionId: row.sectionId,
    position: row.position,
  };
}

export function toSyllabus(
  courseId: number,
  sections: ReadonlyArray<typeof wsSections.$inferSelect>,
  items: ReadonlyArray<typeof wsItems.$inferSelect>,
): Syllabus {
  return {
    courseid: courseId,
    sections: sections.map((s) => ({
      id: s.id,
      name: s.name,
      items: items.filter((i) => i.sectionId === s.id).map(toItem),
    })),
  };
}

/** A question as students may see it: never the answer, the tolerance or the right choice. */
export function toQuestion(row: typeof wsQuestions.$inferSelect): Question {
  return {
    id: row.id,
    assessmentid: row.assessmentId,
    kind: row.kind === 'choice' ? 'choice' : 'numeric',
    prompt: row.prompt,
    points: row.points,
    unit: row.unit,
    choices: row.kind === 'choice' ? row.choices : [],
    measurement: row.measurement,
  };
}
