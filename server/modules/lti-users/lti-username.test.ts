import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '@common/domain/username';
import { usernameCandidate, usernameFrom, usernameVariants } from './lti-username';

describe('LTI usernames', () => {
  it('prefers the LMS username, then the SIS id, the e-mail, the name, the LTI user id', () => {
    expect(usernameCandidate({ ext_user_username: 'jdoe', lis_person_sourcedid: 'S1' })).toBe(
      'jdoe',
    );
    expect(usernameCandidate({ lis_person_sourcedid: 'sis-0042' })).toBe('sis-0042');
    expect(usernameCandidate({ lis_person_contact_email_primary: 'María.José@school.edu' })).toBe(
      'Maria.Jose',
    );
    expect(usernameCandidate({ lis_person_name_full: 'Zoë  van der Berg' })).toBe(
      'Zoe.van.der.Berg',
    );
    expect(usernameCandidate({ user_id: '29123' })).toBe('lti-29123');
    expect(usernameCandidate({})).toBe('lti-user');
  });

  it('skips values that cannot make a username', () => {
    expect(usernameFrom('@@')).toBeUndefined();
    expect(usernameFrom('ab')).toBeUndefined();
    expect(usernameCandidate({ ext_user_username: '李', lis_person_sourcedid: 'x7y' })).toBe('x7y');
  });

  it('numbers taken names within 32 characters', () => {
    const long = usernameFrom('a'.repeat(60))!;
    expect(long).toHaveLength(28);
    const variants = [...usernameVariants(long, 12)];
    expect(variants[0]).toBe(long);
    expect(variants[1]).toBe(`${'a'.repeat(28)}-2`);
    expect(variants.every((v) => USERNAME_PATTERN.test(v))).toBe(true);
  });
});
