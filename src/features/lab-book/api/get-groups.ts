import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientGroupSchema, type ClientGroup } from '@common/schemas/groups';
import { ApiError } from '@/lib/api-client';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { labBookQueries } from './queries';

/** The group fields the lab-book filters read (spec 1 §3 "Group"), read leniently. */
export type LabBookGroup = ClientGroup;
const groupsSchema = z.array(clientGroupSchema);

/** The groups list, or null when the server has no groups API yet (404). */
export type GroupsAnswer = LabBookGroup[] | null;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404;
}

/** GET {userApi}/institutions/{institutionId}/classgroups/{userId}/owner. */
export async function getGroups(
  { api, config }: ApiContext,
  institutionId: number,
  userId: string,
  signal?: AbortSignal,
): Promise<GroupsAnswer> {
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
      store: 'groups',
      signal,
      parse: (data) => groupsSchema.parse(data),
    });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function getGroupsQueryOptions(ctx: ApiContext, institutionId: number, userId: string) {
  return queryOptions({
    queryKey: labBookQueries.groups(institutionId, userId),
    // Asked again whenever the book opens: groups change on the Groups screen (another feature).
    staleTime: 0,
    queryFn: ({ signal }) => getGroups(ctx, institutionId, userId, signal),
  });
}

export function useGroups(institutionId: number, userId: string, enabled: boolean) {
  return useQuery({ ...getGroupsQueryOptions(useServices(), institutionId, userId), enabled });
}
