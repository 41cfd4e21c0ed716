import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { chargeResponseSchema } from '@common/schemas/purchase';
import { errorBodySchema } from '@common/schemas/primitives';
import * as schema from '@server/db/schema/index';
import { DEMO_USER_IDS } from '@server/db/seed/demo-users';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/auth';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';

const { nolicense, student5, student2, instructor } = DEMO_USER_IDS;

describe('POST users/{userId}/charge (test-mode gateway, real SMTP)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const tokens = new Map<string, string>();
  let fullSuite: { id: number; price: string };
  let chemistry: { id: number; price: string };
  let keyCount = 0;
  const newKey = () => `test-key-${Date.now()}-${(keyCount += 1)}`;

  const charge = (
    as: string,
    body: Record<string, unknown>,
    {
      userId = as,
      key = newKey(),
      cookie,
    }: { userId?: string; key?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/user-api/users/${userId}/charge`,
      headers: {
        authorization: `Bearer ${tokens.get(as)}`,
        'idempotency-key': key,
        ...(cookie ? { cookie } : {}),
      },
      payload: body,
    });
  const body = (token: string, extra: Record<string, unknown> = {}) => ({
    bundleIds: [fullSuite.id],
    quantity: 1,
    chargeRequest: { name: 'Noel Nolan', token_from_stripe: token },
    ...extra,
  });
  const count = async (table: typeof schema.licenses | typeof schema.payments, userId: string) =>
    (await t.database.db.select().from(table).where(eq(table.userId, userId))).length;
  const paymentsOf = (userId: string) =>
    t.database.db.select().from(schema.payments).where(eq(schema.payments.userId, userId));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, CODE_RATE_LIMIT: '1000' });
    for (const id of [nolicense, student5, student2, instructor])
      tokens.set(id, await accessTokenFor(t.app, id));
    const bundles = await t.database.db
      .select({ id: schema.bundles.id, name: schema.bundles.name, price: schema.bundles.price })
      .from(schema.bundles);
    fullSuite = bundles.find((b) => b.name === 'Full Suite')!;
    chemistry = bundles.find((b) => b.name === 'Chemistry')!;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('charges tok_visa, issues the code with the payment and e-mails it', async () => {
    const key = newKey();
    const res = await charge(nolicense, body('tok_visa'), { key });
    expect(res.statusCode).toBe(200);
    const answer = chargeResponseSchema.strict().parse(res.json());
    expect(answer.isTestMode).toBe(true);
    expect(answer.isBatch).toBe(false);
    expect(answer.result).toHaveLength(1);
    const code = answer.result[0]!.ActivationCode;
    expect(answer.amount).toBe(Number(fullSuite.price).toFixed(2));

    const [license] = await t.database.db
      .select()
      .from(schema.licenses)
      .where(eq(schema.licenses.activationCode, code));
    expect(license).toMatchObject({ userId: nolicense, status: 'Issued', bundleId: fullSuite.id });
    const [payment] = await paymentsOf(nolicense);
    expect(payment).toMatchObject({
      status: 'succeeded',
      gateway: 'test',
      activationCodes: [code],
      amount: Number(fullSuite.price).toFixed(2),
    });

    const mail = await smtp.waitFor((m) => m.text.includes(code));
    expect(mail.to).toEqual(['nolicense@demo.labportal.test']);
    expect(mail.subject).toBe('Your Lab Portal license code');

    // The page then activates it (non-batch buyers).
    const activated = await t.app.inject({
      method: 'POST',
      url: '/user-api/licenses/activate',
      headers: { authorization: `Bearer ${tokens.get(nolicense)}` },
      payload: { userId: nolicense, activationCode: code },
    });
    expect(activated.statusCode).toBe(200);

    // A retry with the same key answers the same code and charges nothing more.
    const again = await charge(nolicense, body('tok_visa'), { key });
    expect(again.statusCode).toBe(200);
    expect(chargeResponseSchema.parse(again.json()).result[0]!.ActivationCode).toBe(code);
    expect(await paymentsOf(nolicense)).toHaveLength(1);
    expect(await count(schema.licenses, nolicense)).toBe(1);
  });

  it('charges once when the same request arrives twice at the same time', async () => {
    const key = newKey();
    const before = await count(schema.licenses, student5);
    const [a, b] = await Promise.all([
      charge(student5, body('tok_visa'), { key }),
      charge(student5, body('tok_visa'), { key }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // One charges; the other either waits for the answer or is told the purchase is under way.
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(await paymentsOf(student5)).toHaveLength(1);
    expect(await count(schema.licenses, student5)).toBe(before + 1);
  });

  it.each([
    ['tok_chargeDeclined', 'card_declined', 'Your card was declined.'],
    ['tok_chargeDeclinedExpiredCard', 'expired_card', 'Your card has expired.'],
    ['tok_chargeDeclinedIncorrectCvc', 'incorrect_cvc', "Your card's security code is incorrect."],
    [
      'tok_chargeDeclinedProcessingError',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
    ['tok_unknown', 'invalid_token', 'The card could not be read. Please enter it again.'],
  ] as const)('%s issues nothing (402 %s)', async (token, code, message) => {
    const licenses = await count(schema.licenses, student2);
    const contracts = (await t.database.db.select().from(schema.contracts)).length;
    const key = newKey();
    const res = await charge(student2, body(token), { key });
    expect(res.statusCode).toBe(402);
    expect(errorBodySchema.parse(res.json()).message).toBe(message);
    expect(await count(schema.licenses, student2)).toBe(licenses);
    expect((await t.database.db.select().from(schema.contracts)).length).toBe(contracts);
    // A refusal leaves no payment behind; retried, the provider answers the same refusal.
    expect((await paymentsOf(student2)).some((p) => p.idempotencyKey === key)).toBe(false);
    const again = await charge(student2, body(token), { key });
    expect(again.statusCode).toBe(402);
    expect(errorBodySchema.parse(again.json()).message).toBe(message);
  });

  it('answers a decline in the buyer language (lab_language cookie)', async () => {
    const res = await charge(student2, body('tok_chargeDeclined'), { cookie: 'lab_language=es' });
    expect(res.json()).toMatchObject({ message: 'Su tarjeta fue rechazada.' });
  });

  it('takes prices from the server, whatever the client sends', async () => {
    const res = await charge(
      student2,
      body('tok_visa', { bundleIds: [chemistry.id], price: 0.01, Price: 0.01, amount: 1 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: Number(chemistry.price).toFixed(2) });
  });

  it('issues a batch buyer quantity codes on a contract, e-mailed in their language', async () => {
    const res = await charge(
      instructor,
      body('tok_visa', { quantity: 3, batch: true, lang: 'pt' }),
    );
    expect(res.statusCode).toBe(200);
    const answer = chargeResponseSchema.parse(res.json());
    expect(answer.isBatch).toBe(true);
    expect(answer.result).toHaveLength(3);
    expect(answer.amount).toBe((Number(fullSuite.price) * 3).toFixed(2));
    const codes = answer.result.map((r) => r.ActivationCode);
    const rows = await t.database.db
      .select()
      .from(schema.licenses)
      .where(inArray(schema.licenses.activationCode, codes));
    expect(rows.every((r) => r.userId === null && r.contractId !== null)).toBe(true);
    const [contract] = await t.database.db
      .select()
      .from(schema.contracts)
      .where(eq(schema.contracts.id, rows[0]!.contractId!));
    expect(contract?.ownerId).toBe(instructor);
    const mail = await smtp.waitFor((m) => codes.every((c) => m.text.includes(c)));
    expect(mail.subject).toBe('Seus códigos de licença do Lab Portal');

    // Another user activates one of them.
    const activated = await t.app.inject({
      method: 'POST',
      url: '/user-api/licenses/activate',
      headers: { authorization: `Bearer ${tokens.get(student2)}` },
      payload: { userId: student2, activationCode: codes[1] },
    });
    expect(activated.statusCode).toBe(200);
  });

  it("refuses another user's userId (403) and charges nothing", async () => {
    const res = await charge(student2, body('tok_visa'), { userId: nolicense });
    expect(res.statusCode).toBe(403);
  });

  it('needs a token (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/user-api/users/${nolicense}/charge`,
      headers: { 'idempotency-key': newKey() },
      payload: body('tok_visa'),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no idempotency key', { key: '' }, (b: Record<string, unknown>) => b],
    ['no bundles', {}, (b: Record<string, unknown>) => ({ ...b, bundleIds: [] })],
    ['quantity 0', {}, (b: Record<string, unknown>) => ({ ...b, quantity: 0 })],
    [
      'a bad token',
      {},
      (b: Record<string, unknown>) => ({
        ...b,
        chargeRequest: { name: 'N', token_from_stripe: '<script>' },
      }),
    ],
  ])('refuses %s (400)', async (_what, options, change) => {
    const res = await charge(nolicense, change(body('tok_visa')), options);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a bundle that cannot be purchased (400)', async () => {
    const [notForSale] = await t.database.db
      .insert(schema.bundles)
      .values({
        name: 'Not for sale',
        price: '1.00',
        expirationPeriod: 30,
        metaData: JSON.stringify({ canPurchase: false }),
      })
      .returning({ id: schema.bundles.id });
    const res = await charge(nolicense, body('tok_visa', { bundleIds: [notForSale!.id] }));
    expect(res.statusCode).toBe(400);
    const missing = await charge(nolicense, body('tok_visa', { bundleIds: [999_999] }));
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a key reused for another purchase (422)', async () => {
    const key = newKey();
    expect((await charge(student2, body('tok_visa'), { key })).statusCode).toBe(200);
    const other = await charge(student2, body('tok_visa', { quantity: 2 }), { key });
    expect(other.statusCode).toBe(422);
  });
});

describe('POST users/{userId}/charge without SMTP', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the codes e-mail in the database for administrators', async () => {
    t = await createTestApp({ CODE_RATE_LIMIT: '1000' });
    const token = await accessTokenFor(t.app, nolicense);
    const [fullSuite] = await t.database.db
      .select({ id: schema.bundles.id })
      .from(schema.bundles)
      .where(eq(schema.bundles.name, 'Full Suite'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/user-api/users/${nolicense}/charge`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'kept-mail-key-1' },
      payload: {
        bundleIds: [fullSuite!.id],
        quantity: 1,
        lang: 'es',
        chargeRequest: { name: 'Noel Nolan', token_from_stripe: 'tok_visa' },
      },
    });
    expect(res.statusCode).toBe(200);
    const code = chargeResponseSchema.parse(res.json()).result[0]!.ActivationCode;
    const kept = await t.database.db.select().from(schema.keptEmails);
    const mail = kept.find((m) => m.text.includes(code));
    expect(mail).toMatchObject({
      to: 'nolicense@demo.labportal.test',
      subject: 'Su código de licencia de Lab Portal',
      kind: 'purchase',
    });
  });
});
