import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  countries,
  institutions,
  keptEmails,
  regions,
  resellerDomains,
  resellers,
  states,
  userRoles,
} from '../../db/schema/index';

// Queries only; the service checks access, applies the rules and maps rows to the API shapes.

export interface Page {
  offset: number;
  limit: number;
}

/** Whether the user holds one of `roleIds` (active) in any institution. */
export async function hasActiveRole(db: Db, userId: string, roleIds: readonly number[]) {
  const [row] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        inArray(userRoles.roleId, [...roleIds]),
        eq(userRoles.status, 'Active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const parent = alias(institutions, 'parent');

const institutionColumns = {
  id: institutions.id,
  name: institutions.name,
  regionId: institutions.regionId,
  regionName: regions.name,
  url: institutions.url,
  type: institutions.type,
  level: institutions.level,
  parentId: institutions.parentId,
  parentName: parent.name,
  city: institutions.city,
  stateId: institutions.stateId,
  stateName: states.name,
  countryId: institutions.countryId,
  countryName: countries.name,
};

function institutionSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(ilike(institutions.name, pattern), ilike(institutions.city, pattern));
}

function selectInstitutions(db: Db) {
  return db
    .select(institutionColumns)
    .from(institutions)
    .leftJoin(regions, eq(regions.id, institutions.regionId))
    .leftJoin(parent, eq(parent.id, institutions.parentId))
    .leftJoin(states, eq(states.id, institutions.stateId))
    .leftJoin(countries, eq(countries.id, institutions.countryId));
}

export async function listInstitutions(db: Db, page: Page, q: string | undefined) {
  const where = institutionSearch(q);
  const rows = await selectInstitutions(db)
    .where(where)
    .orderBy(asc(institutions.name), asc(institutions.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(institutions).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type InstitutionRow = Awaited<ReturnType<typeof listInstitutions>>['rows'][number];

export async function findInstitution(db: Db, id: number) {
  const [row] = await selectInstitutions(db).where(eq(institutions.id, id)).limit(1);
  return row;
}

export type InstitutionValues = {
  name: string;
  regionId: number | null;
  url: string | null;
  type: string;
  level: string | null;
  parentId: number | null;
  city: string | null;
  stateId: number | null;
  countryId: number | null;
};

export async function insertInstitution(db: Db, values: InstitutionValues) {
  const [row] = await db.insert(institutions).values(values).returning({ id: institutions.id });
  return row!.id;
}

export async function updateInstitution(db: Db, id: number, values: InstitutionValues) {
  await db.update(institutions).set(values).where(eq(institutions.id, id));
}

export async function deleteInstitution(db: Db, id: number) {
  await db.delete(institutions).where(eq(institutions.id, id));
}

export async function parentIdOf(db: Db, id: number) {
  const [row] = await db
    .select({ parentId: institutions.parentId })
    .from(institutions)
    .where(eq(institutions.id, id))
    .limit(1);
  return row;
}

export async function hasChildInstitutions(db: Db, id: number) {
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.parentId, id), ne(institutions.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function regionExists(db: Db, id: number) {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id));
  return row !== undefined;
}

export async function countryExists(db: Db, id: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}

export async function findStateCountry(db: Db, id: number) {
  const [row] = await db
    .select({ countryId: states.countryId })
    .from(states)
    .where(eq(states.id, id));
  return row;
}

export function listRegions(db: Db) {
  return db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.name));
}

export function listCountries(db: Db) {
  return db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name));
}

export function listStates(db: Db) {
  return db
    .select({ id: states.id, name: states.name, countryId: states.countryId })
    .from(states)
    .orderBy(asc(states.name));
}

export async function listResellers(db: Db) {
  const rows = await db
    .select({
      id: resellers.id,
      name: resellers.name,
      logoUrl: resellers.logoUrl,
      spinnerUrl: resellers.spinnerUrl,
    })
    .from(resellers)
    .orderBy(asc(resellers.name), asc(resellers.id));
  const domains = await db
    .select({ domain: resellerDomains.domain, resellerId: resellerDomains.resellerId })
    .from(resellerDomains)
    .orderBy(asc(resellerDomains.domain));
  return rows.map((row) => ({
    ...row,
    domains: domains.filter((d) => d.resellerId === row.id).map((d) => d.domain),
  }));
}
export type ResellerRow = Awaited<ReturnType<typeof listResellers>>[number];

export async function findReseller(db: Db, id: number) {
  const [row] = await db.select().from(resellers).where(eq(resellers.id, id));
  if (!row) return undefined;
  const domains = await db
    .select({ domain: resellerDomains.domain })
    .from(resellerDomains)
    .where(eq(resellerDomains.resellerId, id))
    .orderBy(asc(resellerDomains.domain));
  return { ...row, domains: domains.map((d) => d.domain) };
}

/** The first of `domains` another reseller already has. */
export async function takenDomain(db: Db, domains: readonly string[], exceptResellerId?: number) {
  if (domains.length === 0) return undefined;
  const where = inArray(resellerDomains.domain, [...domains]);
  const [row] = await db
    .select({ domain: resellerDomains.domain })
    .from(resellerDomains)
    .where(
      exceptResellerId === undefined
        ? where
        : and(where, ne(resellerDomains.resellerId, exceptResellerId)),
    )
    .orderBy(asc(resellerDomains.domain))
    .limit(1);
  return row?.domain;
}

export type ResellerValues = { name: string; logoUrl: string | null; spinnerUrl: string | null };

export async function insertReseller(db: Db, values: ResellerValues) {
  const [row] = await db.insert(resellers).values(values).returning({ id: resellers.id });
  return row!.id;
}

export async function updateReseller(db: Db, id: number, values: ResellerValues) {
  await db.update(resellers).set(values).where(eq(resellers.id, id));
}

export async function replaceDomains(db: Db, resellerId: number, domains: readonly string[]) {
  await db.delete(resellerDomains).where(eq(resellerDomains.resellerId, resellerId));
  if (domains.length > 0) {
    await db.insert(resellerDomains).values(domains.map((domain) => ({ domain, resellerId })));
  }
}

export async function deleteReseller(db: Db, id: number) {
  await db.delete(resellers).where(eq(resellers.id, id));
}

export async function listKeptEmails(db: Db, page: Page) {
  const rows = await db
    .select()
    .from(keptEmails)
    .orderBy(desc(keptEmails.at), desc(keptEmails.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(keptEmails);
  return { rows, total: total?.n ?? 0 };
}
