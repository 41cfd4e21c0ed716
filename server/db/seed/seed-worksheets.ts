import { and, eq, inArray, sql } from 'drizzle-orm';
import { INSTRUCTOR_RIGHTS, NO_END_DATE, enrollKey } from '@common/schemas/worksheets';
import { SYSTEM_OWNER } from '@common/schemas/presets';
import type { Db } from '../client';
import {
  classGroups,
  templates,
  wsAssessments,
  wsCourseMembers,
  wsCourses,
  wsItems,
  wsQuestions,
  wsScores,
  wsSections,
} from '../schema/index';
import { createCourseFromTemplate } from '../../modules/worksheets/course-service';
import { ensureWsUser } from '../../modules/worksheets/repository';
import { DEMO_USER_IDS } from './demo-users';
import { DAY_MS, SEED_LOCK_KEY } from './seed-support';
import { TEMPLATES } from './templates-data';
import {
  ASSESSMENTS,
  DEMO_COURSE,
  SECTIONS_PER_COURSE,
  TEMPLATE_COURSES,
  type SeedAssessment,
} from './worksheets-data';

/**
 * The worksheets courses (issue 11): one template course per syllabus template (sections named
 * after its first topics, real assessments with questions), and the demo course of the demo
 * instructor's open group (scheduled assessments, members, a tutor, a few scores). Runs after the
 * activities seed (it needs the templates); idempotent: a template with a course, and a group
 * with a course, are left as they are.
 */
export async function seedDemoWorksheets(db: Db, nowMs = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedTemplateCourses(tx);
    await seedDemoCourse(tx, nowMs);
  });
}

async function seedTemplateCourses(tx: Db) {
  const templateRows = await tx
    .select({ id: templates.id, name: templates.name })
    .from(templates)
    .where(eq(templates.ownerId, SYSTEM_OWNER));
  const withCourse = new Set(
    (
      await tx
        .select({ templateId: wsCourses.templateId })
        .from(wsCourses)
        .where(eq(wsCourses.isTemplate, true))
    ).map((r) => r.templateId),
  );
  for (const template of TEMPLATES) {
    const row = templateRows.find((t) => t.name === template.name);
    const plan = TEMPLATE_COURSES[template.name];
    if (!row || !plan || withCourse.has(row.id)) continue;
    const [course] = await tx
      .insert(wsCourses)
      .values({ name: template.name, templateId: row.id, isTemplate: true })
      .returning({ id: wsCourses.id });
    const sections = await tx
      .insert(wsSections)
      .values(
        template.topics
          .slice(0, SECTIONS_PER_COURSE)
          .map(([name], position) => ({ courseId: course!.id, name, position })),
      )
      .returning({ id: wsSections.id });
    for (const [position, [sectionIndex, key]] of plan.entries()) {
      const seed: SeedAssessment = ASSESSMENTS[key];
      const sectionId = sections[sectionIndex]!.id;
      const [assessment] = await tx
        .insert(wsAssessments)
        .values({
          courseId: course!.id,
          sectionId,
          name: seed.name,
          summary: seed.summary,
          startDate: 0,
          endDate: NO_END_DATE,
          ptsPoss: seed.questions.reduce((sum, q) => sum + q.points, 0),
          labType: seed.labType,
        })
        .returning({ id: wsAssessments.id });
      await tx.insert(wsQuestions).values(
        seed.questions.map((q, i) => ({
          assessmentId: assessment!.id,
          position: i,
          kind: q.kind,
          prompt: q.prompt,
          points: q.points,
          ...(q.kind === 'numeric'
            ? {
                answer: q.answer,
                tolerancePercent: q.tolerancePercent,
                unit: q.unit,
                measurement: q.measurement ?? null,
              }
            : { choices: q.choices, correctChoice: q.correctChoice }),
        })),
      );
      await tx.insert(wsItems).values({
        courseId: course!.id,
        sectionId,
        itemType: 'Assessment',
        typeId: assessment!.id,
        position,
      });
    }
  }
}

async function seedDemoCourse(tx: Db, nowMs: number) {
  const [group] = await tx
    .select({ id: classGroups.id, name: classGroups.name, ownerId: classGroups.ownerId })
    .from(classGroups)
    .where(eq(classGroups.accessCode, DEMO_COURSE.groupAccessCode))
    .limit(1);
  if (!group || group.ownerId !== DEMO_USER_IDS.instructor) return;
  const key = enrollKey(group.id);
  const [existing] = await tx
    .select({ id: wsCourses.id })
    .from(wsCourses)
    .where(eq(wsCourses.enrollKey, key))
    .limit(1);
  if (existing) return;
  const [template] = await tx
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.name, DEMO_COURSE.template), eq(templates.ownerId, SYSTEM_OWNER)))
    .limit(1);
  if (!template) return;

  const owner = await ensureWsUser(tx, DEMO_USER_IDS.instructor, INSTRUCTOR_RIGHTS);
  const course = await createCourseFromTemplate(tx, {
    templateId: template.id,
    name: group.name,
    ownerWsId: owner.id,
    enrollKey: key,
  });
  await tx.update(wsCourses).set({ groupId: group.id }).where(eq(wsCourses.id, course.id));

  const wsIds = new Map<string, number>();
  for (const who of DEMO_COURSE.coInstructors) {
    wsIds.set(who, (await ensureWsUser(tx, DEMO_USER_IDS[who], INSTRUCTOR_RIGHTS)).id);
  }
  for (const who of DEMO_COURSE.students) {
    wsIds.set(who, (await ensureWsUser(tx, DEMO_USER_IDS[who], 10)).id);
  }
  await tx.insert(wsCourseMembers).values([
    ...DEMO_COURSE.coInstructors.map((who) => ({
      courseId: course.id,
      wsUserId: wsIds.get(who)!,
      role: 'co-instructor',
    })),
    ...DEMO_COURSE.students.map((who) => ({
      courseId: course.id,
      wsUserId: wsIds.get(who)!,
      role: 'student',
    })),
    ...DEMO_COURSE.tutors.map((who) => ({
      courseId: course.id,
      wsUserId: wsIds.get(who)!,
      role: 'tutor',
    })),
  ]);

  const assessments = await tx
    .select({ id: wsAssessments.id, name: wsAssessments.name })
    .from(wsAssessments)
    .where(eq(wsAssessments.courseId, course.id));
  const idOf = (name: string) => assessments.find((a) => a.name === name)?.id;
  const at = (days: number) => Math.floor((nowMs + days * DAY_MS) / 1000);
  for (const [name, { startDays, endDays }] of Object.entries(DEMO_COURSE.schedule)) {
    const id = idOf(name);
    if (id === undefined) continue;
    await tx
      .update(wsAssessments)
      .set({ startDate: at(startDays), endDate: at(endDays) })
      .where(eq(wsAssessments.id, id));
  }
  const scores = DEMO_COURSE.scores.flatMap((s) => {
    const id = idOf(s.assessment);
    return id === undefined
      ? []
      : [
          {
            assessmentId: id,
            wsUserId: wsIds.get(s.student)!,
            courseId: course.id,
            score: s.score,
          },
        ];
  });
  if (scores.length > 0) await tx.insert(wsScores).values(scores);
}

/** The template course of each syllabus template, by template id (tests). */
export async function templateCourseIds(db: Db, templateIds: readonly number[]) {
  if (templateIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: wsCourses.id, templateId: wsCourses.templateId })
    .from(wsCourses)
    .where(and(eq(wsCourses.isTemplate, true), inArray(wsCourses.templateId, [...templateIds])));
  return new Map(rows.map((r) => [r.templateId!, r.id]));
}
