import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mergeLegacyFields, type LegacyProblem } from '@common/domain/legacy-session';
import { actionItemSchema, sessionSchema, type Session } from '@common/schemas/lab-book';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { labBookQueries } from './queries';

/**
 * Sessions as read: a statement of a kind the portal does not know (an older lab, a legacy host)
 * is kept and shown as it came (the list logs it), never a reason to refuse the whole book.
 */
const sessionsSchema = z.array(
  sessionSchema.extend({
    actions: z.object({
      detail: z.array(actionItemSchema.extend({ actionType: z.string().min(1).max(100) })),
    }),
  }),
);

/** GET {labbookApi}/lab-book/{userId}[/{sinceTimestamp}]: the whole book of a user. */
export function getLabBook(
  { api, config }: ApiContext,
  userId: string,
  options: {
    since?: number;
    signal?: AbortSignal;
    /** A legacy field that could not be read (spec 2 §3: base64 JSON lists). */
    onLegacyProblem?: (problem: LegacyProblem, sessionId: unknown) => void;
  } = {},
): Promise<Session[]> {
  const segments: Array<string | number> = ['lab-book', userId];
  if (options.since !== undefined) segments.push(options.since);
  const readLegacy = (value: unknown) => {
    const { session, problems } = mergeLegacyFields(value);
    const id = (session as { id?: unknown } | null)?.id;
    problems.forEach((problem) => options.onLegacyProblem?.(problem, id));
    return session;
  };
  return api.request(serviceUrl(config.services.labbookApi, ...segments), {
    store: 'labBook',
    signal: options.signal,
    // Only the display reads an unknown kind, and it reads any text.
    parse: (data) =>
      sessionsSchema.parse(Array.isArray(data) ? data.map(readLegacy) : data) as Session[],
  });
}

/**
 * Another user's book (the instructor's view). Kept in the persisted Query cache with
 * networkMode offlineFirst, so a book seen once opens offline.
 */
export function getLabBookQueryOptions(
  ctx: ApiContext,
  userId: string,
  onLegacyProblem?: (problem: LegacyProblem, sessionId: unknown) => void,
) {
  return queryOptions({
    queryKey: labBookQueries.book(userId),
    queryFn: ({ signal }) => getLabBook(ctx, userId, { signal, onLegacyProblem }),
    networkMode: 'offlineFirst',
  });
}

export function useLabBook(userId: string | undefined) {
  const services = useServices();
  return useQuery({
    ...getLabBookQueryOptions(services, userId ?? '', (problem, sessionId) =>
      services.errorLog.record({
        store: 'labBook',
        method: 'legacyFields',
        params: String(sessionId),
        error: problem.message,
      }),
    ),
    enabled: Boolean(userId),
  });
}
