import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { labBookQueries } from './queries';

/**
 * The few group fields the lab-book filters read (spec 1 §3 "Group"). The groups issue brings the
 * full contract (common/schemas/groups.ts); until then this reads leniently.
 */
const groupSchema = z.object({
  Id: z.coerce.number().int(),
  Name: z.string(),
  Status: z.string().nullish(),
  isTA: z.boolean().optional(),
  isStudent: z.boolean().optional(),
  isInstructor: z.boolean().optional(),
  coInstructor: z.boolean().optional(),
});
export type LabBookGroup = z.infer<typeof groupSchema>;
const groupsSchema = z.array(groupSchema);

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
    queryFn: ({ signal }) => getGroups(ctx, institutionId, userId, signal),
  });
}

export function useGroups(institutionId: number, userId: string, enabled: boolean) {
  return useQuery({ ...getGroupsQueryOptions(useServices(), institutionId, userId), enabled });
}
