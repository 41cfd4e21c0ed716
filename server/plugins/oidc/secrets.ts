import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema/index';

/**
 * A secret made once and kept in the database, so restarts keep sessions and tokens valid and
 * every instance signs with the same keys. The first instance to insert wins.
 */
async function loadOrCreate<T>(db: Db, name: string, create: () => T): Promise<T> {
  await db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value as T;
}

export interface OidcSecrets {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
}

export async function loadOidcSecrets(db: Db): Promise<OidcSecrets> {
  const jwks = await loadOrCreate(db, 'oidc_jwks', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    return { keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' }] };
  });
  const cookieKeys = await loadOrCreate(db, 'oidc_cookie_keys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
}
