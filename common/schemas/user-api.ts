import { z } from 'zod';
import { idParamSchema, userIdSchema } from './primitives';

/** Path parameters of the user API (spec 1 §7). */
export const userParamsSchema = z.object({ userId: userIdSchema });
export const userContractParamsSchema = z.object({
  userId: userIdSchema,
  contractId: idParamSchema,
});
export const bundleParamsSchema = z.object({ bundleId: idParamSchema });

/** `GET institutions/regions`: USA, Canada and ids above 8 are selectable countries (spec 1 §9). */
export const regionSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
});
export type Region = z.infer<typeof regionSchema>;
