import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { systemSettingsSchema, templateTagsSettingSchema } from '@common/schemas/activities';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { activityQueries } from './queries';

/** The settings' first element holds the tags as JSON text; no settings: no tags. */
export function readTemplateTags(data: unknown): string[] {
  const [first] = systemSettingsSchema.parse(data);
  if (!first) return [];
  return templateTagsSettingSchema.parse(JSON.parse(first.object))['Template Tags'];
}

/** GET {presetsApi}/settings/SYSTEM: the "Template Tags" of the system settings (spec 3 §7). */
export function getTemplateTags(
  { api, config }: ApiContext,
  signal?: AbortSignal,
): Promise<string[]> {
  return api.request(serviceUrl(config.services.presetsApi, 'settings', 'SYSTEM'), {
    store: 'activities',
    signal,
    parse: readTemplateTags,
  });
}

export function getTemplateTagsQueryOptions(ctx: ApiContext) {
  return queryOptions({
    queryKey: activityQueries.templateTags(),
    queryFn: ({ signal }) => getTemplateTags(ctx, signal),
  });
}

export function useTemplateTags() {
  return useSuspenseQuery(getTemplateTagsQueryOptions(useServices()));
}
