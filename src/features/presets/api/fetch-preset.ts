import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { presetSchema, type Preset } from '@common/schemas/presets';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { presetQueries } from './queries';

/**
 * POST {presetsApi}/preset/fetch {uuid}: one preset, readable by any signed-in user (a shared
 * link is that). Used by the add-by-link popup and by the loader, which hands the preset's
 * object to the lab (spec 2 "Loader page", issue 10 §3).
 */
export async function fetchPreset(
  { api, config }: ApiContext,
  uuid: string,
  signal?: AbortSignal,
): Promise<Preset> {
  return api.request(serviceUrl(config.services.presetsApi, 'preset', 'fetch'), {
    store: 'presets',
    method: 'POST',
    body: { uuid },
    signal,
    parse: (data) => presetSchema.parse(data),
  });
}

export function fetchPresetQueryOptions(ctx: ApiContext, uuid: string) {
  return queryOptions({
    queryKey: presetQueries.detail(uuid),
    // The owner may have customized it since: ask when online; the saved copy serves offline
    // (persisted with the query cache), so a lab opened once with a preset opens with it offline.
    staleTime: 0,
    queryFn: ({ signal }) => fetchPreset(ctx, uuid, signal),
  });
}

/** The add-by-link popup asks once per link it resolves (cached, so typing back is instant). */
export function useFetchPresetOnce() {
  const ctx = useServices();
  const queryClient = useQueryClient();
  return (uuid: string) => queryClient.fetchQuery({ ...fetchPresetQueryOptions(ctx, uuid) });
}
