import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { RoleId } from '@common/domain/roles';
import type { Db } from '@server/db/client';
import {
  classGroupMembers,
  classGroups,
  labbookActions,
  labbookEntries,
  labbookSessions,
  presets,
  PresetType,
  userRoles,
  users,
} from '@server/db/schema/index';

/**
 * A small school for the dashboard tests, with numbers worked out by hand (see the tests):
 * - "Stats Alpha" (owner `owner`): students s1, s2, s3 and the TA `ta` (a student member whose
 *   TA record lists it); co-instructor `co` (member role 'Instructor', with a big session of
 *   their own that the owner must not see).
 * - "Stats Beta" (owner `owner`): s3, s4; `ta2` tutors it.
 * - "Stats Old" (owner `owner`, archived): s5, whose session must never count.
 * - `outsider` has no role and no group; `lonely` is an instructor with no group.
 */
export const WHO = [
  'owner',
  'co',
  'ta',
  'ta2',
  's1',
  's2',
  's3',
  's4',
  's5',
  'outsider',
  'lonely',
] as const;
export type Who = (typeof WHO)[number];

const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

const ROLES: Record<Who, number[]> = {
  owner: [RoleId.Instructor],
  co: [RoleId.Instructor],
  ta: [RoleId.Student, RoleId.TeachingAssistant],
  ta2: [RoleId.Student, RoleId.TeachingAssistant],
  s1: [RoleId.Student],
  s2: [RoleId.Student],
  s3: [RoleId.Student],
  s4: [RoleId.Student],
  s5: [RoleId.Student],
  outsider: [],
  lonely: [RoleId.Instructor],
};

export interface StatsSchool {
  ids: Record<Who, string>;
  groups: { alpha: number; beta: number; old: number };
}

export async function seedStatsSchool(db: Db, institutionId: number): Promise<StatsSchool> {
  const ids = Object.fromEntries(WHO.map((who) => [who, uuidv7()])) as Record<Who, string>;
  const tag = ids.owner.slice(-8);
  await db.insert(users).values(
    WHO.map((who, i) => ({
      id: ids[who],
      username: `stats-${who}-${tag}`,
      email: `stats-${who}-${tag}@test.example`,
      firstName: who.toUpperCase(),
      // Last names sort the lists: s1 before s2 ...
      lastName: `Zz${String(i).padStart(2, '0')}`,
      passwordHash: 'not-used',
    })),
  );
  await db
    .insert(userRoles)
    .values(
      WHO.flatMap((who) =>
        ROLES[who].map((roleId) => ({ userId: ids[who], roleId, institutionId })),
      ),
    );

  const group = async (name: string, status = 'Open') => {
    const [row] = await db
      .insert(classGroups)
      .values({
        name,
        accessCode: `${name.replace(/\W/g, '')}-${tag}`,
        status,
        ownerId: ids.owner,
        institutionId,
      })
      .returning({ id: classGroups.id });
    return row!.id;
  };
  const groups = {
    alpha: await group(`Stats Alpha ${tag}`),
    beta: await group(`Stats Beta ${tag}`),
    old: await group(`Stats Old ${tag}`, 'Archived'),
  };
  const member = (groupId: number, who: Who, memberRole = 'Student') => ({
    groupId,
    userId: ids[who],
    memberRole,
  });
  await db
    .insert(classGroupMembers)
    .values([
      member(groups.alpha, 's1'),
      member(groups.alpha, 's2'),
      member(groups.alpha, 's3'),
      member(groups.alpha, 'ta'),
      member(groups.alpha, 'co', 'Instructor'),
      member(groups.beta, 's3'),
      member(groups.beta, 's4'),
      member(groups.beta, 'ta2'),
      member(groups.old, 's5'),
    ]);
  const taRecord = (who: Who, groupIds: number[]) => ({
    uuid: uuidv7(),
    ownerId: ids[who],
    type: PresetType.TaRecord,
    labType: 99,
    name: 'TA record',
    object: JSON.stringify({ TA_Groups: groupIds }),
  });
  await db.insert(presets).values([taRecord('ta', [groups.alpha]), taRecord('ta2', [groups.beta])]);

  const now = Date.now();
  const session = async (
    who: Who,
    labType: number,
    daysAgo: number,
    minutes: number,
    actions: number,
    entryTypes: (1 | 3 | 5 | 10)[],
  ) => {
    const id = uuidv7();
    const open = now - daysAgo * DAY;
    await db.insert(labbookSessions).values({
      id,
      actorId: ids[who],
      labType,
      open,
      duration: minutes * MINUTE,
      metaData: { labType, version: 1 },
    });
    if (actions > 0) {
      await db.insert(labbookActions).values(
        Array.from({ length: actions }, (_, i) => ({
          id: uuidv7(),
          sessionId: id,
          actionType: 'move',
          timestamp: open + i * 1000,
          actions: { name: `Item ${i}` },
        })),
      );
    }
    if (entryTypes.length > 0) {
      await db.insert(labbookEntries).values(
        entryTypes.map((entryType, i) => ({
          id: uuidv7(),
          sessionId: id,
          actorId: ids[who],
          authorId: entryType === 5 ? ids.owner : ids[who],
          entryType,
          timestamp: open + i * 1000,
          content: `<p>entry ${i}</p>`,
        })),
      );
    }
  };
  // The instructor note (5) is not the student's work; the Portal note (lab 99) is no lab.
  await session('s1', 7, 3, 60, 10, [1, 1, 5]);
  await session('s1', 7, 10, 30, 4, [3]);
  await session('s1', 99, 1, 0, 0, [1]);
  await session('s2', 7, 2, 30, 2, []);
  await session('s2', 0, 20, 120, 6, [10]);
  await session('s3', 0, 40, 45, 3, [1, 1, 1]);
  await session('s4', 7, 5, 90, 12, [1, 1, 1]);
  await session('co', 7, 1, 600, 100, [1]);
  await session('s5', 7, 1, 300, 50, [1]);
  return { ids, groups };
}

/** The demo school's institution (the fixture's groups and roles belong to it). */
export async function demoInstitutionId(db: Db): Promise<number> {
  const [chem] = await db
    .select({ institutionId: classGroups.institutionId })
    .from(classGroups)
    .where(eq(classGroups.accessCode, 'CHEM101'));
  return chem!.institutionId;
}
