import { USERNAME_PATTERN } from '@common/domain/username';

/** Room left for a `-NN` suffix when the name is taken. */
const BASE_MAX = 28;

/** A portal username made of `value`: other characters become '.', cut to fit, or undefined. */
export function usernameFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const cleaned = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, BASE_MAX)
    .replace(/[._-]+$/g, '');
  return USERNAME_PATTERN.test(cleaned) ? cleaned : undefined;
}

/**
 * The username an autoprovisioned account starts with, from what the LMS says about the user:
 * its own username (`ext_user_username`, sent by Canvas, Moodle, Sakai), the SIS id
 * (`lis_person_sourcedid`), the e-mail's local part, the full name; else `lti-<user_id>`.
 */
export function usernameCandidate(launch: Record<string, string | undefined>): string {
  const email = launch.lis_person_contact_email_primary;
  const fromLms = [
    launch.ext_user_username,
    launch.lis_person_sourcedid,
    email?.includes('@') ? email.slice(0, email.indexOf('@')) : undefined,
    launch.lis_person_name_full,
  ]
    .map(usernameFrom)
    .find((name) => name !== undefined);
  return (
    fromLms ?? (launch.user_id ? usernameFrom(`lti-${launch.user_id}`) : undefined) ?? 'lti-user'
  );
}

/** `base`, then `base-2`, `base-3` ... (each at most 32 characters). */
export function* usernameVariants(base: string, count = 50): Generator<string> {
  yield base;
  for (let n = 2; n <= count; n++) yield `${base.slice(0, 32 - `-${n}`.length)}-${n}`;
}
