import { describe, expect, it } from 'vitest';
import { teachingInstitution } from './institution';

describe('teachingInstitution', () => {
  it("takes the instructor or TA role's institution", () => {
    expect(
      teachingInstitution([
        { RoleId: 5, InstitutionId: 1 },
        { RoleId: 4, InstitutionId: 7 },
      ]),
    ).toBe(7);
    expect(teachingInstitution([{ RoleId: 5, InstitutionId: 3 }])).toBe(3);
    expect(teachingInstitution([])).toBe(0);
  });
});
