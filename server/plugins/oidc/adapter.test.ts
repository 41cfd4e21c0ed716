import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client';
import { createAdapterClass } from './adapter';

describe('the provider storage', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
  });
  afterAll(async () => {
    await database.close();
  });

  // Found by the route fuzz: a sign-out whose `state` held broken Unicode gave a 500.
  it('stores a payload holding request values the database cannot hold, made storable', async () => {
    const Adapter = createAdapterClass(database.db);
    const sessions = new Adapter('Session');
    await sessions.upsert(
      'session-1',
      { uid: 'uid-1', state: { state: 'a\u0000b\ud800c' } } as never,
      60,
    );
    expect(await sessions.find('session-1')).toEqual({
      uid: 'uid-1',
      state: { state: 'ab\uFFFDc' },
    });
  });
});
