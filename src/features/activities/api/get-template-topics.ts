import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { topicSchema, type Topic } from '@common/schemas/activities';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { activityQueries } from './queries';

const topicsSchema = z.array(topicSchema);

/** GET {presetsApi}/template_topics/{templateId}: a template's topics, in syllabus order. */
export function getTemplateTopics(
  { api, config }: ApiContext,
  templateId: number,
  signal?: AbortSignal,
): Promise<Topic[]> {
  return api.request(serviceUrl(config.services.presetsApi, 'template_topics', templateId), {
    store: 'activities',
    signal,
    parse: (data) => topicsSchema.parse(data),
  });
}

export function getTemplateTopicsQueryOptions(ctx: ApiContext, templateId: number) {
  return queryOptions({
    queryKey: activityQueries.topics(templateId),
    queryFn: ({ signal }) => getTemplateTopics(ctx, templateId, signal),
  });
}

/** The chosen template's topics; nothing is asked before a template is chosen. */
export function useTemplateTopics(templateId: number | null) {
  return useQuery({
    ...getTemplateTopicsQueryOptions(useServices(), templateId ?? 0),
    enabled: templateId !== null,
  });
}
