import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { templateSchema, type Template } from '@common/schemas/activities';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { groupQueries } from './queries';

const templatesSchema = z.array(templateSchema);

/** GET {presetsApi}/template/SYSTEM: the syllabus templates a course is made from (spec 3 §7). */
export function getSyllabusTemplates(
  { api, config }: ApiContext,
  signal?: AbortSignal,
): Promise<Template[]> {
  return api.request(serviceUrl(config.services.presetsApi, 'template', 'SYSTEM'), {
    store: 'groups',
    signal,
    parse: (data) => templatesSchema.parse(data),
  });
}

export function getSyllabusTemplatesQueryOptions(ctx: ApiContext) {
  return queryOptions({
    queryKey: groupQueries.templates(),
    queryFn: ({ signal }) => getSyllabusTemplates(ctx, signal),
  });
}

/** Loaded when a dialog that offers a syllabus opens (not with the screen). */
export function useSyllabusTemplates(isEnabled = true) {
  return useQuery({ ...getSyllabusTemplatesQueryOptions(useServices()), enabled: isEnabled });
}
