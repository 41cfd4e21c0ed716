import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { presetSchema, type Preset } from '@common/schemas/presets';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { presetQueries } from './queries';

const presetsSchema = z.array(presetSchema);

/** POST {presetsApi}/preset/list {userId}: the caller's saved presets and the system presets. */
export async function listPresets(
  { api, config }: ApiContext,
  userId: string,
  signal?: AbortSignal,
): Promise<Preset[]> {
  return api.request(serviceUrl(config.services.presetsApi, 'preset', 'list'), {
    store: 'presets',
    method: 'POST',
    body: { userId },
    signal,
    parse: (data) => presetsSchema.parse(data),
  });
}

export function listPresetsQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: presetQueries.list(userId),
    // Opening the screen asks the server (a preset may have been added in another tab); the
    // saved copy serves offline.
    staleTime: 0,
    queryFn: ({ signal }) => listPresets(ctx, userId, signal),
  });
}

export function usePresets(userId: string) {
  return useSuspenseQuery(listPresetsQueryOptions(useServices(), userId));
}
