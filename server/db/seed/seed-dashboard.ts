import { and, eq, inArray, sql } from 'drizzle-orm';
import { RoleId } from '@common/domain/roles';
import type { Db } from '../client';
import {
  bundles,
  campuses,
  classGroupMembers,
  classGroups,
  institutions,
  labbookActions,
  labbookEntries,
  labbookSessions,
  licenses,
  userRoles,
  users,
} from '../schema/index';
import { DASHBOARD_GROUPS, DASHBOARD_STUDENTS, dashboardSessions } from './dashboard-data';
import { DEMO_USER_IDS } from './demo-users';
import { DEMO_SCHOOL_NAME } from './places-data';
import { DAY_MS, SEED_LOCK_KEY } from './seed-support';

/**
 * The demo instructor's dashboard classes (dashboard-data.ts). Runs on every start after the demo
 * school: rows have fixed ids (groups their access codes) and are inserted only when missing, so
 * a database seeded before them gets them once. The students share the demo users' password hash
 * (the seed hashes once) and hold a Full Suite license outside the demo contract.
 */
export async function seedDemoDashboard(db: Db): Promise<void> {
  const sessions = dashboardSessions();
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [done] = await tx
      .select({ id: labbookSessions.id })
      .from(labbookSessions)
      .where(eq(labbookSessions.id, sessions.at(-1)!.id));
    if (done) return;
    const [school] = await tx
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.name, DEMO_SCHOOL_NAME));
    const [model] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, DEMO_USER_IDS.student));
    const [fullSuite] = await tx
      .select({ id: bundles.id, days: bundles.expirationPeriod })
      .from(bundles)
      .where(eq(bundles.name, 'Full Suite'));
    if (!school || !model || !fullSuite) return;
    const campusRows = await tx
      .select({ id: campuses.id, name: campuses.locationName })
      .from(campuses)
      .where(eq(campuses.institutionId, school.id));
    const campusId = new Map(campusRows.map((c) => [c.name, c.id]));

    await tx
      .insert(users)
      .values(
        DASHBOARD_STUDENTS.map((s) => ({
          id: s.id,
          username: s.username,
          email: `${s.username}@demo.labportal.test`,
          firstName: s.firstName,
          lastName: s.lastName,
          passwordHash: model.passwordHash,
          campusId: campusId.get(s.campus) ?? null,
          regionId: 1,
        })),
      )
      .onConflictDoNothing();
    // A username someone took before the seed ran leaves that student out.
    const present = new Set(
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(
            inArray(
              users.id,
              DASHBOARD_STUDENTS.map((s) => s.id),
            ),
          )
      ).map((u) => u.id),
    );
    const students = DASHBOARD_STUDENTS.filter((s) => present.has(s.id));
    await tx
      .insert(userRoles)
      .values(
        students.map((s) => ({ userId: s.id, roleId: RoleId.Student, institutionId: school.id })),
      )
      .onConflictDoNothing();
    const activatedOn = new Date(now - 60 * DAY_MS);
    await tx
      .insert(licenses)
      .values(
        students.map((s, i) => ({
          activationCode: `DEMO-DASH-${String(i + 1).padStart(2, '0')}`,
          bundleId: fullSuite.id,
          userId: s.id,
          status: 'Active',
          insertedOn: activatedOn,
          activatedOn,
          endDate: new Date(activatedOn.getTime() + fullSuite.days * DAY_MS),
        })),
      )
      .onConflictDoNothing();

    for (const group of DASHBOARD_GROUPS) {
      await tx
        .insert(classGroups)
        .values({
          name: group.name,
          accessCode: group.accessCode,
          ownerId: DEMO_USER_IDS.instructor,
          institutionId: school.id,
        })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: classGroups.id })
        .from(classGroups)
        .where(
          and(
            eq(classGroups.accessCode, group.accessCode),
            eq(classGroups.ownerId, DEMO_USER_IDS.instructor),
          ),
        );
      const members = group.members.filter((id) => present.has(id));
      if (!row || members.length === 0) continue;
      await tx
        .insert(classGroupMembers)
        .values(members.map((userId) => ({ groupId: row.id, userId })))
        .onConflictDoNothing();
    }

    const mine = sessions.filter((s) => present.has(s.actorId));
    const openOf = (s: (typeof mine)[number]) =>
      Math.floor((now - s.openedAgoMs) / 60_000) * 60_000;
    await tx
      .insert(labbookSessions)
      .values(
        mine.map((s) => ({
          id: s.id,
          actorId: s.actorId,
          labType: s.labType,
          open: openOf(s),
          duration: s.durationMs,
          metaData: { labType: s.labType, version: 1 },
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(labbookActions)
      .values(
        mine.flatMap((s) =>
          s.actions.map((a) => ({
            id: a.id,
            sessionId: s.id,
            actionType: a.actionType,
            timestamp: openOf(s) + a.atMs,
            actions: a.actions,
          })),
        ),
      )
      .onConflictDoNothing();
    const entries = mine.flatMap((s) =>
      s.entries.map((e) => ({
        id: e.id,
        sessionId: s.id,
        actorId: s.actorId,
        authorId: s.actorId,
        entryType: 1,
        timestamp: openOf(s) + e.atMs,
        content: e.content,
      })),
    );
    if (entries.length > 0) await tx.insert(labbookEntries).values(entries).onConflictDoNothing();
  });
}
