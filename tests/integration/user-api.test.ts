import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bundleSchema,
  contractSchema,
  licenseSchema,
  productSchema,
} from '@common/schemas/catalog';
import { errorBodySchema } from '@common/schemas/primitives';
import { regionSchema } from '@common/schemas/user-api';
import { userRoleSchema, userSchema } from '@common/schemas/users';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';

const { student, student2, instructor, desktop } = DEMO_USER_IDS;

describe('user API', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const get = async (url: string, as?: string) => {
    const headers: Record<string, string> = {};
    if (as) headers.authorization = `Bearer ${tokens.get(as)}`;
    return t.app.inject({ method: 'GET', url: `/user-api${url}`, headers });
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of [student, student2, instructor, desktop])
      tokens.set(id, await accessTokenFor(t.app, id));
  });
  afterAll(async () => {
    await t?.close();
  });

  // Every users/{userId} route: the caller's own data only.
  const selfRoutes = ['', '/roles', '/licenses', '/contracts', '/contracts/1'];

  it.each(selfRoutes)('users/{userId}%s needs a token (401)', async (suffix) => {
    const res = await get(`/users/${student}${suffix}`);
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json()).statusCode).toBe(401);
  });

  it.each(selfRoutes)('users/{userId}%s rejects an invalid token (401)', async (suffix) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/user-api/users/${student}${suffix}`,
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(selfRoutes)("users/{userId}%s refuses another user's id (403)", async (suffix) => {
    const res = await get(`/users/${student2}${suffix}`, student);
    expect(res.statusCode).toBe(403);
    expect(errorBodySchema.parse(res.json()).statusCode).toBe(403);
  });

  it('GET users/{userId} gives the profile with campus, school and state, and no secrets', async () => {
    const res = await get(`/users/${student}`, student);
    expect(res.statusCode).toBe(200);
    const user = userSchema.strict().parse(res.json());
    expect(user).toMatchObject({
      userId: student,
      username: 'student',
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'student@demo.labportal.test',
      campus: 'Main Campus',
      school: 'Riverside Community College',
      state: 'California',
      region: 1,
      fromLti: false,
    });
    expect(res.body).not.toMatch(/password|argon2|session/i);
  });

  it('GET users/{userId}/roles lists role grants with names', async () => {
    const res = await get(`/users/${student}/roles`, student);
    expect(res.statusCode).toBe(200);
    const roles = z.array(userRoleSchema.strict()).parse(res.json());
    expect(roles).toEqual([
      { RoleId: 5, RoleName: 'Student', InstitutionId: expect.any(Number), Status: 'Active' },
    ]);
  });

  it('GET users/{userId}/licenses includes the expired license, with bundle names', async () => {
    const res = await get(`/users/${student}/licenses`, student);
    expect(res.statusCode).toBe(200);
    const licenses = z.array(licenseSchema.strict()).parse(res.json());
    expect(licenses.map((l) => l.BundleName).sort()).toEqual(['Chemistry', 'Full Suite']);
    const now = Date.now();
    expect(licenses.filter((l) => Date.parse(l.EndDate) < now)).toHaveLength(1);
    expect(licenses.every((l) => l.Status === 'Active' && l.ActivatedOn !== null)).toBe(true);

    const desktopOnly = z
      .array(licenseSchema)
      .parse((await get(`/users/${desktop}/licenses`, desktop)).json());
    expect(desktopOnly.map((l) => l.BundleName)).toEqual(['Desktop Suite']);
  });

  it('GET users/{userId}/contracts lists owned contracts with derived license status and holder', async () => {
    const none = await get(`/users/${student}/contracts`, student);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);

    const res = await get(`/users/${instructor}/contracts`, instructor);
    expect(res.statusCode).toBe(200);
    const [contract, ...rest] = z.array(contractSchema.strict()).parse(res.json());
    expect(rest).toHaveLength(0);
    expect(contract?.MultiuseCode).toBe('RIVERSIDE-2026');
    const byCode = new Map(contract?.Licenses.map((l) => [l.ActivationCode, l]));
    expect(byCode.get('DEMO-STU-FULL')).toMatchObject({ Status: 'Active', Holder: 'student' });
    expect(byCode.get('DEMO-STU-CHEM-OLD')).toMatchObject({ Status: 'Expired', Holder: 'student' });
    expect(byCode.get('DEMO-CODE-0001')).toMatchObject({
      Status: 'Issued',
      Holder: null,
      ActivatedDate: null,
    });

    const one = await get(`/users/${instructor}/contracts/${contract?.Id}`, instructor);
    expect(one.statusCode).toBe(200);
    expect(contractSchema.strict().parse(one.json())).toEqual(contract);
  });

  it("GET users/{userId}/contracts/{id} is 404 for an unknown or someone else's contract", async () => {
    const [contract] = z
      .array(contractSchema)
      .parse((await get(`/users/${instructor}/contracts`, instructor)).json());
    const notTheirs = await get(`/users/${student}/contracts/${contract?.Id}`, student);
    expect(notTheirs.statusCode).toBe(404);
    const unknown = await get(`/users/${instructor}/contracts/999999`, instructor);
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).statusCode).toBe(404);
  });

  it.each(['/products', '/bundles', '/bundles/1/products'])(
    '%s needs a signed-in user (401)',
    async (url) => {
      expect((await get(url)).statusCode).toBe(401);
    },
  );

  it('GET products lists every product', async () => {
    const res = await get('/products', student);
    expect(res.statusCode).toBe(200);
    const products = z.array(productSchema.strict()).parse(res.json());
    expect(products.filter((p) => p.ProductType === 'Bench')).toHaveLength(19);
    expect(products.filter((p) => p.ProductType === 'Desktop')).toHaveLength(5);
    // Relative to BENCH_BASE_URL, else the portal's own reference bench (README "Opening a lab").
    expect(products.find((p) => p.Name === 'Density')?.Url).toBe('physics-density/');
  });

  it('GET bundles lists bundles with numeric prices', async () => {
    const res = await get('/bundles', student2);
    expect(res.statusCode).toBe(200);
    const bundles = z.array(bundleSchema.strict()).parse(res.json());
    expect(bundles.find((b) => b.Name === 'Full Suite')).toMatchObject({
      Price: 99.99,
      ExpirationPeriod: 365,
    });
    expect(new Set(bundles.map((b) => b.ExpirationPeriod))).toEqual(new Set([365, 180, 126, 90]));
  });

  it('GET bundles/{id}/products lists the products of that bundle, 404 for an unknown bundle', async () => {
    const bundles = z.array(bundleSchema).parse((await get('/bundles', student)).json());
    const organic = bundles.find((b) => b.Name === 'Organic Chemistry');
    const res = await get(`/bundles/${organic?.Id}/products`, student);
    expect(res.statusCode).toBe(200);
    const names = z
      .array(productSchema.strict())
      .parse(res.json())
      .map((p) => p.Name);
    expect(names.sort()).toEqual(['Organic Qualitative Analysis', 'Organic Synthesis']);

    const unknown = await get('/bundles/999999/products', student);
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).message).toMatch(/bundle/i);
  });

  it('GET institutions/regions is public and sorted by id', async () => {
    const res = await get('/institutions/regions');
    expect(res.statusCode).toBe(200);
    const regions = z.array(regionSchema.strict()).parse(res.json());
    expect(regions.slice(0, 2)).toEqual([
      { Id: 1, Name: 'USA' },
      { Id: 2, Name: 'Canada' },
    ]);
    expect(regions.map((r) => r.Id)).toEqual([...regions.map((r) => r.Id)].sort((a, b) => a - b));
    expect(regions.some((r) => r.Id > 8)).toBe(true);
  });
});
