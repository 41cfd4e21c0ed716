import { queryOptions, useQuery } from '@tanstack/react-query';
import type { School } from '@common/schemas/places';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { placesParser } from './places-parser';
import { placesQueries } from './queries';

/** GET {api}/schools/{state}/{country}; state 0 lists the schools of a country without states. */
export function getSchools(
  { api, config }: ApiContext,
  state: number,
  country: number,
  signal?: AbortSignal,
): Promise<School[]> {
  return api.request(serviceUrl(config.services.api, 'schools', state, country), {
    store: 'places',
    auth: false,
    signal,
    parse: placesParser('schools'),
  });
}

export function getSchoolsQueryOptions(ctx: ApiContext, state: number, country: number) {
  return queryOptions({
    queryKey: placesQueries.schools(state, country),
    queryFn: ({ signal }) => getSchools(ctx, state, country, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useSchools(state: number | null, country: number | null) {
  return useQuery({
    ...getSchoolsQueryOptions(useServices(), state ?? 0, country ?? 0),
    enabled: state !== null && country !== null,
  });
}
