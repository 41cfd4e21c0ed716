import { z } from 'zod';
import { text, userIdSchema } from './primitives';

/** Spec 1 §3 License status; Expired is derived from an end date in the past. */
export const licenseStatusSchema = z.enum(['Issued', 'Active', 'Expired']);
export type LicenseStatus = z.infer<typeof licenseStatusSchema>;

/**
 * `GET users/{userId}/license/details` (spec 1 §2 "License details"): each license with its
 * activationCode, endDate and bundles (bundleId, bundleName, summary).
 */
export const licenseDetailSchema = z.object({
  licenseId: z.number().int(),
  activationCode: z.string(),
  Status: licenseStatusSchema,
  InsertedOn: z.string(),
  ActivatedOn: z.string().nullable(),
  endDate: z.string(),
  bundles: z.array(
    z.object({ bundleId: z.number().int(), bundleName: z.string(), summary: z.string() }),
  ),
});
export type LicenseDetail = z.infer<typeof licenseDetailSchema>;
export const licenseDetailsSchema = z.array(licenseDetailSchema);

/** Longest code accepted; real codes are far shorter. */
export const ACTIVATION_CODE_MAX = 64;

/** `POST licenses/activate` (spec 1 §7): the code is trimmed (spec 1 §5). */
export const activateLicenseBodySchema = z.object({
  userId: userIdSchema,
  activationCode: text({ message: 'Please enter a valid code' })
    .trim()
    .min(1, { message: 'Please enter a valid code' })
    .max(ACTIVATION_CODE_MAX, { message: 'Please enter a valid code' }),
});
export type ActivateLicenseBody = z.input<typeof activateLicenseBodySchema>;

export const activateLicenseResponseSchema = z.object({ licenseId: z.number().int() });
export type ActivateLicenseResponse = z.infer<typeof activateLicenseResponseSchema>;
