import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@common/schemas/primitives';
import {
  addCourseBodySchema,
  assessmentIdParamsSchema,
  assessmentSchema,
  assessmentUpdateBodySchema,
  assessmentsAndItemsBodySchema,
  assessmentsAndItemsListSchema,
  assignmentsCoursesBodySchema,
  coInstructorBodySchema,
  courseDataSchema,
  courseIdParamsSchema,
  courseOwnerSchema,
  courseSchema,
  courseWithDataSchema,
  groupExitBodySchema,
  groupIdParamsSchema,
  groupJoinBodySchema,
  idParamsSchema,
  itemSchema,
  keyLookupResponseSchema,
  ltiConnectResponseSchema,
  memberChangeResponseSchema,
  questionSchema,
  removeCoInstructorBodySchema,
  scoreBodySchema,
  scoreResponseSchema,
  scoreSchema,
  setInstructorBodySchema,
  syllabusSchema,
  tutorBodySchema,
  updateGbModeBodySchema,
  userConnectBodySchema,
  userConnectResponseSchema,
  userIdParamsSchema,
  usersConnectBodySchema,
  usersConnectResponseSchema,
  verifyMembershipBodySchema,
  verifyMembershipResponseSchema,
} from '@common/schemas/worksheets';
import { userIdSchema } from '@common/schemas/primitives';
import { requireAuth } from '../../plugins/auth';
import { requireUserAccess } from './access';
import { createMembersService } from './members-service';
import { createWorksheetsService } from './service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errors });
const member = ok(memberChangeResponseSchema);
const emptyBody = z.object({}).optional();

/**
 * The worksheets service (spec 3 §7, spec 1 §7) under `/presets-api/worksheets`. HTTP only: the
 * rules are in service.ts (courses, dates, scores) and members-service.ts (users and members).
 */
export default async function worksheetsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createWorksheetsService(app.database.db);
  const members = createMembersService(app.database.db);
  const db = app.database.db;

  // ---- worksheets users ----
  api.post(
    '/user-connect',
    { schema: { body: userConnectBodySchema, response: ok(userConnectResponseSchema) } },
    (request) => members.userConnect(request, request.body),
  );
  api.post(
    '/users-connect',
    { schema: { body: usersConnectBodySchema, response: ok(usersConnectResponseSchema) } },
    (request) => members.usersConnect(request, request.body.users),
  );
  api.post(
    '/set-instructor',
    { schema: { body: setInstructorBodySchema, response: ok(userConnectResponseSchema) } },
    (request) => members.setInstructor(request, request.body),
  );

  // ---- members ----
  api.post('/group/join', { schema: { body: groupJoinBodySchema, response: member } }, (request) =>
    members.join(request, request.body),
  );
  api.post('/group/exit', { schema: { body: groupExitBodySchema, response: member } }, (request) =>
    members.exit(request, request.body),
  );
  api.post(
    '/group/makeCoInstructor',
    { schema: { body: coInstructorBodySchema, response: member } },
    (request) => members.makeCoInstructor(request, request.body),
  );
  api.post(
    '/group/removeCoInstructor',
    { schema: { body: coInstructorBodySchema, response: member } },
    (request) => members.removeCoInstructor(request, request.body),
  );
  api.post(
    '/remove-co-instructor',
    { schema: { body: removeCoInstructorBodySchema, response: member } },
    (request) => members.removeCoInstructorOfGroup(request, request.body),
  );
  api.post('/make-tutor', { schema: { body: tutorBodySchema, response: member } }, (request) =>
    members.makeTutor(request, request.body),
  );
  api.post('/remove-tutor', { schema: { body: tutorBodySchema, response: member } }, (request) =>
    members.removeTutor(request, request.body),
  );
  api.post(
    '/verify-student-membership',
    { schema: { body: verifyMembershipBodySchema, response: ok(verifyMembershipResponseSchema) } },
    async (request) => {
      const auth = requireAuth(request);
      await requireUserAccess(db, auth.userId, request.body.studentid);
      return {
        groupIDs: await members.verifyStudentMembership(
          request.body.studentid,
          request.body.groupIDs,
        ),
      };
    },
  );

  // ---- courses ----
  api.post(
    '/addcourse',
    { schema: { body: addCourseBodySchema, response: ok(courseSchema) } },
    (request) => service.addCourse(request, request.body),
  );
  api.post(
    '/lti-connect/:groupId',
    {
      schema: {
        params: groupIdParamsSchema,
        body: emptyBody,
        response: ok(ltiConnectResponseSchema),
      },
    },
    (request) => service.ltiConnect(request, request.params.groupId),
  );
  api.post(
    '/set-tutor-grading/:courseId',
    { schema: { params: courseIdParamsSchema, body: emptyBody, response: ok(courseSchema) } },
    (request) => service.setTutorGrading(request, request.params.courseId),
  );
  api.post(
    '/update-gb-mode',
    { schema: { body: updateGbModeBodySchema, response: ok(courseSchema) } },
    (request) => service.updateGbMode(request, request.body.courseid, request.body.mode),
  );
  api.post(
    '/assignments-courses',
    { schema: { body: assignmentsCoursesBodySchema, response: ok(z.array(courseSchema)) } },
    (request) => service.assignmentsCourses(request, request.body.groups),
  );
  api.post(
    '/assessments-and-items',
    {
      schema: { body: assessmentsAndItemsBodySchema, response: ok(assessmentsAndItemsListSchema) },
    },
    (request) => service.assessmentsAndItemsList(request, request.body.courseIDs),
  );
  api.get(
    '/assessments-and-items/:courseId',
    { schema: { params: courseIdParamsSchema, response: ok(courseDataSchema) } },
    (request) => service.courseData(request, request.params.courseId),
  );
  api.get(
    '/assessments/:courseId',
    { schema: { params: courseIdParamsSchema, response: ok(z.array(assessmentSchema)) } },
    (request) => service.assessments(request, request.params.courseId),
  );
  api.get(
    '/items/:courseId',
    { schema: { params: courseIdParamsSchema, response: ok(z.array(itemSchema)) } },
    (request) => service.items(request, request.params.courseId),
  );
  api.get(
    '/top-with-data',
    { schema: { response: ok(z.array(courseWithDataSchema)) } },
    (request) => service.topWithData(request),
  );
  api.get(
    '/assessment-questions/:assessmentId',
    { schema: { params: assessmentIdParamsSchema, response: ok(z.array(questionSchema)) } },
    (request) => service.questions(request, request.params.assessmentId),
  );
  api.get(
    '/syllabus/:id',
    { schema: { params: idParamsSchema, response: ok(syllabusSchema) } },
    (request) => service.syllabus(request, request.params.id),
  );
  api.get(
    '/course_owners/:id',
    { schema: { params: idParamsSchema, response: ok(z.array(courseOwnerSchema)) } },
    (request) => service.courseOwners(request, request.params.id),
  );
  api.get(
    '/courses/:ownerId',
    {
      schema: {
        params: z.object({ ownerId: userIdSchema }),
        response: ok(z.array(courseSchema)),
      },
    },
    (request) => service.coursesOf(request, request.params.ownerId, 'owner'),
  );
  api.get(
    '/tutored-courses/:userId',
    { schema: { params: userIdParamsSchema, response: ok(z.array(courseSchema)) } },
    (request) => service.coursesOf(request, request.params.userId, 'tutor'),
  );
  api.get(
    '/student-courses/:userId',
    { schema: { params: userIdParamsSchema, response: ok(z.array(courseSchema)) } },
    (request) => service.coursesOf(request, request.params.userId, 'student'),
  );
  api.get(
    '/courses-with-data/:userId',
    { schema: { params: userIdParamsSchema, response: ok(z.array(courseWithDataSchema)) } },
    (request) => service.coursesWithData(request, request.params.userId),
  );
  api.get(
    '/key-lookup/:groupId',
    { schema: { params: groupIdParamsSchema, response: ok(keyLookupResponseSchema) } },
    (request) => service.keyLookup(request, request.params.groupId),
  );

  // ---- dates and scores ----
  api.put(
    '/assessments/:id',
    {
      schema: {
        params: idParamsSchema,
        body: assessmentUpdateBodySchema,
        response: ok(assessmentSchema),
      },
    },
    (request) => service.updateAssessment(request, request.params.id, request.body),
  );
  for (const method of ['post', 'put'] as const) {
    api[method](
      '/assessment-scores',
      { schema: { body: scoreBodySchema, response: ok(scoreResponseSchema) } },
      (request) => service.setScore(request, request.body),
    );
  }
  api.get(
    '/user-scores/:userId',
    { schema: { params: userIdParamsSchema, response: ok(z.array(scoreSchema)) } },
    (request) => service.userScores(request, request.params.userId),
  );
  api.get(
    '/assessment-scores/:assessmentId',
    { schema: { params: assessmentIdParamsSchema, response: ok(z.array(scoreSchema)) } },
    (request) => service.assessmentScores(request, request.params.assessmentId),
  );
}
