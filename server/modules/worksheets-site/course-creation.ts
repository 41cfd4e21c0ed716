import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { CreateCourse } from './service';

/**
 * addcourse's course creation: the worksheets service's `createCourseFromTemplate`
 * (server/modules/worksheets/course-service.ts). PLACEHOLDER until that module is merged.
 */
export function siteCourseCreator(_db: Db): CreateCourse {
  return async () => {
    throw new HttpError(503, 'course creation is not available yet');
  };
}
