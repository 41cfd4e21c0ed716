import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { labBookDbName, openLabBookDb } from './lab-book-db';

describe('the device database', () => {
  it('an app upgrade (schema v1 -> v2) keeps every queued row, record and file', async () => {
    const factory = new IDBFactory();
    const sub = 'student-1';
    // The first released schema, exactly as it was.
    const v1 = new Dexie(labBookDbName(sub), { indexedDB: factory, IDBKeyRange });
    v1.version(1).stores({
      sessions: 'id, actorId, [actorId+open], labType, sync',
      entries: 'id, sessionId, actorId, [actorId+timestamp], sync',
      files: 'id, sessionId',
      outbox: '++seq, sessionId, state, nextTryAt',
      meta: 'key',
    });
    await v1.table('entries').add({ id: 'e1', sessionId: 's1', actorId: sub, sync: 'pending' });
    await v1
      .table('files')
      .add({ id: 'f1', sessionId: 's1', entryId: 'e1', blob: new Blob(['x']) });
    await v1.table('outbox').bulkAdd([
      { op: 'upload-file', sessionId: 's1', entityId: 'f1', state: 'queued' },
      { op: 'update-session', sessionId: 's1', entityId: 'e1', state: 'dead' },
    ]);
    v1.close();

    const db = openLabBookDb(sub, factory);
    expect(await db.outbox.count()).toBe(2);
    expect((await db.outbox.toArray()).map((row) => [row.seq, row.state])).toEqual([
      [1, 'queued'],
      [2, 'dead'],
    ]);
    expect(await db.files.where('entryId').equals('e1').count()).toBe(1);
    expect(await db.entries.get('e1')).toMatchObject({ sync: 'pending' });
    expect(db.verno).toBe(2);
    db.close();
  });

  it('each user has a database of their own, named by the OIDC sub', () => {
    expect(labBookDbName('5eed0000-0000-4000-8000-000000000001')).toBe(
      'lab-portal-5eed0000-0000-4000-8000-000000000001',
    );
  });
});
