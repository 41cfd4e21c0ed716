import { z } from 'zod';
import { SUBDOMAIN_PATTERN } from '../domain/subdomain';
import { idParamSchema, rowId, text } from './primitives';

/**
 * The administrators' area (issue 12 §5): institutions, resellers with their domains and images,
 * and the e-mails kept when no SMTP server is configured, under `/user-api/admin/...`.
 */

export const ADMIN_PAGE_SIZE_MAX = 100;

/** `?offset=0&limit=25&q=...`: one page of a list, optionally filtered by a search text. */
export const adminPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(25),
  q: text().trim().max(200).optional(),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

export const adminIdParamsSchema = z.object({ id: idParamSchema });

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalId = rowId()
  .nullish()
  .transform((value) => value ?? null);

/** An institution's web site: an http(s) URL. */
const websiteUrl = text()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), {
    message: 'must be an http:// or https:// address',
  })
  .nullish()
  .transform((value) => (value ? value : null));

export const INSTITUTION_TYPES = ['school', 'college', 'university', 'district', 'other'] as const;

/** Spec 1 §7: name, regionId, url, type, level, parentId, city, state, country. */
export const institutionBodySchema = z.object({
  name: text().trim().min(1, { message: 'is required' }).max(200),
  regionId: optionalId,
  url: websiteUrl,
  type: z.enum(INSTITUTION_TYPES),
  level: optionalText(100),
  parentId: optionalId,
  city: optionalText(100),
  stateId: optionalId,
  countryId: optionalId,
});
export type InstitutionBody = z.input<typeof institutionBodySchema>;

export const adminInstitutionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  regionId: z.number().int().nullable(),
  regionName: z.string().nullable(),
  url: z.string().nullable(),
  type: z.string(),
  level: z.string().nullable(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  city: z.string().nullable(),
  stateId: z.number().int().nullable(),
  stateName: z.string().nullable(),
  countryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
});
export type AdminInstitution = z.infer<typeof adminInstitutionSchema>;

export const adminInstitutionPageSchema = z.object({
  total: z.number().int(),
  rows: z.array(adminInstitutionSchema),
});
export type AdminInstitutionPage = z.infer<typeof adminInstitutionPageSchema>;

/**
 * A white-label image: a same-origin path (`/resellers/acme-logo.svg`) or an https URL, which is
 * all the CSP's img-src allows.
 */
const imageUrl = text()
  .trim()
  .max(500)
  .refine(
    (value) =>
      value === '' || /^\/(?![/\\])\S*$/.test(value) || /^https:\/\/[^\s/]+\S*$/i.test(value),
    {
      message: 'must be a path on this site (/...) or an https:// address',
    },
  )
  .nullish()
  .transform((value) => (value ? value : null));

export const RESELLER_DOMAINS_MAX = 20;

export const resellerDomainSchema = z
  .string()
  .trim()
  .max(63)
  .regex(SUBDOMAIN_PATTERN, { message: 'must be one sub-domain label (letters, digits, hyphens)' })
  .transform((value) => value.toLowerCase());

export const resellerBodySchema = z.object({
  name: text().trim().min(1, { message: 'is required' }).max(200),
  logoUrl: imageUrl,
  spinnerUrl: imageUrl,
  domains: z
    .array(resellerDomainSchema)
    .max(RESELLER_DOMAINS_MAX)
    .refine((domains) => new Set(domains).size === domains.length, {
      message: 'must not repeat a domain',
    }),
});
export type ResellerBody = z.input<typeof resellerBodySchema>;

export const adminResellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  spinnerUrl: z.string().nullable(),
  domains: z.array(z.string()),
});
export type AdminReseller = z.infer<typeof adminResellerSchema>;
export const adminResellerListSchema = z.array(adminResellerSchema);

export const keptEmailSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
});
export type KeptEmail = z.infer<typeof keptEmailSchema>;

export const keptEmailPageSchema = z.object({
  total: z.number().int(),
  rows: z.array(keptEmailSchema),
});
export type KeptEmailPage = z.infer<typeof keptEmailPageSchema>;

/** A region, state or country to pick in the institution form. */
export const placeOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A state's country (its id in `countries`); null otherwise. */
  countryId: z.number().int().nullable(),
});
export const institutionOptionsSchema = z.object({
  regions: z.array(placeOptionSchema),
  countries: z.array(placeOptionSchema),
  states: z.array(placeOptionSchema),
});
export type InstitutionOptions = z.infer<typeof institutionOptionsSchema>;
