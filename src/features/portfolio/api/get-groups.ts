import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientGroupSchema, type ClientGroup } from '@common/schemas/groups';
import { ApiError } from '@/lib/api-client';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { portfolioQueries } from './queries';

const groupsSchema = z.array(clientGroupSchema);

/** The groups the viewer teaches, or null when the server has no groups API (404). */
export type PortfolioGroups = ClientGroup[] | null;

/** GET {userApi}/institutions/{institutionId}/classgroups/{userId}/owner (owned, co-taught, tutored). */
export async function getGroups(
  { api, config }: ApiContext,
  institutionId: number,
  userId: string,
  signal?: AbortSignal,
): Promise<PortfolioGroups> {
  const url = serviceUrl(
    config.services.userApi,
    'institutions',
    institutionId,
    'classgroups',
    userId,
    'owner',
  );
  try {
    return await api.request(url, {
      store: 'portfolio',
      signal,
      parse: (data) => groupsSchema.parse(data),
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

export function getGroupsQueryOptions(ctx: ApiContext, institutionId: number, userId: string) {
  return queryOptions({
    queryKey: portfolioQueries.groups(institutionId, userId),
    // Groups change on the Groups screen: asked again whenever the Portfolio opens.
    staleTime: 0,
    queryFn: ({ signal }) => getGroups(ctx, institutionId, userId, signal),
  });
}

export function usePortfolioGroups(institutionId: number, userId: string) {
  return useQuery(getGroupsQueryOptions(useServices(), institutionId, userId));
}
