import { z } from 'zod';

export const userIdSchema = z.uuid({ message: 'must be a user id (UUID)' });
/** Path ids; `0` is the spec's "any institution" placeholder. */
export const idParamSchema = z.coerce
  .number({ message: 'must be a whole number' })
  .int({ message: 'must be a whole number' })
  .min(0, { message: 'must be 0 or more' })
  .max(2_147_483_647, { message: 'is too large' });
export const isoDateSchema = z.string().datetime({ offset: true });

/** Body of every 4xx/5xx answer. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
