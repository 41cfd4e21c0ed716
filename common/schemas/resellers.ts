import { z } from 'zod';
import { SUBDOMAIN_PATTERN } from '../domain/subdomain';

/** `GET resellers/whitelabel?domain={subdomain}` (spec 1 §7). */
export const whitelabelQuerySchema = z.object({
  domain: z.string().max(63).regex(SUBDOMAIN_PATTERN),
});

/**
 * Spec 1 §3 "Reseller whitelabel": LogoUrl, SpinnerUrl; Name is added so the logo's alt text can
 * name the reseller.
 */
export const whitelabelSchema = z.object({
  Name: z.string(),
  LogoUrl: z.string().nullable(),
  SpinnerUrl: z.string().nullable(),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;
