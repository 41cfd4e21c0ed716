import { z } from 'zod';
import { MAX_QUANTITY } from '../domain/purchase';
import { INT4_MAX, isoDateSchema, text } from './primitives';

export const PURCHASE_LANGUAGES = ['en', 'es', 'pt'] as const;

/** Most bundles in one purchase (there are far fewer purchasable bundles). */
export const MAX_BUNDLES_PER_PURCHASE = 20;

/**
 * `POST users/{userId}/charge` (spec 1 §3 Purchase request). Prices are never sent: the server
 * takes them from its own bundles. `batch`: codes for others (listed, not activated).
 */
export const chargeBodySchema = z.object({
  bundleIds: z
    .array(z.number().int().min(1).max(INT4_MAX), { message: 'Choose at least one bundle' })
    .min(1, { message: 'Choose at least one bundle' })
    .max(MAX_BUNDLES_PER_PURCHASE),
  quantity: z
    .number()
    .int({ message: 'Quantity must be a whole number' })
    .min(1, { message: 'Quantity must be at least 1' })
    .max(MAX_QUANTITY, { message: `Quantity must be at most ${MAX_QUANTITY}` }),
  effectiveDate: isoDateSchema.optional(),
  institutionId: z.number().int().min(0).max(INT4_MAX).nullable().optional(),
  batch: z.boolean().default(false),
  /** The e-mail's language; else the lab_language cookie, then Accept-Language. */
  lang: z.enum(PURCHASE_LANGUAGES).optional(),
  chargeRequest: z.object({
    name: text().trim().min(1, { message: 'Name on Card is required.' }).max(200),
    email: z.string().max(320).optional(),
    engravingText: text().max(200).optional(),
    token_from_stripe: z
      .string()
      .regex(/^tok_[A-Za-z0-9_]{1,200}$/, { message: 'The card token is not valid' }),
  }),
});
export type ChargeBody = z.input<typeof chargeBodySchema>;
export type ChargeInput = z.output<typeof chargeBodySchema>;

/** The client's idempotency key: a retried purchase is charged once. */
export const chargeHeadersSchema = z.object({
  'idempotency-key': z
    .string({ message: 'The Idempotency-Key header is required' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: 'The Idempotency-Key header is not valid' }),
});

export const issuedCodeSchema = z.object({
  ActivationCode: z.string(),
  LicenseId: z.number().int(),
  BundleId: z.number().int(),
  BundleName: z.string(),
});
export type IssuedCode = z.infer<typeof issuedCodeSchema>;

/** Spec 1 §3 Charge response: `result[0].ActivationCode` is the first code. */
export const chargeResponseSchema = z.object({
  result: z.array(issuedCodeSchema),
  amount: z.string(),
  isBatch: z.boolean(),
  isTestMode: z.boolean(),
});
export type ChargeResponse = z.infer<typeof chargeResponseSchema>;
