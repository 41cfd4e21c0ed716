import { describe, expect, it } from 'vitest';
import { RoleId, resolveRole } from './roles';

const grant = (RoleId: number, InstitutionId = 1) => ({ RoleId, InstitutionId });

describe('resolveRole (spec 1 §6)', () => {
  it('makes a user with no roles a student', () => {
    expect(resolveRole([], false)).toEqual({
      role: 'Student',
      isInstructor: false,
      isTA: false,
      isStudent: true,
      isBlSupportUser: false,
      betaTester: false,
    });
  });

  it('lets Instructor win over Teaching Assistant and Student', () => {
    const resolved = resolveRole(
      [grant(RoleId.Student), grant(RoleId.TeachingAssistant), grant(RoleId.Instructor, 2)],
      false,
    );
    expect(resolved.role).toBe('Instructor');
    expect(resolved.isInstructor).toBe(true);
    expect(resolved.isTA).toBe(false);
    expect(resolved.isStudent).toBe(false);
  });

  it('lets Teaching Assistant win over Student', () => {
    const resolved = resolveRole([grant(RoleId.Student), grant(RoleId.TeachingAssistant)], false);
    expect(resolved.role).toBe('Teaching Assistant');
    expect(resolved.isTA).toBe(true);
  });

  it('adds BL Support from the blsupport claim and enables beta features', () => {
    const resolved = resolveRole([grant(RoleId.Student)], true);
    expect(resolved.isBlSupportUser).toBe(true);
    expect(resolved.betaTester).toBe(true);
    expect(resolved.role).toBe('Student');
  });

  it('treats a BL Support role like the claim', () => {
    expect(resolveRole([grant(RoleId.BlSupport)], false).isBlSupportUser).toBe(true);
  });

  it('enables beta features for Beta Testers without support rights', () => {
    const resolved = resolveRole([grant(RoleId.Student), grant(RoleId.BetaTester)], false);
    expect(resolved.betaTester).toBe(true);
    expect(resolved.isBlSupportUser).toBe(false);
  });

  it('ignores administrative roles for the portal role', () => {
    expect(resolveRole([grant(RoleId.Administrator), grant(RoleId.Admin)], false).role).toBe(
      'Student',
    );
  });
});
