import { z } from 'zod';

/**
 * `POST users/{userId}/discourseurl` (spec 1 §7): the forum's `sso` and `sig` as received. Empty
 * strings pass the schema so an unconfigured community answers 404 before anything else.
 */
export const discourseUrlBodySchema = z.object({
  payload: z.string().max(4096),
  sig: z.string().max(128),
});
export type DiscourseUrlBody = z.infer<typeof discourseUrlBodySchema>;

/** The answer is the forum URL the browser goes to. */
export const discourseUrlResponseSchema = z.string();

/** What the page follows: an http(s) URL only. */
export const forumUrlSchema = z.url({ protocol: /^https?$/ });
