import { queryOptions, useQuery } from '@tanstack/react-query';
import type { State } from '@common/schemas/places';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { placesQueries } from './queries';
import { placesParser } from './places-parser';

/** GET {api}/states/{country}: the states or provinces of a country (its region id). */
export function getStates(
  { api, config }: ApiContext,
  country: number,
  signal?: AbortSignal,
): Promise<State[]> {
  return api.request(serviceUrl(config.services.api, 'states', country), {
    store: 'places',
    auth: false,
    signal,
    parse: placesParser('states'),
  });
}

export function getStatesQueryOptions(ctx: ApiContext, country: number) {
  return queryOptions({
    queryKey: placesQueries.states(country),
    queryFn: ({ signal }) => getStates(ctx, country, signal),
    staleTime: 24 * 60 * 60 * 1000,
  });
}

export function useStates(country: number | null) {
  return useQuery({
    ...getStatesQueryOptions(useServices(), country ?? 0),
    enabled: country !== null,
  });
}
