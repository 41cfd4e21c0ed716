import { describe, expect, it } from 'vitest';
import { RoleId } from '@common/domain/roles';
import { portalRolesOf } from './lti-roles';

describe('portalRolesOf', () => {
  it('maps short names and LIS URNs', () => {
    expect(portalRolesOf('Instructor')).toEqual([RoleId.Instructor]);
    expect(portalRolesOf('urn:lti:role:ims/lis/Learner')).toEqual([RoleId.Student]);
    expect(portalRolesOf('Student')).toEqual([RoleId.Student]);
    expect(portalRolesOf('urn:lti:instrole:ims/lis/Faculty')).toEqual([RoleId.Instructor]);
    expect(portalRolesOf('Mentor')).toEqual([RoleId.Instructor]);
    expect(portalRolesOf('urn:lti:role:ims/lis/Instructor/PrimaryInstructor')).toEqual([
      RoleId.Instructor,
    ]);
  });

  it('makes every kind of teaching assistant a TA (4)', () => {
    expect(portalRolesOf('TeachingAssistant')).toEqual([RoleId.TeachingAssistant]);
    expect(portalRolesOf('urn:lti:role:ims/lis/TeachingAssistant/Grader')).toEqual([
      RoleId.TeachingAssistant,
    ]);
  });

  it('keeps every mapped role of a list, once, and ignores the rest', () => {
    expect(portalRolesOf('Learner, Instructor,urn:lti:role:ims/lis/Learner')).toEqual([
      RoleId.Instructor,
      RoleId.Student,
    ]);
    expect(
      portalRolesOf('Administrator,urn:lti:sysrole:ims/lis/SysAdmin,ContentDeveloper'),
    ).toEqual([]);
    expect(portalRolesOf('')).toEqual([]);
    expect(portalRolesOf(undefined)).toEqual([]);
  });
});
