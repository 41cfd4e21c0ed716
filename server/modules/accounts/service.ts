import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { passwordProblem } from '@common/domain/password-rule';
import { RoleId } from '@common/domain/roles';
import type {
  ActivateAccountBody,
  CreateAccountBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '@common/schemas/accounts';
import type { Db } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import type { Mailer } from '../../mail/mailer';
import type { Audit } from '../../plugins/audit';
import type { AuthEvents } from '../../plugins/oidc/events';
import type { Texts } from '../../plugins/oidc/pages';
import { endSessions } from '../users/sessions';
import {
  CODE_TTL_MS,
  addressLimiter,
  codeMatches,
  hashCode,
  newCode,
  type CodePurpose,
} from './codes';
import * as repo from './repository';

/** Why a request is refused: a key of the sign-in pages' texts. */
export type AccountProblem =
  'passwordTooShort' | 'passwordWeak' | 'passwordMismatch' | 'usernameTaken' | 'codeInvalid';

export type AccountResult = { ok: true } | { ok: false; problem: AccountProblem };

const OK: AccountResult = { ok: true };
const refuse = (problem: AccountProblem): AccountResult => ({ ok: false, problem });

/** The password rule of spec 1 §5 and the two passwords alike. */
export function newPasswordProblem(password: string, confirm: string): AccountProblem | null {
  const problem = passwordProblem(password);
  if (problem === 'required' || problem === 'tooShort') return 'passwordTooShort';
  if (problem) return 'passwordWeak';
  return password === confirm ? null : 'passwordMismatch';
}

/** `{name}` placeholders of a text filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  events: AuthEvents;
  audit: Audit;
  log: FastifyBaseLogger;
}

/**
 * Self-service accounts (issue 12 §5): creation with an e-mailed activation code, and a password
 * reset in two steps. No answer tells whether an address or username has an account: the work
 * that depends on it (the mail) happens after the answer, and the answers are the same.
 */
export function createAccountsService({ db, mailer, events, audit, log }: AccountsDeps) {
  /** Self-service: the user is both the actor and the target. */
  const record = (userId: string, action: string) =>
    audit.record({ actorUserId: userId, targetUserId: userId, action });

  const limiter = addressLimiter(db);

  /**
   * Over SMTP the mail goes after the answer (its round trip would tell an existing account by
   * the answer's time); kept in the database, it is one insert like the rest, made before.
   */
  async function mail(to: string, subject: string, text: string, kind: string) {
    if (!(await limiter.allow(to))) {
      log.info({ kind }, 'account mail not sent: too many for one address');
      return;
    }
    const send = () =>
      mailer
        .send({ to, subject, text, kind })
        .catch((err: unknown) => log.warn({ err, kind }, 'account mail not sent'));
    if (mailer.kind === 'kept') await send();
    else setImmediate(() => void send());
  }

  async function issueCode(
    account: repo.AccountRow,
    purpose: CodePurpose,
    texts: Texts,
  ): Promise<void> {
    const code = newCode();
    await repo.replaceCode(
      db,
      account.id,
      purpose,
      hashCode(account.id, purpose, code),
      new Date(Date.now() + CODE_TTL_MS),
    );
    const values = {
      name: account.firstName ?? account.username,
      username: account.username,
      code,
    };
    if (purpose === 'activation') {
      await mail(
        account.email,
        texts.mailActivationSubject,
        fill(texts.mailActivationText, values),
        'account-activation',
      );
    } else {
      await mail(
        account.email,
        texts.mailResetSubject,
        fill(texts.mailResetText, values),
        'password-reset',
      );
    }
  }

  /** The live code of the account redeemed, or false (wrong tries are counted). */
  async function redeem(
    account: repo.AccountRow | undefined,
    purpose: CodePurpose,
    code: string,
  ): Promise<boolean> {
    if (!account) return false;
    const stored = await repo.findLiveCode(db, account.id, purpose);
    if (!stored) return false;
    if (!codeMatches(stored, account.id, purpose, code)) {
      await repo.countWrongAttempt(db, stored.id);
      return false;
    }
    return repo.useCode(db, stored.id);
  }

  return {
    /**
     * `POST users`. An address already used gets a "you already have an account" mail instead
     * (or, for an account still Pending, a new activation code), and the same answer.
     */
    async create(body: CreateAccountBody, texts: Texts): Promise<AccountResult> {
      const problem = newPasswordProblem(body.password, body.confirmPassword);
      if (problem) return refuse(problem);
      // Hashed whether or not the address is taken, so both take as long.
      const passwordHash = await hashPassword(body.password);
      const existing = await repo.findByEmail(db, body.email);
      if (existing) {
        if (existing.status === 'Pending') await issueCode(existing, 'activation', texts);
        else if (!existing.email.startsWith('deleted_')) {
          await mail(
            existing.email,
            texts.mailExistsSubject,
            fill(texts.mailExistsText, {
              name: existing.firstName ?? existing.username,
              username: existing.username,
            }),
            'account-exists',
          );
        }
        return OK;
      }
      if (await repo.isUsernameTaken(db, body.username)) return refuse('usernameTaken');
      const home = await repo.defaultHome(db);
      const id = randomUUID();
      try {
        await repo.insertPendingUser(
          db,
          {
            id,
            username: body.username,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            passwordHash,
            campusId: home?.campusId ?? null,
            regionId: home?.regionId ?? null,
          },
          home?.institutionId,
          RoleId.Student,
        );
      } catch (error) {
        // Two requests at once: the unique indexes decide; the loser is answered as above.
        if (!isUniqueViolation(error)) throw error;
        if (await repo.findByEmail(db, body.email)) return OK;
        return refuse('usernameTaken');
      }
      log.info({ userId: id }, 'account created (pending)');
      await record(id, 'account.create');
      await issueCode(
        {
          id,
          username: body.username,
          email: body.email,
          firstName: body.firstName,
          status: 'Pending',
        },
        'activation',
        texts,
      );
      return OK;
    },

    /** `POST users/activate`: a Pending account becomes Active with its code. */
    async activate(body: ActivateAccountBody): Promise<AccountResult> {
      const account = await repo.findByReference(db, body.userReference);
      if (!(await redeem(account, 'activation', body.activationCode))) return refuse('codeInvalid');
      await repo.activate(db, account!.id);
      log.info({ userId: account!.id }, 'account activated');
      await record(account!.id, 'account.activate');
      return OK;
    },

    /** `POST users/forgotpassword`: a code to the account's address, if there is an account. */
    async forgotPassword(body: ForgotPasswordBody, texts: Texts): Promise<AccountResult> {
      const account = await repo.findByReference(db, body.userReference);
      if (account) await issueCode(account, 'password-reset', texts);
      return OK;
    },

    /**
     * `POST users/resetpassword`: the new password with the code. Every session, grant and token
     * of the user ends (tokens issued before stop working at once); a Pending account is
     * activated, since the code proved the address.
     */
    async resetPassword(body: ResetPasswordBody): Promise<AccountResult> {
      const problem = newPasswordProblem(body.newPassword, body.confirmPassword);
      if (problem) return refuse(problem);
      const account = await repo.findByReference(db, body.userReference);
      if (!(await redeem(account, 'password-reset', body.activationCode))) {
        return refuse('codeInvalid');
      }
      await repo.setPassword(db, account!.id, await hashPassword(body.newPassword));
      await endSessions(db, events, account!.id, {});
      log.info({ userId: account!.id }, 'password reset with an e-mailed code');
      await record(account!.id, 'account.password-reset');
      return OK;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
