import { queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { clientGroupStudentSchema, type ClientGroupStudent } from '@common/schemas/groups';
import { ApiError } from '@/lib/api-client';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { labBookQueries } from './queries';

/** Spec 2 §3 "Student" (the fields the student selector reads), read leniently. */
export type GroupStudent = ClientGroupStudent;
const studentsSchema = z.array(clientGroupStudentSchema);

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404;
}

/**
 * GET {userApi}/institutions/{institutionId}/classgroups/{groupId}/students. A 404 (no groups API
 * on the server yet, or no such group) reads as no students.
 */
export async function fetchGroupStudents(
  { api, config }: ApiContext,
  institutionId: number,
  groupId: number,
  signal?: AbortSignal,
): Promise<GroupStudent[]> {
  const url = serviceUrl(
    config.services.userApi,
    'institutions',
    institutionId,
    'classgroups',
    groupId,
    'students',
  );
  try {
    return await api.request(url, {
      store: 'groups',
      signal,
      parse: (data) => studentsSchema.parse(data),
    });
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

export function getGroupStudentsQueryOptions(
  ctx: ApiContext,
  institutionId: number,
  groupId: number,
) {
  return queryOptions({
    queryKey: labBookQueries.groupStudents(institutionId, groupId),
    queryFn: ({ signal }) => fetchGroupStudents(ctx, institutionId, groupId, signal),
  });
}

/**
 * The students of several groups, loaded as a queue; `progress` is the percentage of groups
 * answered (spec 2: "lab book progress, when loading a queue of users, shows a percentage").
 */
export function useGroupsStudents(institutionId: number, groupIds: readonly number[]) {
  const ctx = useServices();
  return useQueries({
    queries: groupIds.map((groupId) => getGroupStudentsQueryOptions(ctx, institutionId, groupId)),
    combine: combineStudents,
  });
}

// Module level, so useQueries keeps one combined result while the queries do not change.
function combineStudents(
  results: Array<{ data?: GroupStudent[]; isPending: boolean; isError: boolean }>,
) {
  return {
    students: results.flatMap((result) => result.data ?? []),
    done: results.filter((result) => !result.isPending).length,
    total: results.length,
    isError: results.some((result) => result.isError),
  };
}
