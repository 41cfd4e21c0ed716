import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { statementSchema, type Statement } from '@common/schemas/xapi';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { labBookQueries } from './queries';

/** A list, or an xAPI StatementResult ({statements, more}). */
const timeframeSchema = z.union([
  z.array(statementSchema),
  z.object({ statements: z.array(statementSchema) }).transform((result) => result.statements),
]);

/**
 * GET {xapi}/timeframe/{actorId}/{open}/{duration}: the raw activity statements of one session
 * (the Lab Cam).
 */
export function getTimeframe(
  { api, config }: ApiContext,
  actorId: string,
  open: number,
  duration: number,
  signal?: AbortSignal,
): Promise<Statement[]> {
  return api.request(serviceUrl(config.services.xapi, 'timeframe', actorId, open, duration), {
    store: 'labBook',
    xapi: true,
    signal,
    parse: (data) => timeframeSchema.parse(data),
  });
}

export function getTimeframeQueryOptions(
  ctx: ApiContext,
  actorId: string,
  open: number,
  duration: number,
) {
  return queryOptions({
    queryKey: labBookQueries.timeframe(actorId, open, duration),
    queryFn: ({ signal }) => getTimeframe(ctx, actorId, open, duration, signal),
    // Spec 2 §8: a failed statement load is retried once.
    retry: 1,
  });
}

export function useTimeframe(
  session: { actorId: string; open: number; duration: number } | undefined,
) {
  const ctx = useServices();
  return useQuery({
    ...getTimeframeQueryOptions(
      ctx,
      session?.actorId ?? '',
      session?.open ?? 0,
      Math.max(0, session?.duration ?? 0),
    ),
    enabled: Boolean(session),
  });
}
