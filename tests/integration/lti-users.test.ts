import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import OAuth from 'oauth-1.0a';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@common/domain/roles';
import type { LtiConsumerSaved, LtiSettings } from '@common/schemas/lti';
import * as schema from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { PWA_CLIENT_ID, PWA_SCOPES } from '@server/plugins/oidc/clients';
import { accessTokenFor } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/app';
import { CookieJar, browse, follow, freePort } from '../helpers/browserless';

/**
 * Issue 11 §6: LTI 1.1 launches from a school's LMS into the portal (signed by an independent
 * signer, the `oauth-1.0a` package), the accounts they find, link or make, the sign-in they
 * give, the frame handler, and the administrators' LMS connections with their role matrix.
 */
const WHO = ['admin', 'student', 'instructor', 'support'] as const;
type Who = (typeof WHO)[number];

describe('LTI users', () => {
  let testApp: TestApp;
  let origin: string;
  let launchUrl: string;
  let schoolId: number;
  let otherSchoolId: number;
  const tokens = {} as Record<Who, string>;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Who | null,
    body?: object,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(body ? { payload: body } : {}),
    });

  /** Signs `fields` as the LMS would, with oauth-1.0a (not our own signer). */
  function signed(
    key: string,
    secret: string,
    fields: Record<string, string>,
    options: { timestamp?: number; url?: string } = {},
  ): Record<string, string> {
    const oauth = new OAuth({
      consumer: { key, secret },
      signature_method: 'HMAC-SHA1',
      hash_function: (base, signingKey) =>
        createHmac('sha1', signingKey).update(base).digest('base64'),
    });
    if (options.timestamp !== undefined) oauth.getTimeStamp = () => options.timestamp!;
    const data = {
      lti_message_type: 'basic-lti-launch-request',
      lti_version: 'LTI-1p0',
      resource_link_id: 'course-7-link-1',
      oauth_callback: 'about:blank',
      ...fields,
    };
    const authorized = oauth.authorize({
      url: options.url ?? launchUrl,
      method: 'POST',
      data: { ...data },
    });
    const oauthFields = Object.fromEntries(
      Object.entries(authorized)
        .filter(([k]) => k.startsWith('oauth_'))
        .map(([k, v]) => [k, String(v)]),
    );
    return { ...data, ...oauthFields };
  }

  const launch = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/auth/lti/launch',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });

  async function makeConsumer(
    body: { autoprovision?: boolean; status?: 'Active' | 'Inactive'; consumerKey?: string } = {},
  ) {
    const res = await api('POST', '/user-api/lti1-settings', 'admin', {
      institutionId: schoolId,
      consumerKey: body.consumerKey ?? `lms-${randomUUID().slice(0, 8)}`,
      status: body.status ?? 'Active',
      autoprovision: body.autoprovision ?? true,
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json() as LtiConsumerSaved;
    return { ...saved.consumer, secret: saved.secret! };
  }

  const userByUsername = async (username: string) =>
    (
      await testApp.database.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.username, username))
    )[0];
  const rolesOf = async (userId: string) =>
    (
      await testApp.database.db
        .select({ roleId: schema.userRoles.roleId, institutionId: schema.userRoles.institutionId })
        .from(schema.userRoles)
        .where(eq(schema.userRoles.userId, userId))
    ).sort((a, b) => a.roleId - b.roleId);
  const userCount = async () => (await testApp.database.db.select().from(schema.users)).length;
  const ticketOf = (location: string | undefined) =>
    /#lti_ticket=([A-Za-z0-9_-]+)$/.exec(location ?? '')?.[1];

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    testApp = await createTestApp({ PUBLIC_URL: origin });
    await testApp.app.listen({ port, host: '127.0.0.1' });
    launchUrl = `${origin}/auth/lti/launch`;
    for (const who of WHO) tokens[who] = await accessTokenFor(testApp.app, DEMO_USER_IDS[who]);
    const [adminRole] = await testApp.database.db
      .select()
      .from(schema.userRoles)
      .where(eq(schema.userRoles.userId, DEMO_USER_IDS.admin));
    schoolId = adminRole!.institutionId;
    const [other] = await testApp.database.db
      .select()
      .from(schema.institutions)
      .where(and(eq(schema.institutions.type, 'school')));
    otherSchoolId =
      other!.id !== schoolId
        ? other!.id
        : (await testApp.database.db.select().from(schema.institutions)).find(
            (i) => i.id !== schoolId,
          )!.id;
  });
  afterAll(() => testApp?.close());

  describe('LMS connections (lti1-settings)', () => {
    it('lets an administrator create one, showing the secret once and masked afterwards', async () => {
      const res = await api('POST', '/user-api/lti1-settings', 'admin', {
        institutionId: schoolId,
        consumerKey: 'riverside-canvas',
        autoprovision: true,
      });
      expect(res.statusCode).toBe(201);
      const saved = res.json() as LtiConsumerSaved;
      expect(saved.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(saved.consumer).toMatchObject({
        consumerKey: 'riverside-canvas',
        status: 'Active',
        autoprovision: true,
        institutionId: schoolId,
        secretHint: `••••••••${saved.secret!.slice(-4)}`,
      });

      const list = await api('GET', '/user-api/lti1-settings', 'admin');
      expect(list.statusCode).toBe(200);
      const settings = list.json() as LtiSettings;
      expect(settings.launchUrl).toBe(launchUrl);
      expect(settings.institutions.map((i) => i.id)).toEqual([schoolId]);
      expect(settings.consumers.map((c) => c.consumerKey)).toContain('riverside-canvas');
      expect(list.body).not.toContain(saved.secret);
    });

    it('makes a key when none is given, and refuses a taken key in any letter case', async () => {
      const made = await api('POST', '/user-api/lti1-settings', 'admin', {
        institutionId: schoolId,
        consumerKey: '',
      });
      expect(made.statusCode).toBe(201);
      expect((made.json() as LtiConsumerSaved).consumer.consumerKey).toMatch(/^lms-[0-9a-f]{12}$/);
      const taken = await api('POST', '/user-api/lti1-settings', 'admin', {
        institutionId: schoolId,
        consumerKey: 'RIVERSIDE-canvas',
      });
      expect(taken.statusCode).toBe(409);
      const bad = await api('POST', '/user-api/lti1-settings', 'admin', {
        institutionId: schoolId,
        consumerKey: 'has spaces',
      });
      expect(bad.statusCode).toBe(400);
    });

    it('updates status and autoprovision, regenerates the secret, and deletes', async () => {
      const consumer = await makeConsumer({ autoprovision: false });
      const put = await api('PUT', `/user-api/lti1-settings/${consumer.id}`, 'admin', {
        status: 'Inactive',
        autoprovision: true,
      });
      expect(put.statusCode).toBe(200);
      const updated = put.json() as LtiConsumerSaved;
      expect(updated.secret).toBeUndefined();
      expect(updated.consumer).toMatchObject({ status: 'Inactive', autoprovision: true });

      const regenerated = await api('PUT', `/user-api/lti1-settings/${consumer.id}`, 'admin', {
        regenerateSecret: true,
      });
      const fresh = (regenerated.json() as LtiConsumerSaved).secret;
      expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(fresh).not.toBe(consumer.secret);

      expect(
        (await api('DELETE', `/user-api/lti1-settings/${consumer.id}`, 'admin')).statusCode,
      ).toBe(204);
      expect(
        (await api('DELETE', `/user-api/lti1-settings/${consumer.id}`, 'admin')).statusCode,
      ).toBe(404);
    });

    it('refuses everyone but administrators (403), and anonymous callers (401)', async () => {
      const consumer = await makeConsumer();
      for (const who of ['student', 'instructor', 'support'] as const) {
        expect((await api('GET', '/user-api/lti1-settings', who)).statusCode).toBe(403);
        expect(
          (
            await api('POST', '/user-api/lti1-settings', who, {
              institutionId: schoolId,
              consumerKey: `by-${who}`,
            })
          ).statusCode,
        ).toBe(403);
        expect(
          (await api('PUT', `/user-api/lti1-settings/${consumer.id}`, who, { status: 'Inactive' }))
            .statusCode,
        ).toBe(403);
        expect(
          (await api('DELETE', `/user-api/lti1-settings/${consumer.id}`, who)).statusCode,
        ).toBe(403);
      }
      expect((await api('GET', '/user-api/lti1-settings', null)).statusCode).toBe(401);
    });

    it('keeps an administrator to the institutions they administer', async () => {
      const res = await api('POST', '/user-api/lti1-settings', 'admin', {
        institutionId: otherSchoolId,
        consumerKey: 'elsewhere',
      });
      expect(res.statusCode).toBe(403);
      const [row] = await testApp.database.db
        .insert(schema.ltiConsumers)
        .values({
          institutionId: otherSchoolId,
          consumerKey: 'other-school',
          secret: 's3cret-s3cret',
        })
        .returning();
      expect(
        (await api('PUT', `/user-api/lti1-settings/${row!.id}`, 'admin', { status: 'Inactive' }))
          .statusCode,
      ).toBe(404);
      expect((await api('DELETE', `/user-api/lti1-settings/${row!.id}`, 'admin')).statusCode).toBe(
        404,
      );
      const list = (await api('GET', '/user-api/lti1-settings', 'admin')).json() as LtiSettings;
      expect(list.consumers.some((c) => c.consumerKey === 'other-school')).toBe(false);
    });
  });

  describe('launches', () => {
    it('accepts a signed launch: makes the account, maps the roles, gives a one-time ticket', async () => {
      const consumer = await makeConsumer({ autoprovision: true });
      const res = await launch(
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'lms-user-1001',
          roles: 'urn:lti:role:ims/lis/Learner',
          lis_person_name_given: 'Nora',
          lis_person_name_family: 'Quinn',
          lis_person_name_full: 'Nora Quinn',
          lis_person_contact_email_primary: 'Nora.Quinn@Riverside.example',
          ext_user_username: 'nquinn',
          custom_target: '/labs/physics-density',
        }),
      );
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(
        new RegExp(`^${origin}/labs#lti_ticket=[A-Za-z0-9_-]{43}$`),
      );
      const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('lti_login='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\/auth\/interaction/);

      const user = await userByUsername('nquinn');
      expect(user).toMatchObject({
        email: 'nora.quinn@riverside.example',
        firstName: 'Nora',
        lastName: 'Quinn',
        fromLti: true,
      });
      expect(user!.campusId).not.toBeNull();
      expect(await rolesOf(user!.id)).toEqual([
        { roleId: RoleId.Student, institutionId: schoolId },
      ]);

      // The next launch of the same LMS user finds the same account and adds the new role.
      const again = await launch(
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'lms-user-1001',
          roles: 'TeachingAssistant',
          lis_person_contact_email_primary: 'changed@riverside.example',
        }),
      );
      expect(again.statusCode).toBe(303);
      expect(await rolesOf(user!.id)).toEqual([
        { roleId: RoleId.TeachingAssistant, institutionId: schoolId },
        { roleId: RoleId.Student, institutionId: schoolId },
      ]);
      expect((await userByUsername('nquinn'))!.email).toBe('nora.quinn@riverside.example');
    });

    it('makes one account when the first launches of a user arrive together', async () => {
      const consumer = await makeConsumer({ autoprovision: true });
      const form = () =>
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'double-click',
          ext_user_username: 'double.click',
        });
      const answers = await Promise.all([launch(form()), launch(form()), launch(form())]);
      expect(answers.map((a) => a.statusCode)).toEqual([303, 303, 303]);
      const links = await testApp.database.db
        .select()
        .from(schema.ltiUserLinks)
        .where(eq(schema.ltiUserLinks.ltiUserId, 'double-click'));
      expect(links).toHaveLength(1);
      const accounts = (await testApp.database.db.select().from(schema.users)).filter((u) =>
        u.username.startsWith('double.click'),
      );
      expect(accounts.map((a) => a.id)).toEqual([links[0]!.userId]);
    });

    it('numbers a taken username and makes up an address when the LMS sends none', async () => {
      const consumer = await makeConsumer({ autoprovision: true });
      const res = await launch(
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'x-77',
          roles: 'Instructor',
          ext_user_username: 'student',
        }),
      );
      expect(res.statusCode).toBe(303);
      const user = await userByUsername('student-2');
      expect(user?.email).toMatch(/^student-2\.[0-9a-f]{8}@lti\.invalid$/);
      expect(await rolesOf(user!.id)).toEqual([
        { roleId: RoleId.Instructor, institutionId: schoolId },
      ]);
    });

    it('refuses a bad signature, an old timestamp, a replayed nonce, an unknown or inactive key', async () => {
      const consumer = await makeConsumer({ autoprovision: true });
      const before = await userCount();
      const fields = { user_id: 'refused-1', roles: 'Learner' };

      const tampered = {
        ...signed(consumer.consumerKey, consumer.secret, fields),
        user_id: 'someone-else',
      };
      const wrongSecret = signed(consumer.consumerKey, 'not the secret', fields);
      const old = signed(consumer.consumerKey, consumer.secret, fields, {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      });
      const unknown = signed('nobody-knows-me', consumer.secret, fields);
      const otherAddress = signed(consumer.consumerKey, consumer.secret, fields, {
        url: `${origin}/auth/lti/other`,
      });
      for (const form of [tampered, wrongSecret, old, unknown, otherAddress]) {
        const res = await launch(form);
        expect(res.statusCode).toBe(401);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('Launch refused');
        expect(res.headers['set-cookie']).toBeUndefined();
      }

      const good = signed(consumer.consumerKey, consumer.secret, { user_id: 'replayed-1' });
      expect((await launch(good)).statusCode).toBe(303);
      const replay = await launch(good);
      expect(replay.statusCode).toBe(401);
      expect(replay.body).toContain('nonce');

      const inactive = await makeConsumer({ autoprovision: true, status: 'Inactive' });
      expect((await launch(signed(inactive.consumerKey, inactive.secret, fields))).statusCode).toBe(
        401,
      );

      expect(await userCount()).toBe(before + 1);
    });

    it('refuses a verified launch that does not say who the user is (400)', async () => {
      const consumer = await makeConsumer({ autoprovision: true });
      const res = await launch(signed(consumer.consumerKey, consumer.secret, { roles: 'Learner' }));
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('user_id is missing');
    });

    it('without autoprovision refuses an unknown user (403) in the user’s language', async () => {
      const consumer = await makeConsumer({ autoprovision: false });
      const before = await userCount();
      const res = await launch(
        signed(consumer.consumerKey, consumer.secret, { user_id: 'new-9', roles: 'Learner' }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain(
        'Your school has not enabled automatic accounts; ask your administrator',
      );
      // A verified launch's way back to the course; never a script address.
      const back = await launch(
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'new-11',
          launch_presentation_return_url: 'https://lms.example/courses/7?x=1&y=2',
        }),
      );
      expect(back.body).toContain(
        '<a href="https://lms.example/courses/7?x=1&#38;y=2">Back to your course</a>',
      );
      const script = await launch(
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'new-12',
          launch_presentation_return_url: 'javascript:alert(1)',
        }),
      );
      expect(script.body).not.toContain('Back to your course');
      const es = await launch(
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'new-10',
          launch_presentation_locale: 'es-MX',
        }),
      );
      expect(es.statusCode).toBe(403);
      expect(es.body).toContain('<html lang="es">');
      expect(await userCount()).toBe(before);
    });

    it('links an existing account of the institution by e-mail, even without autoprovision', async () => {
      const consumer = await makeConsumer({ autoprovision: false });
      const res = await launch(
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'canvas-ana',
          roles: 'Learner,Mentor',
          lis_person_contact_email_primary: 'STUDENT@demo.labportal.test',
        }),
      );
      expect(res.statusCode).toBe(303);
      const [link] = await testApp.database.db
        .select()
        .from(schema.ltiUserLinks)
        .where(eq(schema.ltiUserLinks.ltiUserId, 'canvas-ana'));
      expect(link?.userId).toBe(DEMO_USER_IDS.student);
      const roles = await rolesOf(DEMO_USER_IDS.student);
      // Added, never removed.
      expect(roles).toEqual(
        expect.arrayContaining([
          { roleId: RoleId.Instructor, institutionId: schoolId },
          { roleId: RoleId.Student, institutionId: schoolId },
        ]),
      );
    });

    it('refuses the launch of a deleted account', async () => {
      const consumer = await makeConsumer({ autoprovision: true });
      const form = () =>
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'leaver',
          ext_user_username: 'leaver',
        });
      expect((await launch(form())).statusCode).toBe(303);
      await testApp.database.db
        .update(schema.users)
        .set({ email: 'deleted_leaver@lti.invalid' })
        .where(eq(schema.users.username, 'leaver'));
      const res = await launch(form());
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('has been deleted');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('never links a staff account by e-mail', async () => {
      const consumer = await makeConsumer({ autoprovision: true });
      const res = await launch(
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'fake-admin',
          roles: 'Instructor',
          lis_person_contact_email_primary: 'admin@demo.labportal.test',
        }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain('cannot be connected');
      expect(
        await testApp.database.db
          .select()
          .from(schema.ltiUserLinks)
          .where(eq(schema.ltiUserLinks.ltiUserId, 'fake-admin')),
      ).toEqual([]);
    });
  });

  describe('signing in with the launch ticket', () => {
    let config: client.Configuration;
    beforeAll(async () => {
      config = await client.discovery(
        new URL(`${origin}/auth`),
        PWA_CLIENT_ID,
        undefined,
        client.None(),
        {
          execute: [client.allowInsecureRequests],
        },
      );
    });

    /** The app's sign-in with the ticket: code + PKCE, prompt=login, lti_ticket. */
    async function signInWithTicket(jar: CookieJar, ticket: string) {
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: `${origin}/callback.html`,
        scope: PWA_SCOPES.join(' '),
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        prompt: 'login',
        lti_ticket: ticket,
      });
      const { url: last, response } = await follow(jar, url.toString(), origin);
      if (!last.startsWith(`${origin}/callback.html`)) {
        return { signedIn: false as const, status: response?.status, page: await response?.text() };
      }
      const tokens = await client.authorizationCodeGrant(config, new URL(last), {
        pkceCodeVerifier: verifier,
        expectedState: state,
      });
      return { signedIn: true as const, tokens };
    }

    async function launchOverHttp(jar: CookieJar, form: Record<string, string>) {
      const res = await browse(jar, launchUrl, { method: 'POST', form });
      expect(res.status).toBe(303);
      return ticketOf(res.headers.get('location') ?? undefined)!;
    }

    it('signs the launched user in once, in the launching browser only, and answers the page once', async () => {
      const consumer = await makeConsumer({ autoprovision: true });
      const jar = new CookieJar();
      const ticket = await launchOverHttp(
        jar,
        signed(consumer.consumerKey, consumer.secret, {
          user_id: 'http-user-1',
          roles: 'Learner',
          ext_user_username: 'http.user',
          custom_target: '/labs/physics-density?from=lms',
        }),
      );
      const user = await userByUsername('http.user');

      // Another browser (no binding cookie) cannot use the ticket.
      const thief = await signInWithTicket(new CookieJar(), ticket);
      expect(thief.signedIn).toBe(false);
      expect(thief.status).toBe(401);
      expect(thief.page).toContain('has expired or was already used');

      // The thief's attempt did not burn it... the launching browser signs in.
      const result = await signInWithTicket(jar, ticket);
      expect(result.signedIn).toBe(true);
      const claims = result.signedIn ? result.tokens.claims() : undefined;
      expect(claims?.sub).toBe(user!.id);

      // Used once: a second use is refused.
      const replay = await signInWithTicket(jar, ticket);
      expect(replay.signedIn).toBe(false);

      // The frame handler answers the launch's page once, to the user only.
      const accessToken = result.signedIn ? result.tokens.access_token : '';
      const other = await api('GET', `/auth/iframehandler/${user!.id}`, 'student');
      expect(other.statusCode).toBe(403);
      expect((await api('GET', `/auth/iframehandler/${user!.id}`, null)).statusCode).toBe(401);
      const frame = await fetch(`${origin}/auth/iframehandler/${user!.id}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(frame.status).toBe(200);
      expect(await frame.json()).toEqual({ redirect: '/labs/physics-density?from=lms' });
      const second = await fetch(`${origin}/auth/iframehandler/${user!.id}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(await second.json()).toEqual({ redirect: null });
    });

    it('keeps the frame handler to portal pages', async () => {
      const consumer = await makeConsumer({ autoprovision: true });
      for (const target of [
        'https://evil.example/x',
        '//evil.example/x',
        '/auth/session/end',
        '/callback.html',
      ]) {
        const jar = new CookieJar();
        await launchOverHttp(
          jar,
          signed(consumer.consumerKey, consumer.secret, {
            user_id: 'target-user',
            ext_user_username: 'target.user',
            custom_target: target,
          }),
        );
        const user = await userByUsername('target.user');
        const token = await accessTokenFor(testApp.app, user!.id);
        const res = await testApp.app.inject({
          url: `/auth/iframehandler/${user!.id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.json()).toEqual({ redirect: null });
      }
    });

    it('refuses a ticket older than 60 s', async () => {
      const consumer = await makeConsumer({ autoprovision: true });
      const jar = new CookieJar();
      const ticket = await launchOverHttp(
        jar,
        signed(consumer.consumerKey, consumer.secret, { user_id: 'slow-user' }),
      );
      await testApp.database.db
        .update(schema.ltiLoginTickets)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      const result = await signInWithTicket(jar, ticket);
      expect(result.signedIn).toBe(false);
      expect(result.status).toBe(401);
    });

    it('refuses a made-up ticket', async () => {
      const jar = new CookieJar();
      jar.set('lti_login', 'a'.repeat(43));
      const result = await signInWithTicket(jar, 'b'.repeat(43));
      expect(result.signedIn).toBe(false);
      expect(result.status).toBe(401);
    });
  });
});
