import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campus } from '@common/schemas/places';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { placesParser } from './places-parser';
import { placesQueries } from './queries';

/** GET {api}/campus/{state}/{school}: the school's campuses, the main one first. */
export function getCampuses(
  { api, config }: ApiContext,
  state: number,
  school: number,
  signal?: AbortSignal,
): Promise<Campus[]> {
  return api.request(serviceUrl(config.services.api, 'campus', state, school), {
    store: 'places',
    auth: false,
    signal,
    parse: placesParser('campuses'),
  });
}

export function getCampusesQueryOptions(ctx: ApiContext, state: number, school: number) {
  return queryOptions({
    queryKey: placesQueries.campuses(state, school),
    queryFn: ({ signal }) => getCampuses(ctx, state, school, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useCampuses(state: number | null, school: number | null) {
  return useQuery({
    ...getCampusesQueryOptions(useServices(), state ?? 0, school ?? 0),
    enabled: state !== null && school !== null,
  });
}
