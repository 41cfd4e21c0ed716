import { z } from 'zod';
import { contractSchema, licenseSchema, productSchema } from '@common/schemas/catalog';
import { userRoleSchema } from '@common/schemas/users';

export { runtimeConfigSchema } from '@common/schemas/config';
export { userSchema } from '@common/schemas/users';
export { whitelabelSchema } from '@common/schemas/resellers';

/**
 * An array of any schema, for callers that load zod lazily. They must never `import('zod')`:
 * a dynamic import needs zod's whole namespace (every locale, JSON Schema), ~90 KB gzip instead
 * of ~25 KB, in the chunk every API call loads.
 */
export const arrayOf = <T extends z.ZodType>(schema: T) => z.array(schema);

export const userRolesSchema = z.array(userRoleSchema);
export const licensesSchema = z.array(licenseSchema);
export const contractsSchema = z.array(contractSchema);
export const productsSchema = z.array(productSchema);
