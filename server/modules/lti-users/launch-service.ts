import { randomBytes, randomUUID } from 'node:crypto';
import { RoleId } from '@common/domain/roles';
import { textProblem } from '@common/schemas/primitives';
import type { Db } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import { verifyLaunch } from '../../lti/launch-verifier';
import type { OAuthParams } from '../../lti/oauth1';
import { issueLoginTicket } from './login-tickets';
import type { LaunchProblem } from './launch-pages';
import { portalRolesOf } from './lti-roles';
import { usernameCandidate, usernameVariants } from './lti-username';
import * as repo from './repository';

export type LaunchOutcome =
  | { kind: 'signed-in'; userId: string; ticket: string; binding: string }
  | {
      kind: 'problem';
      status: ProblemStatus;
      problem: LaunchProblem;
      reason?: string;
      /** Where the LMS takes the user back (verified launches only). */
      returnUrl?: string;
    };

type ProblemStatus = 400 | 401 | 403 | 409;

/**
 * Accounts that are never linked by e-mail: staff sign in with their password, so an LMS that
 * claims an administrator's address does not become that administrator.
 */
const STAFF_ROLES = new Set<number>([
  RoleId.Administrator,
  RoleId.Supervisor,
  RoleId.BlSupport,
  RoleId.BlTech,
  RoleId.ReadOnlyAdmin,
  RoleId.Admin,
]);

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,251}\.[^\s@]{2,}$/;

/** One value per field (a repeated field counts as absent: launches never repeat them). */
function fieldsOf(params: OAuthParams): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && textProblem(value) === undefined) fields[name] = value.trim();
  }
  return fields;
}

const short = (value: string | undefined, max: number) =>
  value ? value.slice(0, max) || null : null;

/**
 * A page of the portal to open after the launch (`custom_target`, else `custom_resource_path`):
 * a path of the portal's own origin, never another site nor the sign-in machinery.
 */
export function portalTarget(value: string | undefined, publicUrl: string): string | null {
  if (!value || value.length > 512 || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  try {
    const origin = new URL(publicUrl).origin;
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    if (
      /^\/(auth|user-api|presets-api|labbook-api|api|xapi|functions|files)(\/|$)/.test(url.pathname)
    )
      return null;
    if (url.pathname.endsWith('.html')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** An http(s) `launch_presentation_return_url` of a verified launch, else undefined. */
export function returnUrlOf(value: string | undefined): string | undefined {
  if (!value || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The launch address the LMS signs: the public URL, never the Host header. */
export const launchUrlOf = (publicUrl: string) => `${publicUrl}/auth/lti/launch`;

/**
 * An LTI 1.1 launch from a school's LMS into the portal (issue 11 §6): verified with the
 * consumer's secret (Active consumers only); the account found by its link, else linked by
 * e-mail within the consumer's institution, else made when the institution autoprovisions; the
 * LMS roles added in that institution; then a one-time sign-in ticket.
 */
export function createLaunchService(db: Db, publicUrl: string) {
  async function newAccount(
    tx: Db,
    consumer: repo.ConsumerRow,
    fields: Record<string, string | undefined>,
    email: string | undefined,
  ) {
    const home = await repo.homeOfInstitution(tx, consumer.institutionId);
    let username: string | undefined;
    for (const candidate of usernameVariants(usernameCandidate(fields))) {
      if (!(await repo.isUsernameTaken(tx, candidate))) {
        username = candidate;
        break;
      }
    }
    username ??= `lti-${randomBytes(6).toString('hex')}`;
    const full = fields.lis_person_name_full;
    const [fromFullFirst, ...fromFullRest] = full ? full.split(/\s+/) : [];
    const id = randomUUID();
    await repo.insertUser(tx, {
      id,
      username,
      // Without an address from the LMS, one that can never receive mail and never collides.
      email: email ?? `${username.toLowerCase()}.${id.slice(0, 8)}@lti.invalid`,
      firstName: short(fields.lis_person_name_given ?? fromFullFirst, 64),
      lastName: short(fields.lis_person_name_family ?? fromFullRest.join(' '), 64),
      // A password nobody knows: the account signs in through its LMS (or a password reset).
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      campusId: home.campusId,
      regionId: home.regionId,
      fromLti: true,
    });
    return id;
  }

  async function accountFor(
    consumer: repo.ConsumerRow,
    fields: Record<string, string | undefined>,
    ltiUserId: string,
    roleIds: RoleId[],
  ): Promise<{ userId: string } | { problem: LaunchProblem; status: ProblemStatus }> {
    const linked = await repo.findLinkedUser(db, consumer.id, ltiUserId);
    if (linked) {
      if (linked.email.startsWith('deleted_')) return { problem: 'deleted', status: 403 };
      return { userId: linked.id };
    }
    const rawEmail = fields.lis_person_contact_email_primary?.toLowerCase();
    const email =
      rawEmail && EMAIL_PATTERN.test(rawEmail) && rawEmail.length <= 254 ? rawEmail : undefined;
    if (email) {
      const existing = await repo.findUserByEmail(db, email);
      if (existing) {
        const roles = await repo.roleIdsOf(db, existing.id);
        const isLinkable =
          !roles.some((role) => STAFF_ROLES.has(role)) &&
          (await repo.belongsToInstitution(db, existing, consumer.institutionId));
        if (!isLinkable) return { problem: 'emailTaken', status: 409 };
        await repo.linkUser(db, consumer.id, ltiUserId, existing.id);
        return { userId: existing.id };
      }
    }
    if (!consumer.autoprovision) return { problem: 'noAutoprovision', status: 403 };
    let userId: string;
    try {
      userId = await db.transaction(async (tx) => {
        const id = await newAccount(tx, consumer, fields, email);
        await repo.insertLink(tx, consumer.id, ltiUserId, id);
        return id;
      });
    } catch (error) {
      // Two first launches at once (a double click in the LMS): the other one made the account.
      const raced = await repo.findLinkedUser(db, consumer.id, ltiUserId);
      if (!raced) throw error;
      return { userId: raced.id };
    }
    // A new account is at least a student of its school.
    if (roleIds.length === 0) roleIds.push(RoleId.Student);
    return { userId };
  }

  return {
    async launch(params: OAuthParams): Promise<LaunchOutcome> {
      let consumer: repo.ConsumerRow | undefined;
      const verdict = await verifyLaunch(db, launchUrlOf(publicUrl), params, async (key) => {
        consumer = await repo.findConsumerByKey(db, key);
        return consumer?.status === 'Active' ? consumer.secret : null;
      });
      if (!verdict.ok || !consumer) {
        return {
          kind: 'problem',
          status: 401,
          problem: 'refused',
          reason: verdict.ok ? '' : verdict.reason,
        };
      }
      const fields = fieldsOf(params);
      const returnUrl = returnUrlOf(fields.launch_presentation_return_url);
      const back = returnUrl ? { returnUrl } : {};
      const ltiUserId = fields.user_id;
      if (!ltiUserId || ltiUserId.length > 255)
        return { kind: 'problem', status: 400, problem: 'noUser', ...back };

      const roleIds = portalRolesOf(fields.roles);
      const account = await accountFor(consumer, fields, ltiUserId, roleIds);
      if ('problem' in account) return { kind: 'problem', ...account, ...back };
      const { userId } = account;
      await repo.addRoles(db, userId, roleIds, consumer.institutionId);
      await repo.markFromLti(db, userId);

      const target = portalTarget(fields.custom_target ?? fields.custom_resource_path, publicUrl);
      if (target) await repo.savePendingRedirect(db, userId, target);
      else await repo.clearPendingRedirect(db, userId);

      const { ticket, binding } = await issueLoginTicket(db, userId);
      return { kind: 'signed-in', userId, ticket, binding };
    },
  };
}
