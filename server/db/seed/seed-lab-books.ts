import { inArray, sql } from 'drizzle-orm';
import { LAB_VERB_BASE } from '@common/schemas/xapi';
import type { Db } from '../client';
import {
  classGroups,
  labbookActions,
  labbookEntries,
  labbookSessions,
  presets,
  PresetType,
  xapiStatements,
} from '../schema/index';
import { DEMO_USER_IDS } from './demo-users';
import { DEMO_SESSIONS, DEMO_TA_RECORD, type DemoSession } from './lab-book-data';
import { SEED_LOCK_KEY } from './seed-support';

/**
 * Demo lab books, statements and the TA record (lab-book-data.ts). Separate from the school so a
 * database seeded before them gets them too; every row has a fixed id, so it runs on every start.
 */
export async function seedDemoLabBooks(db: Db, publicUrl: string): Promise<void> {
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const groups = await tx
      .select({ id: classGroups.id, accessCode: classGroups.accessCode })
      .from(classGroups)
      .where(inArray(classGroups.accessCode, [...DEMO_TA_RECORD.groups]));
    await tx
      .insert(presets)
      .values({
        uuid: DEMO_TA_RECORD.uuid,
        ownerId: DEMO_USER_IDS[DEMO_TA_RECORD.owner],
        type: PresetType.TaRecord,
        labType: 99,
        name: 'TA record',
        object: JSON.stringify({ TA_Groups: groups.map((g) => g.id) }),
      })
      .onConflictDoNothing();
    for (const session of DEMO_SESSIONS) await insertDemoSession(tx, session, now, publicUrl);
  });
}

async function insertDemoSession(
  tx: Db,
  session: DemoSession,
  now: number,
  publicUrl: string,
): Promise<void> {
  const actorId = DEMO_USER_IDS[session.owner];
  const open = Math.floor((now - session.openedAgoMs) / 60_000) * 60_000;
  const metaData = {
    labType: session.labType,
    version: 1,
    ...(session.xapiSession ? { xapiSession: session.xapiSession } : {}),
  };
  await tx
    .insert(labbookSessions)
    .values({
      id: session.id,
      actorId,
      labType: session.labType,
      open,
      duration: session.durationMs,
      metaData,
      isXapi: Boolean(session.xapiSession),
    })
    .onConflictDoNothing();
  if (session.entries.length > 0) {
    await tx
      .insert(labbookEntries)
      .values(
        session.entries.map((e) => ({
          id: e.id,
          sessionId: session.id,
          actorId,
          authorId: DEMO_USER_IDS[e.author],
          entryType: e.type,
          timestamp: open + e.atMs,
          content: e.content,
        })),
      )
      .onConflictDoNothing();
  }
  if (session.actions.length > 0) {
    await tx
      .insert(labbookActions)
      .values(
        session.actions.map((a) => ({
          id: a.id,
          sessionId: session.id,
          actionType: a.actionType,
          timestamp: open + a.atMs,
          actions: a.actions,
        })),
      )
      .onConflictDoNothing();
  }
  const statements = session.actions.flatMap((a) =>
    a.statementId && session.xapiSession
      ? [demoStatement(a.statementId, a, session, actorId, open, publicUrl)]
      : [],
  );
  if (statements.length > 0)
    await tx.insert(xapiStatements).values(statements).onConflictDoNothing();
}

/** The statement a lab sent for an action item (what the Lab Cam shows). */
function demoStatement(
  id: string,
  action: DemoSession['actions'][number],
  session: DemoSession,
  actorId: string,
  open: number,
  publicUrl: string,
) {
  const timestamp = new Date(open + action.atMs);
  const verbId = `${LAB_VERB_BASE}${action.actionType}`;
  const objectId = `${publicUrl}/labs/density/`;
  const statement = {
    id,
    actor: { objectType: 'Agent', account: { homePage: publicUrl, name: actorId } },
    verb: { id: verbId, display: { 'en-US': action.actionType } },
    object: {
      objectType: 'Activity',
      id: objectId,
      definition: { name: { 'en-US': 'Density' }, labType: session.labType },
    },
    result: { actionType: action.actionType, actions: action.actions },
    context: { registration: session.xapiSession, labType: session.labType },
    timestamp: timestamp.toISOString(),
    stored: timestamp.toISOString(),
  };
  return { id, actorId, verbId, objectId, timestamp, stored: timestamp, statement };
}
