import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampusDetail } from '@common/schemas/places';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { placesParser } from './places-parser';
import { placesQueries } from './queries';

/** GET {api}/campus_by_id/{campusId}: the campus with its school, state and country. */
export function getCampus(
  { api, config }: ApiContext,
  campusId: number,
  signal?: AbortSignal,
): Promise<CampusDetail> {
  return api.request(serviceUrl(config.services.api, 'campus_by_id', campusId), {
    store: 'places',
    auth: false,
    signal,
    parse: placesParser('campus'),
  });
}

export function getCampusQueryOptions(ctx: ApiContext, campusId: number) {
  return queryOptions({
    queryKey: placesQueries.campus(campusId),
    queryFn: ({ signal }) => getCampus(ctx, campusId, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useCampus(campusId: number | null) {
  return useQuery({
    ...getCampusQueryOptions(useServices(), campusId ?? 0),
    enabled: campusId !== null,
  });
}
