import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { groupCourseSchema, type GroupCourse } from './course-schema';
import { groupQueries } from './queries';

const coursesSchema = z.array(groupCourseSchema);

/** POST {presetsApi}/worksheets/assignments-courses {groups}: the courses of those groups. */
export async function getGroupCourses(
  { api, config }: ApiContext,
  groupIds: readonly number[],
  signal?: AbortSignal,
): Promise<GroupCourse[]> {
  if (groupIds.length === 0) return [];
  return api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'assignments-courses'), {
    store: 'groups',
    method: 'POST',
    body: { groups: [...groupIds] },
    signal,
    parse: (data) => coursesSchema.parse(data),
  });
}

export function getGroupCoursesQueryOptions(ctx: ApiContext, groupIds: readonly number[]) {
  const ids = [...groupIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: groupQueries.coursesOf(ids),
    staleTime: 0,
    queryFn: ({ signal }) => getGroupCourses(ctx, ids, signal),
  });
}

/** The courses of the groups by group id; a new group keeps the column while it reloads. */
export function useGroupCourses(groupIds: readonly number[]) {
  const query = useQuery({
    ...getGroupCoursesQueryOptions(useServices(), groupIds),
    placeholderData: keepPreviousData,
  });
  const byGroup = new Map<number, GroupCourse>();
  for (const course of query.data ?? []) {
    if (course.groupId != null) byGroup.set(course.groupId, course);
  }
  return { byGroup, isPending: query.isPending, isError: query.isError && !query.data };
}
