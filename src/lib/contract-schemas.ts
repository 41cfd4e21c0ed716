import { z } from 'zod';
import { contractSchema, licenseSchema, productSchema } from '@common/schemas/catalog';
import { userRoleSchema } from '@common/schemas/users';

export { runtimeConfigSchema } from '@common/schemas/config';
export { userSchema } from '@common/schemas/users';
export { whitelabelSchema } from '@common/schemas/resellers';

export const userRolesSchema = z.array(userRoleSchema);
export const licensesSchema = z.array(licenseSchema);
export const contractsSchema = z.array(contractSchema);
export const productsSchema = z.array(productSchema);
