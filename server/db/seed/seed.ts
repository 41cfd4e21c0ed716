import { eq, sql } from 'drizzle-orm';
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
  licenses,
  products,
  regions,
  roles,
  states,
  userRoles,
  users,
} from '../schema/index';
import { BUNDLES, BENCH_PRODUCTS, DESKTOP_PRODUCTS, WORKSHEETS_PRODUCT } from './catalog-data';
import {
  DEMO_CONTRACT,
  DEMO_GROUPS,
  DEMO_ISSUED_CODES,
  DEMO_USER_IDS,
  DEMO_USERS,
} from './demo-users';
import { COUNTRIES, DEMO_SCHOOL_NAME, INSTITUTIONS, REGIONS, STATES } from './places-data';

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
export async function seedDemoData(db: Db, options: { password: string }): Promise<void> {
  if (await isSeeded(db)) return;
  // One hash for every demo user keeps the seed fast (argon2 is slow on purpose).
  const passwordHash = await hashPassword(options.password);
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
          isMain: i === 0,
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

async function insertUsers(tx: Db, passwordHash: string, school: DemoSchool): Promise<void> {
  const demoUsers = Object.values(DEMO_USERS);
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
    );
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
  await tx.insert(licenses).values([...owned, ...issued]);
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
    await tx.insert(classGroupMembers).values(
      group.members.map((key) => ({
        groupId: row.id,
        userId: DEMO_USER_IDS[key],
        memberRole: 'Student',
      })),
    );
  }
}

function lookup<V>(map: ReadonlyMap<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown name ${key}`);
  return value;
}
