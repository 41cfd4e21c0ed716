import { serviceUrl, type ApiContext } from '@/lib/services';

/** POST {userApi}/users/{userId}/discourseurl {payload, sig}: the forum URL to go to (spec 1 §7). */
export function getDiscourseUrl(
  { api, config }: ApiContext,
  userId: string,
  forum: { payload: string; sig: string },
): Promise<string> {
  return api.request(serviceUrl(config.services.userApi, 'users', userId, 'discourseurl'), {
    store: 'community',
    method: 'POST',
    body: { payload: forum.payload, sig: forum.sig },
    // Only an http(s) URL is followed.
    parse: async (data) => (await import('@common/schemas/community')).forumUrlSchema.parse(data),
  });
}
