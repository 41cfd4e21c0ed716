import { ApiError } from '@/lib/api-client';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { courseLookupSchema, type GroupCourse } from './course-schema';

/**
 * GET {presetsApi}/worksheets/key-lookup/{groupId}: the group's course (enroll key
 * `enroll::{groupId}`), or undefined when it has none (the error flag, or 404). Any other
 * failure rejects: a caller that must be all-or-nothing cannot guess.
 */
export async function lookupCourse(
  { api, config }: ApiContext,
  groupId: number,
): Promise<GroupCourse | undefined> {
  try {
    return await api.request(
      serviceUrl(config.services.presetsApi, 'worksheets', 'key-lookup', groupId),
      { store: 'groups', parse: (data) => courseLookupSchema.parse(data) },
    );
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) {
      return undefined;
    }
    throw error;
  }
}
