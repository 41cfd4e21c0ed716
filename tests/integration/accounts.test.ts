import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCodes, auditLog, keptEmails, userRoles, users } from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { RoleId } from '@common/domain/roles';
import { PWA_CLIENT_ID } from '@server/plugins/oidc/clients';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { CookieJar, browse, follow, freePort } from '../helpers/browserless';
import { signInOverHttp } from '../helpers/sign-in';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp-server';

const NEW_PASSWORD = 'New-lab-pass1';
const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
const to = (address: string, subject: RegExp) => (mail: ReceivedMail) =>
  mail.to.includes(address) && subject.test(mail.subject);

describe('accounts: create, activate, forgot and reset (issue 12 §5)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let origin: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      PUBLIC_URL: origin,
      SMTP_URL: smtp.url,
      ACCOUNT_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT: '1000',
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/user-api${url}`, payload, headers });
  const newAccount = (name: string) => ({
    username: name,
    email: `${name}@school.example`,
    firstName: 'New',
    lastName: 'Student',
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });

  /** The login form's answer for these credentials, in a fresh sign-in. */
  async function tryLogin(login: string, password: string) {
    const jar = new CookieJar();
    const start = `${origin}/auth/auth?client_id=${PWA_CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${origin}/callback.html`)}&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256`;
    const { url: loginUrl, response } = await follow(jar, start, origin);
    const page = await response!.text();
    const posted = await browse(jar, `${loginUrl}/login`, {
      method: 'POST',
      form: { login, password },
    });
    return { page, status: posted.status, html: posted.status === 303 ? '' : await posted.text() };
  }

  it('creates a Pending student, mails the code, refuses sign-in until activated, then signs in', async () => {
    const res = await post('/users', newAccount('newbie'), { 'accept-language': 'es' });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(to('newbie@school.example', /activación/));
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'newbie'));
    expect(row?.status).toBe('Pending');
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, row!.id));
    expect(roles.map((r) => r.roleId)).toEqual([RoleId.Student]);

    // A wrong password says nothing; the right one says the account is not activated yet.
    const wrong = await tryLogin('newbie', 'Wrong-pass-1');
    expect(wrong.status).toBe(401);
    expect(wrong.html).not.toContain('not activated');
    const pending = await tryLogin('newbie', TEST_PASSWORD);
    expect(pending.status).toBe(403);
    expect(pending.html).toContain('not activated');
    expect(pending.html).toMatch(/href="\/auth\/interaction\/[\w-]+\/activate\?ref=newbie"/);

    const activated = await post('/users/activate', {
      userReference: 'newbie@school.example',
      activationCode: code,
    });
    expect(activated.statusCode).toBe(200);
    const token = await signInOverHttp(origin, 'newbie', TEST_PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: `/user-api/users/${row!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);

    // The code is single use.
    const again = await post('/users/activate', { userReference: 'newbie', activationCode: code });
    expect(again.statusCode).toBe(400);
  });

  it('answers the same for an address already used, and mails its owner instead', async () => {
    const fresh = await post('/users', newAccount('fresh1'));
    const taken = await post('/users', {
      ...newAccount('someone'),
      email: 'student3@demo.labportal.test',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    const mail = await smtp.waitFor(to('student3@demo.labportal.test', /already have/));
    expect(mail.text).toContain('student3');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'someone'));
    expect(row).toBeUndefined();
  });

  it('refuses a taken username, a weak password and two different passwords', async () => {
    expect(
      (await post('/users', { ...newAccount('student'), email: 'x1@school.example' })).statusCode,
    ).toBe(409);
    const weak = await post('/users', {
      ...newAccount('weakling'),
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('8 characters');
    const mismatch = await post('/users', {
      ...newAccount('mismatch'),
      confirmPassword: 'Demo-lab-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('do not match');
    expect(
      (await post('/users', { ...newAccount('bad'), email: 'not-an-address' })).statusCode,
    ).toBe(400);
  });

  it('refuses wrong, expired and worn-out codes', async () => {
    await post('/users', newAccount('coder'));
    const code = codeIn(await smtp.waitFor(to('coder@school.example', /activation/)));
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('/users/activate', {
      userReference: 'coder',
      activationCode: wrongCode,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('wrong');
    // Unknown accounts are answered alike.
    const unknown = await post('/users/activate', {
      userReference: 'nobody-here',
      activationCode: code,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());

    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'coder'));
    await t.database.db
      .update(accountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountCodes.userId, user!.id));
    expect(
      (await post('/users/activate', { userReference: 'coder', activationCode: code })).statusCode,
    ).toBe(400);

    // A new code (asked again with the same address), then five wrong tries wear it out.
    await post('/users', newAccount('coder'));
    const second = codeIn(
      await smtp.waitFor((m) => to('coder@school.example', /activation/)(m) && codeIn(m) !== code),
    );
    for (let i = 0; i < 5; i++) {
      await post('/users/activate', {
        userReference: 'coder',
        activationCode: second === '222222' ? '333333' : '222222',
      });
    }
    expect(
      (await post('/users/activate', { userReference: 'coder', activationCode: second }))
        .statusCode,
    ).toBe(400);
  });

  it('answers forgot-password alike for unknown references and mails only real accounts', async () => {
    const known = await post('/users/forgotpassword', { userReference: 'student4' });
    const unknown = await post('/users/forgotpassword', { userReference: 'ghost@school.example' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor(to('student4@demo.labportal.test', /password/));
    expect(smtp.received.some((m) => m.to.includes('ghost@school.example'))).toBe(false);
  });

  it('resets the password with the code and ends the sessions: an earlier token gets 401', async () => {
    const userId = DEMO_USER_IDS.student5;
    const before = await accessTokenFor(t.app, userId);
    const me = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/user-api/users/${userId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me(before)).statusCode).toBe(200);

    await post('/users/forgotpassword', { userReference: 'student5@demo.labportal.test' });
    const code = codeIn(await smtp.waitFor(to('student5@demo.labportal.test', /password/)));
    const mismatch = await post('/users/resetpassword', {
      userReference: 'student5',
      activationCode: code,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    const reset = await post('/users/resetpassword', {
      userReference: 'student5',
      activationCode: code,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(before)).statusCode).toBe(401);
    expect((await tryLogin('student5', TEST_PASSWORD)).status).toBe(401);
    const after = await signInOverHttp(origin, 'student5', NEW_PASSWORD);
    expect((await me(after)).statusCode).toBe(200);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, userId));
    expect(audited.map((a) => a.action)).toContain('account.password-reset');
    // The code worked once.
    const reused = await post('/users/resetpassword', {
      userReference: 'student5',
      activationCode: code,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('links the account pages from the sign-in page and runs the forgot-password pages', async () => {
    const { page } = await tryLogin('x', 'y');
    const uid = /action="\/auth\/interaction\/([\w-]+)\/login"/.exec(page)?.[1];
    expect(uid).toBeTruthy();
    expect(page).toContain(`href="/auth/interaction/${uid}/create-account"`);
    expect(page).toContain(`href="/auth/interaction/${uid}/forgot-password"`);

    const jar = new CookieJar();
    jar.set('lab_language', 'pt');
    const create = await browse(jar, `${origin}/auth/interaction/${uid}/create-account`);
    expect(create.status).toBe(200);
    expect(await create.text()).toContain('<label for="username">Nome de usuário</label>');
    const forgot = await browse(jar, `${origin}/auth/interaction/${uid}/forgot-password`, {
      method: 'POST',
      form: { userReference: 'student6' },
    });
    expect(forgot.status).toBe(303);
    expect(forgot.headers.get('location')).toBe(
      `/auth/interaction/${uid}/reset-password?ref=student6`,
    );
    const code = codeIn(await smtp.waitFor(to('student6@demo.labportal.test', /senha/)));
    const reset = await browse(jar, `${origin}/auth/interaction/${uid}/reset-password`, {
      method: 'POST',
      form: {
        userReference: 'student6',
        activationCode: code,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(reset.status).toBe(200);
    const html = await reset.text();
    expect(html).toContain('Senha alterada');
    expect(html).toContain(`href="/auth/interaction/${uid}"`);
    // A refused form keeps the page, names the fields and never echoes a password.
    const refused = await browse(jar, `${origin}/auth/interaction/${uid}/create-account`, {
      method: 'POST',
      form: {
        username: 'a',
        email: 'nope',
        firstName: '',
        lastName: '',
        password: 'Secret-1x',
        confirmPassword: '',
      },
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('role="alert"');
    expect(refusedHtml).not.toContain('Secret-1x');
  });
});

describe('accounts rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ACCOUNT_RATE_LIMIT: '2' });
  });
  afterAll(() => t?.close());

  it('answers 429 past ACCOUNT_RATE_LIMIT requests per IP in 15 minutes', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/user-api/users/forgotpassword',
        payload: { userReference: 'ghost' },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });

  it('renders the limit on the pages as a page, with the way back to sign in', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/interaction/some-uid/forgot-password',
        payload: 'userReference=ghost',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '10.9.9.9',
      });
    expect((await ask()).statusCode).toBe(303);
    expect((await ask()).statusCode).toBe(303);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain('Too many requests');
    expect(limited.body).toContain('href="/auth/interaction/some-uid"');
  });

  it('sends at most three mails about one address in 15 minutes, answering alike', async () => {
    // A fresh app per limit window is not needed: the per-address limit is separate from the IP one.
    const results: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/user-api/users/forgotpassword',
        payload: { userReference: 'student7' },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      results.push(res.statusCode);
    }
    expect(results).toEqual([200, 200, 200, 200]);
    // Only this test mails student7 (the demo seed keeps e-mails of its own for other addresses).
    const [student7] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, DEMO_USER_IDS.student7));
    const kept = await t.database.db
      .select({ id: keptEmails.id })
      .from(keptEmails)
      .where(eq(keptEmails.to, student7!.email));
    expect(kept).toHaveLength(3);
  });
});
