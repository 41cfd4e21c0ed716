import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseSchema, type Course } from '@common/schemas/worksheets';
import { ApiError } from '@/lib/api-client';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { portfolioQueries } from './queries';

/**
 * GET {presetsApi}/worksheets/key-lookup/{groupId}: the group's course (enroll key
 * `enroll::{groupId}`), or null when the answer is the error flag (spec 3 §7: the call then
 * resolves empty): the group has no course yet.
 */
export async function getGroupCourse(
  { api, config }: ApiContext,
  groupId: number,
  signal?: AbortSignal,
): Promise<Course | null> {
  const url = serviceUrl(config.services.presetsApi, 'worksheets', 'key-lookup', groupId);
  try {
    return await api.request(url, {
      store: 'portfolio',
      signal,
      parse: (data) => {
        const course = courseSchema.safeParse(data);
        return course.success ? course.data : null;
      },
    });
  } catch (error) {
    // A server that answers "not found" for a group without a course says the same thing.
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

export function getGroupCourseQueryOptions(ctx: ApiContext, groupId: number) {
  return queryOptions({
    queryKey: portfolioQueries.course(groupId),
    staleTime: 0,
    queryFn: ({ signal }) => getGroupCourse(ctx, groupId, signal),
  });
}

export function useGroupCourse(groupId: number) {
  return useQuery(getGroupCourseQueryOptions(useServices(), groupId));
}
