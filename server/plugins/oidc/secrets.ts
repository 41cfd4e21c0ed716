import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { loadOrCreateSecret as loadOrCreate } from '../../db/secrets';

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
