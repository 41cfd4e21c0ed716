import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseDataSchema, type CourseData } from '@common/schemas/worksheets';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { portfolioQueries } from './queries';

/**
 * GET {presetsApi}/worksheets/assessments-and-items/{courseId}: the course's assessments, items,
 * syllabus, grading mode (gbschemeData) and the scores the caller may read.
 */
export async function getCourseData(
  { api, config }: ApiContext,
  courseId: number,
  signal?: AbortSignal,
): Promise<CourseData> {
  const url = serviceUrl(
    config.services.presetsApi,
    'worksheets',
    'assessments-and-items',
    courseId,
  );
  return api.request(url, {
    store: 'portfolio',
    signal,
    parse: (data) => courseDataSchema.parse(data),
  });
}

export function getCourseDataQueryOptions(ctx: ApiContext, courseId: number) {
  return queryOptions({
    queryKey: portfolioQueries.courseData(courseId),
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
