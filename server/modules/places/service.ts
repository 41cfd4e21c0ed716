import { CANADA_REGION_ID, USA_REGION_ID } from '@common/domain/countries';
import type { Campus, CampusDetail, School, State } from '@common/schemas/places';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';

/** `{state}` 0 means "no state": schools of a country that has no subdivisions. */
const NO_STATE = 0;

/** School selection (spec 1 §7, `/api`): public reference data, read only. */
export function createPlacesService(db: Db) {
  return {
    /** `GET /api/states`: the USA's states (the default country). */
    listStates: (): Promise<State[]> => listStatesOf(db, USA_REGION_ID),

    /** `GET /api/states/{country}`: the states or provinces of a country (its region id). */
    listStatesOf: (regionId: number): Promise<State[]> => listStatesOf(db, regionId),

    /** `GET /api/schools/{state}`. */
    async listSchoolsInState(stateId: number): Promise<School[]> {
      return (await repo.listSchools(db, repo.schoolsInState(stateId))).map(toSchool);
    },

    /** `GET /api/schools/{state}/{country}`: a state of that country, or 0 for none. */
    async listSchools(stateId: number, regionId: number): Promise<School[]> {
      if (stateId !== NO_STATE) {
        const state = await repo.findState(db, stateId);
        if (!state || state.regionId !== regionId) return [];
      }
      const where = repo.schoolsOfRegion(regionId, stateId === NO_STATE ? null : stateId);
      return (await repo.listSchools(db, where)).map(toSchool);
    },

    /** `GET /api/campus/{state}/{school}`: the school's campuses, the main one first. */
    async listCampuses(stateId: number, schoolId: number): Promise<Campus[]> {
      const where = repo.campusesOfSchool(schoolId, stateId === NO_STATE ? null : stateId);
      return (await repo.listCampuses(db, where)).map(toCampus);
    },

    /** `GET /api/campus/international`: campuses of schools outside the USA and Canada. */
    async listInternationalCampuses(): Promise<Campus[]> {
      const where = repo.campusesOutside([USA_REGION_ID, CANADA_REGION_ID]);
      return (await repo.listCampuses(db, where)).map(toCampus);
    },

    /** `GET /api/campus_by_id/{campusId}`. */
    async getCampus(campusId: number): Promise<CampusDetail> {
      const row = await repo.findCampus(db, campusId);
      if (!row) throw new HttpError(404, 'No such campus.');
      return {
        ...toCampus(row),
        stateId: row.stateId,
        state: row.state,
        country: row.regionId,
        countryName: row.countryName,
      };
    },
  };
}

async function listStatesOf(db: Db, regionId: number): Promise<State[]> {
  return (await repo.listStatesOfRegion(db, regionId)).map((s) => ({
    Id: s.id,
    Country: s.regionId ?? regionId,
    Name: s.name,
    Code: s.code,
  }));
}

const toSchool = (row: repo.SchoolRow): School => ({
  Id: row.id,
  Name: row.name,
  city: row.city,
  stateId: row.stateId,
  country: row.regionId,
});

const toCampus = (row: repo.CampusRow): Campus => ({
  id: row.id,
  locationName: row.locationName,
  isMain: row.isMain,
  institutionId: row.institutionId,
  parentName: row.parentName,
});
