import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sessionSchema, type Session } from '@common/schemas/lab-book';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { labBookQueries } from './queries';

const sessionsSchema = z.array(sessionSchema);

/** GET {labbookApi}/lab-book/{userId}[/{sinceTimestamp}]: the whole book of a user. */
export function getLabBook(
  { api, config }: ApiContext,
  userId: string,
  options: { since?: number; signal?: AbortSignal } = {},
): Promise<Session[]> {
  const segments: Array<string | number> = ['lab-book', userId];
  if (options.since !== undefined) segments.push(options.since);
  return api.request(serviceUrl(config.services.labbookApi, ...segments), {
    store: 'labBook',
    signal: options.signal,
    parse: (data) => sessionsSchema.parse(data),
  });
}

/**
 * Another user's book (the instructor's view). Kept in the persisted Query cache with
 * networkMode offlineFirst, so a book seen once opens offline.
 */
export function getLabBookQueryOptions(ctx: ApiContext, userId: string) {
  return queryOptions({
    queryKey: labBookQueries.book(userId),
    queryFn: ({ signal }) => getLabBook(ctx, userId, { signal }),
    networkMode: 'offlineFirst',
  });
}

export function useLabBook(userId: string | undefined) {
  const ctx = useServices();
  return useQuery({
    ...getLabBookQueryOptions(ctx, userId ?? ''),
    enabled: Boolean(userId),
  });
}
