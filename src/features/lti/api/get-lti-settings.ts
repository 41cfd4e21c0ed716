import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ltiSettingsSchema, type LtiSettings } from '@common/schemas/lti';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { ltiQueries } from './queries';

/** GET {userApi}/lti1-settings: the LMS connections of the institutions the caller administers. */
export async function getLtiSettings(
  { api, config }: ApiContext,
  signal?: AbortSignal,
): Promise<LtiSettings> {
  return api.request(serviceUrl(config.services.userApi, 'lti1-settings'), {
    store: 'lti',
    signal,
    parse: (data) => ltiSettingsSchema.parse(data),
  });
}

export function ltiSettingsQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: ltiQueries.settings(userId),
    staleTime: 0,
    queryFn: ({ signal }) => getLtiSettings(ctx, signal),
  });
}

export function useLtiSettings(userId: string) {
  return useSuspenseQuery(ltiSettingsQueryOptions(useServices(), userId));
}
