import { queryOptions } from '@tanstack/react-query';
import { serviceUrl, type ApiContext } from '@/lib/services';
import { userQueries } from './queries';

/**
 * The spec's `taClasses`: the groups of the user's TA record (GET {presetsApi}/userInfo/fetch/
 * {userId}) that are still open and that the user still belongs to (GET {userApi}/institutions/0/
 * classgroups/{userId}/student): a deleted or archived group tutors nobody. Read by hand so the
 * app shell does not wait for the zod contract; anything unreadable counts as no group.
 */
export async function getTaClasses(
  { api, config }: ApiContext,
  userId: string,
  signal?: AbortSignal,
): Promise<number[]> {
  const [records, memberships] = await Promise.all([
    api.request<unknown>(serviceUrl(config.services.presetsApi, 'userInfo', 'fetch', userId), {
      store: 'user',
      signal,
    }),
    api.request<unknown>(
      serviceUrl(config.services.userApi, 'institutions', 0, 'classgroups', userId, 'student'),
      { store: 'user', signal },
    ),
  ]);
  const open = new Set(
    listOf(memberships)
      .filter((group) => group.Status === 'Open')
      .map((group) => Number(group.Id)),
  );
  const groups = new Set<number>();
  for (const record of listOf(records)) {
    for (const id of taGroupsOf(record)) if (open.has(id)) groups.add(id);
  }
  return [...groups].sort((a, b) => a - b);
}

const listOf = (data: unknown): Array<Record<string, unknown>> =>
  Array.isArray(data)
    ? data.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];

function taGroupsOf(record: unknown): number[] {
  if (!record || typeof record !== 'object' || !('object' in record)) return [];
  try {
    const parsed: unknown = JSON.parse(String(record.object));
    const list =
      parsed && typeof parsed === 'object' && 'TA_Groups' in parsed ? parsed.TA_Groups : [];
    return Array.isArray(list)
      ? list.map(Number).filter((id) => Number.isInteger(id) && id > 0)
      : [];
  } catch {
    return [];
  }
}

export function getTaClassesQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: userQueries.taClasses(userId),
    queryFn: ({ signal }) => getTaClasses(ctx, userId, signal),
  });
}
