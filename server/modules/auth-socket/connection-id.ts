import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { loadOrCreateSecret } from '../../db/secrets';

/**
 * Auth-socket connection ids (the spec's `wsId`) that carry their owner: `<nonce>.<HMAC(user,
 * nonce)>`. Any instance can tell whether an id was given to a user without shared memory, so
 * `POST /functions/pdf` refuses another user's connection (403) wherever that socket lives.
 */
export interface ConnectionIds {
  issue(userId: string): string;
  belongsTo(connectionId: string, userId: string): boolean;
}

export function connectionIdsWithKey(key: Buffer): ConnectionIds {
  const mac = (userId: string, nonce: string) =>
    createHmac('sha256', key).update(`${userId.toLowerCase()}\n${nonce}`).digest('base64url');
  return {
    issue(userId) {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${mac(userId, nonce)}`;
    },
    belongsTo(connectionId, userId) {
      const [nonce, signature, ...rest] = connectionId.split('.');
      if (!nonce || !signature || rest.length > 0) return false;
      const expected = Buffer.from(mac(userId, nonce));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The key is kept in the database, shared by every instance. */
export async function loadConnectionIds(db: Db): Promise<ConnectionIds> {
  const key = await loadOrCreateSecret(db, 'socket_connection_key', () =>
    randomBytes(32).toString('base64url'),
  );
  return connectionIdsWithKey(Buffer.from(key, 'base64url'));
}
