import { ltiConnectResponseSchema } from '@common/schemas/worksheets';
import { serviceUrl, type ApiContext } from '@/lib/services';

/** The answer of lti-connect when the group has no course (spec 1 §7). */
export const COURSE_NOT_FOUND = 'imas course not found for group';

/** POST {presetsApi}/worksheets/lti-connect/{groupId}: connects the group to its course. */
export async function connectCourse({ api, config }: ApiContext, groupId: number) {
  const answer = await api.request(
    serviceUrl(config.services.presetsApi, 'worksheets', 'lti-connect', groupId),
    { store: 'groups', method: 'POST', body: {}, parse: (d) => ltiConnectResponseSchema.parse(d) },
  );
  if (answer.status === COURSE_NOT_FOUND) throw new Error(COURSE_NOT_FOUND);
  return answer;
}
