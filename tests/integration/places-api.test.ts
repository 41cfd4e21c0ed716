import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  campusDetailSchema,
  campusSchema,
  schoolSchema,
  stateSchema,
} from '@common/schemas/places';
import { createTestApp, type TestApp } from '../helpers/app';

describe('school selection (/api, no auth)', () => {
  let t: TestApp;
  const get = async (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
  const json = async <T>(url: string, shape: z.ZodType<T>) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return shape.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/states lists the USA states by name; /api/states/{country} any country', async () => {
    const usa = await json('/states', z.array(stateSchema.strict()));
    expect(usa.map((s) => s.Name)).toEqual([
      'California',
      'Florida',
      'Illinois',
      'New York',
      'Oregon',
      'Texas',
    ]);
    expect(usa.every((s) => s.Country === 1)).toBe(true);
    const canada = await json('/states/2', z.array(stateSchema));
    expect(canada.map((s) => s.Name)).toEqual(['Alberta', 'British Columbia', 'Ontario', 'Quebec']);
    expect(await json('/states/3', z.array(stateSchema))).toEqual([]);
  });

  it('lists schools of a state, with or without the country', async () => {
    const [california] = (await json('/states', z.array(stateSchema))).filter(
      (s) => s.Name === 'California',
    );
    const schools = await json(`/schools/${california!.Id}`, z.array(schoolSchema.strict()));
    expect(schools.map((s) => s.Name)).toEqual([
      'Golden Gate Online Academy',
      'Riverside Community College',
    ]);
    expect(await json(`/schools/${california!.Id}/1`, z.array(schoolSchema))).toEqual(schools);
    // A state of another country gives nothing.
    expect(await json(`/schools/${california!.Id}/2`, z.array(schoolSchema))).toEqual([]);
  });

  it('lists campuses of a school, the main campus first; campus_by_id gives the whole place', async () => {
    const [newYork] = (await json('/states', z.array(stateSchema))).filter(
      (s) => s.Name === 'New York',
    );
    const [hudson] = await json(`/schools/${newYork!.Id}`, z.array(schoolSchema));
    const campuses = await json(
      `/campus/${newYork!.Id}/${hudson!.Id}`,
      z.array(campusSchema.strict()),
    );
    expect(campuses.map((c) => [c.locationName, c.isMain])).toEqual([
      ['Main Campus', true],
      ['Brooklyn Campus', false],
      ['Buffalo Campus', false],
    ]);
    expect(campuses.every((c) => c.parentName === 'Hudson State College')).toBe(true);
    // The school is not in that state.
    expect(await json(`/campus/${newYork!.Id + 1}/${hudson!.Id}`, z.array(campusSchema))).toEqual(
      [],
    );

    const detail = await json(`/campus_by_id/${campuses[1]!.id}`, campusDetailSchema.strict());
    expect(detail).toMatchObject({
      locationName: 'Brooklyn Campus',
      parentName: 'Hudson State College',
      state: 'New York',
      stateId: newYork!.Id,
      country: 1,
      countryName: 'USA',
    });
  });

  it('GET /api/campus/international lists campuses outside the USA and Canada', async () => {
    const campuses = await json('/campus/international', z.array(campusSchema));
    const schools = new Set(campuses.map((c) => c.parentName));
    expect(schools.has('Preparatoria Jalisco')).toBe(true);
    expect(schools.has('Instituto Ciencias Madrid')).toBe(true);
    expect(schools.has('Riverside Community College')).toBe(false);
    expect(schools.has('Maple Leaf Secondary School')).toBe(false);
  });

  it('answers 404 for an unknown campus and 400 for a bad id', async () => {
    expect((await get('/campus_by_id/999999')).statusCode).toBe(404);
    expect((await get('/campus_by_id/abc')).statusCode).toBe(400);
    expect((await get('/states/-1')).statusCode).toBe(400);
  });
});
