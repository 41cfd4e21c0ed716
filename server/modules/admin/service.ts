import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RoleId } from '@common/domain/roles';
import type {
  AdminInstitution,
  AdminInstitutionPage,
  AdminPageQuery,
  AdminReseller,
  InstitutionOptions,
  KeptEmailPage,
  institutionBodySchema,
  resellerBodySchema,
} from '@common/schemas/admin';
import type { Db } from '../../db/client';
import type { Audit } from '../../plugins/audit';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';

type InstitutionInput = z.output<typeof institutionBodySchema>;
type ResellerInput = z.output<typeof resellerBodySchema>;

/** The administrators' area is for the Administrator (1) and Admin (11) roles (issue 12 §5). */
export const ADMIN_ROLES = [RoleId.Administrator, RoleId.Admin] as const;

export const ADMIN_MESSAGES = {
  notAdmin: 'Only administrators may use the administrators’ area.',
  institutionNotFound: 'This institution does not exist.',
  institutionInUse:
    'This institution is still in use (campuses, people, groups, LMS connections or other institutions refer to it), so it cannot be deleted.',
  noSuchRegion: 'The region does not exist.',
  noSuchCountry: 'The country does not exist.',
  noSuchState: 'The state does not exist.',
  stateNotInCountry: 'The state is not in the chosen country.',
  noSuchParent: 'The parent institution does not exist.',
  parentCycle: 'An institution cannot be its own parent, directly or through others.',
  resellerNotFound: 'This reseller does not exist.',
  domainTakenNow: 'One of these domains was just taken by another reseller.',
  domainTaken: (domain: string) => `The domain “${domain}” already belongs to another reseller.`,
} as const;

/** Parent chains longer than this are refused as a cycle (real ones are 2 or 3 deep). */
const MAX_PARENT_DEPTH = 32;

function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
const isForeignKeyViolation = (error: unknown) => hasPgCode(error, '23503');

/** Two saves at once claiming one domain: the primary key refuses the second. */
async function domainRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (hasPgCode(error, '23505')) throw new HttpError(409, ADMIN_MESSAGES.domainTakenNow);
    throw error;
  }
}

/** The fields whose value differs: the audit row names them, never their content. */
function changedFields<T extends object>(before: T, after: Partial<T>): string[] {
  return (Object.keys(after) as Array<keyof T>)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map(String);
}

const toInstitution = (row: repo.InstitutionRow): AdminInstitution => ({ ...row });
const toReseller = (row: repo.ResellerRow): AdminReseller => ({
  id: row.id,
  name: row.name,
  logoUrl: row.logoUrl,
  spinnerUrl: row.spinnerUrl,
  domains: row.domains,
});

/**
 * Institutions, resellers and kept e-mails for administrators. Every change and its audit row
 * are written in one transaction: no change without its record, no record of a refused change.
 */
export function createAdminService(db: Db, audit: Audit) {
  async function requireAdmin(request: FastifyRequest): Promise<string> {
    const { userId } = requireAuth(request);
    if (!(await repo.hasActiveRole(db, userId, ADMIN_ROLES))) {
      throw new HttpError(403, ADMIN_MESSAGES.notAdmin);
    }
    return userId;
  }

  async function checkInstitutionRefs(tx: Db, input: InstitutionInput, selfId?: number) {
    if (input.regionId !== null && !(await repo.regionExists(tx, input.regionId))) {
      throw new HttpError(400, ADMIN_MESSAGES.noSuchRegion);
    }
    if (input.countryId !== null && !(await repo.countryExists(tx, input.countryId))) {
      throw new HttpError(400, ADMIN_MESSAGES.noSuchCountry);
    }
    if (input.stateId !== null) {
      const state = await repo.findStateCountry(tx, input.stateId);
      if (!state) throw new HttpError(400, ADMIN_MESSAGES.noSuchState);
      if (input.countryId !== null && state.countryId !== input.countryId) {
        throw new HttpError(400, ADMIN_MESSAGES.stateNotInCountry);
      }
    }
    if (input.parentId === null) return;
    // Walk up from the new parent: meeting this institution again would make a cycle.
    let id: number | null = input.parentId;
    for (let depth = 0; id !== null; depth += 1) {
      if (id === selfId || depth > MAX_PARENT_DEPTH) {
        throw new HttpError(400, ADMIN_MESSAGES.parentCycle);
      }
      const row = await repo.parentIdOf(tx, id);
      if (!row) {
        if (id === input.parentId) throw new HttpError(400, ADMIN_MESSAGES.noSuchParent);
        break;
      }
      id = row.parentId;
    }
  }

  async function requireInstitution(tx: Db, id: number) {
    const row = await repo.findInstitution(tx, id);
    if (!row) throw new HttpError(404, ADMIN_MESSAGES.institutionNotFound);
    return row;
  }

  async function requireReseller(tx: Db, id: number) {
    const row = await repo.findReseller(tx, id);
    if (!row) throw new HttpError(404, ADMIN_MESSAGES.resellerNotFound);
    return row;
  }

  async function requireFreeDomains(tx: Db, domains: readonly string[], exceptId?: number) {
    const taken = await repo.takenDomain(tx, domains, exceptId);
    if (taken) throw new HttpError(409, ADMIN_MESSAGES.domainTaken(taken));
  }

  return {
    async listInstitutions(
      request: FastifyRequest,
      query: AdminPageQuery,
    ): Promise<AdminInstitutionPage> {
      await requireAdmin(request);
      const { rows, total } = await repo.listInstitutions(db, query, query.q);
      return { total, rows: rows.map(toInstitution) };
    },

    async institutionOptions(request: FastifyRequest): Promise<InstitutionOptions> {
      await requireAdmin(request);
      const [regions, countries, states] = await Promise.all([
        repo.listRegions(db),
        repo.listCountries(db),
        repo.listStates(db),
      ]);
      return {
        regions: regions.map((r) => ({ ...r, countryId: null })),
        countries: countries.map((c) => ({ ...c, countryId: null })),
        states,
      };
    },

    async createInstitution(
      request: FastifyRequest,
      input: InstitutionInput,
    ): Promise<AdminInstitution> {
      const actorUserId = await requireAdmin(request);
      return db.transaction(async (tx) => {
        await checkInstitutionRefs(tx, input);
        const id = await repo.insertInstitution(tx, input);
        await audit.record(
          { actorUserId, action: 'admin.institution.create', details: { id, name: input.name } },
          tx,
        );
        return toInstitution(await requireInstitution(tx, id));
      });
    },

    async updateInstitution(
      request: FastifyRequest,
      id: number,
      input: InstitutionInput,
    ): Promise<AdminInstitution> {
      const actorUserId = await requireAdmin(request);
      return db.transaction(async (tx) => {
        const before = await requireInstitution(tx, id);
        await checkInstitutionRefs(tx, input, id);
        await repo.updateInstitution(tx, id, input);
        await audit.record(
          {
            actorUserId,
            action: 'admin.institution.update',
            details: { id, name: input.name, fields: changedFields(before, input) },
          },
          tx,
        );
        return toInstitution(await requireInstitution(tx, id));
      });
    },

    async deleteInstitution(request: FastifyRequest, id: number): Promise<void> {
      const actorUserId = await requireAdmin(request);
      try {
        await db.transaction(async (tx) => {
          const before = await requireInstitution(tx, id);
          if (await repo.hasChildInstitutions(tx, id)) {
            throw new HttpError(409, ADMIN_MESSAGES.institutionInUse);
          }
          await audit.record(
            {
              actorUserId,
              action: 'admin.institution.delete',
              details: { id, name: before.name },
            },
            tx,
          );
          await repo.deleteInstitution(tx, id);
        });
      } catch (error) {
        // Campuses, roles, groups ... refer to it: the database refuses, nothing changed.
        if (isForeignKeyViolation(error)) throw new HttpError(409, ADMIN_MESSAGES.institutionInUse);
        throw error;
      }
    },

    async listResellers(request: FastifyRequest): Promise<AdminReseller[]> {
      await requireAdmin(request);
      return (await repo.listResellers(db)).map(toReseller);
    },

    async createReseller(request: FastifyRequest, input: ResellerInput): Promise<AdminReseller> {
      const actorUserId = await requireAdmin(request);
      return domainRace(() =>
        db.transaction(async (tx) => {
          await requireFreeDomains(tx, input.domains);
          const { domains, ...values } = input;
          const id = await repo.insertReseller(tx, values);
          await repo.replaceDomains(tx, id, domains);
          await audit.record(
            {
              actorUserId,
              action: 'admin.reseller.create',
              details: { id, name: input.name, domains },
            },
            tx,
          );
          return toReseller(await requireReseller(tx, id));
        }),
      );
    },

    async updateReseller(
      request: FastifyRequest,
      id: number,
      input: ResellerInput,
    ): Promise<AdminReseller> {
      const actorUserId = await requireAdmin(request);
      return domainRace(() =>
        db.transaction(async (tx) => {
          const before = await requireReseller(tx, id);
          await requireFreeDomains(tx, input.domains, id);
          const { domains, ...values } = input;
          await repo.updateReseller(tx, id, values);
          await repo.replaceDomains(tx, id, domains);
          await audit.record(
            {
              actorUserId,
              action: 'admin.reseller.update',
              details: {
                id,
                name: input.name,
                fields: changedFields(before, values),
                domainsAdded: domains.filter((d) => !before.domains.includes(d)),
                domainsRemoved: before.domains.filter((d) => !domains.includes(d)),
              },
            },
            tx,
          );
          return toReseller(await requireReseller(tx, id));
        }),
      );
    },

    async deleteReseller(request: FastifyRequest, id: number): Promise<void> {
      const actorUserId = await requireAdmin(request);
      await db.transaction(async (tx) => {
        const before = await requireReseller(tx, id);
        await repo.deleteReseller(tx, id);
        await audit.record(
          {
            actorUserId,
            action: 'admin.reseller.delete',
            details: { id, name: before.name, domains: before.domains },
          },
          tx,
        );
      });
    },

    async listKeptEmails(request: FastifyRequest, query: AdminPageQuery): Promise<KeptEmailPage> {
      await requireAdmin(request);
      const { rows, total } = await repo.listKeptEmails(db, query);
      return {
        total,
        rows: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          to: row.to,
          subject: row.subject,
          text: row.text,
          kind: row.kind,
        })),
      };
    },
  };
}
