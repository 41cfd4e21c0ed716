import { GROUP_MESSAGES } from '@common/schemas/groups';
import type { ClientGroup } from '@common/schemas/groups';
import { ApiError } from '@/lib/api-client';

/** A translation key of this feature (with its values), or a server text shown as it is. */
export type Feedback = { key: string; values?: Record<string, number> } | { text: string };

/** Spec 1 §7: only a 400 carries the server's answer; any other failure has no message. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status !== 400)
    return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
}

/** Server texts of spec 1 §5 and §8 that have translations. */
const KNOWN: Record<string, string> = {
  [GROUP_MESSAGES.nameRequired]: 'errors.nameRequired',
  [GROUP_MESSAGES.nameTooLong]: 'errors.nameTooLong',
  [GROUP_MESSAGES.codeRequired]: 'errors.codeRequired',
  [GROUP_MESSAGES.codeTooLong]: 'errors.codeTooLong',
  [GROUP_MESSAGES.codeTaken]: 'errors.codeTaken',
  [GROUP_MESSAGES.joinOwnGroup]: 'errors.joinOwnGroup',
  [GROUP_MESSAGES.alreadyMember]: 'errors.alreadyMember',
  [GROUP_MESSAGES.invalidCode]: 'errors.invalidCode',
  [GROUP_MESSAGES.codeNotFound]: 'errors.codeNotFound',
  [GROUP_MESSAGES.noDeletePrivileges]: 'errors.noDeletePrivileges',
};

/** The server's validation text (`Invalid request: body.name: Name is required`) without its path. */
function known(message: string): string | undefined {
  const exact = KNOWN[message];
  if (exact) return exact;
  const text = Object.keys(KNOWN).find((k) => message.endsWith(`: ${k}`));
  return text ? KNOWN[text] : undefined;
}

/** Joins, creations and edits are limited to CODE_RATE_LIMIT a minute (429 with Retry-After). */
export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && error.status === 429;
}

/**
 * A failure that says nothing about the code: too many attempts (and when to try again), or no
 * usable answer (network, timeout, 5xx): 'There was an error, please refresh and try again'
 * (spec 1 §8). Undefined when the server refused the request itself.
 */
function callFailure(error: unknown): Feedback | undefined {
  if (isRateLimited(error)) {
    // The window is a minute: without Retry-After, a minute is the honest wait.
    return { key: 'errors.tooManyAttempts', values: { count: error.retryAfterSeconds ?? 60 } };
  }
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status >= 500) {
    return { key: 'errors.refresh' };
  }
  return undefined;
}

/** A failure of the call itself, shown for the whole dialog, not on the code field. */
export const isCallFailure = (feedback: Feedback) =>
  'key' in feedback &&
  (feedback.key === 'errors.tooManyAttempts' || feedback.key === 'errors.refresh');

function fromServer(message: string): Feedback {
  const key = known(message);
  return key ? { key } : { text: message };
}

/**
 * Spec 1 §8, join group: no server message -> 'Group code does not exist'; 'User already belongs
 * to this class' -> 'You already belong to this group'; 'Invalid access code' kept; any other
 * server message shown as it is. A call that failed for another reason says so instead.
 */
export function joinError(error: unknown): Feedback {
  const message = serverMessage(error);
  if (message) return fromServer(message);
  return callFailure(error) ?? { key: 'errors.codeNotFound' };
}

/** Spec 1 §8, create group: the server message, else 'Code is already taken, ...'. */
export function createError(error: unknown): Feedback {
  const message = serverMessage(error);
  if (message) return fromServer(message);
  return callFailure(error) ?? { key: 'errors.codeTaken' };
}

/** Client-side checks of spec 1 §5 (the server checks the same). */
export function validateGroupForm(values: { name: string; accessCode: string }) {
  const name = values.name.trim();
  return {
    name: !name ? 'errors.nameRequired' : name.length > 128 ? 'errors.nameTooLong' : undefined,
    accessCode: !values.accessCode.trim() ? 'errors.codeRequired' : undefined,
  };
}

/** Spec 1 §5: a group you own cannot be joined (checked before the call when the list is known). */
export function ownsGroupWithCode(groups: readonly ClientGroup[], code: string): boolean {
  const wanted = code.trim().toLowerCase();
  return groups.some((g) => g.isInstructor && g.AccessCode?.toLowerCase() === wanted);
}

// No 0/O, 1/I/L: codes are read aloud and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A suggested invitation code (the instructor may change it). */
export function suggestCode(random: () => number = Math.random, length = 7): string {
  let code = '';
  for (let i = 0; i < length; i += 1) {
    code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  }
  return code;
}

/** What the viewer may do with a group of the instructor table (spec 1 §6). */
export function groupPermissions(group: ClientGroup) {
  const isOwner = group.isInstructor === true;
  const isCoInstructor = !isOwner && group.coInstructor === true;
  return {
    isOwner,
    canEdit: isOwner,
    canArchive: isOwner,
    canDelete: isOwner,
    canManageMembers: isOwner || isCoInstructor,
    /** Co-instructors and TAs may leave; the owner deletes instead. */
    canLeave: !isOwner,
  };
}
