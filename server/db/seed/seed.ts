import { eq, inArray, sql } from 'drizzle-orm';
import { ROLE_NAMES } from '@common/domain/roles';
import type { Db } from '../client';
import { hashPassword } from '../passwords';
import {
  bundleProducts,
  bundles,
  campuses,
  classGroupMembers,
  classGroups,
  contracts,
  countries,
  institutions,
  labbookActions,
  labbookEntries,
  labbookSessions,
  licenses,
  presets,
  PresetType,
  products,
  regions,
  roles,
  states,
  userRoles,
  users,
  xapiStatements,
} from '../schema/index';
import { BUNDLES, BENCH_PRODUCTS, DESKTOP_PRODUCTS, WORKSHEETS_PRODUCT } from './catalog-data';
import {
  DEMO_CONTRACT,
  DEMO_GROUPS,
  DEMO_ISSUED_CODES,
  DEMO_SPARE_CODES,
  DEMO_USER_IDS,
  DEMO_USERS,
  type DemoUser,
} from './demo-users';
import { COUNTRIES, DEMO_SCHOOL_NAME, INSTITUTIONS, REGIONS, STATES } from './places-data';
import { LAB_VERB_BASE } from '@common/schemas/xapi';
import { DEMO_SESSIONS, DEMO_TA_RECORD, type DemoSession } from './lab-book-data';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serializes the seed of instances that start together on one PostgreSQL (any constant works). */
const SEED_LOCK_KEY = 742_150_001;

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
  else await seedDemoAdditions(db, options.password);
  await seedDemoLabBooks(db, options.publicUrl ?? 'http://localhost:8080');
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

interface DemoSchool {
  institutionId: number;
  campusIds: ReadonlyMap<string, number>;
}

async function insertPlaces(tx: Db): Promise<DemoSchool> {
  const countryIdByCode = new Map(COUNTRIES.map((c) => [c.code as string, c.id]));
  const countryId = (code: string) => {
    const id = countryIdByCode.get(code);
    if (id === undefined) throw new Error(`Demo seed: unknown country ${code}`);
    return id;
  };
  const regionOf = new Map(COUNTRIES.map((c) => [c.code as string, c.regionId]));

  const stateRows = await tx
    .insert(states)
    .values(STATES.map((s) => ({ countryId: countryId(s.country), name: s.name, code: s.code })))
    .returning({ id: states.id, countryId: states.countryId, name: states.name });
  const stateId = (country: string, name: string) =>
    stateRows.find((s) => s.countryId === countryId(country) && s.name === name)?.id ?? null;

  let school: DemoSchool | undefined;
  for (const place of INSTITUTIONS) {
    const [institution] = await tx
      .insert(institutions)
      .values({
        name: place.name,
        type: place.type,
        level: place.level,
        url: place.url,
        city: place.city,
        regionId: regionOf.get(place.country) ?? null,
        countryId: countryId(place.country),
        stateId: stateId(place.country, place.state),
      })
      .returning({ id: institutions.id });
    if (!institution) throw new Error('Demo seed: institution not inserted');
    const campusRows = await tx
      .insert(campuses)
      .values(
        place.campuses.map((locationName, i) => ({
          institutionId: institution.id,
          locationName,
          isMain: i === 0 && place.hasMainCampus !== false,
        })),
      )
      .returning({ id: campuses.id, locationName: campuses.locationName });
    if (place.name === DEMO_SCHOOL_NAME) {
      school = {
        institutionId: institution.id,
        campusIds: new Map(campusRows.map((c) => [c.locationName, c.id])),
      };
    }
  }
  if (!school) throw new Error('Demo seed: the demo school is missing from INSTITUTIONS');
  return school;
}

/** Products and bundles; returns bundle ids by name. */
async function insertCatalog(tx: Db): Promise<ReadonlyMap<string, number>> {
  const productRows = await tx
    .insert(products)
    .values(
      [...BENCH_PRODUCTS, ...DESKTOP_PRODUCTS, WORKSHEETS_PRODUCT].map((p) => ({
        name: p.name,
        url: p.url,
        productType: p.productType,
        metaData: JSON.stringify(p.metaData),
        description: p.description,
      })),
    )
    .returning({ id: products.id, name: products.name });
  const productIdByName = new Map(productRows.map((p) => [p.name, p.id]));

  const bundleRows = await tx
    .insert(bundles)
    .values(
      BUNDLES.map((b) => ({
        name: b.name,
        price: b.price,
        expirationPeriod: b.expirationPeriod,
        metaData: JSON.stringify(b.metaData),
      })),
    )
    .returning({ id: bundles.id, name: bundles.name });
  const bundleIdByName = new Map(bundleRows.map((b) => [b.name, b.id]));

  const links = BUNDLES.flatMap((b) =>
    b.products.map((name) => ({
      bundleId: lookup(bundleIdByName, b.name),
      productId: lookup(productIdByName, name),
    })),
  );
  await tx.insert(bundleProducts).values(links);
  return bundleIdByName;
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

/**
 * Demo lab books, statements and the TA record (lab-book-data.ts). Separate from the school so a
 * database seeded before them gets them too; every row has a fixed id, so it runs on every start.
 */
async function seedDemoLabBooks(db: Db, publicUrl: string): Promise<void> {
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

function lookup<V>(map: ReadonlyMap<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown name ${key}`);
  return value;
}
