import { z } from 'zod';
import { storableJson, text } from './primitives';

/** The xAPI 1.0.3 subset the labs send (see shared/reference/protocols.md "xAPI"). */
export const XAPI_VERSION = '1.0.3';

/** Verb ids of lab actions: `<base><actionType>` (state, startup, move, transfer, calibration). */
export const LAB_VERB_BASE = 'https://lab-portal.example/xapi/verbs/';

export { XAPI_EXTENSIONS } from '../domain/xapi-extensions';

/** Actors are the portal's users: `account.homePage` is PUBLIC_URL, `account.name` the userId. */
export const agentSchema = z.object({
  objectType: z.literal('Agent').optional(),
  name: text().max(300).optional(),
  account: z.object({ homePage: text().max(500), name: text().max(100) }),
});

/** Stored whole as `jsonb`: every string and key in it, at any depth, is checked. */
export const statementSchema = z
  .object({
    id: z.uuid().optional(),
    actor: agentSchema,
    verb: z.object({
      id: z.string().max(500),
      display: z.record(z.string(), z.string()).optional(),
    }),
    object: z.object({
      objectType: z.string().optional(),
      id: z.string().max(2000),
      definition: z.record(z.string(), z.unknown()).optional(),
    }),
    result: z.record(z.string(), z.unknown()).optional(),
    context: z.record(z.string(), z.unknown()).optional(),
    timestamp: z.string().datetime({ offset: true }).optional(),
    stored: z.string().optional(),
  })
  .superRefine(storableJson);
export type Statement = z.infer<typeof statementSchema>;

export const statementResultSchema = z.object({
  statements: z.array(statementSchema),
  more: z.string(),
});
