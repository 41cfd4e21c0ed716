import { z } from 'zod';
import { idParamSchema, rowId, text, userIdSchema } from './primitives';

/**
 * LMS connections (spec 1 §7 "LTI1 settings (key, secret, status), autoprovision") under
 * `/user-api/lti1-settings`, and the frame handler of the auth server (spec 2 §7
 * `GET iframehandler/{userId}`). Issue 11 §6.
 */

export const LTI_CONSUMER_STATUSES = ['Active', 'Inactive'] as const;
export const ltiConsumerStatusSchema = z.enum(LTI_CONSUMER_STATUSES);
export type LtiConsumerStatus = z.infer<typeof ltiConsumerStatusSchema>;

/** Consumer keys: 3 to 64 letters, digits, '.', '_' or '-' (they travel in signed forms). */
export const LTI_CONSUMER_KEY_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
export const LTI_CONSUMER_KEY_TEXT =
  "The consumer key must be 3 to 64 characters: letters, numbers, '.', '_' or '-'.";

export const ltiConsumerKeySchema = text()
  .trim()
  .regex(LTI_CONSUMER_KEY_PATTERN, { message: LTI_CONSUMER_KEY_TEXT });

/** A connection as listed: the secret is never answered again after it was shown once. */
export const ltiConsumerSchema = z.object({
  id: z.number().int(),
  institutionId: z.number().int(),
  institutionName: z.string(),
  consumerKey: z.string(),
  /** The secret's last 4 characters behind bullets, e.g. `••••••••3fQa`. */
  secretHint: z.string(),
  status: ltiConsumerStatusSchema,
  autoprovision: z.boolean(),
});
export type LtiConsumer = z.infer<typeof ltiConsumerSchema>;

export const ltiInstitutionSchema = z.object({ id: z.number().int(), name: z.string() });
export type LtiInstitution = z.infer<typeof ltiInstitutionSchema>;

/** `GET lti1-settings`: the connections of the institutions the caller administers. */
export const ltiSettingsSchema = z.object({
  /** The address to give the LMS (its "launch URL"). */
  launchUrl: z.string(),
  institutions: z.array(ltiInstitutionSchema),
  consumers: z.array(ltiConsumerSchema),
});
export type LtiSettings = z.infer<typeof ltiSettingsSchema>;

/** `POST lti1-settings`. The secret is made by the server; a blank key is made too. */
export const createLtiConsumerBodySchema = z.object({
  institutionId: rowId(),
  consumerKey: ltiConsumerKeySchema.optional().or(z.literal('').transform(() => undefined)),
  status: ltiConsumerStatusSchema.default('Active'),
  autoprovision: z.boolean().default(false),
  /** The api client adds the caller's id to every body. */
  userId: userIdSchema.optional(),
});
export type CreateLtiConsumerBody = z.input<typeof createLtiConsumerBodySchema>;

/** `PUT lti1-settings/{id}`: only what is sent changes; `regenerateSecret` makes a new one. */
export const updateLtiConsumerBodySchema = z.object({
  consumerKey: ltiConsumerKeySchema.optional(),
  status: ltiConsumerStatusSchema.optional(),
  autoprovision: z.boolean().optional(),
  regenerateSecret: z.boolean().optional(),
  userId: userIdSchema.optional(),
});
export type UpdateLtiConsumerBody = z.input<typeof updateLtiConsumerBodySchema>;

/** Answer of a create or update; `secret` only when one was made (shown once). */
export const ltiConsumerSavedSchema = z.object({
  consumer: ltiConsumerSchema,
  secret: z.string().optional(),
});
export type LtiConsumerSaved = z.infer<typeof ltiConsumerSavedSchema>;

export const ltiConsumerParamsSchema = z.object({ consumerId: idParamSchema });

/** `GET /auth/iframehandler/{userId}` (spec 2 §7): where the last LMS launch asked to go. */
export const iframeHandlerSchema = z.object({ redirect: z.string().nullable() });
export type IframeHandler = z.infer<typeof iframeHandlerSchema>;
export const iframeHandlerParamsSchema = z.object({ userId: userIdSchema });
