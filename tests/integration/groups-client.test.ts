import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '@common/schemas/config';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import type { AuthEvent } from '@server/plugins/oidc/events';
import { createApiClient } from '@/lib/api-client';
import { createGroup } from '@/features/groups/api/create-group';
import { joinGroup } from '@/features/groups/api/join-group';
import { removeMember } from '@/features/groups/api/remove-member';
import { setTeachingAssistant } from '@/features/groups/api/set-teaching-assistant';
import { createError, joinError } from '@/features/groups/group-rules';
import { activateLicense } from '@/features/licenses/api/activate-license';
import { activationProblem } from '@/features/licenses/license-rules';
import { accessTokenFor } from '../helpers/auth';
import { freePort } from '../helpers/browserless';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * The groups and licenses calls of the PWA (its own fetchers and error texts) against the real
 * server over HTTP: what a user sees when a TA record cannot be saved, and after the code rate
 * limit (CODE_RATE_LIMIT, 429 with Retry-After).
 */
type Who = 'instructor' | 'student' | 'student5' | 'student6';
const id = (who: Who) => DEMO_USER_IDS[who];
const CODE_RATE_LIMIT = 3;
/** The app's ApiContext (src/lib/services.tsx, which this project does not compile as JSX). */
type ApiContext = Parameters<typeof joinGroup>[0];

describe('groups and licenses calls of the app, over HTTP', () => {
  let testApp: TestApp;
  let origin = '';
  const contexts = {} as Record<Who, ApiContext>;
  const errorOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => error,
    );

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    testApp = await createTestApp({ PUBLIC_URL: origin, CODE_RATE_LIMIT: String(CODE_RATE_LIMIT) });
    await testApp.app.listen({ port, host: '127.0.0.1' });
    const config = runtimeConfigSchema.parse(await (await fetch(`${origin}/config.json`)).json());
    for (const who of ['instructor', 'student', 'student5', 'student6'] as const) {
      const token = await accessTokenFor(testApp.app, id(who));
      contexts[who] = {
        config,
        api: createApiClient({ getAccessToken: () => token, getUserId: () => id(who) }),
      };
    }
  });
  afterAll(() => testApp?.close());

  const roleIdsOf = async (who: Who) => {
    const response = await fetch(
      `${contexts[who].config.services.userApi}/users/${id(who)}/roles`,
      {
        headers: { authorization: `Bearer ${await tokenOf(who)}` },
      },
    );
    return ((await response.json()) as Array<{ RoleId: number }>).map((r) => r.RoleId);
  };
  const tokenOf = (who: Who) => accessTokenFor(testApp.app, id(who));

  it('leaves no TA role behind when the TA record cannot be saved, and grants both once it can', async () => {
    const group = await createGroup(contexts.instructor, {
      name: 'TA all or nothing',
      accessCode: 'TA-ALL-OR-NOTHING',
      institutionId: (await firstInstitution()) ?? 0,
      ownerId: id('instructor'),
    });
    await joinGroup(contexts.student6, 'TA-ALL-OR-NOTHING');
    expect(await roleIdsOf('student6')).not.toContain(4);

    // The database refuses every TA-record write, as a failing disk or a lost connection would.
    const db = testApp.database.db;
    await db.execute(
      sql.raw(`create function refuse_presets() returns trigger language plpgsql as
      $$ begin raise exception 'presets are not writable'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_presets before insert or update on presets
        for each row execute function refuse_presets()`),
    );
    const grant = { userId: id('student6'), groupId: group.Id, grant: true };
    const failure = await errorOf(setTeachingAssistant(contexts.instructor, grant));
    expect(failure).toMatchObject({ status: 500 });
    expect(await roleIdsOf('student6')).not.toContain(4);

    await db.execute(sql.raw('drop trigger refuse_presets on presets'));
    const told: AuthEvent[] = [];
    const unsubscribe = testApp.app.oidc.events.subscribe((event) => told.push(event));
    const reinit = { type: 'reinit', userId: id('student6') };
    try {
      await setTeachingAssistant(contexts.instructor, grant);
      expect(await roleIdsOf('student6')).toEqual(expect.arrayContaining([4, 5]));
      // Her open tabs reload her roles (the instructor toggle appears without a reload).
      await expect.poll(() => told).toContainEqual(reinit);

      // Removing the last group of the institution takes the role away in the same write.
      told.length = 0;
      await setTeachingAssistant(contexts.instructor, { ...grant, grant: false });
      expect(await roleIdsOf('student6')).toEqual([5]);
      await expect.poll(() => told).toContainEqual(reinit);

      // A TA taken out of the group: her tabs learn it at once, too.
      await setTeachingAssistant(contexts.instructor, grant);
      told.length = 0;
      await removeMember(contexts.instructor, {
        institutionId: 0,
        groupId: group.Id,
        userId: id('student6'),
      });
      expect(await roleIdsOf('student6')).toEqual([5]);
      await expect.poll(() => told).toContainEqual(reinit);
    } finally {
      unsubscribe();
    }
  });

  it('says how long to wait after too many codes, never that the code does not exist', async () => {
    for (let attempt = 1; attempt <= CODE_RATE_LIMIT; attempt++) {
      expect(joinError(await errorOf(joinGroup(contexts.student, `NO-SUCH-${attempt}`)))).toEqual({
        key: 'errors.codeNotFound',
      });
    }
    const limited = joinError(await errorOf(joinGroup(contexts.student, 'NO-SUCH-4')));
    expect(limited).toMatchObject({ key: 'errors.tooManyAttempts' });
    const wait = 'values' in limited ? limited.values?.count : undefined;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('says how long to wait after too many group creations or edits, never that the code is taken', async () => {
    const body = {
      name: 'Rate limited',
      institutionId: (await firstInstitution()) ?? 0,
      ownerId: id('instructor'),
    };
    // The first test used one creation of the instructor's minute.
    for (let attempt = 2; attempt <= CODE_RATE_LIMIT; attempt++) {
      await createGroup(contexts.instructor, { ...body, accessCode: `RATE-${attempt}` });
    }
    const limited = createError(
      await errorOf(createGroup(contexts.instructor, { ...body, accessCode: 'RATE-X' })),
    );
    expect(limited).toMatchObject({ key: 'errors.tooManyAttempts' });
  });

  it('tells a refused code from a failed activation and from the rate limit', async () => {
    for (let attempt = 1; attempt <= CODE_RATE_LIMIT; attempt++) {
      const error = await errorOf(activateLicense(contexts.student5, `NOT-A-CODE-${attempt}`));
      expect(activationProblem(error)).toEqual({ key: 'activation.invalid' });
    }
    const limited = activationProblem(await errorOf(activateLicense(contexts.student5, 'X')));
    expect(limited.key).toBe('activation.tooManyAttempts');
    expect(limited.values?.count).toBeGreaterThan(0);

    // No server at all: the call failed, the code may be fine.
    const unreachable: ApiContext = {
      ...contexts.student5,
      config: {
        ...contexts.student5.config,
        services: { ...contexts.student5.config.services, userApi: 'http://127.0.0.1:9/user-api' },
      },
    };
    const failed = activationProblem(await errorOf(activateLicense(unreachable, 'DEMO-PHYS-0001')));
    expect(failed).toEqual({ key: 'activation.failed' });
  });

  async function firstInstitution() {
    const response = await fetch(
      `${contexts.instructor.config.services.userApi}/users/${id('instructor')}/roles`,
      {
        headers: { authorization: `Bearer ${await tokenOf('instructor')}` },
      },
    );
    const roles = (await response.json()) as Array<{ RoleId: number; InstitutionId: number }>;
    return roles.find((r) => r.RoleId === 3)?.InstitutionId;
  }
});
