import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectionIdSchema } from '@common/schemas/functions';
import { connectionIdsWithKey } from './connection-id';

const ANA = '5eed0000-0000-4000-8000-000000000001';
const BEN = '5eed0000-0000-4000-8000-000000000002';

describe('auth-socket connection ids', () => {
  const ids = connectionIdsWithKey(randomBytes(32));

  it('belong to the user they were issued to, and only to them', () => {
    const id = ids.issue(ANA);
    expect(connectionIdSchema.safeParse(id).success).toBe(true);
    expect(ids.belongsTo(id, ANA)).toBe(true);
    expect(ids.belongsTo(id, ANA.toUpperCase())).toBe(true);
    expect(ids.belongsTo(id, BEN)).toBe(false);
    expect(ids.issue(ANA)).not.toBe(id);
  });

  it('refuses forged, edited or foreign-key ids', () => {
    const id = ids.issue(ANA);
    const [nonce, sig] = id.split('.') as [string, string];
    expect(ids.belongsTo(`${nonce}x.${sig}`, ANA)).toBe(false);
    expect(ids.belongsTo(`${nonce}.${sig.slice(1)}`, ANA)).toBe(false);
    expect(ids.belongsTo(`${id}.extra`, ANA)).toBe(false);
    expect(ids.belongsTo(nonce, ANA)).toBe(false);
    expect(connectionIdsWithKey(randomBytes(32)).belongsTo(id, ANA)).toBe(false);
  });
});
