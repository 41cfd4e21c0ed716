import type { QueryClient } from '@tanstack/react-query';
import type { ApiContext } from '@/lib/services';
import { ensureQueryDataOffline } from '@/lib/offline-data';
import { getAssignmentGroupsQueryOptions } from './api/get-assignment-groups';
import { getAssignmentsCoursesQueryOptions } from './api/get-assignments-courses';
import { getCourseDataQueryOptions } from './api/get-course-data';
import type { AssignmentsMode } from './api/queries';

/**
 * The /assignments loader, from the device when it has the data (never waits offline): the
 * groups (the page needs them), then the groups' courses and the chosen group's course. Those
 * two may fail (the worksheets service unreachable, nothing saved yet): the page then says so
 * itself instead of failing whole.
 */
export async function loadAssignments(
  queryClient: QueryClient,
  ctx: ApiContext,
  { mode, userId, groupId }: { mode: AssignmentsMode; userId: string; groupId?: number },
) {
  const groups = await ensureQueryDataOffline(
    queryClient,
    getAssignmentGroupsQueryOptions(ctx, mode, userId),
  );
  try {
    const groupIds = groups.map((group) => group.Id);
    const courses = await ensureQueryDataOffline(
      queryClient,
      getAssignmentsCoursesQueryOptions(ctx, userId, groupIds),
    );
    const course = courses.find((c) => groupId !== undefined && c.groupId === groupId);
    if (course)
      await ensureQueryDataOffline(queryClient, getCourseDataQueryOptions(ctx, course.id));
  } catch {
    // Shown by the page (not available / not saved on this device), with a retry.
  }
}
