import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { templateSchema, type Template } from '@common/schemas/activities';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { activityQueries } from './queries';

const templatesSchema = z.array(templateSchema);

/** GET {presetsApi}/template/SYSTEM: the system's syllabus templates (spec 3 §7). */
export function getTemplates(
  { api, config }: ApiContext,
  signal?: AbortSignal,
): Promise<Template[]> {
  return api.request(serviceUrl(config.services.presetsApi, 'template', 'SYSTEM'), {
    store: 'activities',
    signal,
    parse: (data) => templatesSchema.parse(data),
  });
}

export function getTemplatesQueryOptions(ctx: ApiContext) {
  return queryOptions({
    queryKey: activityQueries.templates(),
    queryFn: ({ signal }) => getTemplates(ctx, signal),
  });
}

export function useTemplates() {
  return useSuspenseQuery(getTemplatesQueryOptions(useServices()));
}
