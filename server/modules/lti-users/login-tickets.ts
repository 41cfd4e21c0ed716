import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import * as repo from './repository';

/** A launch's sign-in ticket is good for one use within this many seconds. */
export const LOGIN_TICKET_TTL_SECONDS = 60;
/** The HttpOnly cookie that binds a ticket to the browser that made the launch. */
export const LOGIN_BINDING_COOKIE = 'lti_login';
/** The authorization request parameter that carries the ticket to the sign-in page. */
export const LOGIN_TICKET_PARAM = 'lti_ticket';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A one-time sign-in ticket for `userId`: the ticket travels in the address (a fragment of the
 * portal's address, then the authorization request), the binding in a cookie of the launching
 * browser. Only their hashes are stored.
 */
export async function issueLoginTicket(db: Db, userId: string) {
  const ticket = token();
  const binding = token();
  await repo.insertTicket(db, {
    ticketHash: sha256(ticket),
    bindingHash: sha256(binding),
    userId,
    expiresAt: new Date(Date.now() + LOGIN_TICKET_TTL_SECONDS * 1000),
  });
  return { ticket, binding };
}

/**
 * The account of an unused, unexpired ticket presented with its binding cookie, marking it used;
 * undefined for anything else (a replay, a ticket from another browser, an expired one).
 */
export async function redeemLoginTicket(
  db: Db,
  ticket: unknown,
  binding: unknown,
): Promise<string | undefined> {
  if (typeof ticket !== 'string' || typeof binding !== 'string') return undefined;
  if (!TOKEN_PATTERN.test(ticket) || !TOKEN_PATTERN.test(binding)) return undefined;
  return repo.consumeTicket(db, sha256(ticket), sha256(binding));
}
