/**
 * A big school for the dashboard benchmark: one instructor owning GROUPS groups of STUDENTS
 * students, each with SESSIONS lab-book sessions over the last 8 weeks (10 to 30 action items,
 * about 20, and 1 to 5 entries, about 3, per session; some entries are instructor notes). Rows are
 * made by the database itself (generate_series), so building 250 000 rows takes seconds.
 */
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { RoleId } from '@common/domain/roles';
import type { Db } from '@server/db/client';
import { classGroupMembers, classGroups, userRoles, users } from '@server/db/schema/index';

export const SCHOOL = { groups: 10, students: 30, sessions: 40 } as const;

/** Labs the school's sessions are spread over (chemistry, biology, physics). */
const LABS = [0, 1, 2, 3, 7, 9, 10, 12, 14, 18];

export async function buildBigSchool(
  db: Db,
  institutionId: number,
): Promise<{ ownerId: string; studentIds: string[] }> {
  const ownerId = uuidv7();
  const person = (id: string, n: string) => ({
    id,
    username: `bench-${n}`,
    email: `bench-${n}@bench.example`,
    firstName: `First${n}`,
    lastName: `Last${n}`,
    passwordHash: 'not-used',
  });
  const studentIds: string[][] = [];
  for (let g = 0; g < SCHOOL.groups; g++)
    studentIds.push(Array.from({ length: SCHOOL.students }, () => uuidv7()));
  await db
    .insert(users)
    .values([
      person(ownerId, 'owner'),
      ...studentIds.flatMap((ids, g) => ids.map((id, s) => person(id, `${g}-${s}`))),
    ]);
  await db
    .insert(userRoles)
    .values([
      { userId: ownerId, roleId: RoleId.Instructor, institutionId },
      ...studentIds.flat().map((userId) => ({ userId, roleId: RoleId.Student, institutionId })),
    ]);
  for (let g = 0; g < SCHOOL.groups; g++) {
    const [group] = await db
      .insert(classGroups)
      .values({ name: `Bench ${g}`, accessCode: `BENCH-${g}`, ownerId, institutionId })
      .returning({ id: classGroups.id });
    await db
      .insert(classGroupMembers)
      .values(studentIds[g]!.map((userId) => ({ groupId: group!.id, userId })));
  }

  const now = Date.now();
  const labs = sql.raw(`array[${LABS.join(',')}]`);
  // Session n of a student opened about n * 1.4 days ago: 5 in the last week, all within 8.
  await db.execute(sql`
    insert into labbook_sessions (id, actor_id, lab_type, open, duration, meta_data)
    select gen_random_uuid(), u.id, l.lab_type,
      ${now}::bigint - n::bigint * 121000000 - ((hashtext(u.id::text || n) & 2147483647) % 3600000),
      600000 + (hashtext(n || u.id::text) & 2147483647) % 3000000,
      jsonb_build_object('labType', l.lab_type, 'version', 1)
    from users u
      cross join generate_series(1, ${SCHOOL.sessions}) n
      cross join lateral (select (${labs})[1 + (hashtext(u.id::text || 'lab' || n) & 2147483647) % ${LABS.length}] as lab_type) l
    where u.username like 'bench-%' and u.id <> ${ownerId}`);
  await db.execute(sql`
    insert into labbook_actions (id, session_id, action_type, timestamp, actions)
    select gen_random_uuid(), s.id, 'move', s.open + i * 1000,
      jsonb_build_object('name', 'Cylinder ' || i, 'initialLocation', 'shelf', 'finalLocation', 'balance')
    from labbook_sessions s
      join users u on u.id = s.actor_id and u.username like 'bench-%'
      cross join lateral generate_series(1, 10 + (hashtext(s.id::text) & 2147483647) % 21) i`);
  await db.execute(sql`
    insert into labbook_entries (id, session_id, actor_id, author_id, entry_type, timestamp, content)
    select gen_random_uuid(), s.id, s.actor_id,
      case when i = 5 then ${ownerId}::uuid else s.actor_id end,
      (array[1, 1, 3, 10, 5])[i], s.open + i * 60000, '<p>Bench note ' || i || '</p>'
    from labbook_sessions s
      join users u on u.id = s.actor_id and u.username like 'bench-%'
      cross join lateral generate_series(1, 1 + (hashtext(s.id::text || 'e') & 2147483647) % 5) i`);
  // What autovacuum does on a live database: statistics for the planner, a visibility map for
  // index-only counts.
  await db.execute(sql`vacuum analyze`);
  return { ownerId, studentIds: studentIds.flat() };
}
