import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseDataSchema, type CourseData } from '@common/schemas/worksheets';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { assignmentQueries } from './queries';

/**
 * GET {presetsApi}/worksheets/assessments-and-items/{courseId}: the course's assessments, items,
 * syllabus sections, grading mode and the scores the caller may read (a student's own).
 */
export async function getCourseData(
  { api, config }: ApiContext,
  courseId: number,
  signal?: AbortSignal,
): Promise<CourseData> {
  return api.request(
    serviceUrl(config.services.presetsApi, 'worksheets', 'assessments-and-items', courseId),
    { store: 'assignments', signal, parse: (data) => courseDataSchema.parse(data) },
  );
}

export function getCourseDataQueryOptions(ctx: ApiContext, courseId: number) {
  return queryOptions({
    queryKey: assignmentQueries.course(courseId),
    staleTime: 0,
    queryFn: ({ signal }) => getCourseData(ctx, courseId, signal),
  });
}

export function useCourseData(courseId: number | undefined) {
  const ctx = useServices();
  return useQuery({
    ...getCourseDataQueryOptions(ctx, courseId ?? 0),
    enabled: courseId !== undefined,
  });
}
