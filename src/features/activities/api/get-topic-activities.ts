import { queryOptions, useQuery } from '@tanstack/react-query';
import { activitiesSchema, type Activity } from '@common/schemas/activities';
import { ApiError } from '@/lib/api-client';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { activityQueries } from './queries';

/** The answer names a failure in its `err` field (spec 3 §7 "an err field is checked"). */
const hasErr = (data: unknown): data is { err: unknown; message?: unknown } =>
  typeof data === 'object' && data !== null && !Array.isArray(data) && 'err' in data;

function parseTopicActivities(data: unknown): Activity[] {
  if (hasErr(data)) {
    const message = typeof data.message === 'string' ? data.message : '';
    throw new Error(`${String(data.err)}${message ? `: ${message}` : ''}`);
  }
  return activitiesSchema.parse(data);
}

/**
 * GET {presetsApi}/topics_activities/{topicId}: a topic's activities. An `err` answer or a 404
 * (the topic is gone) is logged on /debug by the client and shows as no activities (spec 3 §8
 * "Syllabus errors ... logged only").
 */
export async function getTopicActivities(
  { api, config }: ApiContext,
  topicId: number,
  signal?: AbortSignal,
): Promise<Activity[]> {
  try {
    return await api.request(serviceUrl(config.services.presetsApi, 'topics_activities', topicId), {
      store: 'activities',
      signal,
      parse: parseTopicActivities,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || hasErr(error.body))) return [];
    throw error;
  }
}

export function getTopicActivitiesQueryOptions(ctx: ApiContext, topicId: number) {
  return queryOptions({
    queryKey: activityQueries.topicActivities(topicId),
    queryFn: ({ signal }) => getTopicActivities(ctx, topicId, signal),
  });
}

/** The chosen topic's activities; nothing is asked before a topic is chosen. */
export function useTopicActivities(topicId: number | null) {
  return useQuery({
    ...getTopicActivitiesQueryOptions(useServices(), topicId ?? 0),
    enabled: topicId !== null,
  });
}
