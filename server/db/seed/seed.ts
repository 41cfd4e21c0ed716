import { eq, inArray, sql } from 'drizzle-orm';
import { ROLE_NAMES } from '@common/domain/roles';
import type { Db } from '../client';
import { hashPassword } from '../passwords';
import {
  campuses,
  classGroupMembers,
  classGroups,
  contracts,
  countries,
  institutions,
  licenses,
  regions,
  roles,
  userRoles,
  users,
} from '../schema/index';
import { BUNDLES } from './catalog-data';
import {
  DEMO_CONTRACT,
  DEMO_GROUPS,
  DEMO_ISSUED_CODES,
  DEMO_SPARE_CODES,
  DEMO_USER_IDS,
  DEMO_USERS,
  type DemoUser,
} from './demo-users';
import { COUNTRIES, DEMO_SCHOOL_NAME, REGIONS } from './places-data';
import { seedDemoDashboard } from './seed-dashboard';
import { seedDemoLabBooks } from './seed-lab-books';
import { seedDemoActivities } from './seed-activities';
import { seedDemoPresets } from './seed-presets';
import { seedDemoUnknownReports } from './seed-unknown-reports';
import { seedDemoWorksheets } from './seed-worksheets';
import { seedDemoResellers } from './seed-resellers';
import { seedDemoBanners } from './seed-banners';
import { seedDemoKeptEmails } from './seed-kept-emails';
import { DAY_MS, lookup, SEED_LOCK_KEY } from './seed-support';
import { insertCatalog, insertPlaces, refreshDemoBenches, type DemoSchool } from './seed-school';

/** Roles, regions and countries: fixed ids every installation needs. Safe to run on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  const roleRows = Object.entries(ROLE_NAMES).map(([id, name]) => ({ id: Number(id), name }));
  await db.insert(roles).values(roleRows).onConflictDoNothing();
  await db
    .insert(regions)
    .values([...REGIONS])
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values([...COUNTRIES])
    .onConflictDoNothing();
}

async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_USERS.student.username))
    .limit(1);
  return rows.length > 0;
}

/**
 * The demo school of spec 1 §3 (see demo-users.ts and catalog-data.ts). Idempotent: the
 * `student` user marks a seeded database, and everything is written in one transaction.
 */
export async function seedDemoData(
  db: Db,
  options: { password: string; publicUrl?: string },
): Promise<void> {
  if (!(await isSeeded(db))) await seedDemoSchool(db, options.password);
  else {
    await seedDemoAdditions(db, options.password);
    await refreshDemoBenches(db);
  }
  await seedDemoLabBooks(db, options.publicUrl ?? 'http://localhost:8080');
  await seedDemoDashboard(db);
  await seedDemoUnknownReports(db);
  await seedDemoPresets(db);
  await seedDemoActivities(db);
  await seedDemoWorksheets(db);
  await seedDemoResellers(db);
  await seedDemoBanners(db);
  await seedDemoKeptEmails(db);
}

async function seedDemoSchool(db: Db, password: string): Promise<void> {
  // One hash for every demo user keeps the seed fast (argon2 is slow on purpose).
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return;
    await seedReferenceData(tx);
    const school = await insertPlaces(tx);
    const bundleIds = await insertCatalog(tx);
    await insertUsers(tx, passwordHash, school);
    await insertContractAndLicenses(tx, now, school.institutionId, bundleIds);
    await insertGroups(tx, school.institutionId);
  });
}

async function insertUsers(
  tx: Db,
  passwordHash: string,
  school: DemoSchool,
  demoUsers: readonly DemoUser[] = Object.values(DEMO_USERS),
): Promise<void> {
  if (demoUsers.length === 0) return;
  await tx.insert(users).values(
    demoUsers.map((u) => ({
      id: u.id,
      username: u.username,
      email: u.email.toLowerCase(),
      firstName: u.firstName,
      lastName: u.lastName,
      passwordHash,
      campusId: lookup(school.campusIds, u.campus),
      regionId: 1,
    })),
  );
  await tx
    .insert(userRoles)
    .values(
      demoUsers.flatMap((u) =>
        u.roleIds.map((roleId) => ({ userId: u.id, roleId, institutionId: school.institutionId })),
      ),
    )
    .onConflictDoNothing();
}

/**
 * Demo users and co-instructors added after a database was first seeded (the groups issue added
 * `instructor2` and `student3`): inserted once, when missing.
 */
async function seedDemoAdditions(db: Db, password: string): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, Object.values(DEMO_USER_IDS)));
  const have = new Set(existing.map((u) => u.id));
  const missing = Object.values(DEMO_USERS).filter((u) => !have.has(u.id));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [school] = await tx
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.name, DEMO_SCHOOL_NAME))
      .limit(1);
    if (!school) return;
    const campusRows = await tx
      .select({ id: campuses.id, locationName: campuses.locationName })
      .from(campuses)
      .where(eq(campuses.institutionId, school.id));
    const demoSchool = {
      institutionId: school.id,
      campusIds: new Map(campusRows.map((c) => [c.locationName, c.id])),
    };
    const presentNow = (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.id,
            missing.map((u) => u.id),
          ),
        )
    ).map((u) => u.id);
    await insertUsers(
      tx,
      passwordHash,
      demoSchool,
      missing.filter((u) => !presentNow.includes(u.id)),
    );
    for (const group of DEMO_GROUPS) {
      const [row] = await tx
        .select({ id: classGroups.id })
        .from(classGroups)
        .where(eq(classGroups.accessCode, group.accessCode))
        .limit(1);
      const added = group.coInstructors.filter((key) =>
        missing.some((u) => u.id === DEMO_USER_IDS[key]),
      );
      if (!row || added.length === 0) continue;
      await tx
        .insert(classGroupMembers)
        .values(
          added.map((key) => ({
            groupId: row.id,
            userId: DEMO_USER_IDS[key],
            memberRole: 'Instructor',
          })),
        )
        .onConflictDoNothing();
    }
  });
}

async function insertContractAndLicenses(
  tx: Db,
  now: number,
  institutionId: number,
  bundleIds: ReadonlyMap<string, number>,
): Promise<void> {
  const contractEnd = new Date(now + DEMO_CONTRACT.endsInDays * DAY_MS);
  const contractStart = new Date(now - DEMO_CONTRACT.startedDaysAgo * DAY_MS);
  const [contract] = await tx
    .insert(contracts)
    .values({
      institutionId,
      ownerId: DEMO_USER_IDS[DEMO_CONTRACT.owner],
      multiuseCode: DEMO_CONTRACT.multiuseCode,
      effectiveDate: contractStart,
      endDate: contractEnd,
      activationDate: contractStart,
      expirationDate: contractEnd,
      insertedOn: contractStart,
    })
    .returning({ id: contracts.id });
  if (!contract) throw new Error('Demo seed: contract not inserted');

  const periodOf = new Map(BUNDLES.map((b) => [b.name, b.expirationPeriod]));
  const owned = Object.values(DEMO_USERS).flatMap((u) =>
    u.licenses.map((l) => {
      const activatedOn = new Date(now - l.activatedDaysAgo * DAY_MS);
      return {
        activationCode: l.activationCode,
        bundleId: lookup(bundleIds, l.bundle),
        userId: u.id,
        contractId: l.isUnderContract ? contract.id : null,
        status: 'Active',
        insertedOn: activatedOn,
        activatedOn,
        endDate: new Date(activatedOn.getTime() + lookup(periodOf, l.bundle) * DAY_MS),
      };
    }),
  );
  const issued = DEMO_ISSUED_CODES.map((activationCode) => ({
    activationCode,
    bundleId: lookup(bundleIds, 'Full Suite'),
    contractId: contract.id,
    status: 'Issued',
    insertedOn: contractStart,
    endDate: contractEnd,
  }));
  const spare = DEMO_SPARE_CODES.map((c) => ({
    activationCode: c.activationCode,
    bundleId: lookup(bundleIds, c.bundle),
    status: 'Issued',
    insertedOn: new Date(now),
    endDate: new Date(now + c.validDays * DAY_MS),
  }));
  await tx.insert(licenses).values([...owned, ...issued, ...spare]);
}

async function insertGroups(tx: Db, institutionId: number): Promise<void> {
  for (const group of DEMO_GROUPS) {
    const [row] = await tx
      .insert(classGroups)
      .values({
        name: group.name,
        accessCode: group.accessCode,
        status: group.status,
        ownerId: DEMO_USER_IDS[group.owner],
        institutionId,
      })
      .returning({ id: classGroups.id });
    if (!row) throw new Error('Demo seed: group not inserted');
    await tx.insert(classGroupMembers).values([
      ...group.members.map((key) => ({
        groupId: row.id,
        userId: DEMO_USER_IDS[key],
        memberRole: 'Student',
      })),
      ...group.coInstructors.map((key) => ({
        groupId: row.id,
        userId: DEMO_USER_IDS[key],
        memberRole: 'Instructor',
      })),
    ]);
  }
}
