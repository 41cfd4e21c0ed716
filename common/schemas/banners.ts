import { z } from 'zod';
import { idParamSchema, text, userIdSchema } from './primitives';

/**
 * Banner messages (spec 2 §3, §7 `GET api/banners/{1|2}`) and their administration under
 * `/user-api/admin/banners` (issue 12 §4).
 */

/** Spec 2 §6: instructors read list 1, everyone else list 2. */
export const BANNER_LISTS = [1, 2] as const;
export type BannerList = (typeof BANNER_LISTS)[number];

/**
 * 'All' or a named route of spec 1 §2 that shows the banner area (Profile, Debug, Purchase and
 * Checkout never show it). LabBook is not named by the spec; it is added so the lab book can
 * have its own banners.
 */
export const BANNER_PAGES = [
  'All',
  'Labs',
  'LabsPlus',
  'LabBook',
  'Portfolio',
  'Activities',
  'Assignments',
  'Groups',
  'Proxy',
  'dashboard',
] as const;
export type BannerPage = (typeof BANNER_PAGES)[number];

/** The interface languages (spec 1 §1); a banner is in one of them. */
export const BANNER_LANGUAGES = ['en', 'es', 'pt'] as const;

export const BANNER_LIMITS = {
  title: 120,
  description: 1000,
  url: 2000,
  urlText: 80,
  videos: 10,
  videoText: 120,
} as const;

export const bannerListParamsSchema = z.object({
  list: z.enum(['1', '2'], { message: 'must be 1 (instructors) or 2 (everyone else)' }),
});

/** Only http(s) addresses are links: no `javascript:` or `data:` in a banner. */
export const httpUrlSchema = text()
  .trim()
  .max(BANNER_LIMITS.url)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
    message: 'must be an http:// or https:// address',
  });

export const bannerVideoSchema = z.object({
  text: text().trim().min(1, { message: 'is required' }).max(BANNER_LIMITS.videoText),
  url: httpUrlSchema,
});
export type BannerVideo = z.infer<typeof bannerVideoSchema>;

/** A banner as the public call answers it; videoInfo is sent as a list, not JSON text. */
export const bannerSchema = z.object({
  id: z.number().int(),
  lang: z.string(),
  page: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  urlText: z.string().nullable(),
  color: z.number().int(),
  videoInfo: z.array(z.object({ text: z.string(), url: z.string() })),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersSchema = z.array(bannerSchema);

/** As administrators see it: with its list and schedule. */
export const adminBannerSchema = bannerSchema.extend({
  list: z.number().int(),
  showFrom: z.string().nullable(),
  showUntil: z.string().nullable(),
  updatedOn: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannersSchema = z.array(adminBannerSchema);

/** A schedule bound: an ISO time with offset, within what a database and a person can mean. */
const scheduleTimeSchema = z
  .string()
  .datetime({ offset: true, message: 'must be a date and time (ISO 8601)' })
  .refine(
    (value) => {
      const time = new Date(value);
      const year = time.getUTCFullYear();
      return !Number.isNaN(time.getTime()) && year >= 1970 && year <= 9999;
    },
    { message: 'must be a date between 1970 and 9999' },
  )
  .nullable();

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

/** `POST` and `PUT` (the whole banner each time). */
export const bannerBodySchema = z
  .object({
    list: z.union([z.literal(1), z.literal(2)], { message: 'must be 1 or 2' }),
    lang: z.enum(BANNER_LANGUAGES, { message: `must be one of ${BANNER_LANGUAGES.join(', ')}` }),
    page: z.enum(BANNER_PAGES, { message: `must be one of ${BANNER_PAGES.join(', ')}` }),
    title: text().trim().min(1, { message: 'is required' }).max(BANNER_LIMITS.title),
    description: text().trim().max(BANNER_LIMITS.description).default(''),
    url: httpUrlSchema
      .nullable()
      .or(z.literal('').transform(() => null))
      .default(null),
    urlText: optionalText(BANNER_LIMITS.urlText).default(null),
    color: z
      .number({ message: 'must be a whole number' })
      .int({ message: 'must be a whole number' })
      .min(0, { message: 'must be 0 or more' })
      .max(1000, { message: 'must be at most 1000' }),
    videoInfo: z.array(bannerVideoSchema).max(BANNER_LIMITS.videos).default([]),
    showFrom: scheduleTimeSchema.default(null),
    showUntil: scheduleTimeSchema.default(null),
    /** The api client adds the caller's id to every body. */
    userId: userIdSchema.optional(),
  })
  .refine(
    (banner) =>
      !banner.showFrom ||
      !banner.showUntil ||
      new Date(banner.showFrom).getTime() < new Date(banner.showUntil).getTime(),
    { path: ['showUntil'], message: 'must be after the start (from)' },
  );
export type BannerBody = z.input<typeof bannerBodySchema>;
export type BannerInput = z.output<typeof bannerBodySchema>;

export const bannerParamsSchema = z.object({ bannerId: idParamSchema });
