import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { contractSchema, licenseSchema } from '@common/schemas/catalog';
import { licenseDetailSchema } from '@common/schemas/licenses';
import { errorBodySchema } from '@common/schemas/primitives';
import * as schema from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import type { AuthEvent } from '@server/plugins/oidc/events';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';

const { student, student2, student5, nolicense, instructor, support, ta } = DEMO_USER_IDS;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('license details and activation (user API)', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const events: AuthEvent[] = [];
  const get = (url: string, as?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/user-api${url}`,
      headers: as ? { authorization: `Bearer ${tokens.get(as)}` } : {},
    });
  const activate = (code: string, as?: string, userId = as) =>
    t.app.inject({
      method: 'POST',
      url: '/user-api/licenses/activate',
      payload: { userId, activationCode: code },
      headers: as ? { authorization: `Bearer ${tokens.get(as)}` } : {},
    });
  const details = async (userId: string) =>
    z
      .array(licenseDetailSchema.strict())
      .parse((await get(`/users/${userId}/license/details`, userId)).json());
  const addIssued = async (code: string, bundle: string, endDate: Date, contractId?: number) => {
    const [b] = await t.database.db
      .select({ id: schema.bundles.id })
      .from(schema.bundles)
      .where(eq(schema.bundles.name, bundle));
    await t.database.db.insert(schema.licenses).values({
      activationCode: code,
      bundleId: b!.id,
      status: 'Issued',
      endDate,
      contractId: contractId ?? null,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of [student, student2, student5, nolicense, instructor, support, ta])
      tokens.set(id, await accessTokenFor(t.app, id));
    t.app.oidc.events.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET users/{userId}/license/details', () => {
    it('needs a token (401)', async () => {
      expect((await get(`/users/${student}/license/details`)).statusCode).toBe(401);
    });

    it.each([
      ['another student', student2],
      ['an instructor', instructor],
      ['support', support],
    ])('refuses %s (403)', async (_who, caller) => {
      expect((await get(`/users/${student}/license/details`, caller)).statusCode).toBe(403);
    });

    it('lists each license with its code, end date, status and bundles, latest end first', async () => {
      const list = await details(student);
      expect(list.map((l) => [l.activationCode, l.Status])).toEqual([
        ['DEMO-STU-FULL', 'Active'],
        ['DEMO-STU-CHEM-OLD', 'Expired'],
      ]);
      expect(list[0]!.bundles).toEqual([
        {
          bundleId: expect.any(Number),
          bundleName: 'Full Suite',
          summary: 'Every chemistry, physics and biology lab, plus worksheets.',
        },
      ]);
      expect(await details(nolicense)).toEqual([]);
    });
  });

  describe('POST licenses/activate', () => {
    it('needs a token (401)', async () => {
      expect((await activate('DEMO-PHYS-0001', undefined, nolicense)).statusCode).toBe(401);
    });

    it.each([
      ['another student', student2],
      ['an instructor', instructor],
      ['support', support],
    ])('refuses to activate for someone else as %s (403)', async (_who, caller) => {
      const res = await activate('DEMO-PHYS-0001', caller, nolicense);
      expect(res.statusCode).toBe(403);
    });

    it.each([
      ['an empty code', '   '],
      ['an unknown code', 'NO-SUCH-CODE'],
    ])('refuses %s (400)', async (_case, code) => {
      const res = await activate(code, nolicense);
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).statusCode).toBe(400);
    });

    it('activates a trimmed code in any letter case once, for a period from now', async () => {
      events.length = 0;
      const res = await activate('  demo-phys-0001 ', student5);
      expect(res.statusCode).toBe(200);
      const { licenseId } = z.object({ licenseId: z.number() }).strict().parse(res.json());
      const [license] = await details(student5);
      expect(license).toMatchObject({
        licenseId,
        activationCode: 'DEMO-PHYS-0001',
        Status: 'Active',
      });
      expect(license!.bundles[0]!.bundleName).toBe('Physics');
      const days = (Date.parse(license!.endDate) - Date.now()) / DAY_MS;
      expect(days).toBeGreaterThan(179);
      expect(days).toBeLessThanOrEqual(180);
      // Through the database's NOTIFY: it may arrive after the answer.
      await expect.poll(() => events).toContainEqual({ type: 'reinit', userId: student5 });
      const licenses = z
        .array(licenseSchema)
        .parse((await get(`/users/${student5}/licenses`, student5)).json());
      expect(licenses.map((l) => [l.activationCode, l.Status])).toEqual([
        ['DEMO-PHYS-0001', 'Active'],
      ]);

      const again = await activate('DEMO-PHYS-0001', nolicense);
      expect(again.statusCode).toBe(400);
      expect(errorBodySchema.parse(again.json()).message).toBe(
        'This code has already been activated.',
      );
      const twice = await activate('DEMO-PHYS-0001', student5);
      expect(twice.statusCode).toBe(400);
    });

    it('refuses an expired code (400)', async () => {
      await addIssued('OLD-CODE-1', 'Biology', new Date(Date.now() - DAY_MS));
      const res = await activate('OLD-CODE-1', nolicense);
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).message).toBe('This code has expired.');
    });

    it('one of two racing activations of a code wins', async () => {
      await addIssued('RACE-CODE-1', 'Biology', new Date(Date.now() + 30 * DAY_MS));
      const answers = await Promise.all([
        activate('RACE-CODE-1', nolicense),
        activate('RACE-CODE-1', ta),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    });

    it('a contract code, activated, ends with the contract and shows its holder in the contract', async () => {
      const res = await activate('DEMO-CODE-0001', student2);
      expect(res.statusCode).toBe(200);
      const [contract] = z
        .array(contractSchema)
        .parse((await get(`/users/${instructor}/contracts`, instructor)).json());
      const row = contract!.Licenses.find((l) => l.ActivationCode === 'DEMO-CODE-0001');
      expect(row).toMatchObject({ Status: 'Active', Holder: 'student2' });
      expect(Date.parse(row!.EndDate)).toBeLessThanOrEqual(Date.parse(contract!.EndDate));
    });

    it("a contract's MultiuseCode gives the next free license of the contract, once per user", async () => {
      const res = await activate('riverside-2026', support);
      expect(res.statusCode).toBe(200);
      const [contract] = z
        .array(contractSchema)
        .parse((await get(`/users/${instructor}/contracts`, instructor)).json());
      expect(
        contract!.Licenses.find((l) => l.Holder === 'support' && l.Status === 'Active'),
      ).toMatchObject({
        ActivationCode: 'DEMO-CODE-0002',
      });
      const again = await activate('RIVERSIDE-2026', support);
      expect(again.statusCode).toBe(400);
      expect(errorBodySchema.parse(again.json()).message).toBe(
        'You already have a license from this contract.',
      );

      // DEMO-CODE-0003 is the last free seat.
      expect((await activate('RIVERSIDE-2026', instructor)).statusCode).toBe(200);
      const full = await activate('RIVERSIDE-2026', student5);
      expect(full.statusCode).toBe(400);
      expect(errorBodySchema.parse(full.json()).message).toBe(
        'No licenses are left on this contract.',
      );
    });
  });
});
