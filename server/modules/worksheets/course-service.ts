import { NO_END_DATE } from '@common/schemas/worksheets';
import type { Db } from '../../db/client';
import { wsAssessments, wsCourses, wsItems, wsQuestions, wsSections } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { WS_MESSAGES } from './access';
import * as repo from './repository';

export interface NewCourse {
  /** The activities template (`templates.id`) whose template course is copied. */
  templateId: number;
  name: string;
  /** The owner's worksheets user id. */
  ownerWsId: number;
  /** `enroll::{groupId}` for a group's course (unique), or null. */
  enrollKey: string | null;
  /** Default course settings (spec 3 §9); the table defaults when left out. */
  defaults?: { defaultTime?: string; latePassHours?: number; theme?: string };
}

/**
 * Copies a template course (its sections, items, assessments and questions) into a new course:
 * every assessment unscheduled (start 0, end NO_END_DATE), no scores, no members. No access
 * checks: the caller does them (POST worksheets/addcourse; the site's form post 'addcourse').
 * 404 when the template has no course, 409 when the enroll key is taken; in one transaction, so
 * nothing is left half-copied.
 */
export async function createCourseFromTemplate(db: Db, input: NewCourse): Promise<repo.CourseRow> {
  try {
    return await copyTemplate(db, input);
  } catch (error) {
    // Two creations for one group at once: the enroll key's unique index refuses the second.
    if (isUniqueViolation(error)) throw new HttpError(409, WS_MESSAGES.courseTaken);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function copyTemplate(db: Db, input: NewCourse): Promise<repo.CourseRow> {
  return db.transaction(async (tx) => {
    const template = await repo.findTemplateCourse(tx, input.templateId);
    if (!template) throw new HttpError(404, WS_MESSAGES.templateNotFound);
    if (input.enrollKey && (await repo.findCourseByEnrollKey(tx, input.enrollKey))) {
      throw new HttpError(409, WS_MESSAGES.courseTaken);
    }
    const [course] = await tx
      .insert(wsCourses)
      .values({
        name: input.name,
        ownerWsId: input.ownerWsId,
        enrollKey: input.enrollKey,
        templateId: input.templateId,
        isTemplate: false,
        gbMode: template.gbMode,
        ...input.defaults,
      })
      .returning({ id: wsCourses.id });
    if (!course) throw new Error('course not inserted');

    const sections = await repo.listSections(tx, template.id);
    const sectionIds = new Map<number, number>();
    for (const s of sections) {
      const [row] = await tx
        .insert(wsSections)
        .values({ courseId: course.id, name: s.name, position: s.position })
        .returning({ id: wsSections.id });
      sectionIds.set(s.id, row!.id);
    }
    const newSection = (id: number | null) => (id === null ? null : (sectionIds.get(id) ?? null));

    const assessments = await repo.listAssessments(tx, [template.id]);
    const questions = await repo.listQuestions(
      tx,
      assessments.map((a) => a.id),
    );
    const assessmentIds = new Map<number, number>();
    for (const a of assessments) {
      const [row] = await tx
        .insert(wsAssessments)
        .values({
          courseId: course.id,
          sectionId: newSection(a.sectionId),
          name: a.name,
          summary: a.summary,
          startDate: 0,
          endDate: NO_END_DATE,
          ptsPoss: a.ptsPoss,
          labType: a.labType,
        })
        .returning({ id: wsAssessments.id });
      assessmentIds.set(a.id, row!.id);
    }
    const copiedQuestions = questions.map(({ id: _id, ...q }) => ({
      ...q,
      assessmentId: assessmentIds.get(q.assessmentId)!,
    }));
    if (copiedQuestions.length > 0) await tx.insert(wsQuestions).values(copiedQuestions);

    const items = await repo.listItems(tx, [template.id]);
    const copiedItems = items.map(({ id: _id, ...i }) => ({
      ...i,
      courseId: course.id,
      sectionId: newSection(i.sectionId),
      typeId: i.itemType === 'Assessment' ? (assessmentIds.get(i.typeId) ?? i.typeId) : i.typeId,
    }));
    if (copiedItems.length > 0) await tx.insert(wsItems).values(copiedItems);

    const created = await repo.findCourse(tx, course.id);
    if (!created) throw new Error('course not found after insert');
    return created;
  });
}
