import { serviceUrl, type ApiContext } from '@/lib/services';
import { groupCourseSchema } from './course-schema';

export interface AddCourseInput {
  templateId: number;
  groupId: number;
  /** The course's name: the syllabus the owner chose, so the syllabus column can show it. */
  name: string;
}

/** POST {presetsApi}/worksheets/addcourse: the group's course, copied from a syllabus template. */
export function addCourse({ api, config }: ApiContext, input: AddCourseInput) {
  return api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'addcourse'), {
    store: 'groups',
    method: 'POST',
    body: { template: input.templateId, groupId: input.groupId, name: input.name.slice(0, 128) },
    parse: (data) => groupCourseSchema.parse(data),
  });
}
