import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { courseSchema, type Course } from '@common/schemas/worksheets';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { assignmentQueries } from './queries';

const coursesSchema = z.array(courseSchema);

/** POST {presetsApi}/worksheets/assignments-courses {groups}: the courses of those groups. */
export async function getAssignmentsCourses(
  { api, config }: ApiContext,
  groupIds: readonly number[],
  signal?: AbortSignal,
): Promise<Course[]> {
  if (groupIds.length === 0) return [];
  return api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'assignments-courses'), {
    store: 'assignments',
    method: 'POST',
    body: { groups: [...groupIds] },
    signal,
    parse: (data) => coursesSchema.parse(data),
  });
}

export function getAssignmentsCoursesQueryOptions(
  ctx: ApiContext,
  userId: string,
  groupIds: readonly number[],
) {
  return queryOptions({
    queryKey: assignmentQueries.courses(userId, groupIds),
    staleTime: 0,
    queryFn: ({ signal }) => getAssignmentsCourses(ctx, groupIds, signal),
  });
}

export function useAssignmentsCourses(userId: string, groupIds: readonly number[]) {
  return useQuery(getAssignmentsCoursesQueryOptions(useServices(), userId, groupIds));
}
