import { z } from 'zod';

/** MetaData JSON text of bundles and products, parsed leniently (unknown keys kept out). */
export const metaDataSchema = z
  .object({
    canPurchase: z.boolean().optional(),
    description: z.string().optional(),
    iconURL: z.string().optional(),
    backgroundColor: z.string().optional(),
    tags: z.array(z.string()).optional(),
    workingBench: z.boolean().optional(),
    beta: z.boolean().optional(),
    introVideoID: z.string().optional(),
  })
  .catch({});
export type MetaData = z.infer<typeof metaDataSchema>;

export function parseMetaData(text: string | null | undefined): MetaData {
  if (!text) return {};
  try {
    return metaDataSchema.parse(JSON.parse(text));
  } catch {
    return {};
  }
}

export const productTypeSchema = z.enum(['Bench', 'Worksheets', 'Desktop']);

/** `GET products`, `GET bundles/{bundleId}/products`. MetaData stays JSON text as in the spec. */
export const productSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Url: z.string().nullable(),
  ProductType: productTypeSchema,
  MetaData: z.string(),
  Description: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const bundleSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Price: z.number(),
  ExpirationPeriod: z.number().int(),
  MetaData: z.string(),
});
export type Bundle = z.infer<typeof bundleSchema>;

/** `GET users/{userId}/licenses`. */
export const licenseSchema = z.object({
  Id: z.number().int(),
  activationCode: z.string(),
  BundleId: z.number().int(),
  BundleName: z.string(),
  Status: z.enum(['Issued', 'Active']),
  InsertedOn: z.string(),
  ActivatedOn: z.string().nullable(),
  EndDate: z.string(),
  endDate: z.string(),
});
export type License = z.infer<typeof licenseSchema>;

/** `GET users/{userId}/contracts`. */
export const contractSchema = z.object({
  Id: z.number().int(),
  MultiuseCode: z.string().nullable(),
  EffectiveDate: z.string(),
  EndDate: z.string(),
  ActivationDate: z.string().nullable(),
  ExpirationDate: z.string().nullable(),
  Licenses: z.array(
    z.object({
      Id: z.number().int(),
      ActivationCode: z.string(),
      BundleId: z.number().int(),
      Status: z.enum(['Issued', 'Active', 'Expired']),
      IssuedDate: z.string(),
      ActivatedDate: z.string().nullable(),
      EndDate: z.string(),
      Holder: z.string().nullable(),
    }),
  ),
});
export type Contract = z.infer<typeof contractSchema>;
