import { serviceUrl, type ApiContext } from '@/lib/services';

export interface ExitCourseInput {
  userId: string;
  wsId: number;
  courseId: number;
}

/** POST {presetsApi}/worksheets/group/exit: a student who left the group leaves its course. */
export async function exitCourse({ api, config }: ApiContext, input: ExitCourseInput) {
  await api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'group', 'exit'), {
    store: 'groups',
    method: 'POST',
    body: { studentID: input.userId, wsId: input.wsId, courseid: input.courseId },
  });
}
