import { and, asc, desc, eq, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campuses, countries, institutions, states } from '../../db/schema/index';

// Queries only; the service maps rows to the API shapes.

export function listStatesOfRegion(db: Db, regionId: number) {
  return db
    .select({ id: states.id, name: states.name, code: states.code, regionId: countries.regionId })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(countries.regionId, regionId))
    .orderBy(asc(states.name));
}
export type StateRow = Awaited<ReturnType<typeof listStatesOfRegion>>[number];

export async function findState(db: Db, stateId: number) {
  const [row] = await db
    .select({ id: states.id, regionId: countries.regionId })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(states.id, stateId))
    .limit(1);
  return row;
}

const schoolColumns = {
  id: institutions.id,
  name: institutions.name,
  city: institutions.city,
  stateId: institutions.stateId,
  regionId: institutions.regionId,
};

export function listSchools(db: Db, where: SQL | undefined) {
  return db.select(schoolColumns).from(institutions).where(where).orderBy(asc(institutions.name));
}
export type SchoolRow = Awaited<ReturnType<typeof listSchools>>[number];

export const schoolsInState = (stateId: number) => eq(institutions.stateId, stateId);
export const schoolsOfRegion = (regionId: number, stateId: number | null) =>
  and(
    eq(institutions.regionId, regionId),
    stateId === null ? isNull(institutions.stateId) : eq(institutions.stateId, stateId),
  );

const campusColumns = {
  id: campuses.id,
  locationName: campuses.locationName,
  isMain: campuses.isMain,
  institutionId: campuses.institutionId,
  parentName: institutions.name,
};

/** The main campus first, then by name. */
export function listCampuses(db: Db, where: SQL | undefined) {
  return db
    .select(campusColumns)
    .from(campuses)
    .innerJoin(institutions, eq(institutions.id, campuses.institutionId))
    .where(where)
    .orderBy(asc(institutions.name), desc(campuses.isMain), asc(campuses.locationName));
}
export type CampusRow = Awaited<ReturnType<typeof listCampuses>>[number];

export const campusesOfSchool = (schoolId: number, stateId: number | null) =>
  and(
    eq(campuses.institutionId, schoolId),
    stateId === null ? isNull(institutions.stateId) : eq(institutions.stateId, stateId),
  );
export const campusesOutside = (regionIds: readonly number[]) =>
  notInArray(institutions.regionId, [...regionIds]);

export async function findCampus(db: Db, campusId: number) {
  const [row] = await db
    .select({
      ...campusColumns,
      stateId: institutions.stateId,
      state: states.name,
      regionId: institutions.regionId,
      countryName: countries.name,
    })
    .from(campuses)
    .innerJoin(institutions, eq(institutions.id, campuses.institutionId))
    .leftJoin(states, eq(states.id, institutions.stateId))
    .leftJoin(countries, eq(countries.id, institutions.countryId))
    .where(eq(campuses.id, campusId))
    .limit(1);
  return row;
}
export type CampusDetailRow = NonNullable<Awaited<ReturnType<typeof findCampus>>>;
