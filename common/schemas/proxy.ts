import { z } from 'zod';
import { text, userIdSchema } from './primitives';

/** The request header that makes a support user's request one made as the proxied user. */
export const PROXY_HEADER = 'x-proxy-session';

/** The most rows a search answers (spec 1 §7 asks for `limit=1000`). */
export const USER_SEARCH_MAX = 1000;

const flag = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .transform((v) => v === 'true');

/** `GET users/search?email&username&full=true&offset=0&limit=1000` (spec 1 §7), support only. */
export const userSearchQuerySchema = z.object({
  email: text().trim().max(254).optional(),
  username: text().trim().max(100).optional(),
  /** Also match first and last names with the username text. */
  full: flag.optional(),
  offset: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be 0 or more' })
    .max(2_147_483_647, { message: 'is too large' })
    .default(0),
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be 1 or more' })
    .max(USER_SEARCH_MAX, { message: `must be at most ${USER_SEARCH_MAX}` })
    .default(USER_SEARCH_MAX),
});

/** One search row: "results with e-mail and username" (spec 1 §2). */
export const userSearchRowSchema = z.object({
  UserId: z.string(),
  Email: z.string(),
  UserName: z.string(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
});
export type UserSearchRow = z.infer<typeof userSearchRowSchema>;
export const userSearchResultSchema = z.array(userSearchRowSchema);

/** `POST /user-api/proxy/sessions`: read-only is the default (spec 1 §4). */
export const startProxyBodySchema = z.object({
  targetUserId: userIdSchema,
  readOnly: z.boolean().default(true),
});

export const proxySessionSchema = z.object({
  proxySessionId: z.number().int(),
  /** Sent back as the `X-Proxy-Session` header; answered once, stored only as a SHA-256. */
  proxyToken: z.string(),
  readOnly: z.boolean(),
  user: userSearchRowSchema,
});
export type ProxySession = z.infer<typeof proxySessionSchema>;

export const proxySessionParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be 1 or more' })
    .max(2_147_483_647, { message: 'is too large' }),
});

export const endedProxySchema = z.object({ ended: z.literal(true) });
