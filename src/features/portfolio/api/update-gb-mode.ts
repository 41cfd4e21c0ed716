import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseData, GbMode } from '@common/schemas/worksheets';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { portfolioQueries } from './queries';

/** POST {presetsApi}/worksheets/update-gb-mode {courseid, mode}: 21 points, 400021 percent. */
export async function updateGbMode(
  { api, config }: ApiContext,
  variables: { courseid: number; mode: GbMode },
): Promise<void> {
  await api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'update-gb-mode'), {
    store: 'portfolio',
    method: 'POST',
    body: variables,
    parse: () => undefined,
  });
}

/** Saves the course's grading mode and keeps the cached course data in step. */
export function useUpdateGbMode() {
  const ctx = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { courseid: number; mode: GbMode }) => updateGbMode(ctx, variables),
    onSuccess: (_answer, { courseid, mode }) => {
      queryClient.setQueryData<CourseData>(portfolioQueries.courseData(courseid), (data) =>
        data ? { ...data, gbschemeData: { ...data.gbschemeData, defgbmode: mode } } : data,
      );
    },
  });
}
