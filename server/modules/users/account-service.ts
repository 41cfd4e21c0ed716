import type { FastifyRequest } from 'fastify';
import { isSelectableCountry } from '@common/domain/countries';
import { PASSWORD_TEXTS, passwordProblem } from '@common/domain/password-rule';
import type { User } from '@common/schemas/users';
import type { ChangePasswordBody, UpdateUserValues } from '@common/schemas/users';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { requireSelf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { AuthEvents } from '../../plugins/oidc/events';
import * as accounts from './account-repository';
import * as repo from './repository';
import { toUser } from './service';
import { endSessions, type CurrentSession } from './sessions';

export const ACCOUNT_TEXTS = {
  usernameTaken: 'This username is already taken.',
  countryRequired: 'Country is required',
  campusRequired: 'Campus is required.',
  campusNotInCountry: 'The campus is not in the selected country.',
  wrongPassword: 'The current password is incorrect.',
} as const;

interface AccountDeps {
  db: Db;
  events: AuthEvents;
  currentSession: (request: FastifyRequest) => Promise<CurrentSession>;
}

/** Profile edit and password change (spec 1 §5, §7): the caller's own account only. */
export function createAccountService({ db, events, currentSession }: AccountDeps) {
  return {
    /**
     * `PUT users/{userId}`. A new username ends every session of the user, the caller's too
     * (spec 1 §5: changing the username forces a new login); the caller's tabs are not told,
     * because the page announces it and then signs in again.
     */
    async updateUser(
      request: FastifyRequest,
      userId: string,
      body: UpdateUserValues,
    ): Promise<User> {
      const auth = requireSelf(request, userId);
      const current = await accounts.findPasswordHash(db, userId);
      if (!current) throw new HttpError(404, 'No such user.');
      if (!isSelectableCountry(body.region))
        throw new HttpError(400, ACCOUNT_TEXTS.countryRequired);
      const campus = await accounts.findCampusRegion(db, body.campusId);
      if (!campus) throw new HttpError(400, ACCOUNT_TEXTS.campusRequired);
      if (campus.regionId !== body.region)
        throw new HttpError(400, ACCOUNT_TEXTS.campusNotInCountry);
      const isNewLogin = body.username !== current.username;
      if (isNewLogin && (await accounts.isUsernameTaken(db, body.username, userId)))
        throw new HttpError(409, ACCOUNT_TEXTS.usernameTaken);
      try {
        await accounts.updateProfile(db, userId, {
          username: body.username,
          firstName: body.firstName,
          lastName: body.lastName,
          campusId: body.campusId,
          regionId: body.region,
        });
      } catch (error) {
        // Two users taking one name at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_TEXTS.usernameTaken);
        throw error;
      }
      if (isNewLogin) await endSessions(db, events, userId, { quietSession: auth.sessionUid });
      const row = await repo.findUserProfile(db, userId);
      if (!row) throw new HttpError(404, 'No such user.');
      return toUser(row);
    },

    /**
     * `POST users/{userId}/changepassword`. Every other session of the user ends; the one that
     * changed the password stays signed in (it just proved it knows the password).
     */
    async changePassword(
      request: FastifyRequest,
      userId: string,
      body: ChangePasswordBody,
    ): Promise<{ updated: true }> {
      requireSelf(request, userId);
      const current = await accounts.findPasswordHash(db, userId);
      if (!current) throw new HttpError(404, 'No such user.');
      if (!(await verifyPassword(current.passwordHash, body.oldPassword)))
        throw new HttpError(400, ACCOUNT_TEXTS.wrongPassword);
      const problem = passwordProblem(body.newPassword);
      if (problem === 'tooShort') throw new HttpError(400, PASSWORD_TEXTS.tooShort);
      if (problem) throw new HttpError(400, PASSWORD_TEXTS.weak);
      if (body.newPassword !== body.confirmPassword)
        throw new HttpError(400, PASSWORD_TEXTS.mismatch);
      await accounts.updatePasswordHash(db, userId, await hashPassword(body.newPassword));
      await endSessions(db, events, userId, { keep: await currentSession(request) });
      return { updated: true };
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
