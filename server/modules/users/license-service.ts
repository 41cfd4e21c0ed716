import type { FastifyRequest } from 'fastify';
import { parseMetaData } from '@common/schemas/catalog';
import type { LicenseDetail } from '@common/schemas/licenses';
import type { Db } from '../../db/client';
import { requireSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { AuthEvents } from '../../plugins/oidc/events';
import * as repo from './license-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Two activations racing for the last seats of a contract: try the next free seat. */
const SEAT_ATTEMPTS = 3;

export const ACTIVATION_TEXTS = {
  unknown: 'This code does not exist.',
  used: 'This code has already been activated.',
  expired: 'This code has expired.',
  contractInactive: 'This contract is not active.',
  contractFull: 'No licenses are left on this contract.',
  contractHeld: 'You already have a license from this contract.',
} as const;

interface LicenseDeps {
  db: Db;
  events: AuthEvents;
}

/** License details and activation (spec 1 §4, §5, §7). */
export function createLicenseService({ db, events }: LicenseDeps) {
  return {
    /** `GET users/{userId}/license/details`: every license of the user, latest end date first. */
    async listDetails(request: FastifyRequest, userId: string): Promise<LicenseDetail[]> {
      requireSelf(request, userId);
      const now = Date.now();
      const rows = await repo.listLicenseDetails(db, userId);
      return rows
        .map((row) => toLicenseDetail(row, now))
        .sort((a, b) => b.endDate.localeCompare(a.endDate) || b.licenseId - a.licenseId);
    },

    /**
     * `POST licenses/activate`. A license code is single use: it activates for the caller (its
     * period starts now, never past its contract's end) unless it expired or someone used it.
     * A contract's MultiuseCode gives the caller the contract's next free issued license, one
     * per user while it lasts.
     */
    async activate(
      request: FastifyRequest,
      userId: string,
      code: string,
    ): Promise<{ licenseId: number }> {
      requireSelf(request, userId);
      const now = new Date();
      const license = await repo.findLicenseByCode(db, code);
      let licenseId: number | undefined;
      if (license) {
        licenseId = await activateCode(db, license, userId, now);
      } else {
        const contract = await repo.findContractByCode(db, code);
        if (!contract) throw new HttpError(400, ACTIVATION_TEXTS.unknown);
        licenseId = await claimSeat(db, contract, userId, now);
      }
      // The user's licenses changed: their open tabs reload them.
      await events.publish({ type: 'reinit', userId });
      return { licenseId };
    },
  };
}

async function activateCode(
  db: Db,
  license: NonNullable<Awaited<ReturnType<typeof repo.findLicenseByCode>>>,
  userId: string,
  now: Date,
): Promise<number> {
  if (license.status !== 'Issued') throw new HttpError(400, ACTIVATION_TEXTS.used);
  if (license.userId !== null && license.userId !== userId)
    throw new HttpError(400, ACTIVATION_TEXTS.used);
  if (license.endDate.getTime() <= now.getTime())
    throw new HttpError(400, ACTIVATION_TEXTS.expired);
  const contractEnd = license.contractId
    ? await repo.findContractEnd(db, license.contractId)
    : undefined;
  const endDate = periodEnd(now, license.expirationPeriod, contractEnd);
  const id = await repo.activateIssuedLicense(db, license.id, userId, now, endDate);
  if (id === undefined) throw new HttpError(400, ACTIVATION_TEXTS.used);
  return id;
}

async function claimSeat(
  db: Db,
  contract: NonNullable<Awaited<ReturnType<typeof repo.findContractByCode>>>,
  userId: string,
  now: Date,
): Promise<number> {
  const startsAt = contract.activationDate ?? contract.effectiveDate;
  if (startsAt.getTime() > now.getTime() || contract.endDate.getTime() <= now.getTime())
    throw new HttpError(400, ACTIVATION_TEXTS.contractInactive);
  // One seat per user even when the same user's requests race: claims of one contract take
  // turns (the contract row is locked), so the second one sees the first one's seat.
  return db.transaction(async (tx) => {
    await repo.lockContract(tx, contract.id);
    if (await repo.holdsContractLicense(tx, userId, contract.id, now))
      throw new HttpError(400, ACTIVATION_TEXTS.contractHeld);
    for (let attempt = 0; attempt < SEAT_ATTEMPTS; attempt += 1) {
      const seat = await repo.findFreeContractSeat(tx, contract.id, now);
      if (!seat) break;
      const endDate = periodEnd(now, seat.expirationPeriod, contract.endDate);
      const id = await repo.activateIssuedLicense(tx, seat.id, userId, now, endDate);
      if (id !== undefined) return id;
    }
    throw new HttpError(400, ACTIVATION_TEXTS.contractFull);
  });
}

/** The bundle's period from now, cut at the contract's end. */
function periodEnd(now: Date, periodDays: number, contractEnd: Date | undefined): Date {
  const end = now.getTime() + periodDays * DAY_MS;
  return new Date(contractEnd ? Math.min(end, contractEnd.getTime()) : end);
}

function toLicenseDetail(row: repo.LicenseDetailRow, now: number): LicenseDetail {
  const isExpired = row.endDate.getTime() <= now;
  return {
    licenseId: row.id,
    activationCode: row.activationCode,
    Status: isExpired ? 'Expired' : row.status === 'Active' ? 'Active' : 'Issued',
    InsertedOn: row.insertedOn.toISOString(),
    ActivatedOn: row.activatedOn ? row.activatedOn.toISOString() : null,
    endDate: row.endDate.toISOString(),
    bundles: [
      {
        bundleId: row.bundleId,
        bundleName: row.bundleName,
        summary: parseMetaData(row.bundleMetaData).description ?? '',
      },
    ],
  };
}
