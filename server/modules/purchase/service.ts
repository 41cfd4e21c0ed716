import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { formatTotal, totalCents } from '@common/domain/purchase';
import { parseMetaData } from '@common/schemas/catalog';
import type { ChargeInput, ChargeResponse, IssuedCode } from '@common/schemas/purchase';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Audit } from '../../plugins/audit';
import { requireSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { knownFailureCode, type PaymentGateway } from '../../payments/gateway';
import * as repo from './repository';
import { purchaseTexts, type PurchaseTexts } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An issued code can be activated for a year; its period starts at activation. */
const ACTIVATION_WINDOW_DAYS = 365;
/** A pending payment this old lost its request (a crash): a retry may take it over. */
const STALE_PENDING_MS = 2 * 60 * 1000;
const CURRENCY = 'usd';

interface PurchaseDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  audit: Audit;
  log: FastifyBaseLogger;
}

/** `POST users/{userId}/charge` (spec 1 §3, §4, §7; protocols.md "Stripe"). */
export function createPurchaseService({ db, gateway, mailer, audit, log }: PurchaseDeps) {
  return {
    async charge(
      request: FastifyRequest,
      userId: string,
      idempotencyKey: string,
      body: ChargeInput,
    ): Promise<ChargeResponse> {
      requireSelf(request, userId);
      const texts = purchaseTexts([
        body.lang,
        request.cookies.lab_language,
        ...(request.headers['accept-language']?.split(',') ?? []),
      ]);
      const buyer = await repo.findBuyer(db, userId);
      if (!buyer) throw new HttpError(404, 'No such user.');
      const bundleIds = [...new Set(body.bundleIds)].sort((a, b) => a - b);
      const bundles = await repo.findBundles(db, bundleIds);
      if (
        bundles.length !== bundleIds.length ||
        bundles.some((b) => parseMetaData(b.metaData).canPurchase !== true)
      )
        throw new HttpError(400, texts.notPurchasable);
      // Prices come from the server's own bundles, never from the client.
      const cents = totalCents(
        bundles.map((b) => Number(b.price)),
        body.quantity,
      );
      const isBatch = body.batch || body.quantity > 1;

      let payment = await repo.claimPayment(db, {
        userId,
        idempotencyKey,
        bundleIds,
        quantity: body.quantity,
        amount: formatTotal(cents),
        currency: CURRENCY,
        status: 'pending',
        gateway: gateway.kind,
      });
      if (!payment) {
        const earlier = await repo.findPayment(db, userId, idempotencyKey);
        if (!earlier) throw new HttpError(409, texts.inProgress);
        if (
          earlier.quantity !== body.quantity ||
          earlier.bundleIds.join(',') !== bundleIds.join(',')
        )
          throw new HttpError(422, texts.keyReused);
        if (earlier.status === 'succeeded') return answer(earlier, isBatch);
        // Pending: another request is charging it now, unless that request was lost.
        payment = await repo.reclaimStalePayment(
          db,
          earlier.id,
          new Date(Date.now() - STALE_PENDING_MS),
        );
        if (!payment) throw new HttpError(409, texts.inProgress);
      }

      let outcome;
      try {
        outcome = await gateway.charge({
          amountCents: cents,
          currency: CURRENCY,
          token: body.chargeRequest.token_from_stripe,
          description: bundles.map((b) => b.name).join(', '),
          email: buyer.email,
          // Stripe keeps keys per account: the user id makes one user's key unique there too.
          idempotencyKey: `${userId}:${idempotencyKey}`,
        });
      } catch (error) {
        log.warn({ err: error, paymentId: payment.id }, 'payment outcome unknown');
        await repo.releasePayment(db, payment.id);
        throw new HttpError(503, texts.unavailable);
      }
      if (!outcome.ok) {
        log.info({ paymentId: payment.id, code: outcome.code }, 'card refused');
        await repo.dropPayment(db, payment.id);
        throw new HttpError(402, texts.card[knownFailureCode(outcome.code)]);
      }

      const paymentId = payment.id;
      const issued = await db.transaction(async (tx) => {
        const rows = await issueLicenses(tx, { userId, bundles, quantity: body.quantity, isBatch });
        await repo.completePayment(
          tx,
          paymentId,
          outcome.chargeId,
          rows.map((r) => r.ActivationCode),
        );
        await audit.record(
          {
            actorUserId: request.auth?.userId ?? userId,
            targetUserId: userId,
            action: 'purchase.charge',
            details: { paymentId, bundleIds, quantity: body.quantity, amount: formatTotal(cents) },
          },
          tx,
        );
        return rows;
      });
      await sendCodes(mailer, log, texts, buyer, issued, isBatch);
      return {
        result: issued,
        amount: formatTotal(cents),
        isBatch,
        isTestMode: gateway.kind === 'test',
      };
    },
  };

  async function answer(payment: repo.PaymentRow, isBatch: boolean): Promise<ChargeResponse> {
    const rows = await repo.findLicensesByCodes(db, payment.activationCodes);
    return {
      result: rows.map((r) => ({
        ActivationCode: r.code,
        LicenseId: r.id,
        BundleId: r.bundleId,
        BundleName: r.bundleName,
      })),
      amount: payment.amount,
      isBatch,
      isTestMode: payment.gateway === 'test',
    };
  }
}

/**
 * Non-batch: the buyer's own codes (activated by the page at once). Batch: a contract of the
 * buyer's with unclaimed codes for others, listed in the buyer's profile.
 */
async function issueLicenses(
  tx: Db,
  p: { userId: string; bundles: repo.BundleRow[]; quantity: number; isBatch: boolean },
): Promise<IssuedCode[]> {
  const now = Date.now();
  const activateBy = new Date(now + ACTIVATION_WINDOW_DAYS * DAY_MS);
  let contractId: number | null = null;
  if (p.isBatch) {
    const longest = Math.max(...p.bundles.map((b) => b.expirationPeriod));
    contractId = await repo.insertContract(tx, {
      ownerId: p.userId,
      institutionId: null,
      effectiveDate: new Date(now),
      // Late activations still get their full period.
      endDate: new Date(activateBy.getTime() + longest * DAY_MS),
    });
  }
  const values = [];
  for (let i = 0; i < p.quantity; i += 1) {
    for (const bundle of p.bundles) {
      values.push({
        activationCode: newActivationCode(),
        bundleId: bundle.id,
        userId: p.isBatch ? null : p.userId,
        contractId,
        status: 'Issued',
        endDate: activateBy,
      });
    }
  }
  const rows = await repo.insertLicenses(tx, values);
  const names = new Map(p.bundles.map((b) => [b.id, b.name]));
  return rows.map((r) => ({
    ActivationCode: r.code,
    LicenseId: r.id,
    BundleId: r.bundleId,
    BundleName: names.get(r.bundleId) ?? '',
  }));
}

/** Unambiguous letters and digits (no 0/O, 1/I): read aloud and typed from an e-mail. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newActivationCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
  return `LP-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** The codes go to the registered e-mail; a mail failure never undoes a paid purchase. */
async function sendCodes(
  mailer: Mailer,
  log: FastifyBaseLogger,
  texts: PurchaseTexts,
  buyer: { email: string; firstName: string | null },
  issued: IssuedCode[],
  isBatch: boolean,
) {
  const codes = issued.map((c) => `${c.BundleName}: ${c.ActivationCode}`).join('\n');
  try {
    await mailer.send({
      to: buyer.email,
      subject: texts.mailSubject(issued.length),
      text: texts.mailBody({
        name: buyer.firstName ?? buyer.email,
        codes,
        isBatch,
        count: issued.length,
      }),
      kind: 'purchase',
    });
  } catch (error) {
    log.error({ err: error }, 'purchase e-mail not sent');
  }
}
