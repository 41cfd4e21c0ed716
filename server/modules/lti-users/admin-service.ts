import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RoleId } from '@common/domain/roles';
import type {
  createLtiConsumerBodySchema,
  LtiConsumer,
  LtiConsumerSaved,
  LtiConsumerStatus,
  LtiSettings,
  updateLtiConsumerBodySchema,
} from '@common/schemas/lti';
import type { Db } from '../../db/client';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';

type CreateInput = z.output<typeof createLtiConsumerBodySchema>;
type UpdateInput = z.output<typeof updateLtiConsumerBodySchema>;

/** Who manages LMS connections: the Administrator (1) and Admin (11) roles of an institution. */
export const LTI_ADMIN_ROLES = [RoleId.Administrator, RoleId.Admin] as const;

export const LTI_ADMIN_MESSAGES = {
  notAdmin: 'Only administrators manage LMS connections.',
  notYourInstitution: 'You do not administer this institution.',
  notFound: 'This LMS connection does not exist.',
  keyTaken: 'This consumer key is already taken, please choose another.',
} as const;

/** A new secret: 32 random bytes, base64url (43 characters). */
export const newSecret = () => randomBytes(32).toString('base64url');
const newKey = () => `lms-${randomBytes(6).toString('hex')}`;

export function secretHint(secret: string): string {
  return `••••••••${secret.slice(-4)}`;
}

function toConsumer(row: repo.ConsumerWithInstitution): LtiConsumer {
  return {
    id: row.id,
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    consumerKey: row.consumerKey,
    secretHint: secretHint(row.secret),
    status: row.status === 'Active' ? 'Active' : 'Inactive',
    autoprovision: row.autoprovision,
  };
}

/**
 * "LTI1 settings (key, secret, status), autoprovision" (spec 1 §7). An administrator manages the
 * connections of the institutions where they hold an administrator role; everyone else is 403.
 * A secret is answered once, when it is made; afterwards only its last 4 characters.
 */
export function createLtiAdminService(db: Db, launchUrl: string) {
  async function administered(request: FastifyRequest) {
    const auth = requireAuth(request);
    const institutions = await repo.institutionsWithRole(db, auth.userId, LTI_ADMIN_ROLES);
    if (institutions.length === 0) throw new HttpError(403, LTI_ADMIN_MESSAGES.notAdmin);
    return institutions;
  }

  async function requireConsumer(request: FastifyRequest, id: number) {
    const institutions = await administered(request);
    const row = await repo.findConsumer(db, id);
    // Another institution's connection is "not found": its existence is not the caller's business.
    if (!row || !institutions.some((i) => i.id === row.institutionId)) {
      throw new HttpError(404, LTI_ADMIN_MESSAGES.notFound);
    }
    return row;
  }

  async function requireFreeKey(key: string, exceptId?: number) {
    if (await repo.isConsumerKeyTaken(db, key, exceptId)) {
      throw new HttpError(409, LTI_ADMIN_MESSAGES.keyTaken);
    }
  }

  async function saved(id: number, secret?: string): Promise<LtiConsumerSaved> {
    const row = await repo.findConsumer(db, id);
    if (!row) throw new HttpError(404, LTI_ADMIN_MESSAGES.notFound);
    return { consumer: toConsumer(row), ...(secret ? { secret } : {}) };
  }

  return {
    async list(request: FastifyRequest): Promise<LtiSettings> {
      const institutions = await administered(request);
      const rows = await repo.listConsumers(
        db,
        institutions.map((i) => i.id),
      );
      return { launchUrl, institutions, consumers: rows.map(toConsumer) };
    },

    async create(request: FastifyRequest, body: CreateInput): Promise<LtiConsumerSaved> {
      const institutions = await administered(request);
      if (!institutions.some((i) => i.id === body.institutionId)) {
        throw new HttpError(403, LTI_ADMIN_MESSAGES.notYourInstitution);
      }
      const consumerKey = body.consumerKey ?? newKey();
      await requireFreeKey(consumerKey);
      const secret = newSecret();
      const id = await repo.insertConsumer(db, {
        institutionId: body.institutionId,
        consumerKey,
        secret,
        status: body.status satisfies LtiConsumerStatus,
        autoprovision: body.autoprovision,
      });
      return saved(id, secret);
    },

    async update(request: FastifyRequest, id: number, body: UpdateInput) {
      await requireConsumer(request, id);
      if (body.consumerKey !== undefined) await requireFreeKey(body.consumerKey, id);
      const secret = body.regenerateSecret ? newSecret() : undefined;
      await repo.updateConsumer(db, id, {
        ...(body.consumerKey !== undefined ? { consumerKey: body.consumerKey } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.autoprovision !== undefined ? { autoprovision: body.autoprovision } : {}),
        ...(secret ? { secret } : {}),
      });
      return saved(id, secret);
    },

    /** Deleting a connection also forgets its account links (the accounts stay). */
    async remove(request: FastifyRequest, id: number): Promise<void> {
      await requireConsumer(request, id);
      await repo.deleteConsumer(db, id);
    },
  };
}
