import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LabType } from '@common/domain/labs';
import { parsePresetObject } from '@common/schemas/preset-objects';
import { presetSchema, SYSTEM_OWNER, type Preset } from '@common/schemas/presets';
import * as schema from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { INSTRUCTOR_PRESET_IDS, SYSTEM_PRESET_IDS } from '@server/db/seed/preset-ids';
import { INSTRUCTOR_PRESETS, SYSTEM_PRESETS } from '@server/db/seed/presets-data';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * The presets calls of spec 3 §7 with the owner (instructor) / system / other user (instructor2)
 * / student matrix, per-lab object validation, copy by link, and the TA record alongside.
 */
const WHO = ['instructor', 'instructor2', 'student', 'ta'] as const;
type Who = (typeof WHO)[number];
const id = (who: Who) => DEMO_USER_IDS[who];

const OWN_TITRATION = INSTRUCTOR_PRESET_IDS.titration;
const SYSTEM_TITRATION = SYSTEM_PRESET_IDS.titrationStrongStrong;
const titrationObject = () =>
  structuredClone(
    INSTRUCTOR_PRESETS.find((p) => p.uuid === OWN_TITRATION)!.object,
  ) as unknown as Record<string, unknown> & {
    bottles: Array<Record<string, unknown>>;
    controls: Record<string, boolean>;
  };
const densityObject = () =>
  structuredClone(
    SYSTEM_PRESETS.find((p) => p.uuid === SYSTEM_PRESET_IDS.densityUnknownSolids)!.object,
  );

describe('presets service', () => {
  let testApp: TestApp;
  const tokens = {} as Record<Who, string>;

  const call = (method: 'GET' | 'POST', url: string, who: Who | null, body?: object) =>
    testApp.app.inject({
      method,
      url: `/presets-api/${url}`,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(body ? { payload: body } : {}),
    });
  const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;
  const stored = async (uuid: string) =>
    (
      await testApp.database.db.select().from(schema.presets).where(eq(schema.presets.uuid, uuid))
    )[0];

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const who of WHO) tokens[who] = await accessTokenFor(testApp.app, id(who));
  });
  afterAll(() => testApp?.close());

  describe('preset/list', () => {
    it('lists the system presets, then the caller’s own saved presets', async () => {
      const res = await call('POST', 'preset/list', 'instructor', { userId: id('instructor') });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Preset[];
      for (const p of list) presetSchema.parse(p);
      const system = list.filter((p) => p.owner_id === SYSTEM_OWNER);
      expect(system.map((p) => p.uuid).sort()).toEqual(Object.values(SYSTEM_PRESET_IDS).sort());
      expect(system.every((p) => p.updated === new Date(0).toISOString() && p.type === 1)).toBe(
        true,
      );
      const own = list.filter((p) => p.owner_id === id('instructor'));
      expect(own.map((p) => p.uuid).sort()).toEqual(Object.values(INSTRUCTOR_PRESET_IDS).sort());
      expect(own.find((p) => p.uuid === OWN_TITRATION)).toMatchObject({
        name: 'My HCl titration (section 2)',
        labName: 'Titrations',
        labType: LabType.Titrations,
      });
      // No TA records and nobody else's presets.
      expect(
        list.every((p) => p.owner_id === SYSTEM_OWNER || p.owner_id === id('instructor')),
      ).toBe(true);
    });

    it('gives a student only the system presets, and nobody another user’s list', async () => {
      const res = await call('POST', 'preset/list', 'student', { userId: id('student') });
      expect((res.json() as Preset[]).every((p) => p.owner_id === SYSTEM_OWNER)).toBe(true);
      const ta = await call('POST', 'preset/list', 'ta', { userId: id('ta') });
      expect((ta.json() as Preset[]).every((p) => p.type === 1)).toBe(true);
      const other = await call('POST', 'preset/list', 'student', { userId: id('instructor') });
      expect(other.statusCode).toBe(403);
      expect((await call('POST', 'preset/list', null, { userId: id('student') })).statusCode).toBe(
        401,
      );
    });
  });

  describe('preset/fetch and preset/assignment/{id}', () => {
    it('lets any signed-in user read a system or another user’s preset (a shared link)', async () => {
      for (const who of WHO) {
        for (const uuid of [SYSTEM_TITRATION, OWN_TITRATION]) {
          const res = await call('POST', 'preset/fetch', who, { uuid });
          expect([who, uuid, res.statusCode]).toEqual([who, uuid, 200]);
          expect((res.json() as Preset).uuid).toBe(uuid);
        }
      }
      expect(
        (await call('POST', 'preset/fetch', null, { uuid: SYSTEM_TITRATION })).statusCode,
      ).toBe(401);
    });

    it('hides TA records from everyone but their owner, and 404s unknown uuids', async () => {
      const [record] = await testApp.database.db
        .select()
        .from(schema.presets)
        .where(eq(schema.presets.ownerId, id('ta')));
      expect(record?.type).toBe(3);
      expect((await call('POST', 'preset/fetch', 'ta', { uuid: record!.uuid })).statusCode).toBe(
        200,
      );
      for (const who of ['instructor', 'student'] as const) {
        const res = await call('POST', 'preset/fetch', who, { uuid: record!.uuid });
        expect(res.statusCode).toBe(404);
        expect(message(res)).toBe('Preset not found.');
      }
      const unknown = await call('POST', 'preset/fetch', 'ta', {
        uuid: '0b7e5a10-8c1d-4e2f-9a01-0000000000ff',
      });
      expect([unknown.statusCode, message(unknown)]).toEqual([404, 'Preset not found.']);
      expect((await call('POST', 'preset/fetch', 'ta', { uuid: 'nope' })).statusCode).toBe(400);
      const byId = await call('GET', `preset/assignment/${record!.id}`, 'instructor');
      expect(byId.statusCode).toBe(404);
    });

    it('reads a saved or assignment preset by its row id', async () => {
      const own = (await stored(OWN_TITRATION))!;
      const res = await call('GET', `preset/assignment/${own.id}`, 'student');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ uuid: OWN_TITRATION, owner_id: id('instructor') });
      expect((await call('GET', 'preset/assignment/2147483647', 'student')).statusCode).toBe(404);
      expect((await call('GET', 'preset/assignment/abc', 'student')).statusCode).toBe(400);
      expect((await call('GET', `preset/assignment/${own.id}`, null)).statusCode).toBe(401);
    });
  });

  describe('preset/save', () => {
    it('customization save: the owner changes their preset; the parsed object is stored', async () => {
      const object = titrationObject();
      object.controls.graph = false;
      object.bottles[0]!.concentration = 0.2;
      object.unknownKey = 'dropped';
      const res = await call('POST', 'preset/save', 'instructor', {
        uuid: OWN_TITRATION,
        object: JSON.stringify(object),
        labType: LabType.Titrations,
        type: 1,
        userId: id('instructor'),
      });
      expect(res.statusCode).toBe(200);
      const saved = res.json() as Preset;
      expect(saved).toMatchObject({ uuid: OWN_TITRATION, owner_id: id('instructor'), type: 1 });
      const parsed = JSON.parse(saved.object) as Record<string, unknown>;
      expect(parsed).not.toHaveProperty('unknownKey');
      expect(parsed).toMatchObject({ controls: { graph: false } });
      expect((await stored(OWN_TITRATION))!.object).toBe(saved.object);
      expect(Date.parse(saved.updated)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('refuses changing system presets and other users’ presets (403), or another lab’s (409)', async () => {
      const body = (uuid: string) => ({
        uuid,
        object: JSON.stringify(titrationObject()),
        labType: LabType.Titrations,
        type: 1,
      });
      for (const who of WHO) {
        const system = await call('POST', 'preset/save', who, body(SYSTEM_TITRATION));
        expect([who, system.statusCode]).toEqual([who, 403]);
      }
      for (const who of ['instructor2', 'student', 'ta'] as const) {
        const other = await call('POST', 'preset/save', who, body(OWN_TITRATION));
        expect([who, other.statusCode]).toEqual([who, 403]);
        const generic = await call('POST', 'preset/save', who, {
          uuid: OWN_TITRATION,
          object: JSON.stringify(titrationObject()),
          type: LabType.Titrations,
        });
        expect([who, generic.statusCode]).toEqual([who, 403]);
      }
      const otherLab = await call('POST', 'preset/save', 'instructor', {
        uuid: INSTRUCTOR_PRESET_IDS.density,
        object: JSON.stringify(titrationObject()),
        labType: LabType.Titrations,
        type: 1,
      });
      expect(otherLab.statusCode).toBe(409);
      expect((await stored(SYSTEM_TITRATION))!.updated.getTime()).toBe(0);
      expect(JSON.parse((await stored(INSTRUCTOR_PRESET_IDS.density))!.object)).toMatchObject({
        labName: 'Density',
      });
    });

    it('generic save: a rename or a procedure of the owner’s preset; the name follows object.name', async () => {
      const object = { ...densityObject(), name: 'Density, renamed' };
      const res = await call('POST', 'preset/save', 'instructor', {
        uuid: INSTRUCTOR_PRESET_IDS.density,
        object: JSON.stringify({
          ...object,
          procedure: { url: 'https://example.edu/density.pdf', type: 'pdf' },
        }),
        type: LabType.Density,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Density, renamed', labName: 'Density' });
      expect((await stored(INSTRUCTOR_PRESET_IDS.density))!.name).toBe('Density, renamed');
    });

    it('copy by link: a save without uuid makes a new preset owned by the copier', async () => {
      const original = (
        await call('POST', 'preset/fetch', 'student', { uuid: SYSTEM_TITRATION })
      ).json() as Preset;
      const res = await call('POST', 'preset/save', 'student', {
        object: original.object,
        type: original.labType,
        userId: id('student'),
      });
      expect(res.statusCode).toBe(200);
      const copy = res.json() as Preset;
      expect(copy.uuid).not.toBe(SYSTEM_TITRATION);
      expect(copy).toMatchObject({
        owner_id: id('student'),
        type: 1,
        labType: LabType.Titrations,
        name: 'Strong acid - strong base titration',
      });
      const list = (
        await call('POST', 'preset/list', 'student', { userId: id('student') })
      ).json() as Preset[];
      expect(list.some((p) => p.uuid === copy.uuid)).toBe(true);
      // The copier may now change and delete it; the original is untouched.
      const del = await call('POST', 'preset/delete', 'student', {
        uuid: copy.uuid,
        type: LabType.Titrations,
      });
      expect([del.statusCode, del.json()]).toEqual([200, { uuid: copy.uuid }]);
      expect(await stored(SYSTEM_TITRATION)).toBeDefined();
    });

    it('a customization save under a new uuid creates the caller’s preset with it', async () => {
      const uuid = '5eed9e00-0000-4000-8000-000000000001';
      const res = await call('POST', 'preset/save', 'instructor2', {
        uuid,
        object: JSON.stringify(densityObject()),
        labType: LabType.Density,
        type: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ uuid, owner_id: id('instructor2') });
      const taken = await call('POST', 'preset/save', 'instructor', {
        uuid,
        object: JSON.stringify(densityObject()),
        labType: LabType.Density,
        type: 1,
      });
      expect(taken.statusCode).toBe(403);
    });

    it.each([
      [
        LabType.Titrations,
        (o: ReturnType<typeof titrationObject>) => {
          o.bottles[0]!.concentration = 7;
        },
        'object.bottles.0.concentration must be between 0.001 and 6',
      ],
      [
        LabType.Titrations,
        (o: ReturnType<typeof titrationObject>) => {
          o.bottles[0]!.jsonStr = { materials: [{ id: 'plutonium' }] };
        },
        'object.bottles.0.jsonStr.materials.0.id is not a titrations material',
      ],
    ])(
      'rejects an invalid titrations object (lab %i) with its path: %#',
      async (labType, spoil, text) => {
        const object = titrationObject();
        spoil(object);
        const res = await call('POST', 'preset/save', 'instructor', {
          uuid: OWN_TITRATION,
          object: JSON.stringify(object),
          labType,
          type: 1,
        });
        expect(res.statusCode).toBe(400);
        expect(message(res)).toContain(text);
      },
    );

    it('rejects invalid objects of every lab with a 400, storing nothing', async () => {
      const before = await testApp.database.db.select().from(schema.presets);
      const bad: Array<[number, object]> = [
        [
          LabType.Density,
          {
            ...densityObject(),
            unknownsData: {
              cylinderUnknowns: [{ cylinder: 9, unknownType: 'assigned', unknownList: ['steel'] }],
            },
          },
        ],
        [
          LabType.Density,
          {
            ...densityObject(),
            unknownsData: {
              cylinderUnknowns: [{ cylinder: 1, unknownType: 'assigned', unknownList: ['gold'] }],
            },
          },
        ],
        [
          LabType.Inorganic,
          { name: 'x', labName: 'x', unknownData: [{ uuid: 'x', type: 'assigned', cations: [] }] },
        ],
        [
          LabType.Calorimetry,
          {
            name: 'x',
            labName: 'x',
            unknownsData: [{ unknownUUID: SYSTEM_TITRATION, unknownType: 'sometimes' }],
          },
        ],
        [LabType.Quantum, { name: 'x', labName: 'x', SDKJSON: {} }],
        [LabType.Gases, { name: '', labName: 'Gases' }],
        [
          LabType.OrganicQualitative,
          {
            name: 'x',
            labName: 'x',
            controls: {},
            unknownData: { type: 'custom', customUnknownSet: ['XXXXX'] },
            reactionSets: [],
          },
        ],
        [
          LabType.OrganicSynthesis,
          { name: 'x', labName: 'x', controls: { canAccessSpectraLibrary: 'yes' } },
        ],
        [
          LabType.FreeMotion,
          { name: 'x', labName: 'x', gridLimits: { xMin: 'a' }, gridData: {}, json: {} },
        ],
        [
          LabType.RampMotion,
          {
            name: 'x',
            labName: 'x',
            gridLimits: { xMin: 0, xMax: 1, yMin: 0, yMax: 1 },
            gridData: { xMin: 0, xMax: 1, yMin: 0, yMax: 1 },
            json: { grid: { auto: true, limitsBySize: 'middle' } },
          },
        ],
      ];
      for (const [labType, object] of bad) {
        expect(parsePresetObject(labType, JSON.stringify(object)).ok).toBe(false);
        const res = await call('POST', 'preset/save', 'instructor', {
          object: JSON.stringify(object),
          type: labType,
        });
        expect([labType, res.statusCode]).toEqual([labType, 400]);
        expect(message(res)).toMatch(/^object/);
      }
      const notJson = await call('POST', 'preset/save', 'instructor', {
        object: '{not json',
        type: LabType.Density,
      });
      expect([notJson.statusCode, message(notJson)]).toEqual([400, 'object must be JSON text']);
      for (const labType of [LabType.Microscopy, 42, LabType.Portal]) {
        const res = await call('POST', 'preset/save', 'instructor', {
          object: JSON.stringify(densityObject()),
          type: labType,
        });
        expect([labType, res.statusCode, message(res)]).toEqual([
          labType,
          400,
          'This lab keeps no presets.',
        ]);
      }
      expect(await testApp.database.db.select().from(schema.presets)).toEqual(before);
    });

    it('still saves a TA record (type 3, lab type 99) as before', async () => {
      const [record] = await testApp.database.db
        .select()
        .from(schema.presets)
        .where(eq(schema.presets.ownerId, id('ta')));
      const groups = (JSON.parse(record!.object) as { TA_Groups: number[] }).TA_Groups;
      const res = await call('POST', 'preset/save', 'instructor', {
        owner_id: id('ta'),
        object: JSON.stringify({ TA_Groups: groups }),
        labType: 99,
        type: 3,
        uuid: record!.uuid,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ owner_id: id('ta'), uuid: record!.uuid, type: 3 });
      const noOwner = await call('POST', 'preset/save', 'instructor', {
        object: JSON.stringify({ TA_Groups: groups }),
        labType: 99,
        type: 3,
      });
      expect(noOwner.statusCode).toBe(400);
      // A TA record's uuid is not a preset anyone saves over, nor deletes here.
      const over = await call('POST', 'preset/save', 'ta', {
        uuid: record!.uuid,
        object: JSON.stringify(densityObject()),
        type: LabType.Density,
      });
      expect(over.statusCode).toBe(409);
      const del = await call('POST', 'preset/delete', 'ta', { uuid: record!.uuid, type: 99 });
      expect(del.statusCode).toBe(400);
      const delOther = await call('POST', 'preset/delete', 'instructor', {
        uuid: record!.uuid,
        type: 99,
      });
      expect(delOther.statusCode).toBe(404);
    });
  });

  describe('preset/delete and preset/assignment/delete', () => {
    it('only the owner deletes, with the preset’s lab type', async () => {
      for (const who of WHO) {
        const system = await call('POST', 'preset/delete', who, {
          uuid: SYSTEM_TITRATION,
          type: LabType.Titrations,
        });
        expect([who, system.statusCode, message(system)]).toEqual([
          who,
          403,
          'You do not have delete privileges.',
        ]);
      }
      for (const who of ['instructor2', 'student'] as const) {
        const other = await call('POST', 'preset/delete', who, {
          uuid: INSTRUCTOR_PRESET_IDS.inorganic,
          type: LabType.Inorganic,
        });
        expect([who, other.statusCode, message(other)]).toEqual([
          who,
          403,
          'You do not have delete privileges.',
        ]);
      }
      const wrongType = await call('POST', 'preset/delete', 'instructor', {
        uuid: INSTRUCTOR_PRESET_IDS.inorganic,
        type: LabType.Density,
      });
      expect(wrongType.statusCode).toBe(400);
      const asAssignment = await call('POST', 'preset/assignment/delete', 'instructor', {
        uuid: INSTRUCTOR_PRESET_IDS.inorganic,
        type: LabType.Inorganic,
      });
      expect(asAssignment.statusCode).toBe(400);
      const ok = await call('POST', 'preset/delete', 'instructor', {
        uuid: INSTRUCTOR_PRESET_IDS.inorganic,
        type: LabType.Inorganic,
      });
      expect([ok.statusCode, ok.json()]).toEqual([200, { uuid: INSTRUCTOR_PRESET_IDS.inorganic }]);
      expect(await stored(INSTRUCTOR_PRESET_IDS.inorganic)).toBeUndefined();
      const again = await call('POST', 'preset/delete', 'instructor', {
        uuid: INSTRUCTOR_PRESET_IDS.inorganic,
        type: LabType.Inorganic,
      });
      expect(again.statusCode).toBe(404);
      expect(await stored(SYSTEM_TITRATION)).toBeDefined();
    });

    it('assignment presets (type 2): readable by id, deleted by their owner only', async () => {
      const res = await call('POST', 'preset/save', 'instructor', {
        object: JSON.stringify({ ...densityObject(), name: 'Week 3 assignment' }),
        labType: LabType.Density,
        type: 2,
      });
      expect(res.statusCode).toBe(200);
      const assignment = res.json() as Preset;
      expect(assignment).toMatchObject({ type: 2, owner_id: id('instructor') });
      const byId = await call('GET', `preset/assignment/${assignment.id}`, 'student');
      expect(byId.json()).toMatchObject({ uuid: assignment.uuid, type: 2 });
      // Not in the saved list.
      const list = (
        await call('POST', 'preset/list', 'instructor', { userId: id('instructor') })
      ).json() as Preset[];
      expect(list.some((p) => p.uuid === assignment.uuid)).toBe(false);
      const body = { uuid: assignment.uuid, type: LabType.Density };
      const byStudent = await call('POST', 'preset/assignment/delete', 'student', body);
      expect(byStudent.statusCode).toBe(403);
      const ok = await call('POST', 'preset/assignment/delete', 'instructor', body);
      expect([ok.statusCode, ok.json()]).toEqual([200, { uuid: assignment.uuid }]);
      expect((await call('GET', `preset/assignment/${assignment.id}`, 'student')).statusCode).toBe(
        404,
      );
      const unknown = await call('POST', 'preset/assignment/delete', 'instructor', body);
      expect(unknown.statusCode).toBe(404);
    });
  });
});
